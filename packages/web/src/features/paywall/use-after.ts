import { useEffect, useState } from 'react';

/** True once `ms` have passed since mount (or since `active` turned true). */
export function useAfter(ms: number, active = true): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setDone(true), ms);
    return () => clearTimeout(timer);
  }, [ms, active]);
  return done;
}

import { useEffect, useState } from 'react';
import { formatCountdown } from '../time/format-countdown.ts';

/**
 * mm:ss until `until` (epoch ms), ticking each second; `onDone` fires once it reaches zero.
 * Mount it only while a timeout is active, so its clock starts fresh.
 */
export function Countdown({ until, onDone }: { until: number; onDone?: () => void }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) {
        clearInterval(timer);
        onDone?.();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [until, onDone]);
  return <time dateTime={`PT${Math.max(0, Math.ceil((until - now) / 1000))}S`}>{formatCountdown(until - now)}</time>;
}

import { useEffect, useEffectEvent, useState } from 'react';
import { formatCountdown } from '../time/format-countdown.ts';

/** Spec 3 §9: the countdown ticks once a second. */
export const COUNTDOWN_TICK_MS = 1000;

/**
 * mm:ss until `until` (epoch ms), ticking each second; at zero it stops and `onDone` fires once.
 * Mount it only while a timeout is active, so its clock starts fresh.
 */
export function Countdown({ until, onDone }: { until: number; onDone?: () => void }) {
  const [now, setNow] = useState(() => Date.now());
  // The caller's latest handler, without restarting the clock when its identity changes.
  const done = useEffectEvent(() => onDone?.());
  useEffect(() => {
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) {
        clearInterval(timer);
        done();
      }
    }, COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [until]);
  return <time dateTime={`PT${Math.max(0, Math.ceil((until - now) / 1000))}S`}>{formatCountdown(until - now)}</time>;
}

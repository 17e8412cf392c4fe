import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

function secondsUntil(until: number): number {
  return Math.max(0, Math.ceil((until - Date.now()) / 1000));
}

/**
 * Whole seconds until `until` (epoch ms), ticking each second (spec 1 §2: the recover page counts
 * in seconds); `onDone` fires once at zero. Mount it only while a wait is active.
 */
export function SecondsLeft({ until, onDone }: { until: number; onDone?: () => void }) {
  const { t } = useTranslation('recovery');
  const [seconds, setSeconds] = useState(() => secondsUntil(until));
  useEffect(() => {
    const timer = setInterval(() => {
      const left = secondsUntil(until);
      setSeconds(left);
      if (left === 0) {
        clearInterval(timer);
        onDone?.();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [until, onDone]);
  return <time dateTime={`PT${seconds}S`}>{t('seconds', { seconds })}</time>;
}

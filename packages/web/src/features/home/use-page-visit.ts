import { useEffect, useRef } from 'react';
import { useCollectPageVisitMutation } from '../../api/tracking.ts';

/** Reports the page view once per mount (POST /v3/ui/events/pageVisit:collect, spec 1 §7). */
export function usePageVisit(): void {
  const [collect] = useCollectPageVisitMutation();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void collect({ causedBy: 'pageLoad', referrer: document.referrer || null, target: window.location.href });
  }, [collect]);
}

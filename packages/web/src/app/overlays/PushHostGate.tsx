import { Suspense, useState } from 'react';
import { useSelector } from 'react-redux';
import { lazyWithRetry } from '../../shared/browser/lazy-with-retry.ts';
import type { RootState } from '../store.ts';

const PushHost = lazyWithRetry(() => import('./PushHost.tsx').then((module) => ({ default: module.PushHost })));

/**
 * Loads the push-toast host with the first push and keeps it from then on: most first pages
 * never get one, so its code stays off them.
 */
export function PushHostGate() {
  const arrived = useSelector((state: RootState) => state.overlays.pushes.current !== null || state.overlays.pushes.hidden.length > 0);
  const [needed, setNeeded] = useState(false);
  if (arrived && !needed) setNeeded(true);
  return needed || arrived ? (
    <Suspense fallback={null}>
      <PushHost />
    </Suspense>
  ) : null;
}

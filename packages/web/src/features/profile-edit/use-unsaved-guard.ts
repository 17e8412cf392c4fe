import { useEffect } from 'react';
import { useBlocker, type Blocker } from '../../shared/routing/index.ts';

/**
 * Holds back leaving the page while `dirty`: a navigation in the app waits on the returned
 * blocker (the page asks), closing or reloading the tab gets the browser's own question.
 */
export function useUnsavedGuard(dirty: boolean): Blocker {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  return blocker;
}

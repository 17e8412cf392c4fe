/** How often the deployed revision is compared with the loaded one (spec 1 §9). */
export const REVISION_CHECK_INTERVAL_MS = 1_200_000;

async function fetchRevision(): Promise<string | null> {
  try {
    const response = await fetch(`/revisionConfig.json?timestamp=${Date.now()}`, { cache: 'no-store' });
    if (!response.ok) return null;
    const body = (await response.json()) as { data?: { version?: unknown } };
    return typeof body.data?.version === 'string' ? body.data.version : null;
  } catch {
    return null;
  }
}

/**
 * Notes the revision at load, then checks every 20 minutes; `onNewRevision` fires once when the
 * server reports a different one (the app then reloads on the next navigation).
 */
export function startRevisionCheck(onNewRevision: () => void): () => void {
  let loaded: Promise<string | null> = fetchRevision();
  let reported = false;
  const timer = setInterval(() => {
    void (async () => {
      const [atLoad, now] = await Promise.all([loaded, fetchRevision()]);
      if (atLoad === null) loaded = Promise.resolve(now);
      else if (now !== null && now !== atLoad && !reported) {
        reported = true;
        onNewRevision();
      }
    })();
  }, REVISION_CHECK_INTERVAL_MS);
  return () => clearInterval(timer);
}

interface NavigatingRouter {
  state: { location: { key: string } };
  subscribe(listener: (state: { location: { key: string } }) => void): () => void;
}

/** With a newer revision deployed, the next navigation loads its page fresh from the server. */
export function reloadOnNavigationWhenStale(router: NavigatingRouter, isStale: () => boolean): () => void {
  let lastKey = router.state.location.key;
  return router.subscribe((state) => {
    if (state.location.key === lastKey) return;
    lastKey = state.location.key;
    if (isStale()) window.location.reload();
  });
}

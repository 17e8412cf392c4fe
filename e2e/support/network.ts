import type { Page, Request } from 'playwright-core';

export interface RequestWatch {
  /**
   * Resolves once no request of the page has been in flight for `quietMs`. Playwright's
   * 'networkidle' always waits 500 ms after the last one, a large share of a run that visits a
   * hundred screens; the page's own fetches finish well inside 150 ms of each other.
   */
  quiet(quietMs?: number): Promise<void>;
}

/** Counts the requests `page` has in flight from the moment this is called (call it before `goto`). */
export function watchRequests(page: Page, timeoutMs = 15_000): RequestWatch {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const started = (request: Request) => {
    inFlight.add(request);
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async quiet(quietMs = 150) {
      const deadline = Date.now() + timeoutMs;
      while (inFlight.size > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() > deadline) throw new Error(`requests still in flight after ${timeoutMs} ms: ${[...inFlight].map((request) => request.url()).join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
  };
}

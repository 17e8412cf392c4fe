import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, newMobileContext, type ContextOptions } from './browser.ts';
import { startE2EServer, type E2EServer, type E2EServerOptions } from './server.ts';

/** Where `open` goes: the context's options, and the host to ask for (localhost, brand 7, unless given). */
export type OpenOptions = ContextOptions & { host?: string };

export interface E2E {
  /** The server of this describe block (started in its beforeAll). */
  server(): E2EServer;
  /** The Chromium of this describe block (launched in its beforeAll). */
  browser(): Browser;
  /** A page in a new phone-sized context, already at `pathname` on the server. */
  open(pathname: string, options?: OpenOptions): Promise<Page>;
  /** A new phone-sized context; every page opened in it is watched like `open`'s. */
  newContext(options?: ContextOptions): Promise<BrowserContext>;
  /** The HTTP answers ≥ 500 the watched pages got during the current test ("<status> from <url>"). */
  readonly serverErrors: readonly string[];
}

/** How long closing the contexts may take before the browser is closed with them. */
const CONTEXT_CLOSE_TIMEOUT = 5_000;

/** How long a page action or wait may take before the test fails with where it stood. */
const PAGE_TIMEOUT = 15_000;

/**
 * The set-up every e2e describe block shares; call it in the block's body. It registers:
 * - beforeAll: the server (on a fresh database, with `options`) and Chromium, started together;
 * - afterEach: any HTTP answer ≥ 500 to a page of a context it made fails the test that caused it;
 * - afterAll: its contexts, the browser and the server closed.
 *
 * `options` may be a function, read in beforeAll, for options only known once earlier hooks of the
 * block have run (e.g. a test identity provider's `env`).
 */
export function useE2E(options: E2EServerOptions | (() => E2EServerOptions) = {}): E2E {
  let server: E2EServer | undefined;
  let browser: Browser | undefined;
  const contexts = new Set<BrowserContext>();
  const serverErrors: string[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startE2EServer(typeof options === 'function' ? options() : options), launchChromium()]);
  });
  afterEach(() => {
    // Any 500 from the server fails the scenario that caused it (and only that one).
    const errors = serverErrors.splice(0);
    expect(errors).toEqual([]);
  });
  afterAll(async () => {
    try {
      // A context that fails to close (or takes over 5 s) goes with the browser.
      await Promise.race([Promise.allSettled([...contexts].map((context) => context.close())), new Promise((resolve) => setTimeout(resolve, CONTEXT_CLOSE_TIMEOUT).unref())]);
      await browser?.close();
    } finally {
      await server?.close();
    }
  });

  function started<T>(value: T | undefined, what: string): T {
    if (value === undefined) throw new Error(`No ${what}: useE2E starts it in beforeAll, use it inside a test or a later hook.`);
    return value;
  }

  async function newContext(contextOptions: ContextOptions = {}): Promise<BrowserContext> {
    const context = await newMobileContext(started(browser, 'browser'), contextOptions);
    contexts.add(context);
    context.on('close', () => contexts.delete(context));
    context.on('page', (page) => page.setDefaultTimeout(PAGE_TIMEOUT));
    context.on('response', (res) => {
      if (res.status() >= 500) serverErrors.push(`${res.status()} from ${res.url()}`);
    });
    return context;
  }

  async function open(pathname: string, openOptions: OpenOptions = {}): Promise<Page> {
    const context = await newContext(openOptions);
    const page = await context.newPage();
    await page.goto(started(server, 'server').url(pathname, openOptions.host));
    return page;
  }

  return {
    server: () => started(server, 'server'),
    browser: () => started(browser, 'browser'),
    open,
    newContext,
    serverErrors,
  };
}

import { inject } from 'vitest';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

/** The browser the run's set-up found (support/global-setup.ts) with the flags this machine needs (closed network, root, no GPU). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: inject('chromiumPath'),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface ContextOptions {
  locale?: string;
  colorScheme?: 'light' | 'dark';
  /**
   * Whether the visitor has already answered the cookie popup (default true), so it stays out of
   * flows that test something else; the consent tests pass false to meet it.
   */
  consentGiven?: boolean;
  /** The viewport's width in CSS pixels (default 360, the design's reference; 320 for the smallest phones). */
  width?: number;
  /**
   * Whether pages may run the service worker (default false): the flows test what the pages do
   * with the server, and a worker caching bundles between tests of a file only adds a layer that
   * can wedge a closing context. service-worker.e2e.ts allows it and tests the worker itself.
   */
  serviceWorker?: boolean;
  /** Whether pages run scripts (default true): false shows what the server's markup alone paints. */
  javaScriptEnabled?: boolean;
  /**
   * Whether the likes-me popups may rise (default false): they come over whatever screen a member
   * with new likes or matches opens, so they stay out of flows that test something else, as if
   * just shown; activity.e2e.ts meets them.
   */
  likesMePopups?: boolean;
}

/** The popups the likes-me watcher queues (web features/activity/likes-me). */
const LIKES_ME_POPUPS = ['likes_me_popup', 'likes_me_matches_popup'];

/** The cookies the consent popup writes once answered (features/consent/consent-store.ts). */
const CONSENT_COOKIES = ['consent_configured=1', 'consent_policy=simple', 'consent_functional=1', 'consent_performance=1', 'consent_advertising=0'];

/** A phone-sized context (360×740, the design's reference viewport, or `width`×740). */
export async function newMobileContext(browser: Browser, options: ContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: options.locale ?? 'en-US',
    colorScheme: options.colorScheme ?? 'light',
    serviceWorkers: options.serviceWorker ? 'allow' : 'block',
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  if (options.consentGiven ?? true) {
    // Before any page script, on whichever host the test opens (brands differ by host).
    await context.addInitScript((cookies: string[]) => {
      for (const cookie of cookies) if (!document.cookie.includes(cookie.split('=')[0]!)) document.cookie = `${cookie}; path=/; max-age=31536000`;
    }, CONSENT_COOKIES);
  }
  if (!options.likesMePopups) {
    // Shown a moment ago as far as the popup queue knows (shared/overlays/popup-show-once.ts), on every page load.
    await context.addInitScript((names: string[]) => {
      const key = 'amora.popupsShownAt';
      let shown: Record<string, number> = {};
      try {
        shown = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, number>;
      } catch {
        // Not ours: replaced below.
      }
      for (const name of names) shown[name] = Date.now();
      localStorage.setItem(key, JSON.stringify(shown));
    }, LIKES_ME_POPUPS);
  }
  return context;
}

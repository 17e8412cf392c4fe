import { chromium, type Browser, type BrowserContext } from 'playwright-core';

/** Debian's Chromium with the flags this machine needs (closed network, root, no GPU). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
}

/** A phone-sized context (360×740, the design's reference viewport). */
export function newMobileContext(browser: Browser, options: ContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: options.locale ?? 'en-US',
    colorScheme: options.colorScheme ?? 'light',
  });
}

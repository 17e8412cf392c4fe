import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { RequestWatch } from './network.ts';

const i18nDir = path.resolve(import.meta.dirname, '../../packages/web/public/i18n');

/** A string of the web's translation files, so tests find elements by what the member reads. */
export function translation(lang: string, namespace: string, key: string, values: Record<string, string | number> = {}): string {
  const tree = JSON.parse(fs.readFileSync(path.join(i18nDir, lang, `${namespace}.json`), 'utf8')) as Record<string, unknown>;
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
  if (typeof value !== 'string') throw new Error(`No ${lang} translation for ${namespace}:${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
}

/** The part of a translation before its first placeholder or tag, for texts with markup inside. */
export function translationPrefix(lang: string, namespace: string, key: string): string {
  return translation(lang, namespace, key).split(/<|\{\{/)[0]!.trim();
}

/** Fills the login page with `credentials` and submits it, reading the labels in `lang`. */
export async function submitLogin(page: Page, credentials: { email: string; password: string }, lang = 'en-US'): Promise<void> {
  await page.getByLabel(translation(lang, 'auth', 'login.email')).fill(credentials.email);
  await page.getByLabel(translation(lang, 'auth', 'login.password'), { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: translation(lang, 'auth', 'login.submit') }).click();
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * How far the page is wider than its viewport. On a mobile viewport Chromium widens the layout
 * viewport to fit wide content instead of scrolling, so the window's width counts too.
 */
export async function horizontalOverflow(page: Page): Promise<number> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  const viewport = page.viewportSize()?.width ?? innerWidth;
  return Math.max(scrollWidth, innerWidth) - viewport;
}

/**
 * The page finished: its requests done (when `requests` watches them), its fonts and the images
 * on screen in place (lazy ones further down load when scrolled to).
 */
export async function pageSettled(page: Page, requests?: RequestWatch): Promise<void> {
  await requests?.quiet();
  await page.waitForFunction(
    () =>
      document.fonts.status === 'loaded' &&
      Array.from(document.images).every((image) => {
        const rect = image.getBoundingClientRect();
        return image.complete || rect.bottom < 0 || rect.top > window.innerHeight;
      }),
  );
}

/** The logged-in area's bottom navigation, by its name in `lang`. */
export function bottomNav(page: Page, lang: string): Locator {
  return page.getByRole('navigation', { name: translation(lang, 'common', 'nav.label') });
}

export interface ContentAboveNavOptions {
  lang: string;
  /** The screen's name in a failure's message. */
  screen: string;
  /** Waits for the page to finish after each scroll; fonts and images in view by default. */
  settle?: (page: Page) => Promise<void>;
  /** Runs scrolled to the end when the page scrolls at all, e.g. to photograph the end. */
  atEnd?: () => Promise<void>;
}

/**
 * Nothing scrolls sideways, and scrolled to its end the page's content ends above the bottom
 * navigation; the page is left scrolled back to its top. Scrolled to the end, lazy images load
 * and an endless list may load its next page, so it scrolls again until the page stops growing.
 */
export async function expectContentAboveNav(page: Page, { lang, screen, settle = pageSettled, atEnd }: ContentAboveNavOptions): Promise<void> {
  expect(await horizontalOverflow(page), `${screen} scrolls sideways`).toBeLessThanOrEqual(0);
  const nav = bottomNav(page, lang);
  await nav.waitFor();
  let height = -1;
  for (let round = 0; round < 5; round += 1) {
    const now = await page.evaluate(() => {
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
      return document.documentElement.scrollHeight;
    });
    await settle(page);
    if (now === height) break;
    height = now;
  }
  const scrolled = await page.evaluate(() => window.scrollY > 0);
  const { navTop, bottom, last } = await lastContentAboveNav(page, nav);
  expect(bottom, `${screen}: ${last} ends at ${bottom}px, under the navigation at ${navTop}px`).toBeLessThanOrEqual(navTop);
  if (scrolled && atEnd) await atEnd();
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

/**
 * Scrolled to the end, the bottom of the lowest element of the page's content (in `main`, not
 * fixed or sticky) and the top of the bottom navigation.
 */
async function lastContentAboveNav(page: Page, nav: Locator): Promise<{ navTop: number; bottom: number; last: string }> {
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  const navTop = await nav.evaluate((element) => element.getBoundingClientRect().top);
  const { bottom, last } = await page.evaluate(() => {
    const pinned = (element: Element | null): boolean => {
      for (let node = element; node && node !== document.body; node = node.parentElement) {
        const position = getComputedStyle(node).position;
        if (position === 'fixed' || position === 'sticky') return true;
      }
      return false;
    };
    let lowest = { bottom: 0, last: 'nothing' };
    for (const element of Array.from(document.querySelectorAll('main *'))) {
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (rect.height === 0 || rect.width === 0 || style.visibility === 'hidden' || pinned(element)) continue;
      if (rect.bottom > lowest.bottom) {
        const text = element.textContent?.trim().slice(0, 40) ?? '';
        lowest = { bottom: Math.round(rect.bottom), last: `${element.tagName.toLowerCase()}.${element.className} "${text}"` };
      }
    }
    return lowest;
  });
  return { navTop, bottom, last };
}

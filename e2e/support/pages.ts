import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

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

import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

/** Where the screenshots go: test-results/screenshots/<name>. */
export const SCREENSHOTS_DIR = path.resolve(import.meta.dirname, '../../test-results/screenshots');

/**
 * Whether this run photographs the screens. They are for people to look at (`npm run
 * screenshots`), never for an assertion, and at a few hundred milliseconds each they would
 * be a large share of every test run, so only that command sets E2E_SCREENSHOTS=1.
 */
export const TAKING_SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';

/** Saves the page as test-results/screenshots/`name` when this run takes screenshots. */
export async function photograph(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!TAKING_SCREENSHOTS) return;
  const file = path.join(SCREENSHOTS_DIR, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await page.screenshot({ path: file, fullPage: options.fullPage ?? true, animations: 'disabled' });
}

export type ColorScheme = 'light' | 'dark';

/**
 * The language and colour-scheme pairs a screen tour visits. The screenshot run takes all four,
 * so people see both schemes in both languages; a test run checks the layout (nothing scrolls
 * sideways, content ends above the navigation) in two, one scheme per language: a scheme changes
 * colours, not sizes, and each pair costs a whole tour.
 */
export function screenVariants<Lang extends string>(languages: readonly [Lang, Lang]): ReadonlyArray<readonly [Lang, ColorScheme]> {
  if (!TAKING_SCREENSHOTS) return [[languages[0], 'light'], [languages[1], 'dark']];
  return languages.flatMap((lang) => [[lang, 'light'] as const, [lang, 'dark'] as const]);
}

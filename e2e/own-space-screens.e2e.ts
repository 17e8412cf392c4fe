import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_ACCOUNT } from '../packages/server/src/seed/demo-account.ts';
import { useE2E } from './support/e2e.ts';
import { horizontalOverflow, submitLogin, translation } from './support/pages.ts';
import type { E2EServer } from './support/server.ts';

const shotsDir = path.resolve(import.meta.dirname, '../test-results/screenshots/own-space');
const LANGUAGES = ['en-US', 'de-DE'] as const;

beforeAll(() => {
  fs.mkdirSync(shotsDir, { recursive: true });
});

/** Profile, photos, settings and legal screens of issue 5, as the demo member sees them. */
const MEMBER_SCREENS = [
  '/profile',
  '/profile/checklist',
  '/profile/edit',
  '/profile/edit/personal-data',
  '/profile/steps#goal',
  '/profile/steps/interests',
  '/profile/preview',
  '/photos',
  '/gallery',
  '/settings',
  '/settings/language',
  '/settings/notifications',
  '/settings/profile',
  '/settings/profile/change-password',
  '/settings/deactivation',
  '/settings/deactivation/sub-reasons',
  '/settings/paying-problem?reason=4',
  '/settings/support?reason=5',
  '/settings/email-notifications?reason=6',
  '/settings/age?reason=8',
  '/settings/service?reason=32',
  '/settings/deactivate?reason=2',
  '/settings/privacy',
  '/settings/privacy/request-profile-info',
  '/settings/privacy/request-profile-info/email',
  '/settings/privacy/cookie-privacy-settings',
  '/settings/privacy/do-not-sell-my-personal-information',
  '/settings/help-and-support',
  '/settings/legal-documents',
  '/settings/legal-documents/terms',
  '/settings/consumer-info-center',
  '/settings/consumer-info-center/withdrawal-rights',
] as const;

const fileName = (lang: string, pathname: string) => `${lang}${pathname.replace(/[/?#=]+/g, '_')}.png`;

/** Fonts and images in place and the network quiet, so the screenshot shows the finished page. */
async function settled(page: Page): Promise<void> {
  // The full-screen photo viewer has no page heading; every other screen has its title.
  await page.locator('h1, [role=dialog] h2, main img').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.fonts.status === 'loaded' && Array.from(document.images).every((image) => image.complete));
}

async function language(context: BrowserContext, server: E2EServer, lang: string): Promise<void> {
  await context.addCookies([{ name: 'lang', value: lang, url: server.url('/') }]);
}

describe('issue 5 screens at 360×740 in two languages', () => {
  const { server, newContext } = useE2E();

  for (const lang of LANGUAGES) {
    it(`shows every profile, photo, settings and legal screen in ${lang} without sideways scrolling`, async () => {
      const context = await newContext({ locale: lang });
      await language(context, server(), lang);
      const page = await context.newPage();
      await page.goto(server().url('/login'));
      await submitLogin(page, DEMO_ACCOUNT, lang);
      await page.waitForURL(/\/matches$/);
      for (const screen of MEMBER_SCREENS) {
        await page.goto(server().url(screen));
        await settled(page).catch((error: Error) => {
          throw new Error(`${screen}: ${error.message}`);
        });
        expect(await page.locator('html').getAttribute('lang'), screen).toBe(lang);
        expect(await horizontalOverflow(page), `${screen} scrolls sideways`).toBeLessThanOrEqual(0);
        await page.screenshot({ path: path.join(shotsDir, fileName(lang, screen)), fullPage: true, animations: 'disabled' });
      }
      await context.close();
    });
  }
});

/**
 * Texts cut off with an ellipsis: elements with text whose text-overflow is ellipsis and whose
 * text is wider than their box. Labels, titles and hints must wrap instead (issue 15 point 10).
 */
async function truncatedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((element) => element.textContent?.trim() && getComputedStyle(element).textOverflow === 'ellipsis' && element.scrollWidth > element.clientWidth)
      .map((element) => `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 60)}"`),
  );
}

const SMALL_PHONE_LANGUAGES = ['de-DE', 'ru-RU'] as const;
const PUBLIC_SCREENS = ['/', '/login', '/sign/recoverrequest', '/info/terms'] as const;

describe('at 320 px, the smallest phone, in languages with long words', () => {
  const { server, newContext } = useE2E();

  for (const lang of SMALL_PHONE_LANGUAGES) {
    it(`cuts no text short with an ellipsis and never scrolls sideways in ${lang}`, async () => {
      const context = await newContext({ locale: lang, width: 320 });
      await language(context, server(), lang);
      const page = await context.newPage();
      const problems: string[] = [];
      const check = async (screen: string) => {
        await page.goto(server().url(screen));
        await settled(page).catch((error: Error) => {
          throw new Error(`${screen}: ${error.message}`);
        });
        const overflow = await horizontalOverflow(page);
        if (overflow > 0) problems.push(`${screen} scrolls sideways by ${overflow}px`);
        for (const text of await truncatedTexts(page)) problems.push(`${screen} cuts ${text}`);
        await page.screenshot({ path: path.join(shotsDir, fileName(`${lang}-320`, screen)), fullPage: true, animations: 'disabled' });
      };
      for (const screen of PUBLIC_SCREENS) await check(screen);
      await page.goto(server().url('/login'));
      await submitLogin(page, DEMO_ACCOUNT, lang);
      await page.waitForURL(/\/matches$/);
      for (const screen of MEMBER_SCREENS) await check(screen);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});

/** The cookie popup a visitor gets depends on the country (spec 1 §2): loopback reads DEFAULT_COUNTRY. */
const CONSENT_COUNTRIES = [
  { country: 'DE', popup: 'gdpr' },
  { country: 'US', popup: 'strict' },
  { country: 'BR', popup: 'simple' },
] as const;

describe.each(CONSENT_COUNTRIES)('the cookie popup for a visitor from $country', ({ country, popup }) => {
  const { server, newContext } = useE2E({ env: { DEFAULT_COUNTRY: country } });

  for (const lang of LANGUAGES) {
    it(`shows the ${popup} popup in ${lang}, keeps the agreement usable, and stores the choice`, async () => {
      const context = await newContext({ locale: lang, consentGiven: false });
      await language(context, server(), lang);
      const page = await context.newPage();
      await page.goto(server().url('/'));
      await page.getByText(translation(lang, 'legal', `consent.${popup}.title`, { brand: 'Amora' })).waitFor();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: path.join(shotsDir, `consent-${popup}-${lang}.png`), animations: 'disabled' });
      // The popup never locks the home page's required agreement: scrolled down, it is above the sheet.
      const agreement = page.getByRole('checkbox').first();
      await agreement.evaluate((box) => {
        const sheetTop = document.querySelector('[role=dialog][aria-modal=false]')?.getBoundingClientRect().top ?? window.innerHeight;
        window.scrollBy({ top: box.getBoundingClientRect().bottom - sheetTop + 16, behavior: 'instant' });
      });
      await agreement.check();

      const confirm =
        popup === 'gdpr'
          ? translation(lang, 'legal', 'consent.gdpr.manage')
          : popup === 'strict'
            ? translation(lang, 'legal', 'consent.strict.continue')
            : translation(lang, 'legal', 'consent.simple.acknowledge');
      await page.getByRole('button', { name: confirm, exact: true }).click();
      if (popup === 'gdpr') {
        // "Manage cookies" opens the privacy-settings manager with the four categories.
        await page.getByRole('dialog', { name: translation(lang, 'legal', 'manager.title') }).waitFor();
        await page.screenshot({ path: path.join(shotsDir, `consent-manager-${lang}.png`), animations: 'disabled' });
        const manager = page.getByRole('dialog', { name: translation(lang, 'legal', 'manager.title') });
        await manager.getByRole('button', { name: translation(lang, 'legal', 'manager.acceptAll'), exact: true }).click();
      }
      await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'consent_configured')?.value).toBe('1');
      await page.reload();
      await page.waitForLoadState('networkidle');
      expect(await page.getByText(translation(lang, 'legal', `consent.${popup}.title`, { brand: 'Amora' })).count()).toBe(0);
      await context.close();
    });
  }
});

import type { BrowserContext, Locator, Page } from 'playwright-core';
import { API_VERSION, SESSION_HINT_COOKIE, type Session } from '@amora/contracts';
import type { AccountRow } from '../../packages/server/src/modules/accounts/index.ts';
import { hostOf } from '../../packages/server/src/testing/seed.ts';
import type { ContextOptions } from './browser.ts';
import type { E2E } from './e2e.ts';
import { translation } from './pages.ts';
import type { ColorScheme } from './screenshots.ts';

/** Who a messenger scenario signs in: an account and the password it logs in with. */
export interface Chatter {
  account: AccountRow;
  password: string;
}

/** The web's key for the stored tokens (web api/tokens.ts). */
const TOKENS_KEY = 'amora.tokens';

/**
 * A phone-sized context in `lang` and `scheme` whose pages start signed in as `chatter`: the tokens
 * of a POST /rest/v2/login are in local storage before any page script, as after a login and a
 * reload (the stored-tokens path of session start, spec 1 §4). The login screen itself is tested
 * elsewhere; here each context saves the login page and the deck it lands on.
 */
export async function signedInContext(e2e: E2E, chatter: Chatter, lang: string, scheme: ColorScheme, options: Pick<ContextOptions, 'serviceWorker' | 'width'> = {}): Promise<BrowserContext> {
  const { app } = e2e.server();
  const login = await app.inject({
    method: 'POST',
    url: '/rest/v2/login',
    headers: { host: hostOf(chatter.account.brand_id), 'accept-version': API_VERSION },
    payload: { product_id: chatter.account.brand_id, email: chatter.account.email, password: chatter.password },
  });
  if (login.statusCode !== 200) throw new Error(`login of ${chatter.account.email} failed: ${login.body}`);
  const { accessToken, refreshToken } = login.json().result as Session;
  const context = await e2e.newContext({ locale: lang, colorScheme: scheme, ...options });
  const url = e2e.server().url('/');
  await context.addCookies([
    { name: 'lang', value: lang, url },
    { name: SESSION_HINT_COOKIE, value: '1', url },
  ]);
  // Only into an empty storage: a reload keeps whatever the page refreshed since.
  await context.addInitScript(
    ({ key, tokens }) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, tokens);
    },
    { key: TOKENS_KEY, tokens: JSON.stringify({ accessToken, refreshToken }) },
  );
  return context;
}

/**
 * A page of `context` at `pathname`, resolved once its realtime socket is up and the messenger has
 * caught up (its first GET /v3/messenger/events answered): from then on every chat event reaches
 * it live. A page that is still connecting takes the server's latest event as its start, so a
 * message sent in that moment would only show on the next read.
 */
export async function openLive(e2e: E2E, context: BrowserContext, pathname: string): Promise<Page> {
  const page = await context.newPage();
  const caughtUp = page.waitForResponse((response) => new URL(response.url()).pathname === '/v3/messenger/events' && response.ok());
  await page.goto(e2e.server().url(pathname));
  await caughtUp;
  return page;
}

/** Marks the page's document, so `expectSameDocument` can tell that nothing reloaded it since. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { e2eDocument?: boolean }).e2eDocument = true;
  });
}

/** Whether the page still shows the document `markDocument` marked (false after any reload or navigation). */
export function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { e2eDocument?: boolean }).e2eDocument === true);
}

/** A string of the messenger's translations. */
export const m = (lang: string, key: string, values?: Record<string, string | number>) => translation(lang, 'messenger', key, values);

/** The rows of the dialog list, each a link to its thread. */
export const dialogRows = (page: Page, lang: string): Locator => page.getByRole('list', { name: m(lang, 'dialogs.listLabel'), exact: true }).getByRole('link');

/** The thread's message list. */
export const messageList = (page: Page, lang: string): Locator => page.getByRole('list', { name: m(lang, 'thread.listLabel'), exact: true });

/** The bubbles of the thread (each a button that opens its menu), in order. */
export const bubbles = (page: Page, lang: string): Locator => messageList(page, lang).getByRole('button');

/** The bubble that says `text`. */
export const bubble = (page: Page, lang: string, text: string | RegExp): Locator => bubbles(page, lang).filter({ hasText: text });

/**
 * Which of `texts` the thread's bubbles say, bubble by bubble in the order shown: a bubble that
 * quotes an earlier one holds both texts, and counts as the later of them (its own words).
 */
export async function spokenOrder(page: Page, lang: string, texts: readonly string[]): Promise<string[]> {
  const shown = await bubbles(page, lang).allTextContents();
  return shown.flatMap((text) => {
    const said = texts.findLast((words) => text.includes(words));
    return said === undefined ? [] : [said];
  });
}

/** Types `text` into the composer and sends it with the send button, as on a phone. */
export async function sendText(page: Page, lang: string, text: string): Promise<void> {
  await page.getByRole('textbox', { name: m(lang, 'thread.composer.label'), exact: true }).fill(text);
  await page.getByRole('button', { name: m(lang, 'thread.composer.send'), exact: true }).click();
}

/** The status icon of an own bubble: `delivered` (a check) or `read` (the double check). */
export const statusIcon = (target: Locator, lang: string, status: 'delivered' | 'read' | 'unsent'): Locator =>
  target.getByRole('img', { name: translation(lang, 'ui', `messageStatus.${status}`), exact: true });

/** The popup (role dialog) titled `title`, once its opening animation has finished. */
export async function popup(page: Page, title: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: title, exact: true });
  await dialog.waitFor();
  // An animation cancelled on the way (its element re-rendered) is over as well.
  await dialog.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined))));
  return dialog;
}

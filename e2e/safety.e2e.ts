import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_VERSION } from '@amora/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import type { ManualClock } from '../packages/server/src/platform/clock.ts';
import { runOperatorCommand } from '../packages/server/src/testing/operator-command.ts';
import { SeedClient, type SeededMember } from '../packages/server/src/testing/seed.ts';
import { useE2E } from './support/e2e.ts';
import { submitLogin, translation } from './support/pages.ts';
import { photograph, TAKING_SCREENSHOTS } from './support/screenshots.ts';

const GRANT = path.resolve(import.meta.dirname, '../packages/server/src/grant/cli.ts');
const MODERATE = path.resolve(import.meta.dirname, '../packages/server/src/moderation/cli.ts');

const DEMO = { email: 'demo@example.com', password: 'demo-password-1' };
/** A seeded member who lives near the demo account and is in its search range (seed/members.ts). */
const NEIGHBOUR = 'member4@example.com';

/**
 * Blocking and reporting in Chromium (issue 17 points 5–6): a block from a profile takes the
 * member out of nearby, search and the deck until the blocklist unblocks them; a report goes
 * through the three screens; an operator's ban reaches the banned member's open app at once.
 */
describe('blocking and reporting in Chromium', () => {
  // A short heartbeat: the operator's command runs without the realtime bus (as on one server
  // without Redis), so the banned member's socket closes at the next heartbeat.
  const { server, newContext } = useE2E({ env: { REALTIME_HEARTBEAT_MS: '500' } });
  let seed: SeedClient;

  beforeAll(async () => {
    const { app, clock } = server();
    seed = new SeedClient({ app, clock: clock as ManualClock, request: (options) => app.inject({ ...options, headers: { host: 'localhost', 'accept-version': API_VERSION, ...options.headers } }) });
    // Nearby is for premium members (spec 1 §4).
    const granted = await runOperatorCommand(GRANT, server().dataDir, [DEMO.email, 'premium', '--days', '30']);
    expect(granted.code, granted.stderr).toBe(0);
  });

  async function logIn(credentials: { email: string; password: string }, options: { lang?: string; scheme?: 'light' | 'dark' } = {}): Promise<{ page: Page; context: BrowserContext }> {
    const lang = options.lang ?? 'en-US';
    const context = await newContext({ locale: lang, colorScheme: options.scheme ?? 'light' });
    await context.addCookies([{ name: 'lang', value: lang, url: server().url('/') }]);
    const page = await context.newPage();
    await page.goto(server().url('/login'));
    await submitLogin(page, credentials, lang);
    await page.waitForURL(/\/matches$/);
    return { page, context };
  }

  async function neighbour(): Promise<{ hid: string }> {
    return server()
      .app.platform.db.selectFrom('accounts')
      .select(['accounts.hid'])
      .where('accounts.email', '=', NEIGHBOUR)
      .executeTakeFirstOrThrow();
  }

  /** The name the open profile shows (its heading is "Name, age"). */
  async function shownName(page: Page): Promise<string> {
    const heading = page.getByRole('heading', { level: 2, name: /, \d+$/ }).first();
    await heading.waitFor();
    return (await heading.textContent())!.replace(/, \d+$/, '').trim();
  }

  /** The member's card in the nearby list, by their profile link. */
  const nearbyCard = (page: Page, hid: string) => page.locator(`a[href="/contact/${hid}"]`);

  const hidsOf = (page: unknown) => ((page as { hits?: { hid: string }[] }).hits ?? []).map((hit) => hit.hid);

  /** The hids of the deck's first page, dealt when `/matches` opens. */
  async function dealt(page: Page): Promise<string[]> {
    const first = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/v3/matchesGame/users:pickUp'));
    await page.goto(server().url('/matches'));
    const body = (await (await first).json()) as { hits: { user: { hid: string } }[] };
    return body.hits.map((hit) => hit.user.hid);
  }

  it('blocks a neighbour from their profile: gone from nearby, search and the deck, back once unblocked from the blocklist', async () => {
    const { hid } = await neighbour();
    const t = (key: string, values?: Record<string, string | number>) => translation('en-US', 'safety', key, values);
    const { page } = await logIn(DEMO);

    // Nearby shows them; their profile opens from there.
    await page.goto(server().url('/search'));
    await nearbyCard(page, hid).first().click();
    await page.waitForURL(new RegExp(`/contact/${hid}$`));
    const name = await shownName(page);
    await page.getByRole('button', { name: t('menu.open', { name }) }).click();
    await page.getByRole('menuitem', { name: t('menu.block') }).click();
    const confirm = page.getByRole('dialog', { name: t('block.title', { name }) });
    await confirm.waitFor();
    const blocked = page.waitForResponse((response) => new URL(response.url()).pathname === `/v3/users/${hid}:block`);
    const nearbyAgain = page.waitForResponse((response) => new URL(response.url()).pathname === '/v3/neighbors');
    await confirm.getByRole('button', { name: t('block.confirm'), exact: true }).click();
    expect((await blocked).status()).toBe(200);

    // Back on the list it came from, which the server answers without them, with the note.
    await page.waitForURL(/\/search$/);
    await page.getByText(t('block.done', { name })).waitFor();
    expect(hidsOf(await (await nearbyAgain).json())).not.toContain(hid);
    await page.waitForLoadState('networkidle');
    expect(await nearbyCard(page, hid).count()).toBe(0);

    // Nor does the search of everyone.
    const everyone = page.waitForResponse((response) => new URL(response.url()).pathname === '/v3/users:search');
    await page.getByRole('tab', { name: translation('en-US', 'discovery', 'search.tabs.everyone') }).click();
    const found = hidsOf(await (await everyone).json());
    expect(found).not.toContain(hid);

    // The deck deals everyone else.
    const hids = await dealt(page);
    expect(hids.length).toBeGreaterThan(0);
    expect(hids).not.toContain(hid);

    // Their profile is the stub; the blocklist has them and unblocks them.
    await page.goto(server().url('/settings'));
    await page.getByRole('link', { name: t('blocklist.settingsEntry') }).click();
    await page.waitForURL(/\/settings\/blocklist$/);
    const list = page.getByRole('list', { name: t('blocklist.listLabel') });
    await list.getByText(name, { exact: true }).waitFor();
    await page.getByRole('button', { name: t('blocklist.unblockLabel', { name }) }).click();
    await page.getByRole('button', { name: t('blocklist.blockAgainLabel', { name }) }).waitFor();
    await page.getByText(t('blocklist.unblocked', { name })).waitFor();

    await page.goto(server().url('/search'));
    await nearbyCard(page, hid).first().waitFor();
    // The deprecated address still leads to the blocklist, now empty.
    await page.goto(server().url('/settings/blacklist'));
    await page.waitForURL(/\/settings\/blocklist$/);
    await page.getByRole('heading', { name: t('blocklist.empty.title') }).waitFor();
  });

  it('reports a member through the three screens; the operator bans them and their open app shows the banned screen at once', async () => {
    const t = (key: string, values?: Record<string, string | number>) => translation('en-US', 'safety', key, values);
    const target = (await seed.member({ persona: 'alice' })) as SeededMember;
    await seed.uploadPhoto(target, { approved: true });
    const { page } = await logIn(DEMO);

    await page.goto(server().url(`/contact/${target.account.hid}`));
    const name = await shownName(page);
    await page.getByRole('button', { name: t('menu.open', { name }) }).click();
    await page.getByRole('menuitem', { name: t('menu.report') }).click();
    await page.getByRole('dialog', { name: t('report.reasonsTitle', { name }) }).waitFor();
    await page.getByRole('button', { name: 'Something else' }).click();
    const comment = page.getByRole('dialog', { name: t('report.commentTitle') });
    await comment.waitFor();
    await comment.getByRole('button', { name: t('report.send') }).click();
    await comment.getByRole('alert').getByText('Please tell us what happened.').waitFor();
    await comment.getByRole('textbox').fill('Asked me to send money for a plane ticket.');
    const sent = page.waitForResponse((response) => new URL(response.url()).pathname === '/rest/v2/user/abuse/send');
    await comment.getByRole('button', { name: t('report.send') }).click();
    expect((await sent).status()).toBe(200);
    await page.getByRole('dialog', { name: t('report.sentTitle') }).waitFor();

    const reports = await runOperatorCommand(MODERATE, server().dataDir, ['reports']);
    expect(reports.code, reports.stderr).toBe(0);
    expect(reports.stdout).toContain(target.account.hid);

    // The reported member has the app open.
    const banned = await logIn({ email: target.account.email, password: target.password! });
    const ban = await runOperatorCommand(MODERATE, server().dataDir, ['ban', target.account.hid]);
    expect(ban.code, ban.stderr).toBe(0);
    const bannedAt = Date.now();
    await banned.page.getByRole('heading', { name: translation('en-US', 'common', 'banned.title') }).waitFor({ timeout: 5_000 });
    expect(Date.now() - bannedAt).toBeLessThan(2_000);
  });

  if (TAKING_SCREENSHOTS) {
    for (const lang of ['en-US', 'de-DE']) {
      for (const scheme of ['light', 'dark'] as const) {
        it(`photographs the safety screens in ${lang}, ${scheme}`, async () => {
          const t = (key: string, values?: Record<string, string | number>) => translation(lang, 'safety', key, values);
          const shot = (page: Page, screen: string) => photograph(page, `safety/${lang}-${scheme}-${screen}.png`, { fullPage: false });
          const target = (await seed.member({ persona: 'alice' })) as SeededMember;
          await seed.uploadPhoto(target, { approved: true });
          const { page } = await logIn(DEMO, { lang, scheme });

          await page.goto(server().url(`/contact/${target.account.hid}`));
          const name = await shownName(page);
          await page.getByRole('button', { name: t('menu.open', { name }) }).click();
          await page.getByRole('menuitem', { name: t('menu.block') }).waitFor();
          await shot(page, 'menu');
          await page.getByRole('menuitem', { name: t('menu.report') }).click();
          const reasons = page.getByRole('dialog', { name: t('report.reasonsTitle', { name }) });
          await reasons.getByRole('list').waitFor();
          await page.waitForTimeout(500);
          await shot(page, 'report-reasons');
          await reasons.getByRole('button').nth(7).click();
          const comment = page.getByRole('dialog', { name: t('report.commentTitle') });
          await comment.waitFor();
          await comment.getByRole('textbox').fill('Short');
          await comment.getByRole('button', { name: t('report.send') }).click();
          await comment.getByRole('alert').waitFor();
          await page.waitForTimeout(500);
          await shot(page, 'report-comment');
          await comment.getByRole('textbox').fill('Asked me for money on the second message.');
          await comment.getByRole('button', { name: t('report.send') }).click();
          await page.getByRole('dialog', { name: t('report.sentTitle') }).waitFor();
          await page.waitForTimeout(500);
          await shot(page, 'report-sent');
          await page.getByRole('button', { name: t('report.done') }).click();
          await page.getByRole('dialog').waitFor({ state: 'detached' });

          await page.getByRole('button', { name: t('menu.open', { name }) }).click();
          await page.getByRole('menuitem', { name: t('menu.block') }).click();
          const confirm = page.getByRole('dialog', { name: t('block.title', { name }) });
          await confirm.waitFor();
          await page.waitForTimeout(500);
          await shot(page, 'block-confirm');
          await confirm.getByRole('button', { name: t('block.confirm'), exact: true }).click();
          await page.getByText(t('block.done', { name })).waitFor();
          await shot(page, 'blocked-note');

          await page.goto(server().url('/settings/blocklist'));
          await page.getByRole('list', { name: t('blocklist.listLabel') }).getByText(name, { exact: true }).waitFor();
          await page.waitForLoadState('networkidle');
          await shot(page, 'blocklist');
          await page.getByRole('button', { name: t('blocklist.unblockLabel', { name }) }).click();
          await page.getByText(t('blocklist.unblocked', { name })).waitFor();
          await shot(page, 'blocklist-unblocked');
        });
      }
    }
  }
});

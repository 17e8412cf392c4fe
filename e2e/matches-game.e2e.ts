import { describe, expect, it } from 'vitest';
import { API_VERSION, AUTH_SCHEME } from '@amora/contracts';
import type { Page } from 'playwright-core';
import { DEMO_MEMBER_PASSWORD } from '../packages/server/src/seed/seed.ts';
import { hostOf } from '../packages/server/src/testing/seed.ts';
import { useE2E } from './support/e2e.ts';
import { submitLogin, translation } from './support/pages.ts';
import { photograph } from './support/screenshots.ts';
import path from 'node:path';
import { runOperatorCommand } from '../packages/server/src/testing/operator-command.ts';

const GRANT = path.resolve(import.meta.dirname, '../packages/server/src/grant/cli.ts');

const DEMO = { email: 'demo@example.com', password: 'demo-password-1' };
/** A seeded member who lives near the demo account and is in its search range (seed/members.ts). */
const NEIGHBOUR = 'member4@example.com';

/** The matches game in Chromium (issue 16): the deck, its gestures and buttons, and a match. */
describe('the matches game in Chromium', () => {
  const { server, open } = useE2E();

  /** The neighbour likes the demo account through the public API, as a member on their phone would. */
  async function neighbourLikesDemo(): Promise<string> {
    const { app } = server();
    const neighbour = await app.platform.db
      .selectFrom('accounts')
      .innerJoin('profiles', 'profiles.account_id', 'accounts.id')
      .select(['accounts.brand_id', 'profiles.name'])
      .where('accounts.email', '=', NEIGHBOUR)
      .executeTakeFirstOrThrow();
    const login = await app.inject({ method: 'POST', url: '/rest/v2/login', headers: { host: hostOf(neighbour.brand_id), 'accept-version': API_VERSION }, payload: { product_id: neighbour.brand_id, email: NEIGHBOUR, password: DEMO_MEMBER_PASSWORD } });
    expect(login.statusCode, login.body).toBe(200);
    const session = login.json().result as { accessToken: { access_token: string } };
    const demo = await app.platform.db.selectFrom('accounts').select('hid').where('email', '=', DEMO.email).executeTakeFirstOrThrow();
    const liked = await app.inject({
      method: 'POST',
      url: '/apis/relations/v1/users/me/likes?context=profile',
      headers: { host: hostOf(neighbour.brand_id), authorization: `${AUTH_SCHEME} ${session.accessToken.access_token}`, 'accept-version': API_VERSION },
      payload: { contact_hid: demo.hid },
    });
    expect(liked.statusCode, liked.body).toBe(200);
    return neighbour.name;
  }

  const topCard = (page: Page) => page.locator('[aria-roledescription]').last();

  it('deals the member who liked the demo account first, and a like back is a match', async () => {
    const name = await neighbourLikesDemo();
    const page = await open('/login');
    await submitLogin(page, DEMO);
    await page.waitForURL(/\/matches$/);
    const first = topCard(page);
    await first.waitFor();
    expect(await first.getAttribute('aria-label')).toMatch(new RegExp(`^${name}, \\d+$`));
    expect(await first.getByText(translation('en-US', 'discovery', 'game.likedYou')).count()).toBe(1);
    await photograph(page, 'discovery/en-US-light-matches-game.png', { fullPage: false });

    await page.getByRole('button', { name: new RegExp(`^${translation('en-US', 'discovery', 'game.likeLabel', { name })}`) }).click();
    await page.getByRole('heading', { name: translation('en-US', 'discovery', 'game.popups.match.title') }).waitFor();
    await photograph(page, 'discovery/en-US-light-match.png', { fullPage: false });
    await page.getByRole('button', { name: translation('en-US', 'discovery', 'game.popups.keepPlaying') }).click();
  });

  it('takes a drag past a third of the card as a decision, and a short one springs back', async () => {
    const page = await open('/login');
    await submitLogin(page, DEMO);
    await page.waitForURL(/\/matches$/);
    const card = topCard(page);
    await card.waitFor();
    const before = await card.getAttribute('aria-label');
    const box = (await card.boundingBox())!;
    const y = box.y + box.height / 2;

    // A short, slow drag (held before letting go): it springs back and the same card stays on top.
    await page.mouse.move(box.x + box.width / 2, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 30, y, { steps: 10 });
    await page.waitForTimeout(150);
    await page.mouse.up();
    await page.waitForFunction(() => Array.from(document.querySelectorAll<HTMLElement>('[aria-roledescription]')).at(-1)?.style.transform === 'translate(0px, 0px) rotate(0deg)');
    expect(await topCard(page).getAttribute('aria-label')).toBe(before);

    // Dragged past a third to the left: passed, and the next card is on top.
    const pass = page.waitForRequest((request) => /:pass$/.test(new URL(request.url()).pathname));
    await page.mouse.move(box.x + box.width / 2, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - box.width * 0.45, y, { steps: 12 });
    await page.mouse.up();
    expect((await pass).postDataJSON()).toMatchObject({ interactionMethod: 'swipe' });
    await page.waitForFunction((label) => Array.from(document.querySelectorAll('[aria-roledescription]')).at(-1)?.getAttribute('aria-label') !== label, before);
  });

  it('opens the profile of the card on top, without the city for a free member and with it once granted premium', async () => {
    const page = await open('/login');
    await submitLogin(page, DEMO);
    await page.waitForURL(/\/matches$/);
    const card = topCard(page);
    await card.waitFor();
    const label = (await card.getAttribute('aria-label'))!;
    await page.getByRole('button', { name: translation('en-US', 'discovery', 'game.openLabel', { name: label }) }).click();
    await page.waitForURL(/\/contact\/[\w-]+$/);
    await page.getByRole('heading', { level: 2, name: new RegExp(`, ${label.split(', ')[1]}$`) }).waitFor();
    const cityNote = page.getByText(translation('en-US', 'discovery', 'profileView.cityForPremium'));
    expect(await cityNote.count()).toBe(1);
    await photograph(page, 'discovery/en-US-light-profile-free.png', { fullPage: false });

    const granted = await runOperatorCommand(GRANT, server().dataDir, [DEMO.email, 'premium', '--days', '30']);
    expect(granted.code, granted.stderr).toBe(0);
    await page.reload();
    await page.getByRole('heading', { level: 2, name: new RegExp(`, ${label.split(', ')[1]}$`) }).waitFor();
    expect(await cityNote.count()).toBe(0);
    await photograph(page, 'discovery/en-US-light-profile-premium.png', { fullPage: false });
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SECOND } from '../packages/server/src/platform/clock.ts';
import type { DemoPopulationRates } from '../packages/server/src/modules/demo-population/index.ts';
import { PUSH_TEXTS } from '../packages/server/src/modules/pushes/texts.ts';
import { texturedPhoto } from '../packages/server/src/testing/photos.ts';
import { useE2E } from './support/e2e.ts';
import { translation } from './support/pages.ts';
import { completeFunnel, funnelAnswers, registerFromHome } from './support/registration.ts';
import { photograph } from './support/screenshots.ts';

const LANG = 'en-US';

/**
 * The shipped rates (config/demo-population.json) made certain: every like a seeded member gets
 * is answered, a few minutes after it was given; nobody else moves (no admirers of newcomers, no
 * presence), so the only likes the newcomer gets are answers. The job's own timer would tick once
 * an hour of real time, never in this test: the test ticks by hand after moving the clock.
 */
const RATES: DemoPopulationRates = {
  tickSeconds: 3600,
  rosterSize: 1000,
  likeBack: { chance: 1, afterSeconds: [45, 240] },
  replies: { chance: 0, afterSeconds: [20, 90] },
  newcomers: { withinHours: 48, chance: 0, admirers: 0, radiusKm: 100, afterSeconds: [120, 5400] },
  presence: { chance: 0, periodMinutes: 60, sessionMinutes: [5, 40] },
};

const text = (key: 'matches_like' | 'new_match', name = '') => {
  const { title, body } = PUSH_TEXTS[LANG][key];
  return { title, body: body.replace('{name}', name) };
};

/**
 * Issue 16 acceptance in Chromium: a member who has just signed up with a photo swipes through
 * the deck (a drag and the like button), a seeded member of the living demo population likes them
 * back a few minutes later, and the match arrives on the open page as a push.
 */
describe('a newcomer matched by the demo population', () => {
  let photoFile: string;
  beforeAll(async () => {
    photoFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'amora-e2e-photo-')), 'me.jpg');
    fs.writeFileSync(photoFile, await texturedPhoto(1601));
  });
  afterAll(() => {
    if (photoFile) fs.rmSync(path.dirname(photoFile), { recursive: true, force: true });
  });
  const { server, open } = useE2E({ demoPopulation: RATES });

  const topCard = (page: Page) => page.locator('[aria-roledescription]').last();
  /** The name on the card on top, from its label "Name, age". */
  const topName = async (page: Page) => {
    const card = topCard(page);
    await card.waitFor();
    return (await card.getAttribute('aria-label'))!.replace(/, \d+$/, '');
  };
  /** Waits until the card labelled `label` has left the top of the deck. */
  const gone = (page: Page, label: string) => page.waitForFunction((before) => Array.from(document.querySelectorAll('[aria-roledescription]')).at(-1)?.getAttribute('aria-label') !== before, label);
  const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title });

  it('signs up with a photo, likes two cards, and sees the like back as a match push', async () => {
    const page = await open('/', { locale: LANG });
    await registerFromHome(page, LANG);
    await completeFunnel(page, LANG, funnelAnswers({ persona: 'bob', email: 'newcomer@example.com', photoFile }));
    await page.waitForURL(/\/sign\/activated$/);
    await page.getByRole('button', { name: translation(LANG, 'registration', 'paywall.close') }).click();
    await page.waitForURL(/\/matches$/);

    // Moderation approves the photo (demo mode); with it the deck deals the people around Berlin.
    await server().app.platform.jobs.run('photos.moderation');
    await page.reload();
    const likes: string[] = [];

    // A drag past a third of the card to the right is a like.
    const dragged = await topName(page);
    const draggedLabel = (await topCard(page).getAttribute('aria-label'))!;
    const box = (await topCard(page).boundingBox())!;
    const y = box.y + box.height / 2;
    const swiped = page.waitForRequest((request) => /:like$/.test(new URL(request.url()).pathname));
    await page.mouse.move(box.x + box.width / 2, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + box.width * 0.45, y, { steps: 12 });
    await page.mouse.up();
    expect((await swiped).postDataJSON()).toMatchObject({ interactionMethod: 'swipe' });
    await gone(page, draggedLabel);
    likes.push(dragged);

    // The day's first like sends its push; closed with a tap, it leaves the toast host free for the match.
    const firstLike = text('matches_like');
    await toast(page, firstLike.title).waitFor();
    await toast(page, firstLike.title).getByRole('button', { name: translation(LANG, 'common', 'actions.close') }).tap();
    await toast(page, firstLike.title).waitFor({ state: 'detached' });

    // The like button likes the next card.
    const tapped = await topName(page);
    const tappedLabel = (await topCard(page).getAttribute('aria-label'))!;
    const liked = page.waitForResponse((response) => /:like$/.test(new URL(response.url()).pathname));
    await page.getByRole('button', { name: translation(LANG, 'discovery', 'game.likeLabel', { name: tappedLabel }), exact: true }).click();
    expect((await liked).status()).toBe(200);
    expect((await liked).request().postDataJSON()).toMatchObject({ interactionMethod: 'button' });
    await gone(page, tappedLabel);
    likes.push(tapped);
    await photograph(page, `demo-match/${LANG}-liked.png`, { fullPage: false });

    // Nothing is answered before the drawn delay (at least afterSeconds[0]) has passed…
    const { clock, demoPopulation } = server();
    const early = await demoPopulation!.tick(clock.now());
    expect(early.likes).toBe(0);

    // …and every like is answered by its end: both members like the newcomer back.
    clock.advance(RATES.likeBack.afterSeconds[1] * SECOND + SECOND);
    const answered = await demoPopulation!.tick(clock.now());
    expect(answered.likes).toBe(likes.length);

    // The open page gets the first match as a push naming the member (the second arrives while it
    // is up, so it is only tracked as hidden: one toast at a time).
    const match = toast(page, text('new_match').title);
    await match.waitFor();
    const body = await match.textContent();
    const matched = likes.find((name) => body?.includes(text('new_match', name).body));
    expect(matched, `"${body}" names one of ${likes.join(', ')}`).toBeDefined();
    await photograph(page, `demo-match/${LANG}-match-push.png`, { fullPage: false });

    // Tapped, the push opens the profile of the member who liked back.
    await match.getByRole('link').tap();
    await page.waitForURL(/\/contact\/[\w-]+\?source=site_push$/);
    const hid = new URL(page.url()).pathname.split('/').at(-1)!;
    const opened = await server().app.platform.db.selectFrom('accounts').innerJoin('profiles', 'profiles.account_id', 'accounts.id').select('profiles.name').where('accounts.hid', '=', hid).executeTakeFirstOrThrow();
    expect(opened.name).toBe(matched);
    await page.getByRole('heading', { level: 2, name: /, \d+$/ }).waitFor();
  });
});

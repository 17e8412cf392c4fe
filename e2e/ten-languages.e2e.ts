import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { API_VERSION, LANGUAGES, PROFILE_SELECT_FIELDS, type Language } from '@amora/contracts';
import { memberVocabulary } from '../packages/server/src/modules/vocabulary/index.ts';
import type { ManualClock } from '../packages/server/src/platform/clock.ts';
import { SeedClient, type SeededMember } from '../packages/server/src/testing/seed.ts';
import { useE2E } from './support/e2e.ts';
import { m, signedInContext, type Chatter } from './support/messenger.ts';
import { watchRequests } from './support/network.ts';
import { bottomNav, horizontalOverflow, pageSettled, translation } from './support/pages.ts';
import { photograph } from './support/screenshots.ts';

/** The screen's width in CSS pixels: the smallest the design is made for. */
const SCREEN_WIDTH = 360;

/** The smallest phones' width: the navigation must still hold every label whole. */
const SMALLEST_WIDTH = 320;

/** The least space between two labels of the bottom navigation, in CSS pixels (its gap is 8). */
const LABEL_GAP = 6;

/** How wide a text is at its narrowest: its longest word, where it cannot wrap. */
const longestWord = (text: string): number => Math.max(...text.split(/\s+/).map((word) => word.length));

/** The labels of a field's answers, the one with the longest word first. */
function widestFirst(lang: Language, field: string): Array<[id: string, label: string]> {
  const values = (memberVocabulary(lang) as Record<string, { values: unknown }>)[field]!.values as Record<string, string>;
  return Object.entries(values).sort(([, a], [, b]) => longestWord(b) - longestWord(a) || b.length - a.length);
}

/**
 * Every enumerated profile answer set to the one with the longest word the language has for it
 * (the two such where several may be chosen): the profile a reader of that language sees at its
 * widest, since a long phrase wraps and a long word does not.
 */
function longestAnswers(lang: Language): Record<string, number | number[]> {
  const answers: Record<string, number | number[]> = {};
  for (const [field, { type }] of Object.entries(PROFILE_SELECT_FIELDS)) {
    if (field === 'conversation_prompt') continue;
    const ids = widestFirst(lang, field).map(([id]) => Number(id));
    answers[field] = type === 'select_many' ? ids.slice(0, 2) : ids[0]!;
  }
  return answers;
}

/** Where a piece of text or a control is, in CSS pixels. */
interface Placed {
  text: string;
  left: number;
  right: number;
  /** Its text is wider than its box (cut off or ellipsised). */
  clipped: boolean;
}

/** Where each of these elements is on the page. */
function placed(elements: Locator): Promise<Placed[]> {
  return elements.evaluateAll((found) =>
    found.map((element) => {
      const box = element.getBoundingClientRect();
      return { text: element.textContent ?? '', left: box.left, right: box.right, clipped: element.scrollWidth > element.clientWidth + 0.5 };
    }),
  );
}

/** What is wrong with these, each named with the language: cut off, or off the screen. */
function offScreen(lang: string, items: readonly Placed[], width = SCREEN_WIDTH): string[] {
  return items.flatMap((item) => [
    ...(item.clipped ? [`${lang} “${item.text}” is cut off`] : []),
    ...(item.left < 0 || item.right > width ? [`${lang} “${item.text}” runs off the screen (${item.left.toFixed(1)}–${item.right.toFixed(1)})`] : []),
  ]);
}

/**
 * What has to fit a 360 px screen in each of the ten languages, where the longest words are far
 * longer than the English ones: the bottom navigation's labels (Russian "Знакомства" and Ukrainian
 * "Повідомлення" once ran off both edges, which no page-overflow check saw: the navigation is fixed
 * and clips what it cannot hold), the dialog list's edit toolbar (French "Tout sélectionner"
 * once pushed "Terminé" off the screen, so edit mode could not be left), and a member's profile
 * with the longest answers (Russian "Латиноамериканское" once widened the page by 42 px).
 */
describe('the ten languages on a 360 px screen', () => {
  const e2e = useE2E();
  let member: Chatter;
  /** Someone the member matched, whose profile she opens. */
  let him: SeededMember;
  let seed: SeedClient;

  beforeAll(async () => {
    const { app, clock } = e2e.server();
    seed = new SeedClient({ app, clock: clock as ManualClock, request: (options) => app.inject({ ...options, headers: { host: 'localhost', 'accept-version': API_VERSION, ...options.headers } }) });
    const her = await seed.member({ persona: 'alice', signIn: false });
    him = await seed.member({ persona: 'bob' });
    const { relations, messenger } = app.services;
    await relations.like({ reactor: him.account, targetId: Number(her.account.id), source: 'profile', requirePhoto: false });
    await relations.like({ reactor: her.account, targetId: Number(him.account.id), source: 'profile', requirePhoto: false });
    await messenger.send(him.account, her.account.hid, { type: 'text', textMessageBody: { text: 'Hi!' }, requestId: randomUUID() });
    member = { account: her.account, password: her.password! };
  });

  /** The dialog list opened on `page`, and where the navigation's labels are on it. */
  async function navigationLabels(page: Page, lang: Language): Promise<Placed[]> {
    await page.goto(e2e.server().url('/dialogs'));
    const nav = bottomNav(page, lang);
    await nav.getByRole('link', { name: new RegExp(translation(lang, 'common', 'nav.messages')) }).waitFor();
    // The label is the link's text beside its icon, not the hidden count.
    return placed(nav.locator('a > span:not(.visually-hidden):not(:has(svg))'));
  }

  /** The navigation's labels on the smallest phones (320 px): whole and on screen. */
  async function smallestPhoneNavigation(lang: Language): Promise<string[]> {
    const context = await signedInContext(e2e, member, lang, 'light', { width: SMALLEST_WIDTH });
    const labels = await navigationLabels(await context.newPage(), lang);
    await context.close();
    return offScreen(`${lang} at ${SMALLEST_WIDTH} px`, labels, SMALLEST_WIDTH);
  }

  it('shows the navigation’s labels whole and apart, the dialog list’s edit toolbar on screen, and a profile no wider than the screen', async () => {
    const faults: string[] = [];
    for (const lang of LANGUAGES) {
      const context = await signedInContext(e2e, member, lang, 'light');
      const page = await context.newPage();
      const labels = await navigationLabels(page, lang);
      const names = ['matches', 'search', 'messages', 'activity', 'profile'].map((key) => translation(lang, 'common', `nav.${key}`));
      expect(labels.map((label) => label.text), lang).toEqual(names);
      faults.push(...offScreen(lang, labels));
      // Labels that touch read as one word: the navigation's gap stays between them.
      for (const [index, label] of labels.slice(0, -1).entries()) {
        const next = labels[index + 1]!;
        if (next.left - label.right < LABEL_GAP) faults.push(`${lang} “${label.text}” is ${(next.left - label.right).toFixed(1)} px from “${next.text}”`);
      }
      await photograph(page, `ten-languages/${lang}-navigation.png`, { fullPage: false });
      faults.push(...(await smallestPhoneNavigation(lang)));

      // Edit mode: what is chosen, choose all, and the way out, all on screen; the way out works.
      await page.getByRole('button', { name: m(lang, 'dialogs.edit.start'), exact: true }).click();
      const done = page.getByRole('button', { name: m(lang, 'dialogs.edit.done'), exact: true });
      const chooseAll = page.getByRole('button', { name: m(lang, 'dialogs.edit.chooseAll'), exact: true });
      const chosen = page.getByText(m(lang, 'dialogs.edit.choose'), { exact: true });
      faults.push(...offScreen(lang, [...(await placed(chosen)), ...(await placed(chooseAll)), ...(await placed(done))]));
      await photograph(page, `ten-languages/${lang}-dialogs-edit.png`, { fullPage: false });
      await done.click({ timeout: 5_000 }).catch(() => faults.push(`${lang}: “${m(lang, 'dialogs.edit.done')}” cannot be tapped`));

      // His profile with every answer in the longest words the language has: nothing wider than the screen.
      await seed.editProfile(him, longestAnswers(lang));
      await page.goto(e2e.server().url(`/contact/${him.account.hid}`));
      await page.getByRole('heading', { level: 2 }).first().waitFor();
      await page.getByText(widestFirst(lang, 'ethnicity')[0]![1], { exact: true }).waitFor();
      const overflow = await horizontalOverflow(page);
      if (overflow > 0) faults.push(`${lang}: a profile with the longest answers scrolls ${overflow} px sideways`);
      await photograph(page, `ten-languages/${lang}-profile.png`);
      await context.close();
    }
    expect(faults).toEqual([]);
  }, 180_000);

  it('scrolls none of the social pages sideways', async () => {
    // The discovery, activity and messenger pages the screen tours visit in English and German only.
    const pages = ['/matches', '/matches/list', '/search', '/activity/likes', '/activity/visitors', '/feeds', `/dialogs/${him.account.hid}`, '/profile/favd'];
    const faults: string[] = [];
    for (const lang of LANGUAGES) {
      const context = await signedInContext(e2e, member, lang, 'light');
      const page = await context.newPage();
      const requests = watchRequests(page);
      for (const pathname of pages) {
        await page.goto(e2e.server().url(pathname));
        await bottomNav(page, lang).waitFor();
        await pageSettled(page, requests);
        const overflow = await horizontalOverflow(page);
        if (overflow > 0) {
          faults.push(`${lang} ${pathname} scrolls ${overflow} px sideways`);
          await photograph(page, `ten-languages/${lang}-${pathname.split('/')[1]}-overflow.png`, { fullPage: false });
        }
      }
      await context.close();
    }
    expect(faults).toEqual([]);
  }, 240_000);
});

import { beforeAll, describe, expect, it } from 'vitest';
import { API_VERSION, LANGUAGES } from '@amora/contracts';
import type { ManualClock } from '../packages/server/src/platform/clock.ts';
import { SeedClient } from '../packages/server/src/testing/seed.ts';
import { useE2E } from './support/e2e.ts';
import { signedInContext } from './support/messenger.ts';
import { bottomNav, translation } from './support/pages.ts';
import { photograph } from './support/screenshots.ts';

/** The least space between two labels, in CSS pixels (the navigation's gap is 8). */
const LABEL_GAP = 6;

/** Where a label of the bottom navigation is, in CSS pixels. */
interface Label {
  text: string;
  left: number;
  right: number;
  /** Its text is wider than its box (cut off or ellipsised). */
  clipped: boolean;
}

/**
 * The bottom navigation on the smallest screen the design is made for (360 px), in each of the ten
 * languages: every destination's label is whole, inside the screen, and beside (never over) its
 * neighbours. The longest ones (Russian "Знакомства", Ukrainian "Повідомлення") once ran off both
 * edges, which no page-overflow check saw: the navigation is fixed and clips what it cannot hold.
 */
describe('the bottom navigation’s labels in every language', () => {
  const e2e = useE2E();
  let chatter: Parameters<typeof signedInContext>[1];

  beforeAll(async () => {
    const { app, clock } = e2e.server();
    const seed = new SeedClient({ app, clock: clock as ManualClock, request: (options) => app.inject({ ...options, headers: { host: 'localhost', 'accept-version': API_VERSION, ...options.headers } }) });
    const member = await seed.member({ persona: 'alice', signIn: false });
    chatter = { account: member.account, password: member.password! };
  });

  it('shows each label whole, on screen, and apart from its neighbours, at 360 px', async () => {
    const faults: string[] = [];
    for (const lang of LANGUAGES) {
      const context = await signedInContext(e2e, chatter, lang, 'light');
      const page = await context.newPage();
      await page.goto(e2e.server().url('/dialogs'));
      const nav = bottomNav(page, lang);
      await nav.getByRole('link', { name: new RegExp(translation(lang, 'common', 'nav.messages')) }).waitFor();
      const labels = await nav.evaluate((element) =>
        Array.from(element.querySelectorAll('a'), (link): Label => {
          const label = Array.from(link.children).find((child) => child.tagName === 'SPAN' && !child.querySelector('svg') && !child.classList.contains('visually-hidden')) as HTMLElement;
          const box = label.getBoundingClientRect();
          return { text: label.textContent ?? '', left: box.left, right: box.right, clipped: label.scrollWidth > label.clientWidth + 0.5 };
        }),
      );
      const names = ['matches', 'search', 'messages', 'activity', 'profile'].map((key) => translation(lang, 'common', `nav.${key}`));
      expect(labels.map((label) => label.text), lang).toEqual(names);
      for (const [index, label] of labels.entries()) {
        const where = `${lang} “${label.text}”`;
        if (label.clipped) faults.push(`${where} is cut off`);
        if (label.left < 0 || label.right > 360) faults.push(`${where} runs off the screen (${label.left.toFixed(1)}–${label.right.toFixed(1)})`);
        const next = labels[index + 1];
        // Labels that touch read as one word: the navigation's gap stays between them.
        if (next && next.left - label.right < LABEL_GAP) faults.push(`${where} is ${(next.left - label.right).toFixed(1)} px from “${next.text}”`);
      }
      await photograph(page, `navigation/${lang}.png`, { fullPage: false });
      await context.close();
    }
    expect(faults).toEqual([]);
  }, 120_000);
});

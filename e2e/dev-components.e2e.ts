import { AxeBuilder } from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2E } from './support/e2e.ts';
import { horizontalOverflow, translation } from './support/pages.ts';
import { photograph } from './support/screenshots.ts';

/** The brand's own colours, the gold plan and VIP: the tiers members meet most. */
const TIERS = ['brand', 'premium plus', 'vip'] as const;
const MODES = ['light', 'dark'] as const;
/**
 * The themes change colours only, never the markup: every axe rule runs on the first theme, and
 * the rules that read colours run on every theme (a full scan of the gallery takes five seconds).
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
/** newMobileContext's viewport width. */
const VIEWPORT_WIDTH = 360;

/** Sprite, fonts and every image in place: the finished page, for the checks and the screenshot. */
async function settled(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1, name: translation('en-US', 'dev-components', 'title') }).waitFor();
  await page.waitForFunction(() => document.getElementById('icon-sprite') !== null);
  await page.waitForFunction(() => document.fonts.status === 'loaded' && Array.from(document.images).every((image) => image.complete && image.naturalWidth > 0));
  await page.waitForLoadState('networkidle');
}

describe('the component gallery in Chromium', () => {
  const { open } = useE2E();

  for (const tier of TIERS) {
    for (const mode of MODES) {
      it(`shows every component in the ${tier} theme, ${mode}, at 360×740 without overflow or serious accessibility faults`, async () => {
        const page = await open(`/dev/components?tier=${encodeURIComponent(tier)}&mode=${mode}`, { colorScheme: mode });
        await settled(page);

        const theme = page.locator('[data-tier]').first();
        expect(await theme.getAttribute('data-tier')).toBe(tier);
        expect(await theme.getAttribute('data-mode')).toBe(mode);
        const background = await theme.evaluate((element) => getComputedStyle(element).backgroundColor);
        const [r = 0, g = 0, b = 0] = background.match(/\d+/g)!.map(Number);
        expect(mode === 'dark' ? (r + g + b) / 3 < 80 : (r + g + b) / 3 > 180, `background ${background}`).toBe(true);

        expect(await horizontalOverflow(page), 'the page scrolls sideways').toBeLessThanOrEqual(0);
        // A phone widens its layout viewport to fit wide content, which hides it from the check above.
        expect(await page.evaluate(() => window.innerWidth), 'the layout is wider than the phone').toBe(VIEWPORT_WIDTH);
        const scan = new AxeBuilder({ page });
        const firstTheme = tier === TIERS[0] && mode === MODES[0];
        const axe = await (firstTheme ? scan : scan.withRules(COLOUR_RULES)).analyze();
        const serious = axe.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
        expect(serious).toEqual([]);

        await photograph(page, `dev-components/${tier.replace(' ', '-')}-${mode}.png`);
        await page.context().close();
      });
    }
  }
});

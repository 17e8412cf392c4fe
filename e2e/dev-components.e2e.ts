import fs from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2E } from './support/e2e.ts';
import { horizontalOverflow, translation } from './support/pages.ts';

const shotsDir = path.resolve(import.meta.dirname, '../test-results/screenshots/dev-components');
/** The brand's own colours, the gold plan and VIP: the tiers members meet most. */
const TIERS = ['brand', 'premium plus', 'vip'] as const;
const MODES = ['light', 'dark'] as const;
/** newMobileContext's viewport width. */
const VIEWPORT_WIDTH = 360;

/** Sprite, fonts and every image in place, so the screenshot shows the finished page. */
async function settled(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1, name: translation('en-US', 'dev-components', 'title') }).waitFor();
  await page.waitForFunction(() => document.getElementById('icon-sprite') !== null);
  await page.waitForFunction(() => document.fonts.status === 'loaded' && Array.from(document.images).every((image) => image.complete && image.naturalWidth > 0));
  await page.waitForLoadState('networkidle');
}

describe('the component gallery in Chromium', () => {
  const { open } = useE2E();

  beforeAll(() => {
    fs.mkdirSync(shotsDir, { recursive: true });
  });

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
        const axe = await new AxeBuilder({ page }).analyze();
        const serious = axe.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
        expect(serious).toEqual([]);

        await page.screenshot({ path: path.join(shotsDir, `${tier.replace(' ', '-')}-${mode}.png`), fullPage: true, animations: 'disabled' });
        await page.context().close();
      });
    }
  }
});

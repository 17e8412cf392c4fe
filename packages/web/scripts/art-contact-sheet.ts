/**
 * Renders every sticker and gift on one page in Chromium and saves a PNG per theme, to look at
 * the art as a member would (at the picker's sizes, on light and dark pages):
 *
 *   npx tsx packages/web/scripts/art-contact-sheet.ts [out-dir]   (default: /tmp/amora-art)
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { GIFT_ID_MAX, GIFT_ID_MIN, giftDesign, giftImagePath, STICKER_TYPES, stickerImagePath } from '@amora/contracts';

const PUBLIC_DIR = path.resolve(import.meta.dirname, '../public');
const outDir = process.argv[2] ?? '/tmp/amora-art';

const dataUrl = (publicPath: string) => `data:image/svg+xml;base64,${fs.readFileSync(path.join(PUBLIC_DIR, publicPath)).toString('base64')}`;

function page(background: string, text: string): string {
  const stickers = STICKER_TYPES.map((type) => `<figure><img width="96" height="96" src="${dataUrl(stickerImagePath(type))}"><figcaption>${type}</figcaption></figure>`).join('');
  const gifts = Array.from({ length: GIFT_ID_MAX - GIFT_ID_MIN + 1 }, (_, index) => {
    const id = GIFT_ID_MIN + index;
    return `<figure><img width="64" height="64" src="${dataUrl(giftImagePath(id))}"><figcaption>${id} ${giftDesign(id).motif}</figcaption></figure>`;
  }).join('');
  return `<!doctype html><style>
    body { margin: 16px; background: ${background}; color: ${text}; font: 9px system-ui; }
    section { display: grid; grid-template-columns: repeat(var(--columns), max-content); gap: 6px; margin-bottom: 24px; }
    figure { margin: 0; text-align: center; }
    img { display: block; }
  </style><section style="--columns: 8">${stickers}</section><section style="--columns: 14">${gifts}</section>`;
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  fs.mkdirSync(outDir, { recursive: true });
  const tab = await browser.newPage({ viewport: { width: 1100, height: 800 } });
  for (const [name, background, text] of [
    ['light', '#ffffff', '#1b1b1f'],
    ['dark', '#141517', '#f1f3f5'],
  ] as const) {
    await tab.setContent(page(background, text));
    await tab.screenshot({ path: path.join(outDir, `art-${name}.png`), fullPage: true });
  }
  console.log(`Contact sheets in ${outDir}`);
} finally {
  await browser.close();
}

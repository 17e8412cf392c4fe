/**
 * Draws the messenger's sticker and gift images into public/ (issue 18 point 4): one SVG per
 * sticker type and per gift id 1–294. Deterministic: the same code writes the same bytes, so the
 * committed files change only when a drawing does.
 *
 *   npx tsx packages/web/scripts/gift-art.ts
 *
 * Then look at them as a member would: `npx tsx packages/web/scripts/art-contact-sheet.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { GIFT_ID_MAX, GIFT_ID_MIN, giftDesign, giftImagePath, STICKER_TYPES, stickerImagePath } from '@amora/contracts';
import { GIFT_MOTIF_DRAWINGS } from './art/gift-motifs.ts';
import { GIFT_PALETTES } from './art/gift-palettes.ts';
import { STICKER_DRAWINGS } from './art/stickers.ts';
import { NO_STROKE, rect, stickerDocument, svgDocument } from './art/svg.ts';

const PUBLIC_DIR = path.resolve(import.meta.dirname, '../public');

/** A gift: its palette's rounded-square backdrop and pattern, then the motif. */
function giftSvg(id: number): string {
  const { motif, palette: index } = giftDesign(id);
  const palette = GIFT_PALETTES[index]!;
  return svgDocument(rect(0, 0, 64, 64, 16, palette.backdrop, NO_STROKE) + palette.pattern + GIFT_MOTIF_DRAWINGS[motif](palette));
}

function write(publicPath: string, svg: string) {
  const file = path.join(PUBLIC_DIR, publicPath);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, svg);
}

for (const type of STICKER_TYPES) write(stickerImagePath(type), stickerDocument(STICKER_DRAWINGS[type]()));
for (let id = GIFT_ID_MIN; id <= GIFT_ID_MAX; id++) write(giftImagePath(id), giftSvg(id));

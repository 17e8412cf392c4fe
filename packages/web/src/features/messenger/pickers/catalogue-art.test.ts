import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GIFT_ID_MAX, GIFT_ID_MIN, giftImagePath, STICKER_TYPES, stickerImagePath } from '@amora/contracts';

const PUBLIC_DIR = path.resolve(import.meta.dirname, '../../../../public');
const GIFT_PATHS = Array.from({ length: GIFT_ID_MAX - GIFT_ID_MIN + 1 }, (_, index) => giftImagePath(GIFT_ID_MIN + index));
const STICKER_PATHS = STICKER_TYPES.map(stickerImagePath);
/** The images go to phones by the hundred in the gift picker (issue 18 point 4: "ideally < 2 KB"). */
const MAX_BYTES = 2048;

/** The problems of one image: unparsable, no view box, raster or script inside, too big. */
function problemsOf(publicPath: string): string[] {
  const file = path.join(PUBLIC_DIR, publicPath);
  if (!fs.existsSync(file)) return ['missing'];
  const source = fs.readFileSync(file, 'utf8');
  const svg = new DOMParser().parseFromString(source, 'image/svg+xml');
  const root = svg.documentElement;
  const problems: string[] = [];
  if (svg.getElementsByTagName('parsererror').length > 0) problems.push('not well-formed XML');
  if (root.tagName !== 'svg' || root.getAttribute('xmlns') !== 'http://www.w3.org/2000/svg') problems.push('not an SVG document');
  if (!/^-?\d+ -?\d+ [1-9]\d* [1-9]\d*$/.test(root.getAttribute('viewBox') ?? '')) problems.push('no viewBox');
  if (/<(image|script|foreignObject)\b|href=/.test(source)) problems.push('embeds an image, a script or a link');
  if (Buffer.byteLength(source) > MAX_BYTES) problems.push(`${Buffer.byteLength(source)} bytes`);
  return problems;
}

describe('the sticker and gift images (issue 18 point 4)', () => {
  it('has a small, well-formed SVG with a viewBox for every sticker type and every gift id 1–294', () => {
    const problems = [...STICKER_PATHS, ...GIFT_PATHS].flatMap((publicPath) => problemsOf(publicPath).map((problem) => `${publicPath}: ${problem}`));
    expect(problems).toEqual([]);
  });

  it('ships no image outside the catalogue', () => {
    const shipped = (folder: string) => fs.readdirSync(path.join(PUBLIC_DIR, folder)).map((name) => `/${folder}/${name}`);
    expect(shipped('stickers').sort()).toEqual([...STICKER_PATHS].sort());
    expect(shipped('gifts').sort()).toEqual([...GIFT_PATHS].sort());
  });

  it('draws every gift differently', () => {
    const drawings = new Set(GIFT_PATHS.map((publicPath) => fs.readFileSync(path.join(PUBLIC_DIR, publicPath), 'utf8')));
    expect(drawings.size).toBe(GIFT_PATHS.length);
  });
});

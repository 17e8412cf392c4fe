import sharp from 'sharp';
import type { Gender } from './names.ts';
import { Random } from './random.ts';

/**
 * The demo population's avatars: friendly, abstract portraits drawn from SVG (gradient
 * background, head and shoulders, a hairstyle, a calm face), so no photo of a real person is
 * ever shown as a stranger's profile. Rendered once per seeding into a small pool.
 */
export const AVATAR_POOL_SIZE = 24;

const WIDTH = 720;
const HEIGHT = 960;

const SKIN = ['#f6d5bd', '#eec1a0', '#d9a27c', '#c0855e', '#9a6444', '#774a31'];
const HAIR = ['#2a1c14', '#47301f', '#6e4327', '#a8713f', '#d9b46f', '#1b1b1f', '#8a3a24', '#b9b2ab'];
const CLOTHES = ['#3d5a80', '#e07a5f', '#81b29a', '#f2cc8f', '#6d597a', '#2a9d8f', '#e76f51', '#264653', '#b56576', '#457b9d'];

const FEMALE_STYLES = ['long', 'bob', 'bun', 'curly'] as const;
const MALE_STYLES = ['short', 'quiff', 'buzz', 'curlyShort'] as const;
type HairStyle = (typeof FEMALE_STYLES)[number] | (typeof MALE_STYLES)[number];

/** Pool slot `index`: the first half women, the second half men, each look decided by the index. */
export function avatarGender(index: number): Gender {
  return index < AVATAR_POOL_SIZE / 2 ? 'female' : 'male';
}

export function avatarSlotsOf(gender: Gender): number[] {
  return Array.from({ length: AVATAR_POOL_SIZE }, (_, index) => index).filter((index) => avatarGender(index) === gender);
}

export function avatarSvg(index: number): string {
  const random = new Random(0xa7a7 + index * 7919);
  const gender = avatarGender(index);
  const hue = (index * 137 + random.int(0, 40)) % 360;
  const style: HairStyle = gender === 'female' ? FEMALE_STYLES[index % FEMALE_STYLES.length]! : MALE_STYLES[index % MALE_STYLES.length]!;
  const skin = random.pick(SKIN);
  const hair = random.pick(HAIR);
  const clothes = random.pick(CLOTHES);
  const beard = gender === 'male' && random.chance(0.4);
  const glasses = random.chance(0.25);
  const bubbles = Array.from({ length: 7 }, () => {
    const r = random.int(30, 110);
    return `<circle cx="${random.int(0, WIDTH)}" cy="${random.int(0, HEIGHT)}" r="${r}" fill="#fff" opacity="${(random.int(6, 16) / 100).toFixed(2)}"/>`;
  }).join('');

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue}, 70%, 78%)"/>
      <stop offset="1" stop-color="hsl(${(hue + 50) % 360}, 60%, 58%)"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.42" r="0.6">
      <stop offset="0" stop-color="#fff" stop-opacity="0.35"/>
      <stop offset="1" stop-color="#fff" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  ${bubbles}
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#glow)"/>
  ${hairBehind(style, hair)}
  <path d="M90 960 C110 770 230 700 360 700 C490 700 610 770 630 960 Z" fill="${clothes}"/>
  <path d="M300 700 Q360 760 420 700" fill="none" stroke="${shade(clothes, -30)}" stroke-width="10" stroke-linecap="round"/>
  <rect x="318" y="560" width="84" height="150" rx="38" fill="${shade(skin, -18)}"/>
  <ellipse cx="360" cy="440" rx="128" ry="156" fill="${skin}"/>
  <ellipse cx="233" cy="450" rx="20" ry="32" fill="${shade(skin, -10)}"/>
  <ellipse cx="487" cy="450" rx="20" ry="32" fill="${shade(skin, -10)}"/>
  ${beard ? `<path d="M240 470 Q250 600 360 612 Q470 600 480 470 Q450 560 360 566 Q270 560 240 470 Z" fill="${hair}" opacity="0.9"/>` : ''}
  <ellipse cx="312" cy="440" rx="12" ry="15" fill="#2b2b33"/>
  <ellipse cx="408" cy="440" rx="12" ry="15" fill="#2b2b33"/>
  <path d="M290 410 Q312 398 334 410 M386 410 Q408 398 430 410" fill="none" stroke="${shade(hair, 10)}" stroke-width="7" stroke-linecap="round"/>
  ${glasses ? `<g fill="none" stroke="#33333b" stroke-width="6"><circle cx="312" cy="442" r="34"/><circle cx="408" cy="442" r="34"/><path d="M346 440 Q360 432 374 440"/></g>` : ''}
  <circle cx="285" cy="492" r="20" fill="#ff8a80" opacity="0.25"/>
  <circle cx="435" cy="492" r="20" fill="#ff8a80" opacity="0.25"/>
  <path d="M322 510 Q360 ${beard ? 536 : 544} 398 510" fill="none" stroke="${beard ? '#f3e6dc' : shade(skin, -45)}" stroke-width="8" stroke-linecap="round"/>
  ${hairFront(style, hair)}
</svg>`;
}

function hairBehind(style: HairStyle, colour: string): string {
  switch (style) {
    case 'long':
      return `<path d="M205 420 C200 250 290 250 360 250 C450 250 520 270 515 420 L545 760 Q360 800 175 760 Z" fill="${colour}"/>`;
    case 'curly':
      return [...Array(11).keys()]
        .map((i) => `<circle cx="${215 + (i % 4) * 97}" cy="${330 + Math.floor(i / 4) * 130}" r="88" fill="${colour}"/>`)
        .join('');
    case 'bob':
      return `<path d="M210 430 C205 270 290 258 360 258 C440 258 515 275 510 430 L520 590 Q360 620 200 590 Z" fill="${colour}"/>`;
    default:
      return '';
  }
}

function hairFront(style: HairStyle, colour: string): string {
  switch (style) {
    case 'long':
    case 'bob':
      return `<path d="M228 420 C220 300 300 268 370 270 C450 272 505 320 492 420 C470 350 420 330 360 340 C300 345 250 360 228 420 Z" fill="${colour}"/>`;
    case 'bun':
      return `<circle cx="360" cy="248" r="62" fill="${colour}"/><path d="M230 420 C220 300 300 275 360 275 C440 275 505 310 490 420 C470 345 420 320 360 322 C300 322 250 345 230 420 Z" fill="${colour}"/>`;
    case 'curly':
      return [...Array(7).keys()].map((i) => `<circle cx="${250 + i * 37}" cy="${320 - Math.sin((i / 6) * Math.PI) * 40}" r="42" fill="${colour}"/>`).join('');
    case 'short':
      return `<path d="M232 410 C222 300 290 272 362 272 C440 272 500 300 488 410 C470 350 430 335 360 335 C292 335 252 350 232 410 Z" fill="${colour}"/>`;
    case 'quiff':
      return `<path d="M232 415 C220 300 280 250 380 245 C470 250 505 320 488 415 C470 350 430 330 370 330 C300 330 255 350 232 415 Z" fill="${colour}"/><path d="M300 300 Q370 220 450 290 Q380 270 300 300 Z" fill="${shade(colour, 15)}"/>`;
    case 'buzz':
      return `<path d="M236 400 C232 310 290 284 360 284 C432 284 490 310 484 400 C460 345 420 330 360 330 C300 330 262 345 236 400 Z" fill="${colour}" opacity="0.85"/>`;
    case 'curlyShort':
      return [...Array(8).keys()].map((i) => `<circle cx="${245 + i * 33}" cy="${318 - Math.sin((i / 7) * Math.PI) * 36}" r="34" fill="${colour}"/>`).join('');
  }
}

/** Lightens (positive) or darkens (negative) a #rrggbb colour by `amount` per channel. */
function shade(hex: string, amount: number): string {
  const channel = (offset: number) => Math.max(0, Math.min(255, parseInt(hex.slice(offset, offset + 2), 16) + amount));
  return `#${[1, 3, 5].map((offset) => channel(offset).toString(16).padStart(2, '0')).join('')}`;
}

/** Pool slot `index` as a PNG, as a member's upload would arrive. */
export function renderAvatar(index: number): Promise<Buffer> {
  return sharp(Buffer.from(avatarSvg(index))).png({ compressionLevel: 2 }).toBuffer();
}

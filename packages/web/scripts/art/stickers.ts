import type { StickerType } from '@amora/contracts';
import { BERRY, circle, ellipse, GOLD, heart, INK, LEAF, NO_STROKE, path, polygon, rect, sparkle, starPoints, WHITE } from './svg.ts';

/**
 * The sticker set: one round character (a warm yellow face) in sixteen moods, and a few friendly
 * objects with the same face, all with the bold outline and flat colours of the gifts. No
 * backdrop: a sticker stands on the message thread's own background.
 */
const SKIN = '#ffd23f';
const CHEEK = '#ff8fa3';
const face = (cx = 32, cy = 33, r = 25) => circle(cx, cy, r, SKIN) + ellipse(cx - 13, cy + 5, 4, 2.6, CHEEK, NO_STROKE) + ellipse(cx + 13, cy + 5, 4, 2.6, CHEEK, NO_STROKE);
const dotEyes = (y = 29, dx = 8, cx = 32) => ellipse(cx - dx, y, 2.6, 3.4, INK, NO_STROKE) + ellipse(cx + dx, y, 2.6, 3.4, INK, NO_STROKE) + circle(cx - dx + 0.9, y - 1.3, 1, WHITE, NO_STROKE) + circle(cx + dx + 0.9, y - 1.3, 1, WHITE, NO_STROKE);
const happyEyes = (y = 30, dx = 8, cx = 32) => path(`M${cx - dx - 4} ${y}q4-5 8 0M${cx + dx - 4} ${y}q4-5 8 0`, '', ' stroke-width="2.6"');
const smile = (y = 38, w = 6) => path(`M${32 - w} ${y}q${w} ${w * 0.9} ${2 * w} 0`, '', ' stroke-width="2.6"');
const openSmile = (y = 37, w = 8) => path(`M${32 - w} ${y}h${2 * w}q0 ${w * 1.1}-${w} ${w * 1.1}t-${w}-${w * 1.1}z`, '#c2255c') + path(`M${32 - w * 0.5} ${y + w * 0.85}q${w * 0.5}-3 ${w} 0`, '#ff8fa3', NO_STROKE);

/** An open hand, fingers up, its palm centred on (cx, cy). */
const openHand = (cx: number, cy: number, rotate: number) =>
  `<g transform="translate(${cx} ${cy}) rotate(${rotate})">` +
  path('M-9 6V-6a2.2 2.2 0 0 1 4.4 0V-10a2.2 2.2 0 0 1 4.4 0V-11a2.2 2.2 0 0 1 4.4 0V-8a2.2 2.2 0 0 1 4.4 0V1l3-4a2.2 2.2 0 0 1 3.6 2.6l-5 8q-3 6-10 6h-1q-8 0-8.2-7.6z', SKIN) +
  path('M-4.6 -6V-1M-0.2 -10V-1M4.2 -8V-1', '', ' stroke-width="1.6"') +
  `</g>`;

/** A mitten hand, its palm centred on (cx, cy). */
const hand = (cx: number, cy: number, rotate: number) =>
  `<g transform="rotate(${rotate} ${cx} ${cy})">${rect(cx - 6, cy - 7, 12, 14, 6, SKIN)}${rect(cx - 9, cy - 3, 5, 8, 2.5, SKIN)}</g>`;

export const STICKER_DRAWINGS: Record<StickerType, () => string> = {
  wave: () =>
    face(28, 37) +
    dotEyes(33, 8, 28) +
    path('M22 42q6 6 12 0', '', ' stroke-width="2.6"') +
    openHand(46, 20, 14) +
    path('M37 5q4-3 8-2M56 9q3 3 2 7', '', ' stroke-width="2.2"'),
  heart: () =>
    heart(32, 14, 50, BERRY) +
    ellipse(22, 21, 4, 2.6, WHITE, ` fill-opacity=".7"${NO_STROKE}`) +
    dotEyes(28, 7) +
    smile(34, 4) +
    ellipse(20, 33, 3, 2, CHEEK, NO_STROKE) +
    ellipse(44, 33, 3, 2, CHEEK, NO_STROKE),
  laugh: () =>
    face() +
    path('M19 27l6 3l-6 3M45 27l-6 3l6 3', '', ' stroke-width="2.6"') +
    openSmile(36, 10) +
    path('M12 30q-4 6 0 9q4-3 0-9zM52 30q-4 6 0 9q4-3 0-9z', '#7fc8ff'),
  wink: () =>
    face() +
    ellipse(24, 29, 2.6, 3.4, INK, NO_STROKE) +
    circle(24.9, 27.7, 1, WHITE, NO_STROKE) +
    path('M36 30q4-4 8 0', '', ' stroke-width="2.6"') +
    path('M24 39q8 7 16 0', '', ' stroke-width="2.6"') +
    path('M33 42.5q4 0 4 4q-3 2-5-1', '#ff6b8b'),
  blush: () =>
    face() +
    ellipse(19, 38, 6, 3.6, CHEEK, NO_STROKE) +
    ellipse(45, 38, 6, 3.6, CHEEK, NO_STROKE) +
    path('M20 31q4 4 8 0M36 31q4 4 8 0', '', ' stroke-width="2.6"') +
    smile(40, 4) +
    heart(53, 6, 9, BERRY),
  coffee: () =>
    path('M47 30h3a7 7 0 0 1 0 14h-3', '', ' stroke-width="4"') +
    path('M12 24h36v18a12 12 0 0 1-12 12h-12a12 12 0 0 1-12-12z', '#ff9f6b') +
    ellipse(30, 24, 18, 4, '#7a4429') +
    path('M24 14q-3-3 0-6M32 14q-3-3 0-6', '', ' stroke-width="2"') +
    happyEyes(36, 7, 30) +
    path('M26 42q4 4 8 0', '', ' stroke-width="2.4"') +
    ellipse(18, 41, 3, 2, CHEEK, NO_STROKE) +
    ellipse(42, 41, 3, 2, CHEEK, NO_STROKE),
  flower: () =>
    path('M32 44v18', '', ' stroke="#2f8a45" stroke-width="3.4"') +
    path('M32 58q-11 0-13-8q9-1 13 8zM32 54q9-1 11-7q-8 0-11 7z', LEAF) +
    [0, 60, 120, 180, 240, 300].map((angle) => `<g transform="rotate(${angle} 32 26)">${ellipse(32, 11, 7.5, 9, '#ff8fb6')}</g>`).join('') +
    circle(32, 26, 12, SKIN) +
    dotEyes(24, 5) +
    smile(30, 3.6),
  kiss: () =>
    face() +
    path('M20 31q4 4 8 0M36 31q4 4 8 0', '', ' stroke-width="2.6"') +
    path('M30 37q4 1 1 4q4 2-1 5', '', ' stroke-width="2.6"') +
    heart(48, 36, 14, BERRY) +
    heart(55, 22, 7, '#ff8fa3', NO_STROKE),
  thumbs_up: () =>
    rect(14, 28, 30, 28, 9, SKIN) +
    path('M22 28c0-8 4-12 6-20c1-4 8-3 7 3l-2 10h10a6 6 0 0 1 0 12', SKIN) +
    path('M36 33h8M36 40h8a5 5 0 0 1 0 8h-6', '', ' stroke-width="2.2"') +
    rect(6, 28, 9, 28, 3, '#7048e8') +
    sparkle(52, 12, 5, GOLD) +
    sparkle(10, 14, 3.4, '#ff8fa3'),
  hug: () =>
    face(32, 30, 23) +
    happyEyes(26, 8) +
    smile(33, 4) +
    heart(32, 40, 18, BERRY) +
    hand(16, 46, -40) +
    hand(48, 46, 220),
  star_eyes: () =>
    face() +
    polygon(starPoints(23, 29, 5, 7, 3.2), '#ff5d6c') +
    polygon(starPoints(41, 29, 5, 7, 3.2), '#ff5d6c') +
    openSmile(38, 7),
  sunny: () =>
    polygon(starPoints(32, 32, 12, 30, 23), '#ff9f1c') +
    circle(32, 32, 22, SKIN) +
    path('M15 27h34', '', ' stroke-width="2.6"') +
    path('M16 27h13v4a6 6 0 0 1-13 0zM35 27h13v4a6 6 0 0 1-13 0z', '#3a2440') +
    path('M19 29l3-1M38 29l3-1', '', ` stroke="${WHITE}" stroke-width="1.6"`) +
    smile(40, 6) +
    ellipse(17, 41, 3.4, 2, CHEEK, NO_STROKE) +
    ellipse(47, 41, 3.4, 2, CHEEK, NO_STROKE),
  party: () =>
    face(32, 36, 24) +
    polygon([[20, 16], [34, 3], [38, 20]], '#7048e8') +
    path('M24 12l6 4M30 7l5 4', '', ` stroke="${GOLD}" stroke-width="2"`) +
    circle(34, 3, 3, '#ff5d6c') +
    happyEyes(33, 8) +
    openSmile(40, 7) +
    rect(6, 20, 5, 2.4, 1, '#20c997', `${NO_STROKE} transform="rotate(-30 6 20)"`) +
    rect(52, 14, 5, 2.4, 1, '#ff5d6c', `${NO_STROKE} transform="rotate(30 52 14)"`) +
    circle(56, 30, 2, '#7048e8', NO_STROKE) +
    circle(8, 34, 1.8, GOLD, NO_STROKE),
  sleepy: () =>
    face(30, 36) +
    path('M18 36q5 4 10 0M32 36q5 4 10 0', '', ' stroke-width="2.6"') +
    ellipse(30, 45, 3, 2.4, '#c2255c') +
    path('M40 6h8l-8 9h8M50 18h6l-6 7h6', '', ' stroke="#7048e8" stroke-width="2.4"') +
    path('M8 28q0 6 3 6t3-6q-3-2-6 0z', '#7fc8ff'),
  wow: () =>
    face() +
    path('M18 19q5-4 10-1M36 18q5-3 10 1', '', ' stroke-width="2.6"') +
    circle(23, 29, 4.4, WHITE) +
    circle(41, 29, 4.4, WHITE) +
    circle(23, 29, 2, INK, NO_STROKE) +
    circle(41, 29, 2, INK, NO_STROKE) +
    ellipse(32, 43, 5, 6, '#c2255c'),
  cheers: () =>
    `<g transform="rotate(-16 22 36)">${path('M12 18h18l-2 30a7 7 0 0 1-14 0z', WHITE)}${path('M13.4 28h15.2l-1.4 20a7 7 0 0 1-12.4 0z', GOLD, NO_STROKE)}${path('M12 18h18l-2 30a7 7 0 0 1-14 0z')}</g>` +
    `<g transform="rotate(16 42 36)">${path('M34 18h18l-2 30a7 7 0 0 1-14 0z', WHITE)}${path('M35.4 28h15.2l-1.4 20a7 7 0 0 1-12.4 0z', '#ff8fb6', NO_STROKE)}${path('M34 18h18l-2 30a7 7 0 0 1-14 0z')}</g>` +
    path('M28 10l2-6M32 11V4M36 10l-2-6', '', ' stroke-width="2.4"') +
    circle(20, 38, 1.4, WHITE, NO_STROKE) +
    circle(44, 40, 1.4, WHITE, NO_STROKE),
};

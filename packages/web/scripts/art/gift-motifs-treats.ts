import type { DrawMotif } from './gift-motifs-nature.ts';
import { BERRY, BISCUIT, CHOCOLATE, circle, CREAM, ellipse, GOLD, heart, NO_STROKE, path, polygon, rect, shine, sparkle, WHITE } from './svg.ts';

const steam = 'M26 17q-3-4 0-7t0-7M34 17q-3-4 0-7t0-7';

export const chocolates: DrawMotif = (p) =>
  heart(32, 17, 46, p.main) +
  heart(32, 22, 34, CREAM) +
  [
    [25, 29],
    [39, 29],
    [32, 38],
    [32, 28],
  ]
    .map(([x, y]) => circle(x!, y!, 4, CHOCOLATE) + path(`M${x! - 2} ${y}q2-2 4 0`, '', ` stroke="${p.light}" stroke-width="1.4"`))
    .join('') +
  path('M47 14l5-5M50 17l6-2', '', ` stroke="${p.accent}" stroke-width="2.4"`);

export const cocktail: DrawMotif = (p) =>
  path('M14 18h36l-18 20z', p.light) +
  path('M18.5 23h27l-13.5 15z', p.main, NO_STROKE) +
  path('M14 18h36l-18 20zM32 38v13') +
  ellipse(32, 53, 9, 2.6, WHITE) +
  path('M40 24l8-14', '', ' stroke-width="1.8"') +
  circle(47, 12, 3.4, p.accent) +
  path('M14 18a7 7 0 0 1 12 0z', '#ffe066');

export const coffee: DrawMotif = (p) =>
  path('M45 31h3a6 6 0 0 1 0 12h-3', '', ' stroke-width="3.6"') +
  path('M45 31h3a6 6 0 0 1 0 12h-3', '', ` stroke="${p.main}" stroke-width="1.4"`) +
  path('M16 26h30v16a10 10 0 0 1-10 10h-10a10 10 0 0 1-10-10z', p.main) +
  ellipse(31, 26, 15, 3.6, CHOCOLATE) +
  heart(31, 24.6, 6, CREAM, NO_STROKE) +
  path(steam, '', ' stroke-width="1.8" transform="translate(1 4)"') +
  circle(24, 40, 2, p.light, NO_STROKE) +
  ellipse(31, 54, 19, 2.6, WHITE);

export const cake: DrawMotif = (p) =>
  rect(12, 38, 40, 15, 4, CREAM) +
  rect(18, 26, 28, 13, 4, p.light) +
  path('M18 31q3 4 5 0t5 0t5 0t5 0t5 0t3 0', '', ` stroke="${WHITE}" stroke-width="2.4"`) +
  path('M12 43q3 4 6 0t6 0t6 0t7 0t7 0t8 0', '', ` stroke="${p.main}" stroke-width="3"`) +
  rect(30, 16, 4, 10, 1, p.accent) +
  path('M32 8q4 4 0 7q-4-3 0-7z', '#ffb020') +
  circle(22, 48, 1.5, p.main, NO_STROKE) +
  circle(42, 48, 1.5, p.main, NO_STROKE) +
  circle(32, 49, 1.5, p.main, NO_STROKE);

const balloon = (cx: number, cy: number, fill: string) =>
  path(`M${cx} ${cy + 10}q${-10} 0 ${-10}-${11}a10 10 0 0 1 20 0q0 ${11}-10 ${11}z`, fill) +
  path(`M${cx} ${cy + 10}l-2 3h4z`, fill) +
  shine(cx - 4, cy - 4, 2, 3);

export const balloons: DrawMotif = (p) =>
  path('M21 34q3 10 11 22M43 32q-3 12-11 24M32 40v16', '', ' stroke-width="1.4"') +
  balloon(21, 21, p.light) +
  balloon(43, 19, p.accent) +
  balloon(32, 27, p.main) +
  path('M28 56l4-3l4 3l-4 2z', p.main);

export const music: DrawMotif = (p) =>
  path('M24 44V18l22-5v26', '', ' stroke-width="2.6"') +
  path('M24 18l22-5v6l-22 5z', p.main) +
  ellipse(19, 45, 6, 4.6, p.main) +
  ellipse(41, 40, 6, 4.6, p.main) +
  sparkle(12, 20, 3.4, p.accent) +
  sparkle(52, 50, 3, p.light);

export const plane: DrawMotif = (p) =>
  path('M10 54q10-4 14-10', '', ` stroke="${WHITE}" stroke-width="2" stroke-dasharray="3 4"`) +
  polygon([[8, 33], [55, 14], [35, 52], [27, 39]], WHITE) +
  polygon([[27, 39], [55, 14], [29, 49]], p.light) +
  path('M27 39l28-25') +
  heart(18, 14, 9, p.main, NO_STROKE) +
  heart(43, 46, 7, p.accent, NO_STROKE);

export const giftBox: DrawMotif = (p) =>
  rect(14, 32, 36, 22, 2, p.main) +
  rect(11, 24, 42, 9, 2, p.light) +
  rect(29, 24, 6, 30, 0, p.accent) +
  path('M32 24q-15-14-16-4q1 6 16 4zM32 24q15-14 16-4q-1 6-16 4z', p.accent) +
  circle(32, 23, 3, p.accent);

export const champagne: DrawMotif = (p) =>
  `<g transform="rotate(25 32 36)">` +
  path('M27 58h10V36q0-6-3-10v-8h-4v8q-3 4-3 10z', '#2d7a57') +
  rect(28.6, 12, 6.8, 8, 1.5, GOLD) +
  rect(27, 38, 10, 10, 1, p.light) +
  heart(32, 40.5, 6, p.main, NO_STROKE) +
  `</g>` +
  circle(39, 10, 2, WHITE) +
  circle(45, 14, 1.5, WHITE) +
  circle(44, 6, 1.2, WHITE) +
  sparkle(52, 10, 3.6, p.accent) +
  sparkle(16, 18, 3, p.light);

export const wine: DrawMotif = (p) =>
  path('M20 12h24q2 22-12 24q-14-2-12-24z', WHITE) +
  path('M20.6 22h22.8q-1 13-11.4 14q-10.4-1-11.4-14z', '#a8234a', NO_STROKE) +
  path('M20 12h24q2 22-12 24q-14-2-12-24zM32 36v15') +
  ellipse(32, 53, 9, 2.6, WHITE) +
  shine(24, 17, 1.4, 3) +
  heart(50, 40, 9, p.main, NO_STROKE) +
  heart(14, 42, 6, p.light, NO_STROKE);

export const cupcake: DrawMotif = (p) =>
  polygon([[17, 36], [47, 36], [43, 55], [21, 55]], p.main) +
  path('M25 36l2 19M32 36v19M39 36l-2 19', '', ' stroke-width="1.4"') +
  path('M15 36q-4-9 6-10q0-10 11-10t11 10q10 1 6 10z', p.light) +
  path('M22 29q5 3 10 0', '', ' stroke-width="1.4"') +
  circle(32, 13, 4, BERRY) +
  path('M32 9q2-4 5-5', '', ' stroke-width="1.6"') +
  [
    [22, 31, p.accent],
    [40, 29, WHITE],
    [30, 25, p.accent],
    [37, 33, WHITE],
  ]
    .map(([x, y, c]) => rect(Number(x), Number(y), 3.4, 1.4, 0.7, String(c), NO_STROKE))
    .join('');

export const iceCream: DrawMotif = (p) =>
  polygon([[20, 32], [44, 32], [32, 58]], BISCUIT) +
  path('M24 36l12 12M30 34l8 8M40 36l-12 12M34 34l-8 8', '', ' stroke-width="1.2"') +
  circle(26, 27, 8, p.light) +
  circle(38, 27, 8, CREAM) +
  circle(32, 18, 8, p.main) +
  circle(32, 8.5, 2.6, BERRY) +
  shine(29, 15, 2, 1.3);

export const donut: DrawMotif = (p) =>
  path('M32 12a20 20 0 1 1 0 40a20 20 0 1 1 0-40zm0 13a7 7 0 1 0 0 14a7 7 0 1 0 0-14z', BISCUIT, ' fill-rule="evenodd"') +
  path('M32 16c9 0 16 5 16 13c0 5-3 4-4 8c-2 5-6 1-9 4c-2 2-6 1-7-1c-3-3-9 1-10-5c-1-4-5-3-5-7c0-7 8-12 19-12zm0 9a7 7 0 1 0 0 14a7 7 0 1 0 0-14z', p.light, ' fill-rule="evenodd"') +
  [
    [22, 24, 30],
    [40, 22, -30],
    [44, 32, 60],
    [27, 19, 80],
    [20, 33, -60],
    [35, 18, 10],
  ]
    .map(([x, y, r], index) => rect(x!, y!, 4, 1.4, 0.7, index % 2 ? p.accent : WHITE, `${NO_STROKE} transform="rotate(${r} ${x} ${y})"`))
    .join('');

export const lollipop: DrawMotif = (p) =>
  path('M32 38v19', '', ' stroke-width="4"') +
  path('M32 38v19', '', ` stroke="${WHITE}" stroke-width="1.6"`) +
  circle(32, 24, 16, p.main) +
  path('M32 24a3 3 0 0 1 3 3a6 6 0 0 1-9-1a9 9 0 0 1 12-9a12 12 0 0 1 2 19', '', ` stroke="${p.light}" stroke-width="3"`) +
  circle(32, 24, 16, 'none') +
  path('M32 42q-8-6-9-1q1 4 9 1zM32 42q8-6 9-1q-1 4-9 1z', p.accent) + circle(32, 42, 2, p.accent);

export const perfume: DrawMotif = (p) =>
  rect(16, 26, 32, 28, 8, p.light) +
  path('M19 38h26v8a6 6 0 0 1-6 6h-14a6 6 0 0 1-6-6z', p.main, NO_STROKE) +
  rect(16, 26, 32, 28, 8, 'none') +
  rect(26, 18, 12, 8, 2, GOLD) +
  path('M38 21h5q4 0 5-4', '', ' stroke-width="1.6"') +
  circle(50, 14, 4, p.accent) +
  shine(22, 32, 1.6, 3.4) +
  circle(14, 16, 1.3, p.light, NO_STROKE) +
  circle(10, 21, 1, p.light, NO_STROKE);

export const headphones: DrawMotif = (p) =>
  path('M14 38v-6a18 18 0 0 1 36 0v6', '', ' stroke-width="6"') +
  path('M14 38v-6a18 18 0 0 1 36 0v6', '', ` stroke="${p.light}" stroke-width="2.6"`) +
  rect(9, 33, 11, 18, 5, p.main) +
  rect(44, 33, 11, 18, 5, p.main) +
  heart(32, 38, 10, p.accent, NO_STROKE);

export const camera: DrawMotif = (p) =>
  path('M23 22l3-6h12l3 6z', '#5a4a66') +
  rect(9, 21, 46, 31, 6, p.main) +
  rect(9, 27, 46, 18, 0, p.light, NO_STROKE) +
  rect(9, 21, 46, 31, 6, 'none') +
  circle(32, 36, 11, '#4a3a55') +
  circle(32, 36, 6, '#7fb6ff') +
  circle(30, 34, 1.8, WHITE, NO_STROKE) +
  rect(45, 24, 6, 3.4, 1.2, p.accent);

export const pizza: DrawMotif = (p) =>
  path('M10 16q22-10 44 0l-22 40z', '#ffd166') +
  path('M10 16q22-10 44 0', '', ' stroke="#c9742f" stroke-width="6"') +
  path('M10 16q22-10 44 0l-22 40z') +
  circle(25, 22, 4, '#d6453d') +
  circle(39, 23, 3.6, '#d6453d') +
  circle(32, 35, 3.6, '#d6453d') +
  path('M20 28h3M36 30l2 2M30 44h3', '', ' stroke="#3e9b50" stroke-width="2"') +
  heart(50, 40, 8, p.main, NO_STROKE);

export const candle: DrawMotif = (p) =>
  circle(32, 17, 9, p.accent, ' fill-opacity=".35" stroke="none"') +
  rect(24, 26, 16, 26, 3, p.light) +
  path('M24 31q4 4 8 0t8 0', '', ` stroke="${WHITE}" stroke-width="2.4"`) +
  path('M32 26v-3') +
  path('M32 10q6 6 0 11q-6-5 0-11z', GOLD) +
  ellipse(32, 53, 14, 3.6, p.main);

export const guitar: DrawMotif = (p) =>
  `<g transform="rotate(40 32 32)">` +
  rect(29, 2, 6, 30, 1, '#8a5530') +
  rect(27.5, 1, 9, 7, 2, '#5e3620') +
  path('M32 30c-6-6-14-3-14 4c0 3 2 5 2 7c0 3-4 5-4 10c0 8 8 11 16 11s16-3 16-11c0-5-4-7-4-10c0-2 2-4 2-7c0-7-8-10-14-4z', p.main) +
  circle(32, 42, 4.4, '#3a2440', NO_STROKE) +
  rect(27, 52, 10, 3, 1, '#5e3620') +
  path('M31 8v44M33 8v44', '', ' stroke-width=".6"') +
  `</g>` +
  sparkle(12, 14, 3.4, p.accent);

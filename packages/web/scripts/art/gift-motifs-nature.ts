import type { GiftPalette } from './gift-palettes.ts';
import { BERRY, circle, ellipse, GOLD, heart, LEAF, NO_STROKE, path, polygon, rect, shine, sparkle, starPoints, WHITE } from './svg.ts';

/** A motif: the drawing of one kind of gift in a palette, on the 64-unit grid. */
export type DrawMotif = (palette: GiftPalette) => string;

const stem = (d: string) => path(d, '', ' stroke="#2f8a45" stroke-width="3"');
const leaf = (d: string) => path(d, LEAF);

/** A rose bloom centred on (cx, cy), `s` its scale. */
const bloom = (cx: number, cy: number, s: number, fill: string, light: string) =>
  path(`M${cx - 10 * s} ${cy - 3 * s}q0 ${13 * s} ${10 * s} ${13 * s}t${10 * s}-${13 * s}q-5 ${3 * s}-10-${4 * s}q-5 ${7 * s}-10 ${4 * s}z`, fill) +
  path(`M${cx - 7 * s} ${cy - 5 * s}q${7 * s}-${9 * s} ${14 * s} 0q-${7 * s} ${6 * s}-${14 * s} 0z`, light) +
  path(`M${cx - 4 * s} ${cy + 3 * s}q${4 * s} ${3 * s} ${8 * s} 0`);

export const rose: DrawMotif = (p) =>
  stem('M32 56V34') + leaf('M32 48q-11-1-13-9q9 0 13 9z') + leaf('M32 42q9-1 11-7q-8 0-11 7z') + bloom(32, 24, 1.25, p.warm, p.warm) + path('M28 19q4-3 8 0', '', ' stroke-width="1.6"') + shine(25, 25, 1.6, 2.6);

export const bouquet: DrawMotif = (p) =>
  leaf('M18 30q-6-8 0-14q4 8 0 14z') +
  leaf('M46 30q6-8 0-14q-4 8 0 14z') +
  bloom(23, 25, 0.8, p.light, WHITE) +
  bloom(41, 25, 0.8, p.light, WHITE) +
  bloom(32, 19, 0.85, p.main, p.light) +
  polygon([[17, 31], [47, 31], [35, 58], [29, 58]], '#fdf4e6') +
  path('M26 31l6 27M38 31l-6 27') +
  path('M32 42q-7-6-9 0q2 5 9 0zM32 42q7-6 9 0q-2 5-9 0z', p.accent);

export const tulip: DrawMotif = (p) =>
  stem('M32 57V36') +
  leaf('M32 54q-14-4-14-18q10 4 14 18z') +
  leaf('M32 50q12-3 12-14q-9 4-12 14z') +
  path('M21 15l6 6l5-9l5 9l6-6v10q0 13-11 13t-11-13z', p.warm) +
  path('M27 21q5 9 10 0', '', ' stroke-width="1.6"') +
  shine(25, 27, 1.6, 3.4);

export const sunflower: DrawMotif = () =>
  stem('M32 58V44') +
  leaf('M32 54q-10 0-12-7q8-1 12 7z') +
  polygon(starPoints(32, 27, 14, 19, 12), GOLD) +
  circle(32, 27, 9, '#8a5530') +
  [
    [29, 24],
    [35, 24],
    [32, 29],
    [28, 30],
    [36, 30],
  ]
    .map(([x, y]) => circle(x!, y!, 1.2, '#5e3620', NO_STROKE))
    .join('');

export const heartGift: DrawMotif = (p) => heart(32, 17, 42, p.main) + shine(22, 24, 4, 2.6) + heart(32, 27, 14, p.light, NO_STROKE);

export const heartArrow: DrawMotif = (p) =>
  path('M13 51L51 13', '', ' stroke-width="2.6"') +
  polygon([[51, 13], [44, 14], [50, 20]], p.accent) +
  path('M13 51l-1-6M13 51l6 1M17 47l-1-5M17 47l5 1', '', ` stroke="${p.accent}" stroke-width="2.4"`) +
  heart(32, 20, 32, p.main) +
  path('M21 43L43 21', '', ' stroke-width="2.6"') +
  shine(25, 26, 3, 2);

export const teddy: DrawMotif = (p) =>
  circle(21, 18, 6, '#b9794a') +
  circle(43, 18, 6, '#b9794a') +
  circle(21, 18, 2.6, '#f3cfa5', NO_STROKE) +
  circle(43, 18, 2.6, '#f3cfa5', NO_STROKE) +
  ellipse(32, 50, 14, 10, '#b9794a') +
  heart(32, 45, 10, p.main) +
  circle(32, 29, 13, '#c88856') +
  ellipse(32, 34, 6.5, 5, '#f3cfa5') +
  ellipse(32, 32, 2.4, 1.8, '#3a2440', NO_STROKE) +
  path('M30 36q2 2 4 0') +
  circle(26.5, 26, 1.6, '#3a2440', NO_STROKE) +
  circle(37.5, 26, 1.6, '#3a2440', NO_STROKE) +
  path('M32 42l-5-3v6zM32 42l5-3v6z', p.accent);

// A gold detail next to a gold star, sun or ring would vanish: it takes another colour where the accent is gold.
export const star: DrawMotif = (p) =>
  polygon(starPoints(32, 33, 5, 21, 9.5), GOLD) +
  shine(26, 28, 2.6, 1.6) +
  circle(28, 35, 1.4, '#3a2440', NO_STROKE) +
  circle(36, 35, 1.4, '#3a2440', NO_STROKE) +
  path('M30 39q2 2 4 0') +
  sparkle(51, 15, 4, p.accent === GOLD ? WHITE : p.accent) +
  sparkle(14, 49, 3, p.light);

export const moon: DrawMotif = (p) =>
  path('M38 11a21 21 0 1 0 16 30a17 17 0 0 1-16-30z', GOLD) +
  circle(33, 33, 1.5, '#3a2440', NO_STROKE) +
  path('M27 39q3 2 6 0') +
  ellipse(27, 34, 2, 1.2, p.light, NO_STROKE) +
  sparkle(50, 16, 4, p.light) +
  sparkle(44, 26, 2.6, WHITE);

export const sun: DrawMotif = (p) =>
  polygon(starPoints(32, 32, 12, 24, 16), p.accent === GOLD ? '#ff9f1c' : p.accent) +
  circle(32, 32, 14, GOLD) +
  circle(27, 30, 1.6, '#3a2440', NO_STROKE) +
  circle(37, 30, 1.6, '#3a2440', NO_STROKE) +
  path('M27 36q5 4 10 0') +
  ellipse(24, 35, 2.2, 1.3, p.light, NO_STROKE) +
  ellipse(40, 35, 2.2, 1.3, p.light, NO_STROKE);

/** Half rings from the outside in, `width` apart, standing on y = 44. */
function arcBand(outer: number, width: number, fill: string) {
  const inner = outer - width;
  return path(`M${32 - outer} 44a${outer} ${outer} 0 0 1 ${2 * outer} 0h-${width}a${inner} ${inner} 0 0 0-${2 * inner} 0z`, fill, NO_STROKE);
}

export const rainbow: DrawMotif = (p) =>
  arcBand(24, 4.5, '#ff5d6c') +
  arcBand(19.5, 4.5, GOLD) +
  arcBand(15, 4.5, '#4cc38a') +
  arcBand(10.5, 4.5, p.main) +
  path('M8 44a24 24 0 0 1 48 0h-18a6 6 0 0 0-12 0z') +
  path('M6 48a5 5 0 0 1 5-7a6 6 0 0 1 10 1a4 4 0 0 1 1 8h-14a3 3 0 0 1-2-2z', WHITE) +
  path('M42 48a5 5 0 0 1 5-7a6 6 0 0 1 10 1a4 4 0 0 1 1 8h-14a3 3 0 0 1-2-2z', WHITE);

export const kitten: DrawMotif = (p) =>
  path('M15 30l2-17l11 8h8l11-8l2 17q0 21-17 21t-17-21z', p.light) +
  path('M19 17l1 7l5-4zM45 17l-1 7l-5-4z', p.main, NO_STROKE) +
  ellipse(25, 32, 2.4, 3, '#3a2440', NO_STROKE) +
  ellipse(39, 32, 2.4, 3, '#3a2440', NO_STROKE) +
  circle(25.8, 31, 0.9, WHITE, NO_STROKE) +
  circle(39.8, 31, 0.9, WHITE, NO_STROKE) +
  path('M30 37h4l-2 2z', p.accent) +
  path('M32 39q-2 3-4 1M32 39q2 3 4 1') +
  path('M8 35l9 1M8 40l9-1M56 35l-9 1M56 40l-9-1', '', ' stroke-width="1.4"');

export const puppy: DrawMotif = (p) =>
  circle(32, 33, 15, '#e8b67e') +
  path('M19 22q-8-2-9 8t6 12q5-8 3-20zM45 22q8-2 9 8t-6 12q-5-8-3-20z', '#9a6236') +
  ellipse(32, 40, 8, 6, '#fbe3c6') +
  path('M30 42h4v4a2 2 0 0 1-4 0z', BERRY) +
  path('M28 41q2 2 4 0q2 2 4 0') +
  ellipse(32, 37, 3, 2.2, '#3a2440', NO_STROKE) +
  circle(26, 30, 1.7, '#3a2440', NO_STROKE) +
  circle(38, 30, 1.7, '#3a2440', NO_STROKE) +
  path('M45 17q-7-6-8 0q1 5 8 0zM45 17q7-6 8 0q-1 5-8 0z', p.main) +
  circle(45, 17, 2, p.accent) +
  heart(13, 50, 8, p.light, NO_STROKE);

export const strawberry: DrawMotif = (p) =>
  path('M32 56q-17-10-17-26q0-8 17-8t17 8q0 16-17 26z', BERRY) +
  [
    [25, 31],
    [32, 29],
    [39, 31],
    [28, 38],
    [36, 38],
    [32, 46],
    [22, 37],
    [42, 37],
  ]
    .map(([x, y]) => ellipse(x!, y!, 0.9, 1.4, '#ffe08a', NO_STROKE))
    .join('') +
  path('M32 23l-9-4l5-1l-4-5l7 3l1-6l2 6l6-3l-3 5l6 1z', LEAF) +
  shine(23, 29, 2, 3) +
  sparkle(50, 15, 3.4, p.main);

export const cherries: DrawMotif = (p) =>
  path('M22 43q2-18 14-29M42 41q-2-16-6-27', '', ' stroke="#6b4a2b" stroke-width="2.4"') +
  leaf('M36 14q8-6 16-2q-8 7-16 2z') +
  circle(21, 45, 9, '#d81f3f') +
  circle(42, 43, 9, '#d81f3f') +
  shine(18, 42, 2.2, 1.6) +
  shine(39, 40, 2.2, 1.6) +
  sparkle(13, 20, 3.4, p.main);

const cloverLeaf = (rotate: number) => `<g transform="rotate(${rotate} 32 30)">${heart(32, 15, 17, LEAF)}</g>`;

export const clover: DrawMotif = (p) =>
  path('M32 32q2 14 8 24', '', ' stroke="#2f8a45" stroke-width="3"') +
  [0, 90, 180, 270].map(cloverLeaf).join('') +
  circle(32, 30, 2.4, p.accent, NO_STROKE);

export const butterfly: DrawMotif = (p) =>
  path('M31 30q-10-20-21-14t9 20q-12 2-9 12t20-10zM33 30q10-20 21-14t-9 20q12 2 9 12t-20-10z', p.main) +
  circle(18, 23, 3.2, p.light, NO_STROKE) +
  circle(46, 23, 3.2, p.light, NO_STROKE) +
  circle(20, 41, 2.2, p.accent, NO_STROKE) +
  circle(44, 41, 2.2, p.accent, NO_STROKE) +
  rect(30, 22, 4, 24, 2, '#3a2440') +
  path('M31 22q-3-7-7-8M33 22q3-7 7-8');

export const lips: DrawMotif = (p) =>
  path('M10 32q8-11 16-9q4 1 6 3q2-2 6-3q8-2 16 9q-10 14-22 14t-22-14z', p.warm) +
  path('M10 32q11 4 22 1q11 3 22-1') +
  ellipse(38, 38, 5, 1.6, p.light, NO_STROKE) +
  heart(48, 12, 10, p.light) +
  heart(15, 46, 7, p.accent, NO_STROKE);

export const loveLetter: DrawMotif = (p) =>
  rect(10, 19, 44, 30, 4, '#fff8ef') +
  path('M11 21l21 16l21-16M11 47l16-13M53 47l-16-13') +
  heart(32, 30, 15, p.main) +
  heart(50, 9, 9, p.light, NO_STROKE) +
  heart(14, 9, 6, p.accent, NO_STROKE);

export const diamond: DrawMotif = (p) =>
  polygon([[20, 16], [44, 16], [54, 27], [32, 52], [10, 27]], p.light) +
  path('M10 27h44M20 16l6 11l6-11l6 11l6-11M26 27l6 25l6-25') +
  polygon([[26, 27], [32, 17], [38, 27]], WHITE, ` fill-opacity=".6"${NO_STROKE}`) +
  sparkle(52, 12, 4, p.accent) +
  sparkle(12, 46, 3, WHITE);

export const ring: DrawMotif = (p) =>
  path('M32 28a14 14 0 1 1 0 28a14 14 0 1 1 0-28zm0 5a9 9 0 1 0 0 18a9 9 0 1 0 0-18z', GOLD, ' fill-rule="evenodd"') +
  polygon([[25, 19], [39, 19], [43, 24], [32, 33], [21, 24]], p.light) +
  path('M21 24h22M29 19l-2 5l5 9l5-9l-2-5') +
  sparkle(48, 13, 4, p.accent === GOLD ? WHITE : p.accent) +
  sparkle(15, 16, 3, WHITE);

export const crown: DrawMotif = (p) =>
  path('M12 22l10 9l10-15l10 15l10-9l-4 24h-32z', GOLD) +
  rect(15, 44, 34, 7, 2, '#f0a81c') +
  circle(32, 36, 3.4, p.main) +
  circle(22, 38, 2.4, p.light) +
  circle(42, 38, 2.4, p.light) +
  circle(12, 22, 2.4, p.main) +
  circle(32, 16, 2.6, p.main) +
  circle(52, 22, 2.4, p.main);

import { circle, heart, NO_STROKE, rect, sparkle, WHITE } from './svg.ts';

/**
 * The seven colourways of the gift catalogue. `main` and `light` colour the parts of a motif
 * that can take any colour (a wrapping, a balloon, a mug); `accent` is the contrasting detail;
 * things with a colour of their own (chocolate, a strawberry, a teddy) keep it. Each palette
 * has its own backdrop pattern, so two gifts of one motif differ at a glance, not only in hue.
 */
export interface GiftPalette {
  backdrop: string;
  main: string;
  light: string;
  accent: string;
  /** A warm red or pink for what looks wrong in green or blue (lips, a rose, a tulip). */
  warm: string;
  /** The backdrop's small pattern, drawn under the motif in its corners. */
  pattern: string;
}

export const GIFT_PALETTES: readonly GiftPalette[] = [
  {
    backdrop: '#ffe3ea',
    main: '#f03e6e',
    light: '#ff9bb7',
    accent: '#ffc93c',
    warm: '#f03e6e',
    pattern: heart(10, 9, 8, '#ffb3c6', NO_STROKE) + heart(54, 50, 7, '#ffb3c6', NO_STROKE) + heart(53, 8, 5, '#ffc9d7', NO_STROKE),
  },
  {
    backdrop: '#ffe9d6',
    main: '#ff7433',
    light: '#ffb48a',
    accent: '#e64980',
    warm: '#ff6a3d',
    pattern: [
      [8, 10, 2.2],
      [14, 6, 1.4],
      [56, 9, 1.8],
      [55, 55, 2.2],
      [8, 54, 1.6],
    ]
      .map(([x, y, r]) => circle(x!, y!, r!, '#ffc59c', NO_STROKE))
      .join(''),
  },
  {
    backdrop: '#ece4ff',
    main: '#8455f0',
    light: '#bba6ff',
    accent: '#ff7fae',
    warm: '#b04fd8',
    pattern: sparkle(10, 11, 5, '#c9b8ff') + sparkle(54, 53, 4.5, '#c9b8ff') + sparkle(55, 10, 3, '#d8cbff'),
  },
  {
    backdrop: '#d8f5e8',
    main: '#17a67c',
    light: '#7fdcbc',
    accent: '#ff6b8b',
    warm: '#ff5d7a',
    pattern: circle(9, 10, 4, 'none', ' stroke="#9fe3c8" stroke-width="1.6"') + circle(55, 54, 3.4, 'none', ' stroke="#9fe3c8" stroke-width="1.6"'),
  },
  {
    backdrop: '#ddeeff',
    main: '#2d86e6',
    light: '#92c6ff',
    accent: '#ffaa1d',
    warm: '#e8445a',
    pattern: rect(4, 8, 11, 4, 2, WHITE, NO_STROKE) + rect(50, 52, 10, 4, 2, WHITE, NO_STROKE) + rect(49, 8, 8, 3.4, 1.7, WHITE, NO_STROKE),
  },
  {
    backdrop: '#fff1bf',
    main: '#ef9a00',
    light: '#ffd35c',
    accent: '#e8445a',
    warm: '#d6336c',
    pattern: sparkle(9, 10, 4, '#ffd66b') + sparkle(55, 54, 4, '#ffd66b') + circle(55, 10, 1.8, '#ffd66b', NO_STROKE),
  },
  {
    backdrop: '#2e2b5f',
    main: '#ff6fa0',
    light: '#ffb3cd',
    accent: '#ffe066',
    warm: '#ff6fa0',
    pattern:
      sparkle(10, 11, 4, '#ffe066') +
      sparkle(55, 53, 3.4, '#ffe066') +
      circle(54, 10, 1.3, WHITE, NO_STROKE) +
      circle(8, 52, 1.1, WHITE, NO_STROKE) +
      circle(17, 6, 0.9, WHITE, NO_STROKE),
  },
];

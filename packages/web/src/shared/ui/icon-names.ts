/** Every symbol in public/icons/sprite.svg, as `icon-<name>` (icon-sprite.test.ts keeps the two in step). */
export const ICON_NAMES = [
  'check',
  'double-check',
  'error',
  'close',
  'back',
  'chevron',
  'search',
  'heart',
  'star',
  'crown',
  'diamond',
  'coins',
  'rocket',
  'camera',
  'verified',
  'message',
  'sparkle',
  'lock',
  'clock',
  'pause',
] as const;
export type IconName = (typeof ICON_NAMES)[number];

/** Spec 3 §4, §9: a drag past half the width, or faster than 0.5 px/ms, moves to the neighbour. */
export const SWIPE_WIDTH_SHARE = 0.5;
export const SWIPE_VELOCITY_PX_PER_MS = 0.5;

/**
 * Where a drag ends: 1 the next slide, -1 the previous one, 0 back where it started. `offset` is
 * how far the pointer went (negative: to the left, towards the next slide) over `durationMs`;
 * a fast flick counts only in the direction it was going.
 */
export function swipeStep({ offset, width, durationMs }: { offset: number; width: number; durationMs: number }): -1 | 0 | 1 {
  if (offset === 0) return 0;
  const towards = offset < 0 ? 1 : -1;
  if (Math.abs(offset) > width * SWIPE_WIDTH_SHARE) return towards;
  const velocity = Math.abs(offset) / Math.max(durationMs, 1);
  return velocity > SWIPE_VELOCITY_PX_PER_MS ? towards : 0;
}

/**
 * The matches game's card gesture (issue 16 point 6): a card dragged far enough, or flung fast
 * enough, is decided — to the right a like, to the left a pass — and anything less springs back.
 * A third of the card's width decides, as in the apps members know; a flick faster than
 * 0.5 px/ms decides in the direction it was going (the carousel's velocity, spec 3 §9).
 */
export const DECIDE_WIDTH_SHARE = 1 / 3;
export const FLING_VELOCITY_PX_PER_MS = 0.5;
/** Degrees the card turns per card width dragged: enough to read as a swing, not a spin. */
export const TILT_DEGREES_PER_WIDTH = 12;

export type CardDecision = 'like' | 'pass';

/** Where a drag ends: a decision, or null to spring back. A mostly vertical drag decides nothing (it scrolls). */
export function decisionOf({ dx, dy, width, durationMs }: { dx: number; dy: number; width: number; durationMs: number }): CardDecision | null {
  if (dx === 0 || Math.abs(dy) > Math.abs(dx)) return null;
  const direction: CardDecision = dx > 0 ? 'like' : 'pass';
  if (Math.abs(dx) >= width * DECIDE_WIDTH_SHARE) return direction;
  return Math.abs(dx) / Math.max(durationMs, 1) > FLING_VELOCITY_PX_PER_MS ? direction : null;
}

/** How the card sits while dragged: moved with the pointer and turned a little towards the side. */
export function dragTransform(dx: number, dy: number, width: number): string {
  const degrees = (dx / Math.max(width, 1)) * TILT_DEGREES_PER_WIDTH;
  return `translate(${dx}px, ${dy}px) rotate(${degrees}deg)`;
}

/** How strongly the like or pass stamp shows: 0 at rest, 1 once the drag would decide. */
export function stampOpacity(dx: number, width: number): number {
  return Math.min(1, Math.abs(dx) / Math.max(width * DECIDE_WIDTH_SHARE, 1));
}

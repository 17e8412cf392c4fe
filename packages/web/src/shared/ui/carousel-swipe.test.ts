import { describe, expect, it } from 'vitest';
import { swipeStep } from './carousel-swipe.ts';

const WIDTH = 360;
const SLOW = 2000;

describe('swipeStep (spec 3 §9: half the width or velocity 0.5)', () => {
  it('moves to the next slide on a drag left past half the width', () => {
    expect(swipeStep({ offset: -181, width: WIDTH, durationMs: SLOW })).toBe(1);
  });

  it('moves to the previous slide on a drag right past half the width', () => {
    expect(swipeStep({ offset: 181, width: WIDTH, durationMs: SLOW })).toBe(-1);
  });

  it('snaps back from a slow drag of exactly half the width or less', () => {
    expect(swipeStep({ offset: -180, width: WIDTH, durationMs: SLOW })).toBe(0);
    expect(swipeStep({ offset: 100, width: WIDTH, durationMs: SLOW })).toBe(0);
  });

  it('moves on a short drag faster than 0.5 px/ms', () => {
    expect(swipeStep({ offset: -51, width: WIDTH, durationMs: 100 })).toBe(1);
    expect(swipeStep({ offset: 51, width: WIDTH, durationMs: 100 })).toBe(-1);
  });

  it('snaps back from a short drag at exactly 0.5 px/ms', () => {
    expect(swipeStep({ offset: -50, width: WIDTH, durationMs: 100 })).toBe(0);
  });

  it('stays put when the pointer did not move', () => {
    expect(swipeStep({ offset: 0, width: WIDTH, durationMs: 0 })).toBe(0);
  });
});

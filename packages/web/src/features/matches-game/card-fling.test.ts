import { describe, expect, it } from 'vitest';
import { decisionOf, dragTransform, stampOpacity } from './card-fling.ts';

describe('the card gesture of the matches game', () => {
  const width = 300;

  it('likes to the right and passes to the left once a third of the card is dragged', () => {
    expect(decisionOf({ dx: 100, dy: 0, width, durationMs: 1000 })).toBe('like');
    expect(decisionOf({ dx: -100, dy: 10, width, durationMs: 1000 })).toBe('pass');
    expect(decisionOf({ dx: 99, dy: 0, width, durationMs: 1000 })).toBeNull();
  });

  it('decides a short fast flick in its direction, and springs a slow short drag back', () => {
    expect(decisionOf({ dx: 60, dy: 0, width, durationMs: 100 })).toBe('like');
    expect(decisionOf({ dx: -60, dy: 0, width, durationMs: 100 })).toBe('pass');
    expect(decisionOf({ dx: 60, dy: 0, width, durationMs: 200 })).toBeNull();
  });

  it('leaves a mostly vertical drag and a tap undecided', () => {
    expect(decisionOf({ dx: 120, dy: 200, width, durationMs: 100 })).toBeNull();
    expect(decisionOf({ dx: 0, dy: 0, width, durationMs: 50 })).toBeNull();
  });

  it('turns the card with the drag and shows the stamp in full when the drag would decide', () => {
    expect(dragTransform(150, -10, width)).toBe('translate(150px, -10px) rotate(6deg)');
    expect(stampOpacity(0, width)).toBe(0);
    expect(stampOpacity(50, width)).toBe(0.5);
    expect(stampOpacity(-400, width)).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { reconnectDelayMs } from './backoff.ts';

describe('reconnect backoff', () => {
  it('doubles from 1 s and stops growing at 30 s', () => {
    const middle = () => 0.5;
    expect([0, 1, 2, 3, 4, 5, 6, 12].map((attempt) => reconnectDelayMs(attempt, middle))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('spreads each delay by at most a quarter either way', () => {
    expect(reconnectDelayMs(0, () => 0)).toBe(750);
    expect(reconnectDelayMs(0, () => 0.999_999)).toBe(1250);
    expect(reconnectDelayMs(9, () => 0)).toBe(22_500);
    expect(reconnectDelayMs(9, () => 0.999_999)).toBe(37_500);
  });
});

import { describe, expect, it } from 'vitest';
import { formatCountdown } from './format-countdown.ts';

describe('formatCountdown', () => {
  it.each([
    [0, '00:00'],
    [-5000, '00:00'],
    [1, '00:01'],
    [59_000, '00:59'],
    [60_000, '01:00'],
    [299_001, '05:00'],
    [3_599_000, '59:59'],
    [3_600_000, '60:00'],
  ])('%i ms reads %s', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });
});

import { describe, expect, it } from 'vitest';
import { HOUR, MINUTE, RunningClock } from './clock.ts';

describe('RunningClock', () => {
  it('reads real time until moved, then keeps running from where it was moved to', async () => {
    const clock = new RunningClock();
    const before = Date.now();
    const start = clock.now();
    expect(start).toBeGreaterThanOrEqual(before);
    expect(start).toBeLessThanOrEqual(Date.now());

    clock.advance(HOUR);
    const afterAdvance = clock.now() - Date.now();
    expect(afterAdvance).toBeGreaterThan(HOUR - MINUTE);
    expect(afterAdvance).toBeLessThanOrEqual(HOUR);

    const target = Date.UTC(2030, 0, 1);
    clock.set(target);
    const set = clock.now();
    expect(set).toBeGreaterThanOrEqual(target);
    expect(set - target).toBeLessThan(MINUTE);
    // It runs: a later read is never earlier, and it follows the real clock.
    await new Promise((resolve) => setImmediate(resolve));
    expect(clock.now()).toBeGreaterThanOrEqual(set);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../testing/test-app.ts';
import { MINUTE } from './clock.ts';
import { Throttle } from './throttle.ts';

const rule = { limit: 3, windowMs: 15 * MINUTE };

describe.each(TEST_DIALECTS)('Throttle on %s', (dialect) => {
  let t: TestApp;
  let throttle: Throttle;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    throttle = new Throttle(t.database.db, t.clock);
  });
  afterAll(() => t.close());

  it('allows `limit` hits per clock-aligned window, then refuses until the window ends', async () => {
    // The test clock starts on a quarter hour; five minutes in, ten minutes of the window remain.
    t.clock.advance(5 * MINUTE);
    const windowEndS = Math.floor(t.clock.now() / 1000) + 10 * 60;
    const verdicts = [];
    for (let i = 0; i < 5; i++) verdicts.push(await throttle.hit('k:window', rule));
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, false, false]);
    expect(verdicts[3]).toEqual({ allowed: false, retryAfterS: 10 * 60, resetAtS: windowEndS });
    t.clock.advance(10 * MINUTE - 1);
    expect((await throttle.hit('k:window', rule)).allowed).toBe(false);
    t.clock.advance(1);
    expect(await throttle.hit('k:window', rule)).toEqual({ allowed: true, retryAfterS: 15 * 60, resetAtS: windowEndS + 15 * 60 });
  });

  it('keeps keys apart', async () => {
    for (let i = 0; i < 4; i++) await throttle.hit('k:a', rule);
    expect((await throttle.hit('k:b', rule)).allowed).toBe(true);
  });

  it('counts every one of concurrent hits', async () => {
    const verdicts = await Promise.all(Array.from({ length: 20 }, () => throttle.hit('k:burst', rule)));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(rule.limit);
  });

  it('gives a hit back with release, and forgets the key with reset', async () => {
    for (let i = 0; i < 3; i++) await throttle.hit('k:release', rule);
    await throttle.release('k:release', rule);
    expect((await throttle.hit('k:release', rule)).allowed).toBe(true);
    expect((await throttle.hit('k:release', rule)).allowed).toBe(false);
    await throttle.reset('k:release');
    expect((await throttle.hit('k:release', rule)).allowed).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../testing/test-app.ts';
import { DAY, MINUTE } from './clock.ts';
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

  it('the throttle.purge job drops day-old counters and keeps the ones that still count', async () => {
    await throttle.hit('k:old', rule);
    await t.database.db.insertInto('throttle_counters').values({ key: 'k:blocked', count: 9, window_started_at: 0, blocked_until: t.clock.now() + 2 * DAY }).execute();
    t.clock.advance(DAY + MINUTE);
    await throttle.hit('k:fresh', rule);
    expect(await t.app.platform.jobs.run('throttle.purge')).toBeGreaterThanOrEqual(1);
    const keys = (await t.database.db.selectFrom('throttle_counters').select('key').execute()).map((row) => row.key);
    expect(keys).toContain('k:fresh');
    expect(keys).toContain('k:blocked');
    expect(keys).not.toContain('k:old');
    expect(keys).not.toContain('k:a');
  });
});

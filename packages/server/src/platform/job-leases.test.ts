import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE } from './clock.ts';
import { JobLeases, leaseMs } from './job-leases.ts';
import { Jobs } from './jobs.ts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../testing/test-app.ts';

/** Two processes' Jobs on one database, ticking by hand on the app clock. */
describe.each(TEST_DIALECTS)('job ticks claimed across processes on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  const twoProcesses = (name: string) => {
    const runs: string[] = [];
    const processes = ['first', 'second'].map((owner) => {
      const jobs = new Jobs(new JobLeases(t.database.db, t.clock, owner));
      jobs.register({ name, everyMs: 10 * MINUTE, run: async () => runs.push(owner) });
      return jobs;
    });
    return { runs, tick: () => Promise.all(processes.map((jobs) => jobs.tick(name))) };
  };

  it('runs each tick in one process only, and the next tick once its period has passed', async () => {
    const { runs, tick } = twoProcesses('test.every-ten-minutes');
    const results = await tick();
    expect(runs).toHaveLength(1);
    expect(results.filter((result) => result === null)).toHaveLength(1);

    // Within the period both ticks lose, however often the timers fire.
    t.clock.advance(leaseMs(10 * MINUTE) - 1);
    await tick();
    await tick();
    expect(runs).toHaveLength(1);

    t.clock.advance(1);
    await tick();
    expect(runs).toHaveLength(2);
    const lease = await t.database.db.selectFrom('job_leases').selectAll().where('name', '=', 'test.every-ten-minutes').executeTakeFirstOrThrow();
    expect(lease).toMatchObject({ owner: runs[1], until: t.clock.now() + leaseMs(10 * MINUTE) });
  });

  it('lets another process take over once the holder stops ticking', async () => {
    const runs: string[] = [];
    const holder = new Jobs(new JobLeases(t.database.db, t.clock, 'holder'));
    const standby = new Jobs(new JobLeases(t.database.db, t.clock, 'standby'));
    for (const [jobs, owner] of [[holder, 'holder'], [standby, 'standby']] as const) {
      jobs.register({ name: 'test.take-over', everyMs: MINUTE, run: async () => runs.push(owner) });
    }
    expect(await holder.tick('test.take-over')).toBe(1);
    expect(await standby.tick('test.take-over')).toBeNull();
    // The holder died: one period later the standby's tick wins.
    t.clock.advance(MINUTE);
    expect(await standby.tick('test.take-over')).toBe(2);
    expect(runs).toEqual(['holder', 'standby']);
  });

  it('ends a lease a tenth of the period early (at most a minute), so a late timer of the holder still wins', () => {
    expect(leaseMs(MINUTE)).toBe(54_000);
    expect(leaseMs(24 * 60 * MINUTE)).toBe(24 * 60 * MINUTE - MINUTE);
    expect(leaseMs(200)).toBe(180);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { Jobs } from './jobs.ts';

afterEach(() => vi.useRealTimers());

describe('Jobs', () => {
  it('runs each job every interval once started, and not after stop', async () => {
    vi.useFakeTimers();
    const jobs = new Jobs();
    const run = vi.fn(async () => 1);
    jobs.register({ name: 'test.every-minute', everyMs: 60_000, run });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(run).not.toHaveBeenCalled();

    jobs.start();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(run).toHaveBeenCalledTimes(2);
    await jobs.stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('never overlaps a job with itself; stop waits for the run under way', async () => {
    vi.useFakeTimers();
    const jobs = new Jobs();
    let release!: () => void;
    let finished = false;
    const run = vi.fn(
      () =>
        new Promise<number>((resolve) => {
          release = () => {
            finished = true;
            resolve(0);
          };
        }),
    );
    jobs.register({ name: 'test.slow', everyMs: 1_000, run });
    jobs.start();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(run).toHaveBeenCalledTimes(1);

    const stopped = jobs.stop();
    release();
    await stopped;
    expect(finished).toBe(true);
  });

  it('reports a failure and tries again on the next tick', async () => {
    vi.useFakeTimers();
    const failures: [string, unknown][] = [];
    const jobs = new Jobs();
    const run = vi.fn().mockRejectedValueOnce(new Error('database away')).mockResolvedValue(3);
    jobs.register({ name: 'test.flaky', everyMs: 1_000, run });
    jobs.start((job, error) => failures.push([job, error]));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(failures).toEqual([['test.flaky', new Error('database away')]]);
    expect(run).toHaveBeenCalledTimes(2);
    await jobs.stop();
  });

  it('refuses a second job of the same name and an unknown name', async () => {
    const jobs = new Jobs();
    jobs.register({ name: 'test.once', everyMs: 1_000, run: async () => 0 });
    expect(() => jobs.register({ name: 'test.once', everyMs: 1_000, run: async () => 0 })).toThrow(/twice/);
    await expect(jobs.run('test.missing')).rejects.toThrow(/No job/);
  });
});

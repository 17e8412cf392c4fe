import type { JobLeases } from './job-leases.ts';

/**
 * Periodic housekeeping inside each server process (DESIGN.md §1 platform "jobs"). With leases
 * (job-leases.ts) each tick runs in one process of several sharing a database; every job stays
 * idempotent anyway, as a run that outlasts its period may meet the next one elsewhere. A job
 * never overlaps itself in a process, a failure is reported and the next tick tries again, and
 * `stop` waits for what is under way so shutdown leaves nothing half done.
 */
export interface Job {
  /** Unique, dotted by owner: `photos.funnel-cleanup`. */
  name: string;
  everyMs: number;
  /** Returns how many records it handled, for the log. */
  run: () => Promise<number>;
}

export type JobErrorHandler = (job: string, error: unknown) => void;

export class Jobs {
  private readonly jobs = new Map<string, Job>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly inFlight = new Map<string, Promise<number>>();
  /** Scheduled ticks still claiming their lease, so stop() waits for them too. */
  private readonly claiming = new Set<Promise<unknown>>();
  private onError: JobErrorHandler = () => undefined;
  private started = false;

  /** Without leases every process runs every tick (unit tests, a single process). */
  constructor(private readonly leases?: JobLeases) {}

  register(job: Job): void {
    if (this.jobs.has(job.name)) throw new Error(`Job ${job.name} is registered twice`);
    this.jobs.set(job.name, job);
    if (this.started) this.schedule(job);
  }

  names(): string[] {
    return [...this.jobs.keys()];
  }

  /** Runs a job now (operators, tests); joins the run under way instead of starting a second. */
  run(name: string): Promise<number> {
    const job = this.jobs.get(name);
    if (!job) return Promise.reject(new Error(`No job named ${name}`));
    const running = this.inFlight.get(name);
    if (running) return running;
    const run = job.run().finally(() => this.inFlight.delete(name));
    this.inFlight.set(name, run);
    return run;
  }

  /**
   * A scheduled tick: runs the job when this process wins its lease (or there are no leases);
   * null when another process has this tick.
   */
  async tick(name: string): Promise<number | null> {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`No job named ${name}`);
    if (this.leases && !(await this.leases.claim(name, job.everyMs))) return null;
    return this.run(name);
  }

  private scheduledTick(job: Job): void {
    // Still running here from an earlier tick: this one is skipped, as without leases.
    if (this.inFlight.has(job.name)) return;
    const tick = (async () => {
      if (this.leases && !(await this.leases.claim(job.name, job.everyMs))) return;
      // Stopped while claiming: shutdown starts nothing new.
      if (this.started) await this.run(job.name);
    })()
      .catch((error: unknown) => this.onError(job.name, error))
      .finally(() => this.claiming.delete(tick));
    this.claiming.add(tick);
  }

  start(onError?: JobErrorHandler): void {
    if (onError) this.onError = onError;
    if (this.started) return;
    this.started = true;
    for (const job of this.jobs.values()) this.schedule(job);
  }

  async stop(): Promise<void> {
    this.started = false;
    for (const timer of this.timers.values()) clearInterval(timer);
    this.timers.clear();
    await Promise.allSettled([...this.claiming, ...this.inFlight.values()]);
  }

  private schedule(job: Job): void {
    const timer = setInterval(() => this.scheduledTick(job), job.everyMs);
    // Housekeeping never keeps a process alive on its own.
    timer.unref();
    this.timers.set(job.name, timer);
  }
}

/**
 * Periodic housekeeping inside each server process (DESIGN.md §1 platform "jobs"): every job is
 * idempotent, so several processes running the same one only repeat a cheap delete. A job never
 * overlaps itself, a failure is reported and the next tick tries again, and `stop` waits for
 * what is under way so shutdown leaves nothing half done.
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
  private onError: JobErrorHandler = () => undefined;
  private started = false;

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
    await Promise.allSettled(this.inFlight.values());
  }

  private schedule(job: Job): void {
    const timer = setInterval(() => {
      this.run(job.name).catch((error: unknown) => this.onError(job.name, error));
    }, job.everyMs);
    // Housekeeping never keeps a process alive on its own.
    timer.unref();
    this.timers.set(job.name, timer);
  }
}

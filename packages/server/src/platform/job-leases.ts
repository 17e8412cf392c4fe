import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { MINUTE, type Clock } from './clock.ts';
import type { DatabaseSchema } from './db/schema.ts';

/** This process, as `job_leases.owner` names it. */
export function processOwner(): string {
  return `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
}

/**
 * Ticks of periodic jobs claimed across server processes (`job_leases`): a tick runs only in the
 * process that moves the job's lease forward, from a time already passed (on the app clock) to
 * one period ahead — an UPDATE with that condition, which one process of several wins. The lease
 * ends a little before the period does, so the winner's own next tick, a timer late by a few
 * milliseconds, wins again; a process that dies lets another take over after one period.
 */
export class JobLeases {
  private readonly known = new Set<string>();

  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly clock: Clock,
    readonly owner: string = processOwner(),
  ) {}

  /** True when this process runs the job's tick now. */
  async claim(name: string, everyMs: number): Promise<boolean> {
    const now = this.clock.now();
    if (!this.known.has(name)) {
      await this.db.insertInto('job_leases').values({ name, owner: this.owner, until: 0 }).onConflict((oc) => oc.column('name').doNothing()).execute();
      this.known.add(name);
    }
    const result = await this.db
      .updateTable('job_leases')
      .set({ owner: this.owner, until: now + leaseMs(everyMs) })
      .where('name', '=', name)
      .where('until', '<=', now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}

/** A period less a tenth of it (at most a minute): the slack for timers that fire late. */
export function leaseMs(everyMs: number): number {
  return everyMs - Math.min(Math.floor(everyMs / 10), MINUTE);
}

import type { Kysely } from 'kysely';
import type { Clock } from './clock.ts';
import type { DatabaseSchema } from './db/schema.ts';

/** At most `limit` hits per fixed window of `windowMs`, windows aligned to the clock. */
export interface ThrottleRule {
  limit: number;
  windowMs: number;
}

export interface ThrottleVerdict {
  /** False once the hit went over the limit: refuse the action for the rest of the window. */
  allowed: boolean;
  /** Seconds until the window ends (the `retry-after` header), at least 1. */
  retryAfterS: number;
  /** When the window ends, epoch seconds (the `x-rate-limit-reset` header). */
  resetAtS: number;
}

/**
 * Fixed-window counters in the `throttle_counters` table, so a limit holds across every server
 * process (login, recover, resend). A hit is one atomic upsert: concurrent hits on the same key
 * are all counted, so a burst cannot slip more than `limit` actions through one window.
 */
export class Throttle {
  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly clock: Clock,
  ) {}

  /** Counts one hit on `key` and says whether it is still within the limit. */
  async hit(key: string, rule: ThrottleRule): Promise<ThrottleVerdict> {
    const now = this.clock.now();
    const windowStart = windowStartOf(now, rule);
    const row = await this.db
      .insertInto('throttle_counters')
      .values({ key, count: 1, window_started_at: windowStart, blocked_until: null })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet((eb) => ({
          // A counter left from an earlier window starts over.
          count: eb
            .case()
            .when('throttle_counters.window_started_at', '=', windowStart)
            .then(eb('throttle_counters.count', '+', eb.lit(1)))
            .else(eb.lit(1))
            .end(),
          window_started_at: windowStart,
        })),
      )
      .returning('count')
      .executeTakeFirstOrThrow();
    const resetAt = windowStart + rule.windowMs;
    return {
      allowed: Number(row.count) <= rule.limit,
      retryAfterS: Math.max(1, Math.ceil((resetAt - now) / 1000)),
      resetAtS: Math.ceil(resetAt / 1000),
    };
  }

  /** Seconds until one more hit on `key` would be allowed; 0 when it would be now. Counts nothing. */
  async waitSeconds(key: string, rule: ThrottleRule): Promise<number> {
    const now = this.clock.now();
    const windowStart = windowStartOf(now, rule);
    const row = await this.db
      .selectFrom('throttle_counters')
      .select('count')
      .where('key', '=', key)
      .where('window_started_at', '=', windowStart)
      .executeTakeFirst();
    if (!row || Number(row.count) < rule.limit) return 0;
    return Math.max(1, Math.ceil((windowStart + rule.windowMs - now) / 1000));
  }

  /** Takes back one hit of the current window (the action turned out not to count, e.g. a successful login). */
  async release(key: string, rule: ThrottleRule): Promise<void> {
    await this.db
      .updateTable('throttle_counters')
      .set((eb) => ({ count: eb('count', '-', eb.lit(1)) }))
      .where('key', '=', key)
      .where('window_started_at', '=', windowStartOf(this.clock.now(), rule))
      .where('count', '>', 0)
      .execute();
  }

  /**
   * Drops counters whose window began before `startedBefore` and that block nothing any more:
   * every rule's window is far shorter, so they can no longer refuse anything (a job runs it).
   */
  async purgeStale(startedBefore: number): Promise<number> {
    const now = this.clock.now();
    const result = await this.db
      .deleteFrom('throttle_counters')
      .where('window_started_at', '<', startedBefore)
      .where((eb) => eb.or([eb('blocked_until', 'is', null), eb('blocked_until', '<=', now)]))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Forgets every hit on `key`. */
  async reset(key: string): Promise<void> {
    await this.db.deleteFrom('throttle_counters').where('key', '=', key).execute();
  }
}

function windowStartOf(now: number, rule: ThrottleRule): number {
  return Math.floor(now / rule.windowMs) * rule.windowMs;
}

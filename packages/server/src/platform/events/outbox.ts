import type { Kysely, Transaction } from 'kysely';
import { HOUR, SECOND, type Clock } from '../clock.ts';
import type { Dialect } from '../db/database.ts';
import type { DatabaseSchema } from '../db/schema.ts';
import type { MemberDataHooks } from '../member-data.ts';
import { isDomainEventType, type DomainEvent, type DomainEventType, type EventOf } from './types.ts';

/** What a subscriber's handler gets besides the event. */
export interface EventContext {
  /**
   * The dispatch transaction. The handler's writes commit together with its delivery record, so
   * they happen exactly once however often the event is dispatched. Every query of the handler
   * goes through it: on SQLite it holds the one connection, so `platform.db` (or a transaction of
   * its own) would wait forever.
   */
  db: Transaction<DatabaseSchema>;
  /**
   * Work outside the database (a realtime frame) to run once the handler's writes have
   * committed; a crash in between loses that frame, never the rows (the bus itself is at most once).
   */
  afterCommit(send: () => Promise<void>): void;
  eventId: number;
  recordedAt: number;
}

/**
 * One module's reaction to one event type. `name` is stable and unique (`pushes.photo-rejected`):
 * the delivery records are keyed by it, so renaming a subscriber re-delivers the pending events.
 */
export interface Subscriber<T extends DomainEventType = DomainEventType> {
  name: string;
  type: T;
  handle(event: EventOf<T>, context: EventContext): Promise<void>;
}

export interface EventOutboxOptions {
  /** How often the dispatcher looks for events a crash, a failure or another process left. */
  pollMs: number;
  /** Test hook: dispatch nothing for this long after start (a kill lands between commit and dispatch). */
  dispatchDelayMs: number;
}

export type EventErrorHandler = (error: unknown, where: { eventId?: number; subscriber?: string }) => void;

/** A failed dispatch is tried again after 5 s, 10 s, 20 s … at most an hour apart, 15 times in all. */
export const EVENT_MAX_ATTEMPTS = 15;
export function eventRetryDelayMs(attempts: number): number {
  return Math.min(HOUR, 5 * SECOND * 2 ** Math.max(0, attempts - 1));
}
const POLL_BATCH = 100;

/** Settled: every subscriber took it (or it was given up); retrying: it backs off and holds the member's queue. */
type HeadOutcome = 'settled' | 'retrying' | 'none';

/**
 * Domain events after commit (STYLE.md "Side effects after commit"; DESIGN.md §12).
 *
 * A service records events inside `transaction()`: they go to `event_outbox` with its writes, so
 * a rolled-back transaction emits nothing. Once it has committed, the events of the members it
 * touched are dispatched at once (the caller waits, as it waited for its pushes before); a
 * dispatcher started with the app also picks up, at start and every `pollMs`, whatever a crash,
 * a failure or another process left.
 *
 * Dispatch is at least once per event and exactly once per subscriber for the subscriber's
 * writes: each subscriber runs in the dispatch transaction under a savepoint, and its delivery
 * record (`event_deliveries`) commits with its writes. A failing subscriber is rolled back alone
 * and retried with backoff; the others are not run again.
 *
 * One member's events are dispatched one at a time, in commit order: only the oldest pending
 * event of a member (its head) is ever taken, and a head that failed holds the member's later
 * events back until it succeeds or is given up. Across processes on PostgreSQL the head is
 * claimed with `FOR UPDATE SKIP LOCKED` for the length of its dispatch transaction (a process
 * that dies lets go of it with its connection); on SQLite the process's one connection already
 * makes every dispatch transaction exclusive (one process per SQLite file).
 */
export class EventOutbox {
  private readonly subscribers = new Map<string, Subscriber[]>();
  private readonly names = new Set<string>();
  /** The transactions opened by `transaction()`, with the members whose events they recorded. */
  private readonly open = new WeakMap<Transaction<DatabaseSchema>, Set<number>>();
  /** Per member, the dispatch under way in this process: a second request joins it. */
  private readonly draining = new Map<number, { run: Promise<number>; again: boolean }>();
  private polling: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private holdTimer: NodeJS.Timeout | undefined;
  private started = false;
  /** Dispatching: started and past the test hook's delay. Before that, events wait in the outbox. */
  private active = false;
  private onError: EventErrorHandler = () => undefined;

  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly dialect: Dialect,
    private readonly clock: Clock,
    private readonly options: EventOutboxOptions,
  ) {}

  /**
   * Registers a subscriber (modules do it when they load, before the app is ready). An event's
   * subscribers run in the order they subscribed.
   */
  subscribe<T extends DomainEventType>(subscriber: Subscriber<T>): void {
    if (this.names.has(subscriber.name)) throw new Error(`Subscriber ${subscriber.name} is registered twice`);
    this.names.add(subscriber.name);
    const list = this.subscribers.get(subscriber.type) ?? [];
    list.push(subscriber as unknown as Subscriber);
    this.subscribers.set(subscriber.type, list);
  }

  /**
   * `db.transaction()` for work that records events: once `work` has committed, the recorded
   * events are dispatched before this resolves, unless another process took them first. A failed
   * dispatch stays in the outbox for the retry; it never makes this reject. `afterCommit` runs
   * between the commit and the dispatch: what the caller sends live (a chat frame) need not wait
   * for the subscribers.
   */
  async transaction<T>(work: (trx: Transaction<DatabaseSchema>) => Promise<T>, options: { afterCommit?: () => Promise<void> } = {}): Promise<T> {
    const touched = new Set<number>();
    const result = await this.db.transaction().execute(async (trx) => {
      this.open.set(trx, touched);
      try {
        return await work(trx);
      } finally {
        this.open.delete(trx);
      }
    });
    await options.afterCommit?.();
    if (touched.size > 0 && this.active) await Promise.all([...touched].map((memberId) => this.dispatchMember(memberId)));
    return result;
  }

  /** Writes an event into the outbox with the caller's writes; `trx` must come from `transaction()`. */
  async record(trx: Transaction<DatabaseSchema>, event: DomainEvent): Promise<void> {
    const touched = this.open.get(trx);
    if (!touched) throw new Error(`Event ${event.type} recorded outside events.transaction(): it would never be dispatched after commit`);
    const { type, memberId, ...payload } = event;
    const now = this.clock.now();
    await trx
      .insertInto('event_outbox')
      .values({ type, member_id: memberId, payload: JSON.stringify(payload), recorded_at: now, next_attempt_at: now, last_error: null, dispatched_at: null })
      .execute();
    touched.add(memberId);
  }

  /** Starts dispatching: what is pending now, then every `pollMs`. */
  start(onError?: EventErrorHandler): void {
    if (onError) this.onError = onError;
    if (this.started) return;
    this.started = true;
    const begin = () => {
      this.active = true;
      this.kick();
      this.timer = setInterval(() => this.kick(), this.options.pollMs);
      this.timer.unref();
    };
    if (this.options.dispatchDelayMs > 0) {
      this.holdTimer = setTimeout(begin, this.options.dispatchDelayMs);
      this.holdTimer.unref();
    } else {
      begin();
    }
  }

  /** Stops dispatching and waits for what is under way (shutdown: before the database closes). */
  async stop(): Promise<void> {
    this.started = false;
    this.active = false;
    clearTimeout(this.holdTimer);
    clearInterval(this.timer);
    this.timer = undefined;
    await this.idle();
  }

  /** Resolves once no dispatch is under way in this process. */
  async idle(): Promise<void> {
    while (this.polling || this.draining.size > 0) {
      await Promise.allSettled([this.polling, ...[...this.draining.values()].map((state) => state.run)]);
    }
  }

  /**
   * One pass over the pending events whose time has come: each such member's queue is drained in
   * order. Returns how many events were dispatched. The poll runs it; so may tests and operators.
   */
  async dispatchDue(): Promise<number> {
    let dispatched = 0;
    for (;;) {
      const heads = await this.db
        .selectFrom('event_outbox as e')
        .select('e.member_id')
        .where('e.dispatched_at', 'is', null)
        .where('e.next_attempt_at', '<=', this.clock.now())
        .where('e.id', '=', (eb) =>
          eb
            .selectFrom('event_outbox as p')
            .select((p) => p.fn.min('p.id').as('head'))
            .whereRef('p.member_id', '=', 'e.member_id')
            .where('p.dispatched_at', 'is', null),
        )
        .orderBy('e.id')
        .limit(POLL_BATCH)
        .execute();
      let progress = 0;
      for (const { member_id } of heads) progress += await this.dispatchMember(Number(member_id));
      dispatched += progress;
      // A full batch may hide more; heads held by another process are no progress, so no spinning.
      if (heads.length < POLL_BATCH || progress === 0) return dispatched;
    }
  }

  /** Deletes settled events (and their delivery records) settled before `before`. */
  async purgeSettled(before: number): Promise<number> {
    const result = await this.db.deleteFrom('event_outbox').where('dispatched_at', '<', before).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /**
   * An erased member's events go with the member (DESIGN.md §13 "Deletion"), pending or settled:
   * nothing is left to tell them about. Events hold ids only, so there is nothing to export.
   */
  memberData(): MemberDataHooks {
    return {
      owner: 'domain-events',
      erases: { event_outbox: ['member_id'] },
      async erase(trx, accountId) {
        await trx.deleteFrom('event_outbox').where('member_id', '=', accountId).execute();
      },
    };
  }

  private kick(): void {
    if (this.polling || !this.active) return;
    this.polling = this.dispatchDue()
      .then(() => undefined)
      .catch((error: unknown) => this.onError(error, {}))
      .finally(() => {
        this.polling = undefined;
      });
  }

  /** Drains one member's queue in this process; resolves with how many events it dispatched, never rejects. */
  private dispatchMember(memberId: number): Promise<number> {
    const current = this.draining.get(memberId);
    if (current) {
      current.again = true;
      return current.run.then(() => 0);
    }
    const state = { run: Promise.resolve(0), again: false };
    state.run = (async () => {
      let dispatched = 0;
      try {
        do {
          state.again = false;
          while ((await this.dispatchHead(memberId)) === 'settled') dispatched += 1;
        } while (state.again && this.active);
      } catch (error) {
        this.onError(error, {});
      } finally {
        this.draining.delete(memberId);
      }
      return dispatched;
    })();
    this.draining.set(memberId, state);
    return state.run;
  }

  /** Dispatches the member's oldest pending event, if it is due and no other process holds it. */
  private async dispatchHead(memberId: number): Promise<HeadOutcome> {
    if (!this.active) return 'none';
    const now = this.clock.now();
    const trx = await this.db.startTransaction().execute();
    let settled = false;
    const sends: Array<() => Promise<void>> = [];
    let failures = 0;
    let retrying = false;
    let eventId = 0;
    try {
      const head = await trx
        .selectFrom('event_outbox')
        .selectAll()
        .where('id', '=', (eb) =>
          eb
            .selectFrom('event_outbox')
            .select((e) => e.fn.min('id').as('head'))
            .where('member_id', '=', memberId)
            .where('dispatched_at', 'is', null),
        )
        // Re-checked on the row itself: another process may have settled it since the subquery looked.
        .where('dispatched_at', 'is', null)
        .$if(this.dialect === 'postgres', (query) => query.forUpdate().skipLocked())
        .executeTakeFirst();
      // Nothing pending, held by another process, backing off, or of a type a newer release knows.
      if (!head || head.next_attempt_at > now || !isDomainEventType(head.type)) {
        await trx.rollback().execute();
        settled = true;
        return 'none';
      }
      eventId = Number(head.id);
      const event = { ...(JSON.parse(head.payload) as object), type: head.type, memberId: Number(head.member_id) } as DomainEvent;
      // Delivery records commit only with an attempt counted: an event never tried has none to read.
      const delivered = head.attempts === 0 ? new Set<string>() : new Set((await trx.selectFrom('event_deliveries').select('subscriber').where('event_id', '=', eventId).execute()).map((row) => row.subscriber));
      let lastError: unknown;
      for (const subscriber of this.subscribers.get(head.type) ?? []) {
        if (delivered.has(subscriber.name)) continue;
        const savepoint = await trx.savepoint('subscriber').execute();
        const own: Array<() => Promise<void>> = [];
        try {
          await savepoint.insertInto('event_deliveries').values({ event_id: eventId, subscriber: subscriber.name, delivered_at: now }).execute();
          await subscriber.handle(event, { db: savepoint, afterCommit: (send) => own.push(send), eventId, recordedAt: Number(head.recorded_at) });
          await savepoint.releaseSavepoint('subscriber').execute();
          sends.push(...own);
        } catch (error) {
          await savepoint.rollbackToSavepoint('subscriber').execute();
          await savepoint.releaseSavepoint('subscriber').execute();
          failures += 1;
          lastError = error;
          this.onError(error, { eventId, subscriber: subscriber.name });
        }
      }
      const attempts = head.attempts + 1;
      // Given up after the last attempt (the error stays in the row), so the member's queue moves on.
      const done = failures === 0 || attempts >= EVENT_MAX_ATTEMPTS;
      retrying = !done;
      await trx
        .updateTable('event_outbox')
        .set({
          attempts,
          dispatched_at: done ? now : null,
          next_attempt_at: done ? head.next_attempt_at : now + eventRetryDelayMs(attempts),
          last_error: failures === 0 ? null : errorText(lastError),
        })
        .where('id', '=', eventId)
        .execute();
      await trx.commit().execute();
      settled = true;
    } finally {
      if (!settled) await trx.rollback().execute().catch(() => undefined);
    }
    for (const send of sends) await send().catch((error: unknown) => this.onError(error, { eventId }));
    return retrying ? 'retrying' : 'settled';
  }
}

function errorText(error: unknown): string {
  return String(error instanceof Error ? error.message : error).slice(0, 1000);
}

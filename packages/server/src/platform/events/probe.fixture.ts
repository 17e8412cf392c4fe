import type { Generated, Kysely } from 'kysely';
import type { Dialect } from '../db/database.ts';
import type { DatabaseSchema } from '../db/schema.ts';
import type { EventOutbox } from './outbox.ts';

/**
 * A subscriber and a periodic job whose effects are counted in tables of their own, for the
 * outbox and lease tests (in-process and child-process servers alike). The tables are the test's,
 * not the product's: created here, never by a migration.
 */
export type ProbeTables = {
  /** One row each time the probe subscriber handled a `message.sent`. */
  event_probe: { id: Generated<number>; event_id: number; member_id: number; message_id: number; handler: string };
  /** One row each time the probe job ran a tick. */
  tick_probe: { id: Generated<number>; handler: string; at: number };
};

export function probeDb(db: Kysely<DatabaseSchema>): Kysely<DatabaseSchema & ProbeTables> {
  return db.withTables<ProbeTables>();
}

export async function createProbeTables(db: Kysely<DatabaseSchema>, dialect: Dialect): Promise<void> {
  const id = dialect === 'postgres' ? 'bigserial' : 'integer';
  const schema = probeDb(db).schema;
  await schema
    .createTable('event_probe')
    .ifNotExists()
    .addColumn('id', id, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('event_id', 'bigint', (c) => c.notNull())
    .addColumn('member_id', 'bigint', (c) => c.notNull())
    .addColumn('message_id', 'bigint', (c) => c.notNull())
    .addColumn('handler', 'text', (c) => c.notNull())
    .execute();
  await schema
    .createTable('tick_probe')
    .ifNotExists()
    .addColumn('id', id, (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('handler', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
}

/**
 * Subscribes the probe to `message.sent`: its row is written in the dispatch transaction, so it
 * exists exactly once per event however often the event is dispatched. `handler` names the
 * process (or outbox) that handled it.
 */
export function subscribeProbe(events: EventOutbox, handler: string, options: { delayMs?: number } = {}): void {
  events.subscribe({
    name: 'probe.message-sent',
    type: 'message.sent',
    async handle(event, context) {
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      await context.db
        .withTables<ProbeTables>()
        .insertInto('event_probe')
        .values({ event_id: context.eventId, member_id: event.memberId, message_id: event.messageId, handler })
        .execute();
    },
  });
}

/** Records `message.sent` events through `events`, one committed transaction each, in this order. */
export async function recordMessages(events: EventOutbox, messages: ReadonlyArray<{ memberId: number; messageId: number }>): Promise<void> {
  for (const { memberId, messageId } of messages) {
    await events.transaction((trx) => events.record(trx, { type: 'message.sent', memberId, senderId: 1, messageId }));
  }
}

export async function probeRows(db: Kysely<DatabaseSchema>) {
  return probeDb(db).selectFrom('event_probe').selectAll().orderBy('id').execute();
}

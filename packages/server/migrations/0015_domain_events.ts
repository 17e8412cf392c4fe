import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import type { Dialect } from '../src/platform/db/database.ts';

/**
 * Domain events after commit (platform/events): `event_outbox` holds each event, written in the
 * transaction that causes it, so a rollback takes it back and a crash after the commit only
 * delays it; `event_deliveries` records which subscriber has taken which event, in the same
 * transaction as the subscriber's own writes. `job_leases` lets one process of several run each
 * tick of a periodic job.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const id = dialect === 'postgres' ? 'bigserial' : 'integer';
  const pk = (col: ColumnDefinitionBuilder) => (dialect === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement());

  await db.schema
    .createTable('event_outbox')
    .addColumn('id', id, pk)
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('member_id', 'bigint', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('recorded_at', 'bigint', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('dispatched_at', 'bigint')
    .execute();
  // Pending events only, so a week of settled ones costs the dispatcher nothing: by member in
  // order (each member's head), and in order overall (the poll).
  await db.schema
    .createIndex('event_outbox_pending')
    .on('event_outbox')
    .columns(['member_id', 'id'])
    .where(sql.ref('dispatched_at'), 'is', null)
    .execute();
  await db.schema.createIndex('event_outbox_due').on('event_outbox').column('id').where(sql.ref('dispatched_at'), 'is', null).execute();
  await db.schema.createIndex('event_outbox_dispatched').on('event_outbox').column('dispatched_at').execute();

  await db.schema
    .createTable('event_deliveries')
    .addColumn('event_id', 'bigint', (c) => c.notNull().references('event_outbox.id').onDelete('cascade'))
    .addColumn('subscriber', 'text', (c) => c.notNull())
    .addColumn('delivered_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('event_deliveries_pk', ['event_id', 'subscriber'])
    .execute();

  await db.schema
    .createTable('job_leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('owner', 'text', (c) => c.notNull())
    .addColumn('until', 'bigint', (c) => c.notNull())
    .execute();
}

import type { Insertable, Kysely } from 'kysely';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import type { EventsTable } from '../../platform/db/tables/events.ts';

export type NewEvent = Insertable<EventsTable>;

/** SQL over the events table. */
export const eventsRepo = {
  async insertMany(db: Kysely<DatabaseSchema>, rows: readonly NewEvent[]): Promise<void> {
    if (rows.length === 0) return;
    await db.insertInto('events').values([...rows]).execute();
  },
};

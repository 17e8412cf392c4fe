import type { Insertable, Kysely } from 'kysely';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import type { SystemLogTable } from '../../platform/db/tables/system-log.ts';

/** SQL over the system_log table. */
export const systemLogRepo = {
  async insert(db: Kysely<DatabaseSchema>, entry: Insertable<SystemLogTable>): Promise<void> {
    await db.insertInto('system_log').values(entry).execute();
  },
};

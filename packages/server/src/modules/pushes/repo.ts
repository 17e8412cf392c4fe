import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import type { PushesTable } from '../../platform/db/tables/pushes.ts';

type Db = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

/** SQL over the pushes table. */
export const pushesRepo = {
  async insert(db: Db, push: Insertable<PushesTable>): Promise<void> {
    await db.insertInto('pushes').values(push).execute();
  },
};

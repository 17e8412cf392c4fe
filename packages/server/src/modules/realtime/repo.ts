import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import type { MemberCountersTable } from '../../platform/db/tables/member-counters.ts';

/** SQL over the member_counters table. */
export const countersRepo = {
  find(db: Kysely<DatabaseSchema>, accountId: number): Promise<Selectable<MemberCountersTable> | undefined> {
    return db.selectFrom('member_counters').selectAll().where('account_id', '=', accountId).executeTakeFirst();
  },
};

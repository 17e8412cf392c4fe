import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import { archiveJson, archiveTime, type MemberDataHooks } from '../../platform/member-data.ts';

/** The tracking events recorded for the member (no foreign key: events outlive nothing else). */
export function trackingMemberData(deps: { db: Kysely<DatabaseSchema> }): MemberDataHooks {
  return {
    owner: 'tracking',
    erases: { events: ['account_id'] },
    dependsOn: ['accounts'],
    async erase(trx, accountId) {
      await trx.deleteFrom('events').where('account_id', '=', accountId).execute();
    },
    async export({ accountId }) {
      const events = await deps.db.selectFrom('events').select(['kind', 'payload', 'created_at']).where('account_id', '=', accountId).orderBy('id').execute();
      return { sections: { events: events.map((event) => ({ kind: event.kind, at: archiveTime(event.created_at), payload: archiveJson(event.payload) })) } };
    },
  };
}

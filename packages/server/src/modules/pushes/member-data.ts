import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import { archiveJson, archiveTime, type MemberDataHooks } from '../../platform/member-data.ts';

/**
 * The pushes sent to the member. Pushes the member caused for others stay theirs, with the
 * sender forgotten (as the foreign key's `set null` would).
 */
export function pushesMemberData(deps: { db: Kysely<DatabaseSchema> }): MemberDataHooks {
  return {
    owner: 'pushes',
    erases: { pushes: ['account_id', 'sender_account_id'] },
    dependsOn: ['accounts'],
    async erase(trx, accountId) {
      await trx.deleteFrom('pushes').where('account_id', '=', accountId).execute();
      await trx.updateTable('pushes').set({ sender_account_id: null }).where('sender_account_id', '=', accountId).execute();
    },
    async export({ accountId }) {
      const pushes = await deps.db.selectFrom('pushes').select(['type', 'record', 'created_at']).where('account_id', '=', accountId).orderBy('id').execute();
      return { sections: { pushes: pushes.map((push) => ({ type: push.type, sent_at: archiveTime(push.created_at), record: archiveJson(push.record) })) } };
    },
  };
}

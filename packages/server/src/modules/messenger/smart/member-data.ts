import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../platform/db/schema.ts';
import { archiveTime, type MemberDataHooks } from '../../../platform/member-data.ts';

/** The member's smart messages switch: a setting of theirs, exported and erased (the messages themselves are the messenger's part). */
export function smartMessagesMemberData(deps: { db: Kysely<DatabaseSchema> }): MemberDataHooks {
  return {
    owner: 'messenger.smart',
    erases: { smart_messages: ['account_id'] },
    dependsOn: ['accounts'],
    async erase(trx, accountId) {
      await trx.deleteFrom('smart_messages').where('account_id', '=', accountId).execute();
    },
    async export({ accountId }) {
      const row = await deps.db.selectFrom('smart_messages').select(['enabled', 'changed_at']).where('account_id', '=', accountId).executeTakeFirst();
      return { sections: { 'settings.smart_messages': row ? { enabled: row.enabled === 1, changed_at: archiveTime(row.changed_at) } : null } };
    },
  };
}

import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import { archiveJson, archiveTime, type MemberDataHooks } from '../../platform/member-data.ts';

/**
 * The pushes sent to the member. Pushes the member caused for others stay theirs, with the
 * sender forgotten (as the foreign key's `set null` would), except those that name the member
 * (a match, a like told to a premium member: the text holds the name): they go.
 */
export function pushesMemberData(deps: { db: Kysely<DatabaseSchema> }): MemberDataHooks {
  return {
    owner: 'pushes',
    erases: { pushes: ['account_id', 'sender_account_id'] },
    dependsOn: ['accounts'],
    async erase(trx, accountId) {
      await trx.deleteFrom('pushes').where('account_id', '=', accountId).execute();
      const caused = await trx.selectFrom('pushes').select(['id', 'record']).where('sender_account_id', '=', accountId).execute();
      const naming = caused.filter((push) => namesSender(push.record)).map((push) => push.id);
      if (naming.length > 0) await trx.deleteFrom('pushes').where('id', 'in', naming).execute();
      await trx.updateTable('pushes').set({ sender_account_id: null }).where('sender_account_id', '=', accountId).execute();
    },
    async export({ accountId }) {
      const pushes = await deps.db.selectFrom('pushes').select(['type', 'record', 'created_at']).where('account_id', '=', accountId).orderBy('id').execute();
      return { sections: { pushes: pushes.map((push) => ({ type: push.type, sent_at: archiveTime(push.created_at), record: archiveJson(push.record) })) } };
    },
  };
}

/** Whether the stored push record shows its sender (hid and name). */
function namesSender(record: string): boolean {
  try {
    return (JSON.parse(record) as { senderHid?: unknown }).senderHid != null;
  } catch {
    return false;
  }
}

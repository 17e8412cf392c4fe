import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import { archiveTime, type MemberDataHooks } from '../../platform/member-data.ts';
import { DIGESTS, type DigestType } from './digests.ts';

/**
 * The member's notification mails: what waits to be mailed and when each type was last mailed
 * (the digests name nobody), and per dialog the new-message mail, named by the other member's hid.
 * A dialog's row goes with either member.
 */
export function notificationMailsMemberData(deps: { db: Kysely<DatabaseSchema> }): MemberDataHooks {
  return {
    owner: 'notification-mails',
    erases: { notification_digests: ['account_id'], message_mails: ['account_id', 'sender_account_id'] },
    dependsOn: ['accounts'],
    async erase(trx, accountId) {
      await trx.deleteFrom('notification_digests').where('account_id', '=', accountId).execute();
      await trx.deleteFrom('message_mails').where((eb) => eb.or([eb('account_id', '=', accountId), eb('sender_account_id', '=', accountId)])).execute();
    },
    async export({ accountId }) {
      const rows = await deps.db.selectFrom('notification_digests').selectAll().where('account_id', '=', accountId).orderBy('type').execute();
      const dialogs = await deps.db
        .selectFrom('message_mails as m')
        .innerJoin('accounts as sender', 'sender.id', 'm.sender_account_id')
        .select(['sender.hid', 'm.first_pending_at', 'm.mailed_at'])
        .where('m.account_id', '=', accountId)
        .orderBy('m.sender_account_id')
        .execute();
      return {
        sections: {
          notification_mails: [
            ...rows.map((row) => ({
              type: DIGESTS[row.type as DigestType]?.kind ?? String(row.type),
              pending: row.pending,
              pending_since: archiveTime(row.first_pending_at),
              last_mailed_at: archiveTime(row.mailed_at),
            })),
            ...dialogs.map((row) => ({
              type: 'messages',
              from: row.hid,
              pending_since: archiveTime(row.first_pending_at),
              last_mailed_at: archiveTime(row.mailed_at),
            })),
          ],
        },
      };
    },
  };
}

import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import { archiveTime, type MemberDataHooks } from '../../platform/member-data.ts';
import { DIGESTS, type DigestType } from './digests.ts';

/** The member's digests: what waits to be mailed and when each type was last mailed. They name nobody. */
export function notificationMailsMemberData(deps: { db: Kysely<DatabaseSchema> }): MemberDataHooks {
  return {
    owner: 'notification-mails',
    erases: { notification_digests: ['account_id'] },
    dependsOn: ['accounts'],
    async erase(trx, accountId) {
      await trx.deleteFrom('notification_digests').where('account_id', '=', accountId).execute();
    },
    async export({ accountId }) {
      const rows = await deps.db.selectFrom('notification_digests').selectAll().where('account_id', '=', accountId).orderBy('type').execute();
      return {
        sections: {
          notification_mails: rows.map((row) => ({
            type: DIGESTS[row.type as DigestType]?.kind ?? String(row.type),
            pending: row.pending,
            pending_since: archiveTime(row.first_pending_at),
            last_mailed_at: archiveTime(row.mailed_at),
          })),
        },
      };
    },
  };
}

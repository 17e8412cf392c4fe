import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import { archiveTime, type MemberDataHooks } from '../../platform/member-data.ts';

/**
 * The member's web push subscriptions, erased with the account. The export names each device and
 * the push service it reaches, never the endpoint itself or its keys: with those, anyone could
 * push to the member's browser.
 */
export function webPushMemberData(deps: { db: Kysely<DatabaseSchema> }): MemberDataHooks {
  return {
    owner: 'webpush',
    erases: { webpush_subscriptions: ['account_id'] },
    dependsOn: ['accounts'],
    async erase(trx, accountId) {
      await trx.deleteFrom('webpush_subscriptions').where('account_id', '=', accountId).execute();
    },
    async export({ accountId }) {
      const rows = await deps.db.selectFrom('webpush_subscriptions').select(['device_id', 'endpoint', 'created_at', 'updated_at']).where('account_id', '=', accountId).orderBy('created_at').execute();
      return {
        sections: {
          web_push: rows.map((row) => ({ device: row.device_id, push_service: new URL(row.endpoint).host, subscribed_at: archiveTime(row.created_at), updated_at: archiveTime(row.updated_at) })),
        },
      };
    },
  };
}

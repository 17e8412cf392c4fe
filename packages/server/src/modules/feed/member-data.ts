import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import { archiveTime, type MemberDataHooks } from '../../platform/member-data.ts';

/**
 * The member's feed, each other member named by hid; erased with the account on both sides:
 * the member's own feed, and every item about them in anybody else's.
 */
export function feedMemberData(deps: { db: Kysely<DatabaseSchema> }): MemberDataHooks {
  return {
    owner: 'feed',
    erases: { feed_items: ['account_id', 'other_account_id'] },
    dependsOn: ['accounts'],
    async erase(trx, accountId) {
      await trx.deleteFrom('feed_items').where((eb) => eb.or([eb('account_id', '=', accountId), eb('other_account_id', '=', accountId)])).execute();
    },
    async export({ accountId }) {
      const items = await deps.db
        .selectFrom('feed_items as f')
        .leftJoin('accounts as a', 'a.id', 'f.other_account_id')
        .select(['f.kind', 'a.hid', 'f.is_read', 'f.created_at', 'f.updated_at'])
        .where('f.account_id', '=', accountId)
        .orderBy('f.id')
        .execute();
      return {
        sections: {
          feed: items.map((item) => ({
            type: item.kind,
            member: item.hid,
            read: Number(item.is_read) === 1,
            at: archiveTime(item.created_at),
            updated_at: archiveTime(item.updated_at),
          })),
        },
      };
    },
  };
}

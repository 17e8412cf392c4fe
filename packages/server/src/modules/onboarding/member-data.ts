import type { Kysely } from 'kysely';
import { ONBOARDING_ITEMS } from '@amora/contracts';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import { archiveTime, type MemberDataHooks } from '../../platform/member-data.ts';

/** The onboarding tips the member has seen: every item in the contract's order, with when first and how often. */
export function onboardingMemberData(deps: { db: Kysely<DatabaseSchema> }): MemberDataHooks {
  return {
    owner: 'onboarding',
    erases: { onboarding_items: ['account_id'] },
    dependsOn: ['accounts'],
    async erase(trx, accountId) {
      await trx.deleteFrom('onboarding_items').where('account_id', '=', accountId).execute();
    },
    async export({ accountId }) {
      const rows = await deps.db.selectFrom('onboarding_items').select(['item', 'done_at', 'shown_count']).where('account_id', '=', accountId).execute();
      return {
        sections: {
          'settings.onboarding': ONBOARDING_ITEMS.map((name) => {
            const row = rows.find((candidate) => candidate.item === name);
            return { name, done_at: archiveTime(row?.done_at), shown_count: row?.shown_count ?? 0 };
          }),
        },
      };
    },
  };
}

import type { MemberDataHooks } from '../../platform/member-data.ts';

/** The member's live counters, derived from other rows; not exported. */
export function realtimeMemberData(): MemberDataHooks {
  return {
    owner: 'realtime',
    erases: { member_counters: ['account_id'] },
    dependsOn: ['accounts'],
    async erase(trx, accountId) {
      await trx.deleteFrom('member_counters').where('account_id', '=', accountId).execute();
    },
  };
}

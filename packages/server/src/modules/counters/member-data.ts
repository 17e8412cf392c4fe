import type { MemberDataHooks } from '../../platform/member-data.ts';

/** When the member last read each list: derived bookkeeping, not exported. */
export function countersMemberData(): MemberDataHooks {
  return {
    owner: 'counters',
    erases: { counter_state: ['account_id'] },
    dependsOn: ['accounts'],
    async erase(trx, accountId) {
      await trx.deleteFrom('counter_state').where('account_id', '=', accountId).execute();
    },
  };
}

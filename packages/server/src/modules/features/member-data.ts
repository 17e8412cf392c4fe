import type { MemberDataHooks } from '../../platform/member-data.ts';

/** The member's split-test groups: how the service was shown to them, not their data; not exported. */
export function featuresMemberData(): MemberDataHooks {
  return {
    owner: 'features',
    erases: { split_bindings: ['account_id'] },
    dependsOn: ['accounts'],
    async erase(trx, accountId) {
      await trx.deleteFrom('split_bindings').where('account_id', '=', accountId).execute();
    },
  };
}

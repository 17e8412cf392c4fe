import type { MemberDataHooks } from '../../platform/member-data.ts';

/** The member's `ak` login keys (hashed, short-lived credentials); not exported. */
export function authMemberData(): MemberDataHooks {
  return {
    owner: 'auth',
    erases: { login_keys: ['account_id'] },
    dependsOn: ['accounts'],
    async erase(trx, accountId) {
      await trx.deleteFrom('login_keys').where('account_id', '=', accountId).execute();
    },
  };
}

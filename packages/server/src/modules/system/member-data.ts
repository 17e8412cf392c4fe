import type { MemberDataHooks } from '../../platform/member-data.ts';

/** What the member's clients posted to /system/log (no foreign key); diagnostics, not exported. */
export function systemMemberData(): MemberDataHooks {
  return {
    owner: 'system',
    erases: { system_log: ['account_id'] },
    dependsOn: ['accounts'],
    async erase(trx, accountId) {
      await trx.deleteFrom('system_log').where('account_id', '=', accountId).execute();
    },
  };
}

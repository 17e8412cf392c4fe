import { archiveTime, type MemberDataHooks } from '../../platform/member-data.ts';
import type { CoinsService } from './service.ts';

/** The member's coins: the balance and every change with its reason, erased with the account. */
export function coinsMemberData(coins: CoinsService): MemberDataHooks {
  return {
    owner: 'coins',
    erases: { coin_ledger: ['account_id'] },
    dependsOn: ['accounts'],
    async erase(trx, accountId) {
      await trx.deleteFrom('coin_ledger').where('account_id', '=', accountId).execute();
    },
    async export({ accountId }) {
      const history = await coins.history(accountId);
      return {
        sections: {
          coins: {
            balance: history.at(-1)?.balance ?? 0,
            changes: history.map((entry) => ({ delta: entry.delta, balance: entry.balance, reason: entry.reason, at: archiveTime(entry.createdAt) })),
          },
        },
      };
    },
  };
}

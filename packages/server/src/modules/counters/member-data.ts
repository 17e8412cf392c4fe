import type { MemberDataHooks } from '../../platform/member-data.ts';
import { relatedMembersOf } from '../relations/index.ts';
import type { CountersService } from './service.ts';

/**
 * When the member last read each list: derived bookkeeping, not exported. An erase also takes the
 * member's likes, matches and visits off the other side: those members are found before
 * relations deletes the rows (this owner depends on relations, so it erases first) and recounted
 * once the erase has committed, each told by a frame when a count changed.
 */
export function countersMemberData(deps: { counters: CountersService }): MemberDataHooks {
  return {
    owner: 'counters',
    erases: { counter_state: ['account_id'] },
    dependsOn: ['accounts', 'relations'],
    async erase(trx, accountId) {
      const related = await relatedMembersOf(trx, accountId);
      await trx.deleteFrom('counter_state').where('account_id', '=', accountId).execute();
      return { afterCommit: () => deps.counters.recountNow(related) };
    },
  };
}

import type { FastifyInstance } from 'fastify';
import { pairOf } from './repo.ts';

/**
 * A block ends what the pair had going (issue 17 point 5): the likes between them, given either
 * way and not yet answered or answered into a match, their match and their visits (issue 17
 * point 2: the counters and the visitors list hold nothing of a blocked pair). Unblocking later restores
 * the visibility and nothing else: no like reappears in anyone's likes-you list and no match
 * comes back; they may like each other afresh. Passes stay (a pass is the member's own choice).
 * Runs in the dispatch transaction of `member.blocked`, so it happens once per block.
 */
export function registerOnBlock(app: FastifyInstance): void {
  app.platform.events.subscribe({
    name: 'relations.member.blocked',
    type: 'member.blocked',
    handle: async (event, { db }) => {
      const [a, b] = [event.memberId, event.blockedId];
      await db
        .deleteFrom('marks')
        .where('kind', '=', 'like')
        .where((eb) => eb.or([eb.and([eb('account_id', '=', a), eb('target_account_id', '=', b)]), eb.and([eb('account_id', '=', b), eb('target_account_id', '=', a)])]))
        .execute();
      // Visits between them go too, so no count or list of theirs still holds the other (issue 17 point 2).
      await db
        .deleteFrom('visits')
        .where((eb) => eb.or([eb.and([eb('account_id', '=', a), eb('target_account_id', '=', b)]), eb.and([eb('account_id', '=', b), eb('target_account_id', '=', a)])]))
        .execute();
      const { low, high } = pairOf(a, b);
      await db.deleteFrom('matches').where('low_account_id', '=', low).where('high_account_id', '=', high).execute();
    },
  });
}

import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import { archiveTime, type MemberDataHooks } from '../../platform/member-data.ts';

/**
 * What the member did to others (likes and passes, favourites, visits) and their matches, each
 * other member named by hid; erased with the account on both sides of every pair, so nothing is
 * left of them in anybody's lists either.
 */
export function relationsMemberData(deps: { db: Kysely<DatabaseSchema> }): MemberDataHooks {
  return {
    owner: 'relations',
    erases: {
      marks: ['account_id', 'target_account_id'],
      matches: ['low_account_id', 'high_account_id'],
      favourites: ['account_id', 'target_account_id'],
      visits: ['account_id', 'target_account_id'],
    },
    dependsOn: ['accounts'],
    async erase(trx, accountId) {
      await trx.deleteFrom('marks').where((eb) => eb.or([eb('account_id', '=', accountId), eb('target_account_id', '=', accountId)])).execute();
      await trx.deleteFrom('favourites').where((eb) => eb.or([eb('account_id', '=', accountId), eb('target_account_id', '=', accountId)])).execute();
      await trx.deleteFrom('visits').where((eb) => eb.or([eb('account_id', '=', accountId), eb('target_account_id', '=', accountId)])).execute();
      await trx.deleteFrom('matches').where((eb) => eb.or([eb('low_account_id', '=', accountId), eb('high_account_id', '=', accountId)])).execute();
    },
    async export({ accountId }) {
      const { db } = deps;
      const [marks, matches, favourites, visits] = await Promise.all([
        db
          .selectFrom('marks as m')
          .innerJoin('accounts as a', 'a.id', 'm.target_account_id')
          .select(['a.hid', 'm.kind', 'm.source', 'm.created_at'])
          .where('m.account_id', '=', accountId)
          .orderBy('m.id')
          .execute(),
        db
          .selectFrom('matches as x')
          .innerJoin('accounts as a', (join) => join.on((eb) => eb.or([eb('a.id', '=', eb.ref('x.low_account_id')), eb('a.id', '=', eb.ref('x.high_account_id'))])))
          .select(['a.hid', 'x.created_at'])
          .where((eb) => eb.or([eb('x.low_account_id', '=', accountId), eb('x.high_account_id', '=', accountId)]))
          .where('a.id', '!=', accountId)
          .orderBy('x.id')
          .execute(),
        db.selectFrom('favourites as f').innerJoin('accounts as a', 'a.id', 'f.target_account_id').select(['a.hid', 'f.created_at']).where('f.account_id', '=', accountId).orderBy('f.created_at').execute(),
        db.selectFrom('visits as v').innerJoin('accounts as a', 'a.id', 'v.target_account_id').select(['a.hid', 'v.visited_at']).where('v.account_id', '=', accountId).orderBy('v.visited_at').execute(),
      ]);
      return {
        sections: {
          relations: {
            likes: marks.filter((mark) => mark.kind === 'like').map((mark) => ({ member: mark.hid, source: mark.source, at: archiveTime(mark.created_at) })),
            passes: marks.filter((mark) => mark.kind === 'pass').map((mark) => ({ member: mark.hid, at: archiveTime(mark.created_at) })),
            matches: matches.map((match) => ({ member: match.hid, at: archiveTime(match.created_at) })),
            favourites: favourites.map((favourite) => ({ member: favourite.hid, at: archiveTime(favourite.created_at) })),
            visits: visits.map((visit) => ({ member: visit.hid, at: archiveTime(visit.visited_at) })),
          },
        },
      };
    },
  };
}

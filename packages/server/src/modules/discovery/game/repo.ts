import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DatabaseSchema } from '../../../platform/db/schema.ts';
import type { ProfileRow } from '../../accounts/index.ts';
import { PROFILE_ALBUM_ROW } from '../../photos/index.ts';
import { ageOn, birthdaysOfAges } from '../../users/index.ts';
import type { Point } from '../location/cell.ts';
import { haversineH, LOCATION_IN_USE, withinRadius } from '../location/distance-sql.ts';

export interface PoolQuery {
  viewerId: number;
  /** Whom the viewer searches for: gender, and the birthdays of their age range (born after, on or before). */
  gender: 'male' | 'female';
  birthdays: { after: string; through: string };
  /** Who the viewer is, for the candidates' own settings: gender and age today. */
  viewerGender: 'male' | 'female';
  viewerAge: number;
  /** The viewer's cell centre and how far the deck reaches; a null radius is anywhere (members without a location too). */
  centre: Point | null;
  radiusKm: number | null;
  /** Hids left out: the cards dealt last, and members passed over in this request. */
  exclude: readonly string[];
  limit: number;
}

/** A candidate of the pool, and whether they liked the viewer (they lead the pool and the deck). */
export interface PoolEntry {
  accountId: number;
  hid: string;
  likedViewer: boolean;
}

/** The settings of the viewer's profile a pool reads. */
export type PoolProfile = Pick<ProfileRow, 'gender' | 'birthday' | 'search_gender' | 'search_age_from' | 'search_age_to'>;

/**
 * Who the viewer searches for and who they are, both ways, on the day `now`: the part of a pool
 * query that comes from the viewer's profile, the same for every reader of the pool.
 */
export function searchOf(viewerId: number, profile: PoolProfile, now: number): Pick<PoolQuery, 'viewerId' | 'gender' | 'birthdays' | 'viewerGender' | 'viewerAge'> {
  return {
    viewerId,
    gender: profile.search_gender,
    birthdays: birthdaysOfAges(profile.search_age_from, profile.search_age_to, now),
    viewerGender: profile.gender,
    viewerAge: ageOn(profile.birthday, now),
  };
}

type Tables = DatabaseSchema & { near: { account_id: number; h: number } };

/**
 * The capped pool one deck step is ranked from (STYLE.md "Candidate pools in SQL": filter with
 * indexes, cap, rank the capped set). Every rule of a candidate is here, both ways:
 * - active, with an approved avatar, never the viewer, never marked by the viewer (liked or
 *   passed: each a lookup of the pair's unique key, never a list of all marks);
 * - of the gender and age range the viewer searches for, and searching for the viewer's gender
 *   and age in turn;
 * - within the radius, between cell centres: a bounding box on the indexed centre columns, then
 *   the great-circle distance (as nearby measures it); a member sharing the browser's position
 *   counts by that row only.
 * Likers of the viewer first, then the nearest (anywhere: the most recently active), so the cap
 * keeps those the ranking would put first. Blocks are the member-view pipeline's rule.
 */
export async function candidatePool(db: Kysely<DatabaseSchema>, query: PoolQuery): Promise<PoolEntry[]> {
  const liked = sql<number>`case when exists (select 1 from marks k where k.account_id = a.id and k.target_account_id = ${query.viewerId} and k.kind = 'like') then 1 else 0 end`;
  if (query.centre && query.radiusKm !== null) {
    const { centre, radiusKm } = query;
    const h = haversineH(centre);
    const near = (db as unknown as Kysely<Tables>).with(
      (cte) => cte('near').materialized(),
      (qb) =>
        qb
          .selectFrom('member_locations as l')
          .select(['l.account_id', h.as('h')])
          .where(withinRadius(centre, radiusKm))
          .where(LOCATION_IN_USE)
          .where('l.account_id', '!=', query.viewerId),
    );
    const rows = await near
      .selectFrom('near as n')
      // CROSS JOIN keeps the cells as SQLite's outer loop (its documented join-order hint); PostgreSQL plans it as any join.
      .crossJoin('accounts as a')
      .crossJoin('profiles as p')
      .whereRef('a.id', '=', 'n.account_id')
      .whereRef('p.account_id', '=', 'n.account_id')
      .where(candidateRules(query))
      .select(['a.id as account_id', 'a.hid', liked.as('liked')])
      .orderBy('liked', 'desc')
      .orderBy('n.h')
      .orderBy('a.hid')
      .limit(query.limit)
      .execute();
    return rows.map((row) => ({ accountId: Number(row.account_id), hid: row.hid, likedViewer: Number(row.liked) === 1 }));
  }
  const rows = await db
    .selectFrom('accounts as a')
    .innerJoin('profiles as p', 'p.account_id', 'a.id')
    .where('a.id', '!=', query.viewerId)
    .where(candidateRules(query))
    .select(['a.id as account_id', 'a.hid', liked.as('liked')])
    .orderBy('liked', 'desc')
    .orderBy(sql`coalesce(a.last_online_at, 0)`, 'desc')
    .orderBy('a.hid')
    .limit(query.limit)
    .execute();
  return rows.map((row) => ({ accountId: Number(row.account_id), hid: row.hid, likedViewer: Number(row.liked) === 1 }));
}

/**
 * The rules every candidate meets, whatever the step (see candidatePool), as one condition on `a`
 * (accounts) and `p` (profiles); the suitable list (suitable/service.ts) asks the same of its members.
 */
export function candidateRules(query: Pick<PoolQuery, 'viewerId' | 'gender' | 'birthdays' | 'viewerGender' | 'viewerAge' | 'exclude'>): RawBuilder<boolean> {
  const rules = [
    sql`a.ok = 1`,
    sql`p.gender = ${query.gender}`,
    sql`p.birthday > ${query.birthdays.after}`,
    sql`p.birthday <= ${query.birthdays.through}`,
    sql`p.search_gender = ${query.viewerGender}`,
    sql`p.search_age_from <= ${query.viewerAge}`,
    sql`p.search_age_to >= ${query.viewerAge}`,
    sql`exists (select 1 from photos ph where ph.account_id = a.id and ph.album_id = ${PROFILE_ALBUM_ROW} and ph.moderation = 'approved' and ph.is_avatar = 1)`,
    sql`not exists (select 1 from marks m where m.account_id = ${query.viewerId} and m.target_account_id = a.id)`,
  ];
  if (query.exclude.length > 0) rules.push(sql`a.hid not in (${sql.join([...query.exclude])})`);
  return sql<boolean>`${sql.join(rules, sql` and `)}`;
}

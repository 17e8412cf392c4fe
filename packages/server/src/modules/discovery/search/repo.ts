import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DatabaseSchema } from '../../../platform/db/schema.ts';
import { EARTH_RADIUS_KM } from '../../member-views/index.ts';
import type { Point } from '../location/cell.ts';
import { haversineH, hWithin, LOCATION_IN_USE, withinRadius } from '../location/distance-sql.ts';
import type { SearchCursor } from './page-token.ts';

/** What a member must be to be found: the filter of spec 1 §3 as columns, every list already bounded. */
export interface SearchCriteria {
  gender: 'male' | 'female';
  /** The age range as the stored birthdays compare: born after `after`, on or before `through`. */
  birthdays: { after: string; through: string };
  /** Seen online after this instant (onlineStatus 1: online now), epoch ms. */
  onlineAfter: number | null;
  /** Registered after this instant (onlineStatus 3: new members), epoch ms. */
  registeredAfter: number | null;
  verifiedOnly: boolean;
  height: { from: number; to: number } | null;
  /** Value ids, any of which matches; empty: any value or none. */
  maritalStatus: readonly number[];
  alcohol: readonly number[];
  smoking: readonly number[];
  userMood: readonly number[];
  /** Stored as JSON lists: any id in common matches. */
  goal: readonly number[];
  interests: readonly number[];
}

export interface RingQuery {
  viewerId: number;
  /** Where distances are measured from: a cell centre. */
  centre: Point;
  criteria: SearchCriteria;
  /** Only members shown farther than this (the rings inside were searched before). */
  beyondKm: number;
  /** Only members shown this far at most. */
  withinKm: number;
  /** Where the previous page ended; null for the first. */
  after: SearchCursor | null;
  limit: number;
}

/** A member found: the distance (whole km, at least 1) and the hid that orders equals. */
export interface Found {
  accountId: number;
  hid: string;
  km: number;
}

/**
 * The value lists of `in (…)` are padded to one length (the last id repeated; no field has more
 * values): a filter then has one SQL text whatever the number of values chosen, so PostgreSQL's
 * prepared statements (platform/db/prepared-statements.ts, at most 1,000 texts) are not spent on
 * every combination.
 */
const IN_LIST_LENGTH = 20;
const padded = (ids: readonly number[]) => [...ids, ...Array<number>(Math.max(0, IN_LIST_LENGTH - ids.length)).fill(ids.at(-1)!)];

/** The criteria as conditions on the account `a` and profile `p` of a candidate. */
function conditionsOf(criteria: SearchCriteria): Array<RawBuilder<SqlBool>> {
  const conditions: Array<RawBuilder<SqlBool>> = [
    sql`a.ok = 1`,
    sql`p.gender = ${criteria.gender}`,
    sql`p.birthday > ${criteria.birthdays.after}`,
    sql`p.birthday <= ${criteria.birthdays.through}`,
  ];
  if (criteria.onlineAfter !== null) conditions.push(sql`a.last_online_at > ${criteria.onlineAfter}`);
  if (criteria.registeredAfter !== null) conditions.push(sql`a.registered_at > ${criteria.registeredAfter}`);
  if (criteria.verifiedOnly) conditions.push(sql`exists (select 1 from verifications v where v.account_id = a.id and v.status = 'approved')`);
  if (criteria.height) conditions.push(sql`p.height >= ${criteria.height.from}`, sql`p.height <= ${criteria.height.to}`);
  const lists = [
    ['marital_status', criteria.maritalStatus],
    ['alcohol', criteria.alcohol],
    ['smoking', criteria.smoking],
    ['user_mood', criteria.userMood],
  ] as const;
  for (const [column, ids] of lists) {
    if (ids.length > 0) conditions.push(sql`${sql.ref(`p.${column}`)} in (${sql.join(padded(ids))})`);
  }
  for (const [column, ids] of [['goal', criteria.goal], ['interests', criteria.interests]] as const) {
    if (ids.length === 0) continue;
    // '[1,12]' reads ',1,12,': each id is found between commas, on SQLite and PostgreSQL alike.
    const listed = sql`replace(replace(${sql.ref(`p.${column}`)}, '[', ','), ']', ',')`;
    conditions.push(sql`(${sql.join(ids.map((id) => sql`${listed} like ${`%,${id},%`}`), sql` or `)})`);
  }
  return conditions;
}

/**
 * One ring of a search: the members the criteria find shown farther than `beyondKm` and at most
 * `withinKm` from the centre, by the distance they would be shown at (whole km between cell
 * centres, rounded up, at least 1, as member-views' `distanceKm`), then by hid. It starts from
 * the cells, as nearby does: a materialized step on the indexed centre columns, narrowed by the
 * bounding box, the great-circle distance deciding (so the planner starts there and not from,
 * say, every member of one gender); the criteria then keep the candidates. Its cost follows the
 * members within `withinKm`, whatever `beyondKm`: the rings stay small (service.ts).
 */
export async function searchRing(db: Kysely<DatabaseSchema>, query: RingQuery): Promise<Found[]> {
  const { centre, after } = query;
  const h = haversineH(centre);
  const page = db
    .with(
      (cte) => cte('near').materialized(),
      (qb) =>
        qb
          .selectFrom('member_locations as l')
          .select(['l.account_id', h.as('h')])
          .where(withinRadius(centre, query.withinKm))
          .where(LOCATION_IN_USE)
          .where('l.account_id', '!=', query.viewerId),
    )
    .selectFrom((qb) => {
      let candidates = qb
        .selectFrom('near as n')
        // CROSS JOIN keeps the cells as SQLite's outer loop (its documented join-order hint); PostgreSQL plans it as any join.
        .crossJoin('accounts as a')
        .crossJoin('profiles as p')
        .whereRef('a.id', '=', 'n.account_id')
        .whereRef('p.account_id', '=', 'n.account_id')
        .select(['n.account_id', 'a.hid', 'n.h']);
      for (const condition of conditionsOf(query.criteria)) candidates = candidates.where(condition);
      return candidates.as('r');
    });
  // `h` above 1 only by rounding, at the antipode: held to 1 so asin never fails.
  const arcKm = sql<number>`ceil(${2 * EARTH_RADIUS_KM} * asin(sqrt(case when r.h < 1 then r.h else 1 end)))`;
  const shownKm = sql<number>`cast(case when ${arcKm} < 1 then 1 else ${arcKm} end as integer)`;
  let rows = page.select(['r.account_id', 'r.hid', shownKm.as('km')]).where(shownKm, '>', query.beyondKm);
  if (after) rows = rows.where((eb) => eb.or([eb(shownKm, '>', after.km), eb.and([eb(shownKm, '=', after.km), eb('r.hid', '>', after.hid)])]));
  const found = await rows.orderBy('km').orderBy('r.hid').limit(query.limit).execute();
  return found.map((row) => ({ accountId: Number(row.account_id), hid: row.hid, km: Number(row.km) }));
}

export interface RestQuery {
  viewerId: number;
  centre: Point;
  criteria: SearchCriteria;
  /** Only members shown farther than this: the rings searched everyone nearer. */
  beyondKm: number;
  /** The hid the previous page of the rest ended after; '' for its start. */
  afterHid: string;
  /** The accounts one page looks at, at most. */
  span: number;
  limit: number;
}

export interface RestPage {
  found: Array<{ accountId: number; hid: string }>;
  /** The last hid the span reached when it looked at `span` accounts (more follow it); null at the end. */
  spanEnd: string | null;
}

/**
 * The rest of the world, past the last ring: the members the criteria find farther than
 * `beyondKm`, in hid order (a fixed shuffle: far enough, the distance matters less than the
 * cost of sorting every member by it). One page looks at the next `span` accounts by hid at
 * most, through the hid index, so a filter that almost nobody passes costs one span and not
 * every member; such a page may come back short, and the next starts where the span ended. The
 * span's end is found in the database, so the hid order is the database's own on both dialects.
 */
export async function searchRest(db: Kysely<DatabaseSchema>, query: RestQuery): Promise<RestPage> {
  const end = await db
    .selectFrom('accounts')
    .select('hid')
    .where('hid', '>', query.afterHid)
    .orderBy('hid')
    .limit(1)
    .offset(query.span - 1)
    .executeTakeFirst();
  const spanEnd = end?.hid ?? null;
  const h = haversineH(query.centre);
  // CROSS JOIN keeps the accounts, walked by hid and given up at the limit, as SQLite's outer loop; PostgreSQL plans it as any join.
  let rows = db
    .selectFrom('accounts as a')
    .crossJoin('profiles as p')
    .crossJoin('member_locations as l')
    .whereRef('p.account_id', '=', 'a.id')
    .whereRef('l.account_id', '=', 'a.id')
    .where('a.hid', '>', query.afterHid)
    .where('a.id', '!=', query.viewerId)
    .where(LOCATION_IN_USE)
    .where(h, '>', hWithin(query.beyondKm))
    .select(['a.id', 'a.hid']);
  if (spanEnd !== null) rows = rows.where('a.hid', '<=', spanEnd);
  for (const condition of conditionsOf(query.criteria)) rows = rows.where(condition);
  const found = await rows.orderBy('a.hid').limit(query.limit).execute();
  return { found: found.map((row) => ({ accountId: Number(row.id), hid: row.hid })), spanEnd };
}

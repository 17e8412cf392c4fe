import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../platform/db/schema.ts';
import { EARTH_RADIUS_KM } from '../../member-views/index.ts';
import type { Point } from '../location/cell.ts';
import { candidateRules } from '../game/repo.ts';
import { haversineH, LOCATION_IN_USE, withinRadius } from '../location/distance-sql.ts';
import type { NearbyCursor } from './page-token.ts';

export interface NearestQuery {
  viewerId: number;
  /** The viewer's cell centre. */
  centre: Point;
  radiusKm: number;
  /** The viewer's search settings: the gender they look for, and the birthdays of their age range (born after, on or before). */
  gender: 'male' | 'female';
  birthdays: { after: string; through: string };
  /**
   * Who the viewer is, when the members must also search for them and be candidates of the
   * matches game (game/repo.ts candidateRules: an approved avatar, never marked by the viewer):
   * the suitable list. Without it, nearby's one way.
   */
  bothWays?: { viewerGender: 'male' | 'female'; viewerAge: number };
  /** Where the previous page ended; null for the first. */
  after: NearbyCursor | null;
  limit: number;
}

/** A member in range: the distance shown (whole km, at least 1) and the hid that orders equals. */
export interface Neighbor {
  accountId: number;
  hid: string;
  km: number;
}

/**
 * Members within the radius, by the distance members are shown (whole km, rounded up, at least
 * 1, as member-views' `distanceKm`), then by hid. First the cells alone (a materialized step, so
 * the planner starts from the indexed centre columns and not from, say, every member of one
 * gender): the bounding box narrows the rows, the great-circle distance between cell centres
 * decides (haversine, in SQL, so the page is cut in the database); a member sharing the browser's
 * position counts by that row only. Then the account and profile keep only active members the
 * viewer searches for, so a page is not emptied after it was cut; the member-view pipeline still
 * has the last word on who the viewer may see.
 */
export async function nearestMembers(db: Kysely<DatabaseSchema>, query: NearestQuery): Promise<Neighbor[]> {
  const { centre, after } = query;
  // h of the haversine formula between the viewer's centre and a row's: monotone in the distance.
  const h = haversineH(centre);
  // `h` above 1 only by rounding, at the antipode: held to 1 so asin never fails.
  const arcKm = sql<number>`ceil(${2 * EARTH_RADIUS_KM} * asin(sqrt(case when r.h < 1 then r.h else 1 end)))`;
  const shownKm = sql<number>`cast(case when ${arcKm} < 1 then 1 else ${arcKm} end as integer)`;

  let page = db
    .with(
      (cte) => cte('near').materialized(),
      (qb) =>
        qb
          .selectFrom('member_locations as l')
          .select(['l.account_id', h.as('h')])
          .where(withinRadius(centre, query.radiusKm))
          .where(LOCATION_IN_USE)
          .where('l.account_id', '!=', query.viewerId),
    )
    .selectFrom((qb) =>
      qb
        .selectFrom('near as n')
        // CROSS JOIN keeps the cells as SQLite's outer loop (its documented join-order hint); PostgreSQL plans it as any join.
        .crossJoin('accounts as a')
        .crossJoin('profiles as p')
        .whereRef('a.id', '=', 'n.account_id')
        .whereRef('p.account_id', '=', 'n.account_id')
        .select(['n.account_id', 'a.hid', 'n.h'])
        .where(
          query.bothWays
            ? candidateRules({ ...query, ...query.bothWays, exclude: [] })
            : sql<boolean>`a.ok = 1 and p.gender = ${query.gender} and p.birthday > ${query.birthdays.after} and p.birthday <= ${query.birthdays.through}`,
        )
        .as('r'),
    )
    .select(['r.account_id', 'r.hid', shownKm.as('km')]);
  if (after) page = page.where((eb) => eb.or([eb(shownKm, '>', after.km), eb.and([eb(shownKm, '=', after.km), eb('r.hid', '>', after.hid)])]));
  const rows = await page.orderBy('km').orderBy('r.hid').limit(query.limit).execute();
  return rows.map((row) => ({ accountId: Number(row.account_id), hid: row.hid, km: Number(row.km) }));
}

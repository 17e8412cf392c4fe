import { cellToLatLng, latLngToCell } from 'h3-js';
import { sql, type Kysely } from 'kysely';

/** H3 resolution 8 (~0.74 km² a cell), fixed here as it was when this ran: the code may move on, the data does not. */
const RESOLUTION = 8;
const BATCH = 1000;

/**
 * Member locations (issue 16 point 2, DESIGN.md §14 "Location"): where each member is compared
 * from, as H3 cells. A row per source — the profile city's, and the browser position's when the
 * member opted in (that one is in use while it exists) — holding the cell and its centre, never
 * the point it came from. The centre's (latitude, longitude) index serves the nearby bounding
 * box. Members already placed by their profile city get their city row here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_locations')
    .addColumn('account_id', 'bigint', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('city', 'browser')`))
    .addColumn('cell', 'text', (c) => c.notNull())
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    .addPrimaryKeyConstraint('member_locations_pk', ['account_id', 'source'])
    .execute();
  await db.schema.createIndex('member_locations_centre').on('member_locations').columns(['latitude', 'longitude']).execute();

  for (let after = 0; ; ) {
    const { rows } = await sql<{ account_id: number | string; latitude: number; longitude: number }>`
      select account_id, latitude, longitude from profiles
      where account_id > ${after} and latitude is not null and longitude is not null
      order by account_id limit ${BATCH}`.execute(db);
    if (rows.length === 0) return;
    const values = rows.map((row) => {
      const cell = latLngToCell(row.latitude, row.longitude, RESOLUTION);
      const [latitude, longitude] = cellToLatLng(cell);
      return sql`(${Number(row.account_id)}, 'city', ${cell}, ${latitude}, ${longitude})`;
    });
    await sql`insert into member_locations (account_id, source, cell, latitude, longitude) values ${sql.join(values)}`.execute(db);
    after = Number(rows.at(-1)!.account_id);
  }
}

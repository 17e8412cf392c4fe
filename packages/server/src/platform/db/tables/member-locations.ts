/**
 * Where a member is compared from (migrations/0017_member_locations.ts, modules/discovery): one row
 * per source, the profile city's and, when the member opted in, the browser position's. Each
 * holds only the H3 cell the point fell in and that cell's centre, never the point itself
 * (DESIGN.md §14). The browser's row, when there is one, is the one in use.
 */
export interface MemberLocationsTable {
  account_id: number;
  source: 'city' | 'browser';
  /** The H3 index of the cell (resolution 8), in hex. */
  cell: string;
  /** The cell's centre: every distance and the nearby box read these. */
  latitude: number;
  longitude: number;
}

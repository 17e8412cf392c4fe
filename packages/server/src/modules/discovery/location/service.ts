import type { Kysely } from 'kysely';
import { LOCATION_CHANGES_PER_DAY, type LocationSource } from '@amora/contracts';
import { DAY, type Clock } from '../../../platform/clock.ts';
import type { DatabaseSchema } from '../../../platform/db/schema.ts';
import { ApiError } from '../../../platform/errors.ts';
import { Throttle, type ThrottleRule } from '../../../platform/throttle.ts';
import { snapToCell, type Point } from './cell.ts';
import { locationRepo, type Db, type MemberLocationRow } from './repo.ts';

/** DESIGN.md §14: at most 10 changes a day, a browser position or a return to the city alike. */
const LOCATION_CHANGE_THROTTLE: ThrottleRule = { limit: LOCATION_CHANGES_PER_DAY, windowMs: DAY };

/**
 * Where members are compared from (DESIGN.md §14 "Location"): the cell of the profile city, or
 * the cell of the browser's position while the member shares it. Positions are snapped the
 * moment they arrive; only cells and their centres are kept, and every distance, filter and
 * sort reads the centres. Other modules ask this service; none reads the table.
 */
export class LocationService {
  private readonly throttle: Throttle;

  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    clock: Clock,
  ) {
    this.throttle = new Throttle(db, clock);
  }

  /**
   * The accounts module tells it, inside its own transaction, whenever it writes a profile's
   * coordinates (the home city's): the city's cell follows, whoever wrote the profile.
   */
  async profileLocated(db: Db, accountId: number, at: Point | null): Promise<void> {
    if (at) await locationRepo.place(db, accountId, 'city', snapToCell(at));
    else await locationRepo.remove(db, accountId, 'city');
  }

  /** What the member's distances are measured from now. */
  async sourceOf(accountId: number): Promise<LocationSource> {
    const rows = await locationRepo.rowsOf(this.db, [accountId]);
    return inUse(rows)?.source ?? 'none';
  }

  /** The member shares the browser's position: its cell is used from now on, the position itself is dropped here. */
  async useBrowserPosition(accountId: number, position: Point): Promise<LocationSource> {
    await this.countChange(accountId);
    await locationRepo.place(this.db, accountId, 'browser', snapToCell(position));
    return 'browser';
  }

  /** The member stops sharing the browser's position: the city's cell is used again, or none without a city. */
  async useCity(accountId: number): Promise<LocationSource> {
    await this.countChange(accountId);
    await locationRepo.remove(this.db, accountId, 'browser');
    return this.sourceOf(accountId);
  }

  /** The centre of the cell each member is compared from, in one query; a member without a location is absent. */
  async centresOf(accountIds: readonly number[]): Promise<Map<number, Point>> {
    const centres = new Map<number, Point>();
    for (const row of await locationRepo.rowsOf(this.db, accountIds)) {
      const id = Number(row.account_id);
      // The browser's cell wins over the city's, whichever row comes first.
      if (row.source === 'browser' || !centres.has(id)) centres.set(id, { latitude: row.latitude, longitude: row.longitude });
    }
    return centres;
  }

  /** The member's stored cells, city and browser (the data export). */
  cellsOf(accountId: number): Promise<MemberLocationRow[]> {
    return locationRepo.rowsOf(this.db, [accountId]);
  }

  /** Counts one change against the day's budget; past it, a 429 that says when the next day starts. */
  private async countChange(accountId: number): Promise<void> {
    const verdict = await this.throttle.hit(`location-change:${accountId}`, LOCATION_CHANGE_THROTTLE);
    if (!verdict.allowed) throw ApiError.rateLimited(verdict.retryAfterS, verdict.resetAtS);
  }
}

/** The browser's cell while the member shares it, else the city's. */
function inUse(rows: readonly MemberLocationRow[]): MemberLocationRow | undefined {
  return rows.find((row) => row.source === 'browser') ?? rows.find((row) => row.source === 'city');
}

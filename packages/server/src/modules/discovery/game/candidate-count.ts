import type { Kysely } from 'kysely';
import { PICK_UP_RADII_KILOMETERS } from '@amora/contracts';
import type { Clock } from '../../../platform/clock.ts';
import type { DatabaseSchema } from '../../../platform/db/schema.ts';
import type { AccountsService } from '../../accounts/index.ts';
import type { MemberViewer, MemberViews, VisibleMember } from '../../member-views/index.ts';
import type { LocationService } from '../location/service.ts';
import { candidatePool, searchOf, type PoolQuery } from './repo.ts';

export interface CandidateCountDeps {
  db: Kysely<DatabaseSchema>;
  clock: Clock;
  accounts: Pick<AccountsService, 'findProfile'>;
  locations: Pick<LocationService, 'centresOf'>;
  members: Pick<MemberViews, 'page'>;
}

/** The member's candidates, counted up to a cap. */
export interface CandidateCount {
  /** The candidates counted, best first (the pool's order: likers of the viewer, then the nearest), as the viewer may see them. */
  members: VisibleMember[];
  /** There are more candidates than `members` holds: their number is a floor ("999+"). */
  capped: boolean;
}

/**
 * How far the count reaches: the widest radius the game deals from before "anywhere" (1,000 km).
 * The deck goes on to anywhere once that runs dry, but a member 3,000 km away is not a match
 * "found for you" in any sense a paywall promises; a member without a location is counted
 * anywhere, as the game deals them from the start.
 */
export const COUNTED_RADIUS_KM = Math.max(...PICK_UP_RADII_KILOMETERS);

/**
 * A count rereads a full pool at most this often when the member-view pipeline left members of
 * it out (blocked either way, held for review): each reread asks for as many more as were left out.
 */
const MAX_POOL_READS = 3;

/**
 * The new member's real candidates, counted (issue 16.7 "Honest numbers"): exactly the members
 * the matches game would deal them (DESIGN.md §14 "Pick-up") — the game's own pool (repo.ts, both
 * ways, active, an approved avatar, never marked, never the viewer) within COUNTED_RADIUS_KM,
 * then the member-view pipeline's discovery rules (blocked either way, held for review), which
 * leave out whom the game leaves out. Bounded: at most `cap` + 1 members are read and hydrated, plus those the pipeline
 * drops; the caller chooses the cap, for the number it can show.
 */
export class CandidateCountService {
  constructor(private readonly deps: CandidateCountDeps) {}

  async count(viewer: MemberViewer, options: { cap: number }): Promise<CandidateCount> {
    const { cap } = options;
    const now = this.deps.clock.now();
    const [profile, centres] = await Promise.all([this.deps.accounts.findProfile(viewer.id), this.deps.locations.centresOf([viewer.id])]);
    if (!profile) return { members: [], capped: false };
    const centre = centres.get(viewer.id) ?? null;
    const query: PoolQuery = { ...searchOf(viewer.id, profile, now), centre, radiusKm: centre ? COUNTED_RADIUS_KM : null, exclude: [], limit: cap + 1 };

    const members: VisibleMember[] = [];
    // Members already through the pipeline: a reread only hydrates the ones it adds (the pool's order is total, so it grows at its end).
    const read = new Set<number>();
    for (let reads = 0; reads < MAX_POOL_READS; reads++) {
      const pool = await candidatePool(this.deps.db, query);
      const fresh = pool.filter((entry) => !read.has(entry.accountId)).map((entry) => entry.accountId);
      for (const id of fresh) read.add(id);
      // A discovery read, as the game's: the same members are left out (held for review, too).
      members.push(...(await this.deps.members.page(viewer, { ids: fresh }, { discovery: true })));
      if (members.length > cap) return { members: members.slice(0, cap), capped: true };
      // A pool short of its limit held every candidate there is.
      if (pool.length < query.limit) return { members, capped: false };
      query.limit += cap + 1 - members.length;
    }
    // Still a full pool after the last reread: there are more than counted.
    return { members, capped: true };
  }
}

import type { Kysely } from 'kysely';
import {
  DEFAULT_NEARBY_RADIUS_KILOMETERS,
  type NeighborsQuery,
  type NeighborsResponse,
  type NeighborTeasersQuery,
  type NeighborTeasersResponse,
} from '@amora/contracts';
import type { Clock } from '../../../platform/clock.ts';
import type { DatabaseSchema } from '../../../platform/db/schema.ts';
import { ApiError } from '../../../platform/errors.ts';
import type { AccountsService } from '../../accounts/index.ts';
import { entitlementsOf } from '../../entitlements/index.ts';
import { listUserTeaserOf, searchResultUserOf, type MemberViewer, type MemberViews } from '../../member-views/index.ts';
import { birthdaysOfAges } from '../../users/index.ts';
import type { LocationService } from '../location/service.ts';
import { decodeNearbyCursor, encodeNearbyCursor, type NearbyCursor } from './page-token.ts';
import { nearestMembers, type Neighbor } from './repo.ts';

export interface NearbyDeps {
  db: Kysely<DatabaseSchema>;
  clock: Clock;
  accounts: Pick<AccountsService, 'findProfile'>;
  locations: Pick<LocationService, 'centresOf'>;
  members: MemberViews;
}

/**
 * Nearby (spec 1 §2, §7; DESIGN.md §14): members around the viewer's cell, the ones they search
 * for (gender and age range, one way: nearby shows who is near, not who would pick the viewer),
 * nearest first. The full list is for premium members (spec 3 §6); everyone may see its
 * teasers, which tell nobody who anyone is.
 */
export class NearbyService {
  constructor(private readonly deps: NearbyDeps) {}

  async neighbors(viewer: MemberViewer, query: NeighborsQuery, webp: boolean): Promise<NeighborsResponse> {
    if (!entitlementsOf(viewer, this.deps.clock.now()).isPremium) throw ApiError.forbidden('Nearby is for premium members');
    const after = query.pageToken ? decodeNearbyCursor(query.pageToken) : null;
    // One more than the page, to know whether another follows.
    const found = await this.nearest(viewer, { radiusKm: query.radiusKilometers, after, limit: query.pageSize + 1 });
    const page = found.slice(0, query.pageSize);
    const members = await this.deps.members.page(viewer, { ids: page.map((neighbor) => neighbor.accountId) }, { discovery: true });
    const urls = this.deps.members.photoUrls(webp);
    return {
      hits: members.map((member) => searchResultUserOf(member, urls, { consumerHid: viewer.hid, nearby: true })),
      // From the last member found, seen or not: the next page starts after every member this one passed.
      nextPageToken: found.length > page.length ? encodeNearbyCursor(page.at(-1)!) : '',
    };
  }

  /** The first nearby members within the default range, as teasers: no hid, masked names, blurred avatars, no distance. */
  async teasers(viewer: MemberViewer, query: NeighborTeasersQuery, webp: boolean): Promise<NeighborTeasersResponse> {
    const found = await this.nearest(viewer, { radiusKm: DEFAULT_NEARBY_RADIUS_KILOMETERS, after: null, limit: query.pageSize });
    const members = await this.deps.members.page(viewer, { ids: found.map((neighbor) => neighbor.accountId) }, { discovery: true });
    const urls = this.deps.members.photoUrls(webp);
    return { teasers: members.map((member) => listUserTeaserOf(member, urls)) };
  }

  /** Members around the viewer's cell that their search settings ask for; none while the viewer has no location. */
  private async nearest(viewer: MemberViewer, page: { radiusKm: number; after: NearbyCursor | null; limit: number }): Promise<Neighbor[]> {
    const [profile, centres] = await Promise.all([this.deps.accounts.findProfile(viewer.id), this.deps.locations.centresOf([viewer.id])]);
    const centre = centres.get(viewer.id);
    if (!profile || !centre) return [];
    return nearestMembers(this.deps.db, {
      ...page,
      viewerId: viewer.id,
      centre,
      gender: profile.search_gender,
      birthdays: birthdaysOfAges(profile.search_age_from, profile.search_age_to, this.deps.clock.now()),
    });
  }
}

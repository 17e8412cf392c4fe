import type { Kysely } from 'kysely';
import type { ListEntry, ListQuery } from '@amora/contracts';
import type { Clock } from '../../../platform/clock.ts';
import type { DatabaseSchema } from '../../../platform/db/schema.ts';
import type { AccountsService } from '../../accounts/index.ts';
import { listEntryOf, type MemberViewer, type MemberViews } from '../../member-views/index.ts';
import { COUNTED_RADIUS_KM } from '../game/candidate-count.ts';
import { searchOf } from '../game/repo.ts';
import type { LocationService } from '../location/service.ts';
import { nearestMembers } from '../nearby/repo.ts';
import type { KmPageTokens } from '../search/page-token.ts';

export interface SuitableDeps {
  db: Kysely<DatabaseSchema>;
  clock: Clock;
  accounts: Pick<AccountsService, 'findProfile'>;
  locations: Pick<LocationService, 'centresOf'>;
  members: Pick<MemberViews, 'page' | 'photoUrls'>;
  tokens: KmPageTokens;
}

/**
 * The suitable list (`/activity/suitable`, DESIGN.md §14 "People lists"): the members the matches
 * game would deal the viewer — who fit both ways, have an approved avatar and were never liked or
 * passed by the viewer — as a list, nearest first (whole km between cell centres, then hid) within
 * the game's widest radius before "anywhere" (1,000 km), for every tier. Without a location the
 * viewer has nobody near, and the list is empty (the game still deals them anywhere).
 */
export class SuitableService {
  constructor(private readonly deps: SuitableDeps) {}

  async page(viewer: MemberViewer, query: ListQuery, webp: boolean): Promise<{ users: ListEntry[]; nextPageToken: string }> {
    const after = query.pageToken ? this.deps.tokens.open(viewer.id, query.pageToken) : null;
    const [profile, centres] = await Promise.all([this.deps.accounts.findProfile(viewer.id), this.deps.locations.centresOf([viewer.id])]);
    const centre = centres.get(viewer.id);
    if (!profile || !centre) return { users: [], nextPageToken: '' };
    const { viewerGender, viewerAge, ...search } = searchOf(viewer.id, profile, this.deps.clock.now());
    // One more than the page, to know whether another follows.
    const found = await nearestMembers(this.deps.db, { ...search, centre, radiusKm: COUNTED_RADIUS_KM, bothWays: { viewerGender, viewerAge }, after, limit: query.pageSize + 1 });
    const page = found.slice(0, query.pageSize);
    const members = await this.deps.members.page(viewer, { ids: page.map((member) => member.accountId) }, { discovery: true });
    const urls = this.deps.members.photoUrls(webp);
    return {
      users: members.map((member) => listEntryOf(member, urls)),
      // From the last member found, seen or not: the next page starts after every member this one passed.
      nextPageToken: found.length > page.length ? this.deps.tokens.seal(viewer.id, page.at(-1)!) : '',
    };
  }
}

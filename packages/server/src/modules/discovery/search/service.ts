import type { Kysely } from 'kysely';
import {
  FieldErrorKey,
  NEW_MEMBER_DAYS,
  ONLINE_WINDOW_MINUTES,
  SEARCH_CITY_RADIUS_KILOMETERS,
  SEARCH_NEAR_KILOMETERS,
  SEARCH_PAGE_SIZE,
  SearchOnlineStatus,
  type SearchFilter,
  type UsersSearchBody,
  type UsersSearchResponse,
} from '@amora/contracts';
import { DAY, MINUTE, type Clock } from '../../../platform/clock.ts';
import type { DatabaseSchema } from '../../../platform/db/schema.ts';
import { ApiError } from '../../../platform/errors.ts';
import type { AccountsService, ProfileRow } from '../../accounts/index.ts';
import { entitlementsOf } from '../../entitlements/index.ts';
import { cityById } from '../../geolocation/index.ts';
import { searchResultUserOf, type MemberViewer, type MemberViews } from '../../member-views/index.ts';
import { birthdaysOfAges } from '../../users/index.ts';
import { snapToCell, type Point } from '../location/cell.ts';
import type { LocationService } from '../location/service.ts';
import { REST_OF_WORLD, type SearchCursor, type KmPageTokens } from './page-token.ts';
import { searchRest, searchRing, type SearchCriteria } from './repo.ts';

/**
 * The rings a search widens through, in whole km, nearest first. A ring costs what the members
 * within its radius cost to measure, so they stay small: a dense city fills a page from the
 * first, and past the last the rest of the world comes in hid order, a span of REST_SPAN
 * accounts a page (repo.ts `searchRest`), so no page measures and sorts a continent.
 */
const RINGS_KILOMETERS = [5, 25, 100, SEARCH_NEAR_KILOMETERS] as const;
const REST_SPAN = 2500;

export interface SearchDeps {
  db: Kysely<DatabaseSchema>;
  clock: Clock;
  accounts: Pick<AccountsService, 'findProfile'>;
  locations: Pick<LocationService, 'centresOf'>;
  members: MemberViews;
  tokens: KmPageTokens;
  /** Accounts a page of the rest of the world looks at, at most; REST_SPAN unless a test shrinks it. */
  restSpan?: number;
}

/**
 * Search (spec 1 §2–§4, §7; contracts search.ts): the members the filter asks for, nearest first
 * from the viewer's cell or from a chosen city's, 20 a page. Every member is found by the cell
 * they are compared from, as nearby finds them, and shown through the member-view pipeline with
 * the viewer's rules. Searching from another city than one's own is spec 3 §6's "geo switch",
 * for premium members.
 */
export class SearchService {
  constructor(private readonly deps: SearchDeps) {}

  async search(viewer: MemberViewer, body: UsersSearchBody | null | undefined, webp: boolean): Promise<UsersSearchResponse> {
    const filter: SearchFilter = body?.filter ?? {};
    const pageSize = body?.pageSize ?? SEARCH_PAGE_SIZE;
    const after = body?.pageToken ? this.deps.tokens.open(viewer.id, body.pageToken) : null;
    const city = filter.cityId == null ? null : cityById(filter.cityId);
    if (filter.cityId != null && !city) throw ApiError.validation({ 'filter.cityId': FieldErrorKey.invalid }, 'No such city');

    const profile = await this.deps.accounts.findProfile(viewer.id);
    if (!profile) return { hits: [], nextPageToken: '' };
    if (city && city.cityId !== profile.city_id && !entitlementsOf(viewer, this.deps.clock.now()).isPremium) {
      throw ApiError.forbidden('Searching from another city is for premium members');
    }
    const centre = city ? snapToCell({ latitude: city.loc.coordinates[1], longitude: city.loc.coordinates[0] }) : (await this.deps.locations.centresOf([viewer.id])).get(viewer.id);
    if (!centre) return { hits: [], nextPageToken: '' };

    const { found, next } = await this.widening(viewer.id, centre, this.criteriaOf(filter, profile), { after, pageSize, maxKm: city ? SEARCH_CITY_RADIUS_KILOMETERS : null });
    const members = await this.deps.members.page(viewer, { ids: found.map((member) => member.accountId) }, { discovery: true });
    const urls = this.deps.members.photoUrls(webp);
    return {
      hits: members.map((member) => searchResultUserOf(member, urls, { consumerHid: viewer.hid, nearby: false })),
      nextPageToken: next ? this.deps.tokens.seal(viewer.id, next) : '',
    };
  }

  /** The filter as columns; gender and age from the member's search settings where it leaves them out. */
  private criteriaOf(filter: SearchFilter, settings: ProfileRow): SearchCriteria {
    const now = this.deps.clock.now();
    const age = filter.age ?? { from: settings.search_age_from, to: settings.search_age_to };
    return {
      gender: filter.searchGender ?? settings.search_gender,
      birthdays: birthdaysOfAges(age.from, age.to, now),
      // As presence and `is_new` count them (member-views presence.ts, rules.ts).
      onlineAfter: filter.onlineStatus === SearchOnlineStatus.online ? now - ONLINE_WINDOW_MINUTES * MINUTE : null,
      registeredAfter: filter.onlineStatus === SearchOnlineStatus.new ? now - NEW_MEMBER_DAYS * DAY : null,
      verifiedOnly: filter.verifiedOnly ?? false,
      height: filter.height ?? null,
      maritalStatus: filter.family ?? [],
      alcohol: filter.alcohol ?? [],
      smoking: filter.smoking ?? [],
      userMood: filter.userMood ?? [],
      goal: filter.goal ?? [],
      interests: filter.interests ?? [],
    };
  }

  /**
   * Ring after ring from the centre until the page is full: each ring holds the members shown
   * farther than the one before and at most its own radius, so together they list everyone once,
   * in order; a page that starts after a cursor skips the rings it passed. Past the last ring
   * (unless a city bounds the search) the rest of the world, one span a page. One member more
   * than the page is looked for, to know whether another page follows; the cursor is from the
   * last member found, seen or not, so the next page starts after every member this one passed.
   */
  private async widening(
    viewerId: number,
    centre: Point,
    criteria: SearchCriteria,
    page: { after: SearchCursor | null; pageSize: number; maxKm: number | null },
  ): Promise<{ found: Array<{ accountId: number; hid: string }>; next: SearchCursor | null }> {
    const { after, pageSize, maxKm } = page;
    const rings = maxKm === null ? RINGS_KILOMETERS : [...RINGS_KILOMETERS.filter((km) => km < maxKm), maxKm];
    const found: Array<{ accountId: number; hid: string; km: number }> = [];
    let beyondKm = 0;
    for (const withinKm of rings) {
      const passed = after !== null && (after.km === REST_OF_WORLD || after.km > withinKm);
      if (!passed) {
        found.push(...(await searchRing(this.deps.db, { viewerId, centre, criteria, beyondKm, withinKm, after, limit: pageSize + 1 - found.length })));
        if (found.length > pageSize) return { found: found.slice(0, pageSize), next: ringCursor(found[pageSize - 1]!) };
      }
      beyondKm = withinKm;
    }
    if (maxKm !== null) return { found, next: null };

    const afterHid = after?.km === REST_OF_WORLD ? after.hid : '';
    const rest = await searchRest(this.deps.db, { viewerId, centre, criteria, beyondKm, afterHid, span: this.deps.restSpan ?? REST_SPAN, limit: pageSize + 1 - found.length });
    const all = [...found, ...rest.found];
    if (all.length > pageSize) {
      // The page may end in the last ring, with the rest's first member its one more.
      const next = pageSize <= found.length ? ringCursor(found[pageSize - 1]!) : { km: REST_OF_WORLD, hid: all[pageSize - 1]!.hid };
      return { found: all.slice(0, pageSize), next };
    }
    return { found: all, next: rest.spanEnd === null ? null : { km: REST_OF_WORLD, hid: rest.spanEnd } };
  }
}

const ringCursor = (member: { km: number; hid: string }): SearchCursor => ({ km: member.km, hid: member.hid });

import type { BrowserPosition, MemberLocation, NearbyRadius, NeighborsResponse, NeighborTeasersResponse, UsersSearchResponse } from '@amora/contracts';
import { api } from '../../api/api.ts';
import type { ApiError } from '../../api/base-query.ts';

/**
 * A search page may come back short or even empty while more follow (members the viewer may not
 * see are left out after the page is cut). The list follows the token until it has someone to
 * show or the end, but at most this many calls for one page, so a long run of empty pages
 * leaves a "show more" instead of a spinner that never ends.
 */
export const SEARCH_EMPTY_PAGES_FOLLOWED = 5;

/** The members a list shows, as cache tags: a like on a profile refreshes the lists showing them (spec 1 §4). */
const membersOf = (pages: { hits: { hid: string }[] }[] | undefined) => (pages ?? []).flatMap((page) => page.hits.map((hit) => ({ type: 'MemberProfile' as const, id: hit.hid })));

/**
 * Nearby and the member's own location (spec 1 §7 `/v3/neighbors`, DESIGN.md §14 "Location").
 * Nearby pages follow `nextPageToken`; a new range is a new list, started from its first page.
 */
export const discoveryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNeighbors: build.infiniteQuery<NeighborsResponse, NearbyRadius, string>({
      query: ({ queryArg, pageParam }) => ({ url: '/v3/neighbors', params: { radiusKilometers: queryArg, ...(pageParam ? { pageToken: pageParam } : {}) } }),
      infiniteQueryOptions: {
        initialPageParam: '',
        getNextPageParam: (page) => page.nextPageToken || undefined,
      },
      providesTags: (data) => ['Location', ...membersOf(data?.pages)],
    }),
    /**
     * `POST /v3/users:search` (spec 1 §7) with the filter as sent (search-filter.ts `filterOf`),
     * 20 a page, following `nextPageToken`; an empty page with a token is followed at once.
     */
    searchMembers: build.infiniteQuery<UsersSearchResponse, Record<string, unknown>, string>({
      async queryFn({ queryArg, pageParam }, _api, _extra, baseQuery) {
        let pageToken = pageParam;
        for (let call = 0; ; call++) {
          // Finding people changes nothing: a lost connection may ask again.
          const answer = await baseQuery({ url: '/v3/users:search', method: 'POST', body: { filter: queryArg, ...(pageToken ? { pageToken } : {}) }, idempotent: true });
          if (answer.error) return { error: answer.error as ApiError };
          const page = answer.data as UsersSearchResponse;
          if (page.hits.length > 0 || page.nextPageToken === '' || call + 1 >= SEARCH_EMPTY_PAGES_FOLLOWED) return { data: page };
          pageToken = page.nextPageToken;
        }
      },
      infiniteQueryOptions: {
        initialPageParam: '',
        getNextPageParam: (page) => page.nextPageToken || undefined,
      },
      providesTags: (data) => ['Location', ...membersOf(data?.pages)],
    }),
    getNeighborTeasers: build.query<NeighborTeasersResponse, void>({
      query: () => ({ url: '/v3/neighbors/teasers' }),
      providesTags: ['Location'],
    }),
    getMemberLocation: build.query<MemberLocation, void>({
      query: () => ({ url: '/v3/users/me/location' }),
      providesTags: ['Location'],
    }),
    /** The browser's position, which the server snaps to its cell at once and keeps only that. */
    shareBrowserPosition: build.mutation<MemberLocation, BrowserPosition>({
      query: (body) => ({ url: '/v3/users/me/location', method: 'PUT', body, idempotent: true }),
      invalidatesTags: ['Location'],
    }),
    returnToCity: build.mutation<MemberLocation, void>({
      query: () => ({ url: '/v3/users/me/location', method: 'DELETE', idempotent: true }),
      invalidatesTags: ['Location'],
    }),
  }),
});

export const { useGetNeighborsInfiniteQuery, useSearchMembersInfiniteQuery, useGetNeighborTeasersQuery, useGetMemberLocationQuery, useShareBrowserPositionMutation, useReturnToCityMutation } = discoveryApi;

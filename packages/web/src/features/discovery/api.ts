import type { BrowserPosition, MemberLocation, NearbyRadius, NeighborsResponse, NeighborTeasersResponse } from '@amora/contracts';
import { api } from '../../api/api.ts';

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
      providesTags: ['Location'],
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

export const { useGetNeighborsInfiniteQuery, useGetNeighborTeasersQuery, useGetMemberLocationQuery, useShareBrowserPositionMutation, useReturnToCityMutation } = discoveryApi;

import { LIST_PAGE_SIZE, type ListEntry, type ListTeasersResponse, type ReactionResponse } from '@amora/contracts';
import { api } from '../../api/api.ts';
import type { ApiError } from '../../api/base-query.ts';

/** The people lists (spec 2 §4; docs/decisions.md "People lists"). */
export const PEOPLE_LISTS = ['likes', 'visitors', 'matches', 'myLikes', 'suitable', 'favourites'] as const;
export type PeopleList = (typeof PEOPLE_LISTS)[number];

/** The lists only premium members read in full (spec 3 §6); the others see their teasers. */
export const TEASER_LISTS = ['likes', 'visitors'] as const;
export type TeaserList = (typeof TEASER_LISTS)[number];
export const hasTeasers = (list: PeopleList): list is TeaserList => (TEASER_LISTS as readonly string[]).includes(list);

/** Each list's call and the name of its array in the answer. */
const SOURCES: Record<PeopleList, { url: string; key: string }> = {
  likes: { url: '/v3/likesYou', key: 'likes' },
  visitors: { url: '/v3/visitsYou', key: 'list' },
  matches: { url: '/v3/matches', key: 'matches' },
  myLikes: { url: '/v3/myLikes', key: 'list' },
  suitable: { url: '/v3/suitable', key: 'users' },
  favourites: { url: '/v3/favorites', key: 'users' },
};
const TEASER_URLS: Record<TeaserList, string> = { likes: '/v3/likesYou/teasers', visitors: '/v3/visitsYou/teasers' };

/** The lists with an unread counter (spec 2 §7), by the name of their reset call. */
const UNREAD_COUNTERS = { likes: 'likesYou', matches: 'matches', visitors: 'visitsYou' } as const;
export type UnreadList = keyof typeof UNREAD_COUNTERS;
export const hasUnreadCounter = (list: PeopleList): list is UnreadList => list in UNREAD_COUNTERS;

/** A page as the screens read it, whichever the list. */
export interface PeoplePage {
  entries: ListEntry[];
  nextPageToken: string;
}

/**
 * A page may come back short or even empty while a token follows (members the viewer may not see
 * are dropped after the page is cut): the list follows the token until it has someone to show or
 * the end, at most this many calls for one page, so a long run of empty pages leaves "Show more"
 * instead of a spinner that never ends.
 */
export const EMPTY_PAGES_FOLLOWED = 5;

const membersOf = (pages: PeoplePage[] | undefined) => (pages ?? []).flatMap((page) => page.entries.map((entry) => ({ type: 'MemberProfile' as const, id: entry.hid })));

/** Every cached page of every list holding `hid`, changed by `change` (optimistic updates). */
function patchEverywhere(dispatch: (action: unknown) => unknown, hid: string, change: (entry: ListEntry) => void): (() => void)[] {
  return PEOPLE_LISTS.map((list) => {
    const patch = dispatch(
      activityApi.util.updateQueryData('getPeopleList', list, (draft) => {
        for (const page of draft.pages) for (const entry of page.entries) if (entry.hid === hid) change(entry);
      }),
    ) as { undo: () => void };
    return () => patch.undo();
  });
}

/** Takes `hid` off the cached pages of `list` (a removed visitor, an unfavourited member). */
function dropFrom(dispatch: (action: unknown) => unknown, list: PeopleList, hid: string): () => void {
  const patch = dispatch(
    activityApi.util.updateQueryData('getPeopleList', list, (draft) => {
      for (const page of draft.pages) page.entries = page.entries.filter((entry) => entry.hid !== hid);
    }),
  ) as { undo: () => void };
  return () => patch.undo();
}

export const activityApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A full list, `LIST_PAGE_SIZE` a page, following `nextPageToken` (empty: the end). */
    getPeopleList: build.infiniteQuery<PeoplePage, PeopleList, string>({
      async queryFn({ queryArg, pageParam }, _api, _extra, baseQuery) {
        const source = SOURCES[queryArg];
        let pageToken = pageParam;
        for (let call = 0; ; call++) {
          const answer = await baseQuery({ url: source.url, params: { pageSize: LIST_PAGE_SIZE, ...(pageToken ? { pageToken } : {}) } });
          if (answer.error) return { error: answer.error as ApiError };
          const data = answer.data as Record<string, unknown> & { nextPageToken?: string };
          const page: PeoplePage = { entries: (data[source.key] as ListEntry[] | undefined) ?? [], nextPageToken: data.nextPageToken ?? '' };
          if (page.entries.length > 0 || page.nextPageToken === '' || call + 1 >= EMPTY_PAGES_FOLLOWED) return { data: page };
          pageToken = page.nextPageToken;
        }
      },
      infiniteQueryOptions: {
        initialPageParam: '',
        getNextPageParam: (page) => page.nextPageToken || undefined,
      },
      // A like or a favourite on a profile refreshes the lists showing that member.
      providesTags: (data) => membersOf(data?.pages),
    }),
    /** What a member without premium sees of likes-you and visitors: one page, no hid. */
    getListTeasers: build.query<ListTeasersResponse, TeaserList>({
      query: (list) => ({ url: TEASER_URLS[list], params: { pageSize: LIST_PAGE_SIZE } }),
    }),
    /** A like from a card (spec 2 §7): the heart fills at once and empties again if it fails. */
    likeFromList: build.mutation<ReactionResponse, string>({
      query: (hid) => ({ url: '/apis/relations/v1/users/me/likes', method: 'POST', params: { context: 'profile' }, body: { contact_hid: hid } }),
      // Their profile, if open later, shows the like too.
      invalidatesTags: (_result, _error, hid) => [{ type: 'MemberProfile', id: hid }],
      async onQueryStarted(hid, { dispatch, queryFulfilled }) {
        // Spec 2 §4: a like sets i_like_this_user; is_match only if they already liked the viewer.
        const undo = patchEverywhere(dispatch, hid, (entry) => {
          entry.isUserLiked = true;
          entry.list_data.i_like_this_user = true;
          entry.list_data.is_match = entry.list_data.user_like_me;
        });
        try {
          await queryFulfilled;
        } catch {
          for (const step of undo) step();
        }
      },
    }),
    /** `DELETE /v3/visitsYou/{hid}`: the visitor leaves the list. */
    removeVisitor: build.mutation<Record<string, never>, string>({
      query: (hid) => ({ url: `/v3/visitsYou/${encodeURIComponent(hid)}`, method: 'DELETE', idempotent: true }),
      async onQueryStarted(hid, { dispatch, queryFulfilled }) {
        const undo = dropFrom(dispatch, 'visitors', hid);
        try {
          await queryFulfilled;
        } catch {
          undo();
        }
      },
    }),
    /**
     * `POST /v3/{likesYou,matches,visitsYou}:resetUnreadCount` once the member has opened the list:
     * what was new is seen, and the server pushes the counters (the navigation's badge) at once.
     */
    resetUnread: build.mutation<Record<string, never>, UnreadList>({
      query: (list) => ({ url: `/v3/${UNREAD_COUNTERS[list]}:resetUnreadCount`, method: 'POST', body: {}, idempotent: true }),
    }),
    /** `POST /v3/users/{hid}:unfavorite`: off the favourites at once, back if it fails. */
    unfavourite: build.mutation<{ isMyFavorite: boolean }, string>({
      query: (hid) => ({ url: `/v3/users/${encodeURIComponent(hid)}:unfavorite`, method: 'POST', body: { source: 'favourites' }, idempotent: true }),
      invalidatesTags: (_result, _error, hid) => [{ type: 'MemberProfile', id: hid }],
      async onQueryStarted(hid, { dispatch, queryFulfilled }) {
        const undo = dropFrom(dispatch, 'favourites', hid);
        try {
          await queryFulfilled;
        } catch {
          undo();
        }
      },
    }),
  }),
});

export const { useGetPeopleListInfiniteQuery, useGetListTeasersQuery, useLikeFromListMutation, useRemoveVisitorMutation, useResetUnreadMutation, useUnfavouriteMutation } = activityApi;

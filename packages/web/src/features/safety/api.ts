import type { AbuseReason, AbuseReasonsResponse, AbuseSendResponse, BlockedUsersResponse, BlockResponse } from '@amora/contracts';
import { api, unwrapResult } from '../../api/api.ts';

/** Where a block or a report happened (spec 2 §7 `source`, `context`). */
export type SafetySource = 'profile' | 'blocklist';

/**
 * Everything that shows other members: a block or an unblock refetches them, so a blocked member
 * leaves nearby, search and the profile at once (the deck is dealt afresh by its route).
 */
const MEMBER_LISTS = ['Location', 'MemberProfile'] as const;

/** Blocking and reporting (spec 2 §4, §7; DESIGN.md §14 "safety"). */
export const safetyApi = api.injectEndpoints({
  endpoints: (build) => ({
    blockMember: build.mutation<BlockResponse, { hid: string; source: SafetySource }>({
      query: ({ hid, source }) => ({ url: `/v3/users/${encodeURIComponent(hid)}:block`, method: 'POST', body: { source }, idempotent: true }),
      invalidatesTags: (result) => (result ? [...MEMBER_LISTS] : []),
      onQueryStarted: ({ hid }, lifecycle) => flipInBlocklist(hid, true, lifecycle),
    }),
    unblockMember: build.mutation<BlockResponse, { hid: string; source: SafetySource }>({
      query: ({ hid, source }) => ({ url: `/v3/users/${encodeURIComponent(hid)}:unblock`, method: 'POST', body: { source }, idempotent: true }),
      invalidatesTags: (result) => (result ? [...MEMBER_LISTS] : []),
      onQueryStarted: ({ hid }, lifecycle) => flipInBlocklist(hid, false, lifecycle),
    }),
    /** The blocklist, newest block first, 20 a page following `nextPageToken`. */
    getBlockedUsers: build.infiniteQuery<BlockedUsersResponse, void, string>({
      query: ({ pageParam }) => ({ url: '/v3/blockedUsers', params: pageParam ? { pageToken: pageParam } : {} }),
      infiniteQueryOptions: {
        initialPageParam: '',
        getNextPageParam: (page) => page.nextPageToken || undefined,
      },
      // Opened afresh each time: a block made elsewhere since must be on it.
      keepUnusedDataFor: 0,
    }),
    getAbuseReasons: build.query<AbuseReason[], void>({
      query: () => ({ url: '/rest/v2/user/abuse/reasons', params: { context: 'profile' } }),
      transformResponse: (response: AbuseReasonsResponse) => unwrapResult(response).reasons,
    }),
    sendAbuseReport: build.mutation<AbuseSendResponse['result'], { hid: string; reasonId: number; text: string }>({
      query: ({ hid, reasonId, text }) => ({ url: '/rest/v2/user/abuse/send', method: 'POST', body: { user_hid: hid, reason_id: reasonId, text, context: 'profile' } }),
      transformResponse: (response: AbuseSendResponse) => unwrapResult(response),
    }),
  }),
});

/**
 * Optimistic: the blocklist's row flips at once (spec 2 §4 "success toggles isBlocked") and
 * flips back if the call fails.
 */
async function flipInBlocklist(hid: string, isBlocked: boolean, { dispatch, queryFulfilled }: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<unknown> }) {
  const patch = dispatch(
    safetyApi.util.updateQueryData('getBlockedUsers', undefined, (draft) => {
      for (const page of draft.pages) for (const user of page.users) if (user.userHashId === hid) user.isBlocked = isBlocked;
    }),
  ) as { undo: () => void };
  try {
    await queryFulfilled;
  } catch {
    patch.undo();
  }
}

export const { useBlockMemberMutation, useUnblockMemberMutation, useGetBlockedUsersInfiniteQuery, useGetAbuseReasonsQuery, useSendAbuseReportMutation } = safetyApi;

import type { FeedActivitiesResponse, FeedActivity, FeedUnreadCountResponse } from '@amora/contracts';
import { api } from '../../api/api.ts';

type Lifecycle = { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<unknown> };

/**
 * The activity feed (spec 2 §4 "Activity feed", §7): pages of 20 following `nextPageToken`, the
 * unread count, and the batch calls, each applied to the loaded pages at once and undone if the
 * call fails (spec 2 §4: removing deletes an item; marking read sets isRead).
 */
export const feedApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFeedActivities: build.infiniteQuery<FeedActivitiesResponse, void, string>({
      query: ({ pageParam }) => ({ url: '/v3/activityFeed/activities', params: pageParam ? { pageToken: pageParam } : {} }),
      infiniteQueryOptions: {
        initialPageParam: '',
        getNextPageParam: (page) => page.nextPageToken || undefined,
      },
      // Opened afresh each time: what happened since must be on it.
      keepUnusedDataFor: 0,
      // The realtime feed frame invalidates it (app/store.ts), so an open feed shows what just came.
      providesTags: ['Feed'],
    }),
    getFeedUnreadCount: build.query<number, void>({
      query: () => ({ url: '/v3/activityFeed/activities:unreadCount' }),
      transformResponse: (response: FeedUnreadCountResponse) => response.unreadCount,
      providesTags: ['Feed'],
    }),
    /** Every item read ("mark all read"). */
    resetFeedUnreadCount: build.mutation<unknown, void>({
      query: () => ({ url: '/v3/activityFeed/activities:resetUnreadCount', method: 'POST', body: {}, idempotent: true }),
      onQueryStarted: (_arg, lifecycle) => patchFeed(lifecycle, () => true, (item) => void (item.state = 'read'), () => 0),
    }),
    markFeedRead: build.mutation<unknown, string[]>({
      query: (hids) => ({ url: '/v3/activityFeed/activities:batchMarkRead', method: 'POST', body: { hids }, idempotent: true }),
      onQueryStarted: (hids, lifecycle) => {
        const chosen = new Set(hids);
        return patchFeed(lifecycle, (item) => chosen.has(item.hid) && item.state === 'unread', (item) => void (item.state = 'read'), (count, changed) => Math.max(0, count - changed));
      },
    }),
    deleteFeedItems: build.mutation<unknown, string[]>({
      query: (hids) => ({ url: '/v3/activityFeed/activities:batchDelete', method: 'POST', body: { hids }, idempotent: true }),
      onQueryStarted: (hids, lifecycle) => {
        const chosen = new Set(hids);
        return patchFeed(lifecycle, (item) => chosen.has(item.hid), 'remove', (count, _changed, unreadRemoved) => Math.max(0, count - unreadRemoved));
      },
    }),
  }),
});

/**
 * Applies a change to the loaded pages and the unread count at once, and undoes both if the
 * call fails. `change` edits a chosen item, or `remove` takes it out of its page.
 */
async function patchFeed(
  { dispatch, queryFulfilled }: Lifecycle,
  chosen: (item: FeedActivity) => boolean,
  change: ((item: FeedActivity) => void) | 'remove',
  count: (count: number, changed: number, unreadRemoved: number) => number,
) {
  let changed = 0;
  let unreadRemoved = 0;
  const pages = dispatch(
    feedApi.util.updateQueryData('getFeedActivities', undefined, (draft) => {
      for (const page of draft.pages) {
        if (change === 'remove') {
          const kept = page.activities.filter((item) => {
            if (!chosen(item)) return true;
            changed++;
            if (item.state === 'unread') unreadRemoved++;
            return false;
          });
          page.activities = kept;
        } else {
          for (const item of page.activities) {
            if (!chosen(item)) continue;
            change(item);
            changed++;
          }
        }
      }
    }),
  ) as { undo: () => void };
  const unread = dispatch(feedApi.util.updateQueryData('getFeedUnreadCount', undefined, (draft) => count(draft, changed, unreadRemoved))) as { undo: () => void };
  try {
    await queryFulfilled;
  } catch {
    pages.undo();
    unread.undo();
  }
}

export const { useGetFeedActivitiesInfiniteQuery, useGetFeedUnreadCountQuery, useResetFeedUnreadCountMutation, useMarkFeedReadMutation, useDeleteFeedItemsMutation } = feedApi;

import type { SystemThreadResponse } from '@amora/contracts';
import { api } from '../../api/api.ts';

type Lifecycle = { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<unknown> };

/**
 * The system thread's calls (contracts/system-thread.ts): the member's notices from the team,
 * newest first in pages, and marking them all read. The dialog list's row and the thread's page
 * read the same cache entry, so a read on the page clears the row's dot too.
 */
export const systemThreadApi = api.enhanceEndpoints({ addTagTypes: ['SystemThread'] }).injectEndpoints({
  endpoints: (build) => ({
    getSystemThread: build.infiniteQuery<SystemThreadResponse, void, string>({
      query: ({ pageParam }) => ({ url: '/v3/messenger/system-thread', params: pageParam ? { pageToken: pageParam } : {} }),
      infiniteQueryOptions: {
        initialPageParam: '',
        getNextPageParam: (page) => page.nextPageToken || undefined,
      },
      providesTags: ['SystemThread'],
    }),
    /** Safe to repeat by construction: reading twice leaves everything read. */
    markSystemThreadRead: build.mutation<unknown, void>({
      query: () => ({ url: '/v3/messenger/system-thread:markRead', method: 'POST', body: {}, idempotent: true }),
      onQueryStarted: (_arg, lifecycle) => markReadUntilFailure(lifecycle),
    }),
  }),
});

/** Every cached notice reads as read at once; back as it was if the server refuses. */
async function markReadUntilFailure(lifecycle: Lifecycle): Promise<void> {
  const patch = lifecycle.dispatch(
    systemThreadApi.util.updateQueryData('getSystemThread', undefined, (draft) => {
      for (const page of draft.pages) {
        page.unreadCount = 0;
        for (const message of page.messages) message.read = true;
      }
    }),
  ) as { undo(): void };
  try {
    await lifecycle.queryFulfilled;
  } catch {
    patch.undo();
  }
}

export const { useGetSystemThreadInfiniteQuery, useMarkSystemThreadReadMutation } = systemThreadApi;

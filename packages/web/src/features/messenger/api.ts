import type { ChatEventsResponse, Dialog, DialogFilter, DialogsResponse, MessagesResponse } from '@amora/contracts';
import { api } from '../../api/api.ts';

/** A page of the thread with the member of `hid`; no token is the newest page (and opens the dialog). */
export interface ThreadPageArg {
  hid: string;
  pageToken?: string;
}

type DialogPatch = (dialog: Dialog) => void;

/**
 * The messenger's calls (spec 2 §7; contracts/messenger.ts). A dialog is named by the other
 * member's hid. The list is an infinite query per filter, tagged `Dialogs`, so the chat events
 * (sync.ts) patch it or have it read again; the thread's pages go into the thread slice
 * (thread-slice.ts), which also holds what is being sent (the send itself is shared/messenger's).
 */
export const messengerApi = api.enhanceEndpoints({ addTagTypes: ['Dialogs', 'Dialog'] }).injectEndpoints({
  endpoints: (build) => ({
    getDialogs: build.infiniteQuery<DialogsResponse, DialogFilter, string>({
      query: ({ queryArg: filter, pageParam }) => ({
        url: '/v3/messenger/dialogs',
        params: { ...(pageParam ? { pageToken: pageParam } : {}), ...(filter === 'all' ? {} : { [`filter.${filter}`]: 'true' }) },
      }),
      infiniteQueryOptions: {
        initialPageParam: '',
        getNextPageParam: (page) => page.nextPageToken || undefined,
      },
      providesTags: ['Dialogs'],
    }),
    getDialog: build.query<Dialog, string>({
      query: (hid) => ({ url: `/v3/messenger/dialogs/${encodeURIComponent(hid)}` }),
      transformResponse: (response: { dialog: Dialog }) => response.dialog,
      providesTags: (_result, _error, hid) => [{ type: 'Dialog', id: hid }],
    }),
    getThreadPage: build.query<MessagesResponse, ThreadPageArg>({
      query: ({ hid, pageToken }) => ({ url: `/v3/messenger/dialogs/${encodeURIComponent(hid)}/messages`, params: pageToken ? { pageToken } : {} }),
      // The thread slice keeps what the pages brought; the cache entry itself is not reused.
      keepUnusedDataFor: 0,
    }),
    deleteMessages: build.mutation<unknown, { hid: string; ids: string[] }>({
      query: ({ hid, ids }) => ({ url: `/v3/messenger/dialogs/${encodeURIComponent(hid)}/messages:batchDelete`, method: 'POST', body: { ids }, idempotent: true }),
    }),
    /** At most MESSENGER_BATCH_MAX hids a call; the page splits larger choices. */
    markDialogsRead: build.mutation<unknown, string[]>({
      query: (hids) => ({ url: '/v3/messenger/dialogs:batchMarkRead', method: 'POST', body: { hids }, idempotent: true }),
      onQueryStarted: (hids, lifecycle) => {
        const chosen = new Set(hids);
        return patchDialogsUntilFailure(lifecycle, (dialog) => chosen.has(dialog.hid), (dialog) => {
          dialog.isRead = true;
          dialog.unreadMessagesCount = 0;
        });
      },
    }),
    deleteDialogs: build.mutation<unknown, string[]>({
      query: (hids) => ({ url: '/v3/messenger/dialogs:batchDelete', method: 'POST', body: { hids }, idempotent: true }),
      onQueryStarted: (hids, lifecycle) => {
        const chosen = new Set(hids);
        return patchDialogsUntilFailure(lifecycle, (dialog) => chosen.has(dialog.hid), 'remove');
      },
    }),
    /** The relations calls `:favorite` / `:unfavorite` (spec 2 §7), flipped at once in every list (spec 2 §4). */
    setDialogFavourite: build.mutation<unknown, { hid: string; favourite: boolean }>({
      query: ({ hid, favourite }) => ({ url: `/v3/users/${encodeURIComponent(hid)}:${favourite ? 'favorite' : 'unfavorite'}`, method: 'POST', body: { source: 'dialogs' }, idempotent: true }),
      onQueryStarted: ({ hid, favourite }, lifecycle) =>
        patchDialogsUntilFailure(lifecycle, (dialog) => dialog.hid === hid, (dialog) => {
          dialog.user.isMyFavorite = favourite;
          dialog.relationships.isMyFavorite = favourite;
        }),
      invalidatesTags: (_result, error, { hid }) => (error ? [] : [{ type: 'Dialog', id: hid }, { type: 'MemberProfile', id: hid }]),
    }),
    /** `GET /v3/messenger/events?after=`: what the tab missed (sync.ts). */
    getChatEvents: build.query<ChatEventsResponse, number>({
      query: (after) => ({ url: '/v3/messenger/events', params: { after } }),
      keepUnusedDataFor: 0,
    }),
  }),
});

type Lifecycle = { dispatch: (action: unknown) => unknown; getState: () => unknown; queryFulfilled: Promise<unknown> };

/**
 * Changes the chosen dialogs in every loaded list (each filter's pages) and the open dialog, and
 * puts them back if the call fails. `remove` takes them out of the lists.
 */
async function patchDialogsUntilFailure({ dispatch, getState, queryFulfilled }: Lifecycle, chosen: (dialog: Dialog) => boolean, change: DialogPatch | 'remove') {
  const undo = patchDialogs(dispatch, getState, chosen, change);
  try {
    await queryFulfilled;
  } catch {
    for (const step of undo) step();
  }
}

/** The same change applied now, without a call; answers how to undo it. */
export function patchDialogs(dispatch: (action: unknown) => unknown, getState: () => unknown, chosen: (dialog: Dialog) => boolean, change: DialogPatch | 'remove'): Array<() => void> {
  const state = getState() as Parameters<typeof messengerApi.util.selectCachedArgsForQuery>[0];
  const undo: Array<() => void> = [];
  for (const filter of messengerApi.util.selectCachedArgsForQuery(state, 'getDialogs')) {
    const patch = dispatch(
      messengerApi.util.updateQueryData('getDialogs', filter, (draft) => {
        for (const page of draft.pages) {
          if (change === 'remove') page.dialogs = page.dialogs.filter((dialog) => !chosen(dialog));
          else for (const dialog of page.dialogs) if (chosen(dialog)) change(dialog);
        }
      }),
    ) as { undo: () => void };
    undo.push(patch.undo);
  }
  if (change !== 'remove') {
    for (const hid of messengerApi.util.selectCachedArgsForQuery(state, 'getDialog')) {
      const patch = dispatch(
        messengerApi.util.updateQueryData('getDialog', hid, (draft) => {
          if (chosen(draft)) change(draft);
        }),
      ) as { undo: () => void };
      undo.push(patch.undo);
    }
  }
  return undo;
}

export const {
  useGetDialogsInfiniteQuery,
  useGetDialogQuery,
  useDeleteMessagesMutation,
  useMarkDialogsReadMutation,
  useDeleteDialogsMutation,
  useSetDialogFavouriteMutation,
} = messengerApi;

import type { PingsResponses, SmartMessagesState } from '@amora/contracts';
import { api, unwrapResult } from '../../api/api.ts';

const MASS_OUTGOING = '/rest/v2/user/mass/outgoing';

/**
 * Smart messages (spec 2 §7 "mass outgoing", "pings"): whether they are on (`isSubscribed`, the
 * server's `done`), switching them, and how many members wrote back. Each switch answers the new
 * state, which goes straight into the cache.
 */
export const smartMessagesApi = api.enhanceEndpoints({ addTagTypes: ['SmartMessages'] }).injectEndpoints({
  endpoints: (build) => ({
    getSmartMessages: build.query<boolean, void>({
      query: () => ({ url: MASS_OUTGOING }),
      transformResponse: (response: { result: SmartMessagesState }) => unwrapResult(response).done,
      providesTags: ['SmartMessages'],
    }),
    /** Safe to repeat by construction: enabling twice leaves them enabled. */
    enableSmartMessages: build.mutation<boolean, { context: string }>({
      query: (body) => ({ url: MASS_OUTGOING, method: 'POST', body, idempotent: true }),
      transformResponse: (response: { result: SmartMessagesState }) => unwrapResult(response).done,
      onQueryStarted: (_arg, lifecycle) => storeState(lifecycle),
    }),
    disableSmartMessages: build.mutation<boolean, void>({
      query: () => ({ url: MASS_OUTGOING, method: 'DELETE', idempotent: true }),
      transformResponse: (response: { result: SmartMessagesState }) => unwrapResult(response).done,
      onQueryStarted: (_arg, lifecycle) => storeState(lifecycle),
    }),
    /** Read anew each time the disable confirmation opens (spec 2 §4: the count resets when the flow is left). */
    getPingsResponses: build.query<number, void>({
      query: () => ({ url: '/rest/v2/pings/responses' }),
      transformResponse: (response: { result: PingsResponses }) => unwrapResult(response).count,
      keepUnusedDataFor: 0,
    }),
  }),
});

/** The switch's answer is the state now: written into the cached `isSubscribed`. */
async function storeState(lifecycle: { queryFulfilled: Promise<{ data: boolean }>; dispatch: (action: unknown) => unknown }): Promise<void> {
  try {
    const { data } = await lifecycle.queryFulfilled;
    lifecycle.dispatch(smartMessagesApi.util.upsertQueryData('getSmartMessages', undefined, data));
  } catch {
    // A failed switch leaves the state as it was; the popup says so.
  }
}

export const { useGetSmartMessagesQuery, useEnableSmartMessagesMutation, useDisableSmartMessagesMutation, useGetPingsResponsesQuery } = smartMessagesApi;

import type { PaywallMatches, PaywallPhotosQuery, PaywallPhotosResponse } from '@amora/contracts';
import { api } from '../../api/api.ts';

export interface PaywallPhoto {
  url: string;
}

/** The paywall's content: the member's real matches (issue 16.7) and the photos of the best of them. */
export interface PaywallContent {
  photos: PaywallPhoto[];
  /** How many (at most the server's cap, `capped` beyond it); 0 when nobody fits yet. */
  matches: PaywallMatches;
}

/** Paywall content and its show event (spec 1 §4 signup-activated paywall, §7). */
export const paywallApi = api.injectEndpoints({
  endpoints: (build) => ({
    paywallContent: build.query<PaywallContent, PaywallPhotosQuery>({
      query: (params) => ({ url: '/v3/paywalls/content/photos', params }),
      // `{ photos: [{ url, preset }], matches: { count, capped } }`, the contracts' paywallPhotosResponseSchema; no hids (a teaser).
      transformResponse: (response: PaywallPhotosResponse) => ({ photos: response.photos.map(({ url }) => ({ url })), matches: response.matches }),
    }),
    collectUiEvents: build.mutation<void, { action: string; category: string; label: string; value?: string }[]>({
      query: (requests) => ({ url: '/v3/ui/events/generic:batchCollect', method: 'POST', body: { requests } }),
    }),
  }),
});

import type { PaywallPhotosQuery, PaywallPhotosResponse } from '@amora/contracts';
import { api } from '../../api/api.ts';

export interface PaywallPhoto {
  url: string;
}

/** Paywall content and its show event (spec 1 §4 signup-activated paywall, §7). */
export const paywallApi = api.injectEndpoints({
  endpoints: (build) => ({
    paywallPhotos: build.query<PaywallPhoto[], PaywallPhotosQuery>({
      query: (params) => ({ url: '/v3/paywalls/content/photos', params }),
      // `{ photos: [{ url, preset }] }`, the contracts' paywallPhotosResponseSchema; no hids (a teaser).
      transformResponse: (response: PaywallPhotosResponse) => response.photos.map(({ url }) => ({ url })),
    }),
    collectUiEvents: build.mutation<void, { action: string; category: string; label: string; value?: string }[]>({
      query: (requests) => ({ url: '/v3/ui/events/generic:batchCollect', method: 'POST', body: { requests } }),
    }),
  }),
});

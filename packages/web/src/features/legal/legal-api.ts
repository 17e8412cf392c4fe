import type { Language, SiteInfo, SiteInfoPage } from '@amora/contracts';
import { api, unwrapResult } from '../../api/api.ts';

/** Legal and company pages (spec 1 §7 site-info): no auth, so the public /info pages never call the login. */
export const legalApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The language is part of the cache key: a page read again after a language change is fetched anew.
    getSiteInfo: build.query<SiteInfo, { page: SiteInfoPage; productId: number; language: Language }>({
      query: ({ page, productId }) => ({ url: `/rest/v2/site-info/${page}`, params: { product_id: productId }, noAuth: true }),
      transformResponse: unwrapResult<SiteInfo>,
    }),
  }),
});

export const { useGetSiteInfoQuery } = legalApi;

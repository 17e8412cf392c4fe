import type { ProfileCompleteness } from '@amora/contracts';
import { api, unwrapResult } from './api.ts';

/**
 * The completeness checklist (spec 1 §3, §7). It follows from the profile, so it shares the
 * profile's cache tag: a saved edit refreshes it.
 */
export const completenessApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCompleteness: build.query<ProfileCompleteness, void>({
      query: () => ({ url: '/rest/v2/user/info/profile/completeness' }),
      transformResponse: unwrapResult<ProfileCompleteness>,
      providesTags: ['Profile'],
    }),
  }),
});

export const { useGetCompletenessQuery } = completenessApi;

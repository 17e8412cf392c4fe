import type { Language, ProfileInfo } from '@amora/contracts';
import { api, unwrapResult } from './api.ts';

/**
 * Calls about the member's own account that several features use: the profile info (session
 * start, account-status screens, the profile page) and the language setting (spec 1 §7).
 */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOwnProfile: build.query<ProfileInfo, void>({
      query: () => ({ url: '/rest/v2/user/info/profile' }),
      transformResponse: unwrapResult<ProfileInfo>,
      providesTags: ['Profile'],
    }),
    getLanguageTag: build.query<Language, void>({
      query: () => ({ url: '/rest/v2/user/settings/language_tag' }),
      transformResponse: (response: { result: { language_tag: Language } }) => response.result.language_tag,
      providesTags: ['Language'],
    }),
    saveLanguageTag: build.mutation<void, Language>({
      // Setting the same language twice is harmless, so a lost connection may repeat it.
      query: (language) => ({ url: '/rest/v2/user/settings/language_tag', method: 'POST', body: { language_tag: language }, idempotent: true }),
      // Answers that hold server text (place names, vocabulary, notification names) were loaded in
      // the old language: fetched again, every page shows the new one.
      invalidatesTags: ['Language', 'Profile', 'NotificationSettings', 'Onboarding'],
    }),
  }),
});

export const { useGetOwnProfileQuery, useSaveLanguageTagMutation } = accountApi;

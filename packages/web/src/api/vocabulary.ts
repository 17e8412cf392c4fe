import type { Language, VocabularyField } from '@amora/contracts';
import { api, unwrapResult } from './api.ts';

/**
 * The member vocabulary (spec 1 §7): the profile fields' options and labels in the interface
 * language, which the own profile's screens and other members' profiles read their answers with.
 * The language is the cache key, so a language change loads the labels anew.
 */
export const vocabularyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMemberVocabulary: build.query<Record<string, VocabularyField>, Language>({
      query: () => ({ url: '/rest/v2/user/info/profile/vocabulary' }),
      transformResponse: unwrapResult<Record<string, VocabularyField>>,
    }),
  }),
});

export const { useGetMemberVocabularyQuery } = vocabularyApi;

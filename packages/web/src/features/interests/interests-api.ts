import { INTERESTS_PAGE_SIZE, type InterestCategoryView, type InterestView, type MemberInterestView, type ProfileEditResult } from '@amora/contracts';
import { api, unwrapResult } from '../../api/api.ts';
import type { ApiError } from '../../api/base-query.ts';

/** One category with its interests, in the order the step shows them. */
export interface InterestGroup {
  category: InterestCategoryView;
  interests: MemberInterestView[];
}

/** Spec 1 §3: popular first, then by id; the server sorts too, the step does not rely on it. */
export function byPopularity(a: InterestCategoryView, b: InterestCategoryView): number {
  return Number(b.is_popular) - Number(a.is_popular) || a.id - b.id;
}

type MemberInterestsPage = { result: { interests: MemberInterestView[]; next_page_token: string } };

/**
 * The interests step's calls (spec 1 §7): the categories, then every category's interests with
 * the member's marked `is_selected` (following pages until the last), the suggest call, and the
 * profile edit that saves the whole list.
 */
export const interestsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInterestGroups: build.query<InterestGroup[], void>({
      async queryFn(_arg, _api, _options, baseQuery) {
        const categoriesAnswer = await baseQuery({ url: '/rest/v2/user/interests/categories' });
        if (categoriesAnswer.error) return { error: categoriesAnswer.error as ApiError };
        const categories = [...(categoriesAnswer.data as { result: InterestCategoryView[] }).result].sort(byPopularity);
        const interests: MemberInterestView[] = [];
        let pageToken = '';
        do {
          const page = await baseQuery({
            url: '/rest/v2/user/interests',
            params: { category_ids: categories.map((category) => category.id).join(','), per_page: INTERESTS_PAGE_SIZE, page_token: pageToken || undefined },
          });
          if (page.error) return { error: page.error as ApiError };
          const { result } = page.data as MemberInterestsPage;
          interests.push(...result.interests);
          pageToken = result.next_page_token;
        } while (pageToken);
        const groups = categories.map((category) => ({ category, interests: interests.filter((interest) => interest.category_id === category.id) }));
        return { data: groups.filter((group) => group.interests.length > 0) };
      },
      providesTags: ['Profile'],
    }),
    suggestInterests: build.query<InterestView[], string>({
      // A lookup, not a change: repeating it on a lost connection is harmless.
      query: (prefix) => ({ url: '/rest/v2/interests/suggest', method: 'POST', body: { prefix }, idempotent: true }),
      transformResponse: unwrapResult<InterestView[]>,
    }),
    saveInterests: build.mutation<ProfileEditResult, number[]>({
      query: (interests) => ({ url: '/rest/v2/user/info/profile', method: 'POST', body: { interests } }),
      transformResponse: unwrapResult<ProfileEditResult>,
      invalidatesTags: ['Profile'],
    }),
  }),
});

export const { useGetInterestGroupsQuery, useSuggestInterestsQuery, useSaveInterestsMutation } = interestsApi;

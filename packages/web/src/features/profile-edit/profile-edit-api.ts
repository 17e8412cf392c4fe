import type { PhotoAlbum, ProfileEditResult } from '@amora/contracts';
import { PROFILE_ALBUM_ID } from '@amora/contracts';
import { api, unwrapResult } from '../../api/api.ts';
import { accountApi } from '../../api/profile.ts';
import type { FieldValue } from '../../shared/profile/profile-answers.ts';

/** The fields of one edit, as the profile edit call takes them (spec 1 §3 "Profile fields"). */
export type ProfileChanges = Partial<Record<string, FieldValue>>;

/**
 * The profile edit screens' calls (spec 1 §7): the profile edit, and the own profile album the
 * preview shows (the vocabulary is api/vocabulary.ts, shared with other members' profiles).
 */
export const profileEditApi = api.injectEndpoints({
  endpoints: (build) => ({
    editProfile: build.mutation<ProfileEditResult, ProfileChanges>({
      query: (changes) => ({ url: '/rest/v2/user/info/profile', method: 'POST', body: changes }),
      transformResponse: unwrapResult<ProfileEditResult>,
      // The answer holds the whole profile after the edit: the screens show it at once, before the
      // refetch the tag starts (which also refreshes the completeness checklist).
      async onQueryStarted(_changes, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) dispatch(accountApi.util.upsertQueryData('getOwnProfile', undefined, answer.data.profile));
      },
      invalidatesTags: (result) => (result ? ['Profile'] : []),
    }),
    getProfileAlbum: build.query<PhotoAlbum, void>({
      query: () => ({ url: `/apis/photos/v1/users/me/albums/${PROFILE_ALBUM_ID}` }),
      providesTags: ['Album'],
    }),
  }),
});

export const { useEditProfileMutation, useGetProfileAlbumQuery } = profileEditApi;

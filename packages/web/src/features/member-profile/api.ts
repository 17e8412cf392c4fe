import { isMemberStub, PROFILE_ALBUM_ID, type MemberProfile, type PhotoAlbum, type ProfileInfoAnswer, type ReactionResponse } from '@amora/contracts';
import { api, unwrapResult } from '../../api/api.ts';

/**
 * Another member's profile (spec 1 §6, §7; issue 16 point 5): the record or its stub, their
 * album as this viewer may see it, and what the viewer can do there: like, favourite, and the
 * visit the opening records.
 */
export const memberProfileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMemberProfile: build.query<MemberProfile | null, string>({
      query: (hid) => ({ url: '/rest/v2/user/info/profile', params: { users_hids: hid } }),
      // A hid nobody has gets no entry: the page says the profile is not available.
      transformResponse: (response: { result: ProfileInfoAnswer }) => unwrapResult(response).users?.[0] ?? null,
      providesTags: (_result, _error, hid) => [{ type: 'MemberProfile', id: hid }],
    }),
    getMemberAlbum: build.query<PhotoAlbum, string>({
      query: (hid) => ({ url: `/apis/photos/v1/users/${encodeURIComponent(hid)}/albums/${PROFILE_ALBUM_ID}` }),
    }),
    likeMember: build.mutation<ReactionResponse, string>({
      query: (hid) => ({ url: '/apis/relations/v1/users/me/likes', method: 'POST', params: { context: 'profile' }, body: { contact_hid: hid } }),
      invalidatesTags: (_result, _error, hid) => [{ type: 'MemberProfile', id: hid }],
    }),
    setFavourite: build.mutation<{ isMyFavorite: boolean }, { hid: string; favourite: boolean }>({
      query: ({ hid, favourite }) => ({ url: `/v3/users/${encodeURIComponent(hid)}:${favourite ? 'favorite' : 'unfavorite'}`, method: 'POST', body: {}, idempotent: true }),
      // Optimistic: the record's `is_selected` flips at once and flips back if the call fails.
      async onQueryStarted({ hid, favourite }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          memberProfileApi.util.updateQueryData('getMemberProfile', hid, (draft) => {
            if (draft && !isMemberStub(draft)) draft.list_data.is_selected = favourite;
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),
    visitMember: build.mutation<Record<string, never>, string>({
      query: (hid) => ({ url: `/v3/users/${encodeURIComponent(hid)}:visit`, method: 'POST', body: { source: 'profile' }, idempotent: true }),
    }),
  }),
});

export const { useGetMemberProfileQuery, useGetMemberAlbumQuery, useLikeMemberMutation, useSetFavouriteMutation, useVisitMemberMutation } = memberProfileApi;

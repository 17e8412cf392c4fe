import { PROFILE_ALBUM_ID, type AlbumPhoto, type FacebookPhotosResult, type PhotoAlbum, type SocialProviderName } from '@amora/contracts';
import { api, unwrapResult } from '../../api/api.ts';

const ALBUM = `/apis/photos/v1/users/me/albums/${PROFILE_ALBUM_ID}`;
const PHOTOS = '/apis/photos/v1/users/me/photos';

/** A changed album also changes the avatar the profile shows (spec 1 §3). */
const ALBUM_AND_AVATAR = ['Album', 'Profile'] as const;

/** The photo calls of spec 3 §7 and the Facebook photos of the import. */
export const photosApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOwnAlbum: build.query<PhotoAlbum, void>({
      query: () => ({ url: ALBUM }),
      providesTags: ['Album'],
    }),
    getMemberAlbum: build.query<PhotoAlbum, string>({
      query: (userHid) => ({ url: `/apis/photos/v1/users/${encodeURIComponent(userHid)}/albums/${PROFILE_ALBUM_ID}` }),
      providesTags: ['Album'],
    }),
    publishPhotos: build.mutation<PhotoAlbum, string[]>({
      query: (photos) => ({ url: `${PHOTOS}/batch/publishing`, method: 'POST', body: { photos } }),
      invalidatesTags: [...ALBUM_AND_AVATAR],
    }),
    deletePhoto: build.mutation<void, string>({
      query: (id) => ({ url: `${PHOTOS}/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [...ALBUM_AND_AVATAR],
    }),
    setAlbumCover: build.mutation<PhotoAlbum, string>({
      query: (coverId) => ({ url: ALBUM, method: 'PATCH', body: { cover_id: coverId } }),
      invalidatesTags: (result) => (result ? [...ALBUM_AND_AVATAR] : []),
    }),
    importPhotoFromUrl: build.mutation<AlbumPhoto, string>({
      query: (url) => ({ url: `${PHOTOS}/from/url`, method: 'POST', body: { url, album_id: PROFILE_ALBUM_ID } }),
    }),
    getPhotoSocialProviders: build.query<SocialProviderName[], void>({
      query: () => ({ url: '/apis/social/v1/providers', noAuth: true }),
      transformResponse: (response: { providers: SocialProviderName[] }) => response.providers,
    }),
    getFacebookPhotos: build.query<FacebookPhotosResult, string>({
      query: (socialToken) => ({ url: '/rest/v2/social/facebook/photos', params: { social_token: socialToken }, noAuth: true }),
      transformResponse: unwrapResult<FacebookPhotosResult>,
    }),
  }),
});

export const {
  useGetOwnAlbumQuery,
  useGetMemberAlbumQuery,
  usePublishPhotosMutation,
  useDeletePhotoMutation,
  useSetAlbumCoverMutation,
  useImportPhotoFromUrlMutation,
  useGetPhotoSocialProvidersQuery,
  useGetFacebookPhotosQuery,
} = photosApi;

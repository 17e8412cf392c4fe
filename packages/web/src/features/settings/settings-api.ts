import type {
  DataRequestBody,
  DeactivateBody,
  NotificationSettingsBody,
  NotificationSettingView,
  PasswordChangeBody,
  ProfileEditResult,
  UnsubscribeVerifyBody,
} from '@amora/contracts';
import { api, unwrapResult } from '../../api/api.ts';

/** One e-mail notification choice (spec 1 §3): `disabled` is true while the member gets none of it. */
export type NotificationSetting = NotificationSettingView;

/** The save sends every listed id, in one list or the other. */
export type NotificationChoice = Required<NotificationSettingsBody>;

/** A one-click unsubscribe code was mailed: it expires at `expires_at` (epoch seconds). */
export interface UnsubscribeCode {
  expires_at: number;
  attempts_left: number;
}

export interface DeactivationReasons {
  deleting_available: boolean;
  reasons: Array<{ id: number; sub_reasons: Array<{ id: number }> }>;
}

export interface PrivateData {
  name: string;
  city_id: number;
  country_id: number;
}

/** The settings screens' calls (spec 1 §7). */
export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotificationSettings: build.query<NotificationSetting[], void>({
      query: () => ({ url: '/rest/v2/user/settings/notification' }),
      transformResponse: unwrapResult<NotificationSetting[]>,
      providesTags: ['NotificationSettings'],
    }),
    saveNotificationSettings: build.mutation<true, NotificationChoice>({
      // The same choice saved twice is the same state, so a lost connection may repeat it.
      query: (body) => ({ url: '/rest/v2/user/settings/notifications', method: 'PUT', body, idempotent: true }),
      invalidatesTags: ['NotificationSettings'],
    }),
    sendUnsubscribeCode: build.mutation<UnsubscribeCode, string>({
      query: (token) => ({ url: '/rest/v2/user/settings/notifications/unsubscribe/code', method: 'POST', body: { token } }),
      transformResponse: unwrapResult<UnsubscribeCode>,
    }),
    verifyUnsubscribeCode: build.mutation<true, UnsubscribeVerifyBody>({
      query: (body) => ({ url: '/rest/v2/user/settings/notifications/unsubscribe/verify', method: 'POST', body }),
      invalidatesTags: ['NotificationSettings'],
    }),
    changePassword: build.mutation<true, PasswordChangeBody>({
      query: (body) => ({ url: '/rest/v2/user/authorization/password', method: 'POST', body }),
    }),
    savePrivateData: build.mutation<ProfileEditResult, PrivateData>({
      query: (body) => ({ url: '/rest/v2/user/settings/private', method: 'POST', body }),
      transformResponse: unwrapResult<ProfileEditResult>,
      invalidatesTags: ['Profile'],
    }),
    getDeactivationReasons: build.query<DeactivationReasons, void>({
      query: () => ({ url: '/rest/v2/user/settings/account/deactivate/reasons' }),
      transformResponse: unwrapResult<DeactivationReasons>,
    }),
    deactivate: build.mutation<{ ok: number }, DeactivateBody>({
      query: (body) => ({ url: '/rest/v2/user/settings/account/deactivate', method: 'POST', body }),
      transformResponse: unwrapResult<{ ok: number }>,
    }),
    trackDeleteAttempt: build.mutation<true, number>({
      query: (reasonId) => ({ url: '/rest/v2/tracking/account/delete-attempt', method: 'POST', body: { reason_id: reasonId } }),
    }),
    requestProfileInfo: build.mutation<true, DataRequestBody>({
      query: (body) => ({ url: '/rest/v2/user/zendesk/used_user_data_request', method: 'POST', body }),
    }),
  }),
});

export const {
  useGetNotificationSettingsQuery,
  useSaveNotificationSettingsMutation,
  useSendUnsubscribeCodeMutation,
  useVerifyUnsubscribeCodeMutation,
  useChangePasswordMutation,
  useSavePrivateDataMutation,
  useGetDeactivationReasonsQuery,
  useDeactivateMutation,
  useTrackDeleteAttemptMutation,
  useRequestProfileInfoMutation,
} = settingsApi;

import type { ConsentPolicyInfo, MemberConsent, MemberConsentBody } from '@amora/contracts';
import { api, unwrapResult } from '../../api/api.ts';

/** Cookie consent calls (contracts/consent.ts). */
export const consentApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A visitor asks without authorisation; a member's token lets the server read their state. */
    getConsentPolicy: build.query<ConsentPolicyInfo, { member: boolean }>({
      query: ({ member }) => ({ url: '/rest/v2/consent/policy', noAuth: !member }),
      transformResponse: unwrapResult<ConsentPolicyInfo>,
    }),
    getMemberConsent: build.query<MemberConsent, void>({
      query: () => ({ url: '/rest/v2/user/settings/consent' }),
      transformResponse: unwrapResult<MemberConsent>,
      providesTags: ['Consent'],
    }),
    saveMemberConsent: build.mutation<MemberConsent, MemberConsentBody>({
      // The whole choice every time, so a repeat after a lost answer changes nothing.
      query: (body) => ({ url: '/rest/v2/user/settings/consent', method: 'PUT', body, idempotent: true }),
      transformResponse: unwrapResult<MemberConsent>,
      invalidatesTags: ['Consent'],
    }),
  }),
});

export const { useGetConsentPolicyQuery, useSaveMemberConsentMutation } = consentApi;

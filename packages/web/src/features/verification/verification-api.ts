import type { VerificationGestureResponse, VerificationHashResponse, VerificationState } from '@amora/contracts';
import { api } from '../../api/api.ts';

const BASE = '/apis/photos/v1/users/me/verification';

/** The verification calls of spec 3 §7 and the state the profile card shows. */
export const verificationApi = api.injectEndpoints({
  endpoints: (build) => ({
    getVerificationState: build.query<VerificationState, void>({
      query: () => ({ url: BASE }),
      providesTags: ['Verification'],
    }),
    createVerificationHash: build.mutation<VerificationHashResponse, void>({
      query: () => ({ url: `${BASE}/hash`, method: 'POST', body: {} }),
    }),
    getVerificationGesture: build.query<VerificationGestureResponse, string>({
      query: (hash) => ({ url: `${BASE}/gesture`, params: { hash } }),
    }),
  }),
});

export const { useGetVerificationStateQuery, useCreateVerificationHashMutation, useLazyGetVerificationGestureQuery } = verificationApi;

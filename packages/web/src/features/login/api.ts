import type { Session } from '@amora/contracts';
import { api, unwrapResult } from '../../api/api.ts';
import type { ApiMeta } from '../../api/base-query.ts';

export const loginApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<Session, { product_id: number; email: string; password: string }>({
      query: (body) => ({ url: '/rest/v2/login', method: 'POST', body, noAuth: true }),
      transformResponse: unwrapResult<Session>,
    }),
    /** Resends the confirmation e-mail; the next resend waits until x-rate-limit-reset (epoch s). */
    resendConfirmation: build.mutation<{ nextResendAt: number | null }, { product_id: number; email: string }>({
      query: (body) => ({ url: '/api/user/confirmation/resend', method: 'POST', body, noAuth: true }),
      transformResponse: (_response: unknown, meta: ApiMeta | undefined) => {
        const reset = Number(meta?.headers?.get('x-rate-limit-reset'));
        return { nextResendAt: Number.isFinite(reset) && reset > 0 ? reset * 1000 : null };
      },
    }),
  }),
});

export const { useLoginMutation, useResendConfirmationMutation } = loginApi;

import { api, unwrapResult } from '../../api/api.ts';
import type { ApiMeta } from '../../api/base-query.ts';

export const signDoneApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Resends the sign-up confirmation (spec 1 §4 "Confirm e-mail"): the next one waits until the
     * `x-rate-limit-reset` moment, or `result.timeout` seconds when the header is absent.
     */
    resendSignupConfirmation: build.mutation<{ nextAllowedAt: number | null }, { product_id: number; email: string }>({
      query: (body) => ({ url: '/api/user/confirmation/resend', method: 'POST', body, noAuth: true }),
      transformResponse: (response: { result?: { timeout?: unknown } } | null, meta: ApiMeta | undefined) => {
        const reset = Number(meta?.headers?.get('x-rate-limit-reset'));
        if (Number.isFinite(reset) && reset * 1000 > Date.now()) return { nextAllowedAt: reset * 1000 };
        const timeout = response?.result?.timeout;
        return { nextAllowedAt: typeof timeout === 'number' && timeout > 0 ? Date.now() + timeout * 1000 : null };
      },
    }),
    /** Moves an unconfirmed sign-up to another address (spec 1 §7, no auth: the member is not logged in yet). */
    changeSignupEmail: build.mutation<unknown, { product_id: number; email: string; password: string; new_email: string }>({
      query: (body) => ({ url: '/rest/v2/signup/change-email', method: 'POST', body, noAuth: true }),
      transformResponse: unwrapResult<unknown>,
    }),
  }),
});

export const { useResendSignupConfirmationMutation, useChangeSignupEmailMutation } = signDoneApi;

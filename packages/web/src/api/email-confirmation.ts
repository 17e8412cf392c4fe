import { api } from './api.ts';
import type { ApiMeta } from './base-query.ts';

/**
 * `POST /api/user/confirmation/resend` (spec 1 §4 "Confirm e-mail"), shared by the confirm-e-mail
 * popup and the sign-done page. The next one waits until the `x-rate-limit-reset` moment, or
 * `result.timeout` seconds when the header is absent.
 */
export const emailConfirmationApi = api.injectEndpoints({
  endpoints: (build) => ({
    resendEmailConfirmation: build.mutation<{ nextAllowedAt: number | null }, { product_id: number; email: string }>({
      query: (body) => ({ url: '/api/user/confirmation/resend', method: 'POST', body, noAuth: true }),
      transformResponse: (response: { result?: { timeout?: unknown } } | null, meta: ApiMeta | undefined) => {
        const reset = Number(meta?.headers?.get('x-rate-limit-reset'));
        if (Number.isFinite(reset) && reset * 1000 > Date.now()) return { nextAllowedAt: reset * 1000 };
        const timeout = response?.result?.timeout;
        return { nextAllowedAt: typeof timeout === 'number' && timeout > 0 ? Date.now() + timeout * 1000 : null };
      },
    }),
  }),
});

export const { useResendEmailConfirmationMutation } = emailConfirmationApi;

import { api, unwrapResult } from '../../api/api.ts';
import type { ApiError, ApiMeta } from '../../api/base-query.ts';

/** `x-rate-limit-reset` (epoch s) as epoch ms: when the next e-mail may be asked for. */
export function nextAllowedAt(meta: ApiMeta | undefined): number | null {
  const reset = Number(meta?.headers?.get('x-rate-limit-reset'));
  return Number.isFinite(reset) && reset * 1000 > Date.now() ? reset * 1000 : null;
}

export const recoveryApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Mails a reset link (spec 1 §7); the answer's rate-limit header starts the resend countdown. */
    requestRecovery: build.mutation<{ resendAt: number | null }, { product_id: number; email: string }>({
      query: (body) => ({ url: '/rest/v2/signup/recover/request', method: 'POST', body, noAuth: true }),
      transformResponse: (_response: unknown, meta: ApiMeta | undefined) => ({ resendAt: nextAllowedAt(meta) }),
    }),
    /** Sets the new password with the link's signed query (spec 1 §7). */
    recoverPassword: build.mutation<unknown, { signed_query: string; password: string }>({
      query: (body) => ({ url: '/api/user/password/recover', method: 'POST', body, noAuth: true }),
      transformResponse: unwrapResult<unknown>,
    }),
  }),
});

export const { useRequestRecoveryMutation, useRecoverPasswordMutation } = recoveryApi;

/** The end of a 429's wait (spec 1 §4): `retry-after` seconds, else the `x-rate-limit-reset` moment. */
export function rateLimitedUntil(error: ApiError): number | null {
  if (error.status !== 429) return null;
  if (error.retryAfterS !== null && error.retryAfterS > 0) return Date.now() + error.retryAfterS * 1000;
  if (error.rateLimitResetS !== null && error.rateLimitResetS * 1000 > Date.now()) return error.rateLimitResetS * 1000;
  return null;
}

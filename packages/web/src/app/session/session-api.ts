import type { InitResponse, Session } from '@amora/contracts';
import { api, unwrapResult } from '../../api/api.ts';

/** Session calls (spec 1 §7). */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    loginByAccessKey: build.mutation<Session, { product_id: number; ak: string }>({
      query: (body) => ({ url: '/rest/v2/login/ak', method: 'POST', body, noAuth: true }),
      transformResponse: unwrapResult<Session>,
    }),
    init: build.mutation<InitResponse, { splitHids: string[] }>({
      // Reads flags and binds splits; binding is deterministic per member, so a repeat is harmless.
      query: (body) => ({ url: '/v3/init', method: 'POST', body, idempotent: true }),
    }),
    markOnline: build.mutation<{ is_new_session: boolean }, { session_source: string }>({
      query: (body) => ({ url: '/rest/v2/user/mark-online', method: 'POST', body }),
      transformResponse: unwrapResult<{ is_new_session: boolean }>,
    }),
    logout: build.mutation<boolean, { refresh_token?: string }>({
      query: (body) => ({ url: '/rest/v2/logout', method: 'POST', body }),
      transformResponse: unwrapResult<boolean>,
    }),
  }),
});

import { api, unwrapResult } from '../../api/api.ts';

export const signDoneApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Moves an unconfirmed sign-up to another address (spec 1 §7, no auth: the member is not logged in yet). */
    changeSignupEmail: build.mutation<unknown, { product_id: number; email: string; password: string; new_email: string }>({
      query: (body) => ({ url: '/rest/v2/signup/change-email', method: 'POST', body, noAuth: true }),
      transformResponse: unwrapResult<unknown>,
    }),
  }),
});

export const { useChangeSignupEmailMutation } = signDoneApi;

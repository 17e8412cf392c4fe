import { api } from '../../api/api.ts';

export const accountStatusApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Restores a hidden or self-removed account (spec 1 §4); the profile reloads with `ok` 1. */
    restoreAccount: build.mutation<true, void>({
      // Restoring an active account changes nothing, so a lost connection may repeat it.
      query: () => ({ url: '/rest/v2/user/settings/account/restore', method: 'POST', body: {}, idempotent: true }),
      invalidatesTags: ['Profile'],
    }),
  }),
});

export const { useRestoreAccountMutation } = accountStatusApi;

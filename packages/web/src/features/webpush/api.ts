import type { WebPushKeyResponse } from '@amora/contracts';
import { api } from '../../api/api.ts';

/** Web push calls (spec 2 §7): the key to subscribe with and the browser's subscription, per device. */
export const webPushApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWebPushKey: build.query<string, void>({
      query: () => ({ url: '/v3/notifications/webpush/key' }),
      transformResponse: (response: WebPushKeyResponse) => response.publicKey,
    }),
    saveWebPushSubscription: build.mutation<void, { deviceId: string; token: string }>({
      // Idempotent by construction: the device's subscription is replaced, never added twice.
      query: (body) => ({ url: '/v3/notifications/webpush/subscriptions', method: 'POST', body, idempotent: true }),
    }),
  }),
});

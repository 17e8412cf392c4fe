import type { HomescreenAction } from '@amora/contracts';
import { api } from '../../api/api.ts';

const BASE = '/rest/v2/tracking/homescreen';

/** The home-screen popup's tracking calls (spec 3 §7): the member's, and a visitor's by funnel without a session. */
export const homescreenApi = api.injectEndpoints({
  endpoints: (build) => ({
    trackHomescreenShow: build.mutation<void, { user_hid: string }>({
      query: (body) => ({ url: `${BASE}/popupShow`, method: 'POST', body }),
    }),
    trackHomescreenAction: build.mutation<void, { user_hid: string; action: HomescreenAction }>({
      query: (body) => ({ url: `${BASE}/popupAction`, method: 'POST', body }),
    }),
    trackGuestHomescreenShow: build.mutation<void, { funnel_id: string }>({
      query: (body) => ({ url: `${BASE}/guest-popup-show`, method: 'POST', body, noAuth: true }),
    }),
    trackGuestHomescreenAction: build.mutation<void, { funnel_id: string; action: HomescreenAction }>({
      query: (body) => ({ url: `${BASE}/guest-popup-action`, method: 'POST', body, noAuth: true }),
    }),
  }),
});

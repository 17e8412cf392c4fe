import type { PushAction } from '@amora/contracts';
import { api } from './api.ts';

/** POST /rest/v2/tracking/push/show (spec 2 §7). */
export interface PushShowTracking {
  sender_hid: string | null;
  push_id: string;
  context: string | null;
  push_type: number | string;
  /** Epoch milliseconds. */
  server_sent_timestamp: number;
}

/** POST /rest/v2/tracking/popup/show (spec 2 §7); `popup_id` is generated per show. */
export interface PopupShowTracking {
  popup_id: string;
  popup_name: string;
  pay_context_name: string | null;
}

/** POST /rest/v2/tracking/popup/action (spec 2 §7). */
export interface PopupActionTracking {
  popup_id: string;
  action: string;
  step_number?: number;
}

/**
 * Tracking calls (spec 1 §7, spec 2 §7). Page and funnel tracking need no auth; push and popup
 * tracking are the member's. Failures never bother anyone: callers ignore the answer.
 */
export const trackingApi = api.injectEndpoints({
  endpoints: (build) => ({
    collectPageVisit: build.mutation<void, { causedBy: string; referrer: string | null; target: string }>({
      query: (body) => ({ url: '/v3/ui/events/pageVisit:collect', method: 'POST', body, noAuth: true }),
    }),
    trackFunnelStep: build.mutation<
      void,
      { event_name: string; step_name: string; step_number: number; step_count: number; step_type: number; uid?: string | null; funnel_id?: string | null }
    >({
      query: (body) => ({ url: '/rest/v2/tracking/funnel/v2/step', method: 'POST', body, noAuth: true }),
    }),
    trackPushShow: build.mutation<void, PushShowTracking>({
      query: (body) => ({ url: '/rest/v2/tracking/push/show', method: 'POST', body }),
    }),
    trackPushAction: build.mutation<void, { push_id: string; push_action: PushAction }>({
      query: (body) => ({ url: '/rest/v2/tracking/push/action', method: 'POST', body }),
    }),
    trackPushSubscribe: build.mutation<void, { action: string }>({
      query: (body) => ({ url: '/rest/v2/tracking/push/subscribe', method: 'POST', body }),
    }),
    trackPopupShow: build.mutation<void, PopupShowTracking>({
      query: (body) => ({ url: '/rest/v2/tracking/popup/show', method: 'POST', body }),
    }),
    trackPopupAction: build.mutation<void, PopupActionTracking>({
      query: (body) => ({ url: '/rest/v2/tracking/popup/action', method: 'POST', body }),
    }),
  }),
});

export const {
  useCollectPageVisitMutation,
  useTrackFunnelStepMutation,
  useTrackPushShowMutation,
  useTrackPushActionMutation,
  useTrackPushSubscribeMutation,
  useTrackPopupShowMutation,
  useTrackPopupActionMutation,
} = trackingApi;

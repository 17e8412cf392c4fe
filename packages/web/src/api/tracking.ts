import { api } from './api.ts';

/** Page tracking of the logged-out pages (spec 1 §7); no auth, failures never bother the visitor. */
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
  }),
});

export const { useCollectPageVisitMutation, useTrackFunnelStepMutation } = trackingApi;

import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { HomescreenAction } from '@amora/contracts';
import { accountApi } from '../../api/profile.ts';
import type { AppDispatch } from '../../api/dispatch.ts';
import { readTraffic } from '../../shared/traffic/traffic.ts';
import { selectAuthStatus } from '../../app/session/session-slice.ts';
import { homescreenApi } from './homescreen-api.ts';

/**
 * Reports a show or an action: a member by their hid, a visitor by the funnel of the traffic
 * cookie (a visitor without one cannot be told apart, so nothing is sent). Failures are ignored.
 */
export function useHomescreenTracking() {
  const dispatch = useDispatch<AppDispatch>();
  const member = useSelector(selectAuthStatus) === 'loggedIn';

  const report = useCallback(
    async (action: HomescreenAction | 'show') => {
      if (member) {
        const profile = await dispatch(accountApi.endpoints.getOwnProfile.initiate(undefined, { subscribe: false }))
          .unwrap()
          .catch(() => null);
        const userHid = profile?.common?.hid;
        if (!userHid) return;
        const call = action === 'show' ? homescreenApi.endpoints.trackHomescreenShow.initiate({ user_hid: userHid }) : homescreenApi.endpoints.trackHomescreenAction.initiate({ user_hid: userHid, action });
        await dispatch(call).unwrap().catch(() => undefined);
        return;
      }
      const funnelId = readTraffic()?.funnelId;
      if (!funnelId) return;
      const call = action === 'show' ? homescreenApi.endpoints.trackGuestHomescreenShow.initiate({ funnel_id: funnelId }) : homescreenApi.endpoints.trackGuestHomescreenAction.initiate({ funnel_id: funnelId, action });
      await dispatch(call).unwrap().catch(() => undefined);
    },
    [dispatch, member],
  );
  return report;
}

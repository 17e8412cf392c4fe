import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import type { AppDispatch } from '../../api/dispatch.ts';
import { deviceId } from '../../api/device.ts';
import { webPushApi } from './api.ts';
import { browserPushToken } from './browser-token.ts';
import { pushRegistration } from './web-push-state.ts';

/**
 * Subscribes this browser for the member once notifications are allowed: the server's key, the
 * browser's token for it, and the token saved for this device (a later member signing in on the
 * same browser takes it over). Answers whether the server has it now.
 */
export function useWebPushSubscribe(): () => Promise<boolean> {
  const dispatch = useDispatch<AppDispatch>();
  return useCallback(async () => {
    const registration = await pushRegistration();
    const publicKey = registration && (await dispatch(webPushApi.endpoints.getWebPushKey.initiate(undefined, { subscribe: false })).unwrap().catch(() => null));
    const token = registration && publicKey ? await browserPushToken(registration, publicKey) : null;
    if (!token) return false;
    return dispatch(webPushApi.endpoints.saveWebPushSubscription.initiate({ deviceId: deviceId(), token }))
      .unwrap()
      .then(() => true)
      .catch(() => false);
  }, [dispatch]);
}

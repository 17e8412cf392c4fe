import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { addListener, type UnsubscribeListener } from '@reduxjs/toolkit';
import { REALTIME_PATH } from '@amora/contracts';
import type { AppDispatch } from '../../api/dispatch.ts';
import { tokensRefreshed } from '../../api/events.ts';
import { refreshAccess } from '../../api/refresh.ts';
import { readTokens } from '../../api/tokens.ts';
import { frameAction } from './frame-actions.ts';
import { RealtimeClient } from './realtime-client.ts';

/** The store's listener middleware answers `addListener` with the way to remove the listener. */
type ListeningDispatch = ((action: ReturnType<typeof addListener>) => UnsubscribeListener) & AppDispatch;

/** The socket address on the page's own origin: ws:// beside http://, wss:// beside https://. */
export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${REALTIME_PATH}`;
}

/** Keeps the tab's realtime socket open while the logged-in area is mounted; renders nothing. */
export function RealtimeChannel() {
  const dispatch = useDispatch<ListeningDispatch>();

  useEffect(() => {
    const client = new RealtimeClient({
      url: realtimeUrl(window.location),
      accessToken: () => readTokens()?.accessToken.access_token ?? null,
      refresh: (usedAccessToken) => refreshAccess(dispatch, usedAccessToken),
      onFrame: (frame) => {
        const action = frameAction(frame);
        if (action) dispatch(action);
      },
    });
    client.start();
    const stopListening = dispatch(addListener({ actionCreator: tokensRefreshed, effect: () => client.reauthenticate() }));
    return () => {
      stopListening();
      client.stop();
    };
  }, [dispatch]);

  return null;
}

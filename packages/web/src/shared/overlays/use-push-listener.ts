import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { addListener, type UnsubscribeListener } from '@reduxjs/toolkit';
import type { PushRecord } from '@amora/contracts';
import type { AppDispatch } from '../../api/dispatch.ts';
import { pushReceived } from './overlay-slice.ts';

/** The store's listener middleware answers `addListener` with the way to remove the listener. */
type ListeningDispatch = ((action: ReturnType<typeof addListener>) => UnsubscribeListener) & AppDispatch;

/**
 * Calls `onPush` with every push the realtime channel delivers while the caller is mounted.
 * `onPush` should be stable (module level): a new one re-subscribes.
 */
export function usePushListener(onPush: (push: PushRecord, dispatch: AppDispatch) => void): void {
  const dispatch = useDispatch<ListeningDispatch>();
  useEffect(() => dispatch(addListener({ actionCreator: pushReceived, effect: (action) => onPush(action.payload.record, dispatch) })), [dispatch, onPush]);
}

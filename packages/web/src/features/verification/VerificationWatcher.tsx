import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { addListener, type UnsubscribeListener } from '@reduxjs/toolkit';
import type { PushType } from '@amora/contracts';
import { api } from '../../api/api.ts';
import type { AppDispatch } from '../../api/dispatch.ts';
import { pushReceived } from '../../shared/overlays/overlay-slice.ts';

/** The store's listener middleware answers `addListener` with the way to remove the listener. */
type ListeningDispatch = ((action: ReturnType<typeof addListener>) => UnsubscribeListener) & AppDispatch;

const VERIFICATION_PUSHES: ReadonlySet<PushType> = new Set(['verification_passed', 'verification_failed']);

/**
 * Keeps the verified badge and the verification card in step with the verification pushes
 * (spec 3 §4): the state and the profile reload without a page reload. The pushes show as toasts
 * on their own.
 */
export function VerificationWatcher() {
  const dispatch = useDispatch<ListeningDispatch>();
  useEffect(
    () =>
      dispatch(
        addListener({
          actionCreator: pushReceived,
          effect: (action, listenerApi) => {
            if (VERIFICATION_PUSHES.has(action.payload.record.type)) listenerApi.dispatch(api.util.invalidateTags(['Verification', 'Profile']));
          },
        }),
      ),
    [dispatch],
  );
  return null;
}

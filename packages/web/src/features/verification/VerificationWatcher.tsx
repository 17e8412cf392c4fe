import type { PushRecord, PushType } from '@amora/contracts';
import { api } from '../../api/api.ts';
import type { AppDispatch } from '../../api/dispatch.ts';
import { usePushListener } from '../../shared/overlays/use-push-listener.ts';

const VERIFICATION_PUSHES: ReadonlySet<PushType> = new Set(['verification_passed', 'verification_failed']);

function onPush(push: PushRecord, dispatch: AppDispatch) {
  if (VERIFICATION_PUSHES.has(push.type)) dispatch(api.util.invalidateTags(['Verification', 'Profile']));
}

/**
 * Keeps the verified badge and the verification card in step with the verification pushes
 * (spec 3 §4): the state and the profile reload without a page reload. The pushes show as toasts
 * on their own.
 */
export function VerificationWatcher() {
  usePushListener(onPush);
  return null;
}

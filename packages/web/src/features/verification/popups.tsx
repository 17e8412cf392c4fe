import { Suspense } from 'react';
import type { HostedPopupProps } from '../../shared/overlays/popup-props.ts';
import { VerificationFlow } from './VerificationFlow.tsx';

/** verify_photo_popup: the photo verification flow (spec 3 §2, §4); its strings load with it. */
export function VerifyPhotoPopup({ onClose, onAction }: HostedPopupProps) {
  return (
    <Suspense fallback={null}>
      <VerificationFlow onClose={onClose} onAction={onAction} />
    </Suspense>
  );
}

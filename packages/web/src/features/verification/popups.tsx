import type { HostedPopupProps } from '../../shared/overlays/popup-props.ts';

/** verify_photo_popup: offers photo verification (spec 3 §2). */
export function VerifyPhotoPopup(_props: HostedPopupProps) {
  return null;
}

import type { HostedPopupProps } from '../../shared/overlays/popup-props.ts';

/** photo_rejected_popup: a photo failed moderation, with the photo guidelines (spec 3 §2, §4). */
export function PhotoRejectedPopup(_props: HostedPopupProps) {
  return null;
}

/** photo_fake_age_popup: moderation marked a photo as fake age (spec 3 §4). */
export function PhotoFakeAgePopup(_props: HostedPopupProps) {
  return null;
}

/** photo_upload_success_popup: photos uploaded and sent to moderation (spec 3 §2). */
export function PhotoUploadSuccessPopup(_props: HostedPopupProps) {
  return null;
}

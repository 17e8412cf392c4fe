import type { ProfileInfo } from '@amora/contracts';

/** The thread's nudges after the member's first message (spec 2 §2 "Dialog thread screen"). */
export type AfterSendPopup = 'uploadPhoto' | 'confirmEmail';

/** Per tab session and per member (sessionStorage): a new session may ask again, a reload does not. */
const keyOf = (popup: AfterSendPopup, memberHid: string) => `amora.threadPopup.${popup}:${memberHid}`;

const shown = (popup: AfterSendPopup, memberHid: string): boolean => sessionStorage.getItem(keyOf(popup, memberHid)) !== null;

/**
 * The nudge due after the member's first message in a thread, if any (docs/decisions.md "Thread:
 * upload-photo and confirm-email popups"): a member without a photo is asked for one first (people
 * answer a member with a photo far more); then one whose e-mail is not confirmed is asked to
 * confirm it. Each at most once per session; null until the own profile is known.
 */
export function afterSendPopupDue(profile: ProfileInfo | undefined): AfterSendPopup | null {
  const memberHid = profile?.common?.hid;
  if (!profile || !memberHid) return null;
  if (profile.photos && !profile.photos.avatar && !shown('uploadPhoto', memberHid)) return 'uploadPhoto';
  if (profile.common?.email_confirmed === false && !shown('confirmEmail', memberHid)) return 'confirmEmail';
  return null;
}

export function rememberAfterSendPopup(popup: AfterSendPopup, memberHid: string): void {
  sessionStorage.setItem(keyOf(popup, memberHid), '1');
}

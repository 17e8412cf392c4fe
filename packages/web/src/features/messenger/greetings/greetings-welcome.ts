import { popupShownAt, rememberPopupShown } from '../../../shared/overlays/popup-show-once.ts';

/** The welcome popup's tracking name (spec 2 §2 "Greetings popups"). */
export const GREETINGS_WELCOME_POPUP = 'greetings_welcome_popup';

/** Noted per member, so a second account on the same device still gets its welcome. */
const keyOf = (memberHid: string) => `${GREETINGS_WELCOME_POPUP}:${memberHid}`;

/**
 * Spec 2 §4 "The welcome popup is counted with threshold 1": it comes before the member's first
 * greeting suggestions and never again, noted like the other show-once popups.
 */
export const greetingsWelcomeDue = (memberHid: string): boolean => popupShownAt(keyOf(memberHid)) === null;

export const rememberGreetingsWelcome = (memberHid: string, at: number): void => rememberPopupShown(keyOf(memberHid), at);

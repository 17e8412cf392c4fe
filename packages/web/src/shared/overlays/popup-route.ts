/** The query parameter that names a popup (spec 2 §4); the payments popup is one (spec 3 §2). */
export const POPUP_PARAM = 'popup';
/** The value of POPUP_PARAM while the payments popup is open. */
export const PAYMENTS_POPUP = 'payments';

/** Queued popups wait on these paths (spec 2 §4): settings, sign and profile-steps pages. */
const BLOCKING_PATHS = ['/settings', '/sign', '/profile/steps'];

function startsWithSegment(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** Whether the queue must not show a popup on this page, or while the payments popup is open. */
export function isPopupBlockedRoute(pathname: string, search: string): boolean {
  if (BLOCKING_PATHS.some((prefix) => startsWithSegment(pathname, prefix))) return true;
  return new URLSearchParams(search).get(POPUP_PARAM) === PAYMENTS_POPUP;
}

import { WEB_PUSH_POPUP_HOURS, WEB_PUSH_POPUP_STORAGE_KEY } from '@amora/contracts';

/** Spec 2 §4, §9: the web push prompt's threshold (the popup timing constant 24, in hours). */
export const WEB_PUSH_POPUP_THRESHOLD_MS = WEB_PUSH_POPUP_HOURS * 60 * 60 * 1000;

/** When the threshold last started on this browser (epoch ms); null before the first time. */
function startedAt(): number | null {
  const stored = Number(localStorage.getItem(WEB_PUSH_POPUP_STORAGE_KEY));
  return Number.isFinite(stored) && stored > 0 ? stored : null;
}

function start(now: number): void {
  localStorage.setItem(WEB_PUSH_POPUP_STORAGE_KEY, String(now));
}

/**
 * Whether the prompt may be offered now: only once the threshold has passed since the member
 * first used the app on this browser, or since the prompt was last offered (docs/decisions.md
 * "Web push"). The first look only starts the wait: nobody is asked for notifications before
 * having used the app for a while. Offering starts the next wait, so "Not now" is asked again
 * a day later at the soonest.
 */
export function mayOfferWebPush(now: number): boolean {
  const since = startedAt();
  if (since === null || since > now) {
    start(now);
    return false;
  }
  return now - since >= WEB_PUSH_POPUP_THRESHOLD_MS;
}

export function recordWebPushOffer(now: number): void {
  start(now);
}

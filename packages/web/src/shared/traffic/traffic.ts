import { readCookie, writeCookie } from '../browser/cookies.ts';

/** The traffic cookie every landing sets (DESIGN.md §13); the sign-up payload reports it. */
export const TRAFFIC_COOKIE = 'traffic';

export interface Traffic {
  direction: string;
  channel: string;
  subchannel: string;
  /** Epoch ms of the last landing visit. */
  lastLandingVisit: number;
  /** The query string the visitor landed with, kept for the sign-up (traffic_save_params). */
  saveParams: string;
  /** From the tracking identifier call, once made. */
  uid?: string;
  funnelId?: string;
}

export function readTraffic(): Traffic | null {
  const raw = readCookie(TRAFFIC_COOKIE);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Traffic;
    return typeof parsed.channel === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

export function writeTraffic(traffic: Traffic): void {
  writeCookie(TRAFFIC_COOKIE, JSON.stringify(traffic));
}

/**
 * Called by every landing, the home page included: direction, channel and subchannel from the
 * query string (default organic). A visit without traffic parameters keeps an earlier paid
 * source rather than overwriting it with organic.
 */
export function landTraffic(search: string, now = Date.now()): Traffic {
  const query = new URLSearchParams(search);
  const previous = readTraffic();
  const channel = query.get('channel') ?? query.get('utm_source');
  const traffic: Traffic =
    channel || !previous
      ? {
          direction: query.get('direction') ?? query.get('utm_medium') ?? 'organic',
          channel: channel ?? 'organic',
          subchannel: query.get('subchannel') ?? query.get('utm_campaign') ?? '',
          lastLandingVisit: now,
          saveParams: query.toString(),
        }
      : { ...previous, lastLandingVisit: now };
  writeTraffic(traffic);
  return traffic;
}

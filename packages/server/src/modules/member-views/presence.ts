import { ONLINE_WINDOW_MINUTES } from '@amora/contracts';
import { HOUR, MINUTE } from '../../platform/clock.ts';

/** Whether a member shows online, and since when they are not. */
export interface Presence {
  isOnline: boolean;
  /** Whole hours since last seen: 0 while online, null if never seen. */
  onlineAgoHours: number | null;
}

/**
 * Presence from the last mark-online or socket heartbeat (`accounts.last_online_at`): online for
 * ONLINE_WINDOW_MINUTES after it, the rule the member's own profile `additional.online` uses.
 */
export function presenceOf(lastOnlineAt: number | null, now: number): Presence {
  if (lastOnlineAt === null) return { isOnline: false, onlineAgoHours: null };
  const since = Math.max(0, now - lastOnlineAt);
  const isOnline = since < ONLINE_WINDOW_MINUTES * MINUTE;
  return { isOnline, onlineAgoHours: isOnline ? 0 : Math.floor(since / HOUR) };
}

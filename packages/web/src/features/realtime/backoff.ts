/** The first reconnect waits about this long; each failed attempt doubles it (Mastodon's stream.js). */
export const RECONNECT_BASE_MS = 1000;
export const RECONNECT_CAP_MS = 30_000;
/** ±25 %: tabs dropped together by a server restart do not all come back in the same instant. */
export const RECONNECT_JITTER = 0.25;

/**
 * How long to wait before reconnect attempt `attempt` (0 after a healthy connection):
 * 1 s × 2^attempt capped at 30 s, then spread by the jitter. `random` returns [0, 1).
 */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(RECONNECT_CAP_MS, RECONNECT_BASE_MS * 2 ** attempt);
  return Math.round(base * (1 + (random() * 2 - 1) * RECONNECT_JITTER));
}

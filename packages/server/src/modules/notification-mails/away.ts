import { presenceOf } from '../member-views/index.ts';

/** Whether the member was seen (mark-online or a socket heartbeat) after `at`. */
export function seenSince(lastOnlineAt: number | null, at: number | null): boolean {
  return lastOnlineAt !== null && at !== null && Number(lastOnlineAt) > Number(at);
}

/**
 * Away from what came at `at`: not seen since, and not online now. A member seen since or online
 * saw it in the app, so no notification mail tells it.
 */
export function awaySince(lastOnlineAt: number | null, at: number | null, now: number): boolean {
  return !seenSince(lastOnlineAt, at) && !presenceOf(lastOnlineAt === null ? null : Number(lastOnlineAt), now).isOnline;
}

import type { FeedCursor } from './repo.ts';

const HID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The feed's page token (DESIGN.md §5: opaque, a keyset, never an offset): the base64url of
 * `<update time ms>.<item hid>` of the page's last item. The member saw both on the page (the
 * item's updateTime and hid), so the token tells nothing the page did not.
 */
export function encodeFeedCursor(cursor: FeedCursor): string {
  return Buffer.from(`${cursor.updatedAt}.${cursor.hid}`).toString('base64url');
}

/** The cursor of a token; undefined for anything this server never wrote. */
export function decodeFeedCursor(token: string): FeedCursor | undefined {
  const text = Buffer.from(token, 'base64url').toString();
  const dot = text.indexOf('.');
  if (dot < 1) return undefined;
  const digits = text.slice(0, dot);
  const hid = text.slice(dot + 1);
  const updatedAt = Number(digits);
  if (!/^\d{1,16}$/.test(digits) || !Number.isSafeInteger(updatedAt) || !HID.test(hid)) return undefined;
  return { updatedAt, hid };
}

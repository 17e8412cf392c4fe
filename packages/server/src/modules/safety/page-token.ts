import type { BlockCursor } from './repo.ts';

const HID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The blocklist's page token (DESIGN.md §5: opaque, a keyset, never an offset): the base64url of
 * `<blocked at>.<hid>` of the page's last block. The viewer saw both on the page (the order and
 * the member), so the token tells nothing the page did not.
 */
export function encodeBlocklistCursor(cursor: BlockCursor): string {
  return Buffer.from(`${cursor.createdAt}.${cursor.hid}`).toString('base64url');
}

/** The cursor of a token; undefined for anything this server never wrote. */
export function decodeBlocklistCursor(token: string): BlockCursor | undefined {
  const text = Buffer.from(token, 'base64url').toString();
  const dot = text.indexOf('.');
  if (dot < 1) return undefined;
  const createdAt = Number(text.slice(0, dot));
  const hid = text.slice(dot + 1);
  if (!/^\d{1,16}$/.test(text.slice(0, dot)) || !Number.isSafeInteger(createdAt) || !HID.test(hid)) return undefined;
  return { createdAt, hid };
}

import { FieldErrorKey } from '@amora/contracts';
import { ApiError } from '../../../platform/errors.ts';

/**
 * Where a nearby page ended: the last member's shown distance and hid, the keyset the next page
 * starts after (DESIGN.md §5 "never an offset"). Nothing in it is finer than what the page
 * showed: whole km and a hid, never a centre, a raw distance or an internal id.
 */
export interface NearbyCursor {
  km: number;
  hid: string;
}

const CURSOR = /^([1-9]\d{0,4})\.([\w-]{1,64})$/;

export function encodeNearbyCursor(cursor: NearbyCursor): string {
  return Buffer.from(`${cursor.km}.${cursor.hid}`).toString('base64url');
}

/** A token this server wrote, or a 400 on `pageToken`. */
export function decodeNearbyCursor(token: string): NearbyCursor {
  const match = CURSOR.exec(Buffer.from(token, 'base64url').toString());
  if (!match) throw ApiError.validation({ pageToken: FieldErrorKey.invalid });
  return { km: Number(match[1]), hid: match[2]! };
}

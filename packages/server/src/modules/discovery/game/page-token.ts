import { FieldErrorKey, PICK_UP_RADII_KILOMETERS } from '@amora/contracts';
import { ApiError } from '../../../platform/errors.ts';

/**
 * Where a deck stands: the radius step it reached and the cards it dealt last (at most
 * DEALT_MEMORY hids, newest last). The next page leaves those out, so a card still in the
 * client's buffer is never dealt twice; marked members are left out by their marks. Nothing in it
 * is more than the pages showed: a step number and hids of cards the viewer was dealt.
 */
export interface DeckCursor {
  step: number;
  dealt: string[];
}

/** Two full pages: what a client's buffer can hold unmarked when it asks for more. */
export const DEALT_MEMORY = 30;

const HID = /^[A-Za-z0-9_-]{1,64}$/;

export function encodeDeckCursor(cursor: DeckCursor): string {
  return Buffer.from([String(cursor.step), ...cursor.dealt.slice(-DEALT_MEMORY)].join('.')).toString('base64url');
}

/** A token this server wrote, or a 400 on `pageToken`. */
export function decodeDeckCursor(token: string): DeckCursor {
  const [step, ...dealt] = Buffer.from(token, 'base64url').toString().split('.');
  const valid = /^\d$/.test(step ?? '') && Number(step) <= PICK_UP_RADII_KILOMETERS.length && dealt.length <= DEALT_MEMORY && dealt.every((hid) => HID.test(hid));
  if (!valid) throw ApiError.validation({ pageToken: FieldErrorKey.invalid });
  return { step: Number(step), dealt };
}

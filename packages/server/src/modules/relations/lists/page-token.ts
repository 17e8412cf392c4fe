import { FieldErrorKey } from '@amora/contracts';
import { ApiError } from '../../../platform/errors.ts';
import { SealedTokens } from '../../../platform/sealed-tokens.ts';
import type { ListCursor, ListName } from './repo.ts';

const CURSOR = /^(\d{1,16})\.(\d{1,16})$/;

/**
 * The lists' page tokens (DESIGN.md §5: opaque, a keyset, never an offset), sealed as search's
 * (platform/sealed-tokens.ts): the keyset is the time of someone else's like or visit and an
 * internal id, neither of which the page shows, so the token must not show them either (the
 * Nearby token rationale in docs/decisions.md). Each is bound to the member and the list it was
 * written for: altered, forged, another member's or another list's is a 400 on `pageToken`.
 */
export class ListPageTokens {
  private readonly tokens: SealedTokens;

  constructor(secret: string) {
    this.tokens = new SealedTokens(secret, 'lists');
  }

  seal(viewerId: number, list: ListName, cursor: ListCursor): string {
    return this.tokens.seal(`${viewerId}\n${list}`, `${cursor.at}.${cursor.memberId}`);
  }

  open(viewerId: number, list: ListName, token: string): ListCursor {
    const match = CURSOR.exec(this.tokens.open(`${viewerId}\n${list}`, token) ?? '');
    const cursor = match ? { at: Number(match[1]), memberId: Number(match[2]) } : null;
    if (!cursor || !Number.isSafeInteger(cursor.at) || !Number.isSafeInteger(cursor.memberId)) {
      throw ApiError.validation({ pageToken: FieldErrorKey.invalid }, 'Not a page token of this member’s list');
    }
    return cursor;
  }
}

import { FieldErrorKey } from '@amora/contracts';
import { ApiError } from '../../../platform/errors.ts';
import { SealedTokens } from '../../../platform/sealed-tokens.ts';

/**
 * Where a search page ended, the keyset the next page starts after (DESIGN.md §5 "never an
 * offset"): in the rings, the last member's distance (whole km between cell centres) and hid;
 * past them (`km` REST_OF_WORLD), the last hid looked at.
 */
export interface SearchCursor {
  km: number;
  hid: string;
}

/** The `km` of a cursor past the last ring, where members come in hid order. */
export const REST_OF_WORLD = 0;

const CURSOR = /^(0|[1-9]\d{0,4})\.([\w-]{1,64})$/;

/**
 * Search tokens are sealed (platform/sealed-tokens.ts), unlike nearby's plain ones: search
 * results do not show distances, so a token that spelled out the last member's km would tell the
 * client more than the page did. Sealed, it tells nothing; it is bound to the member it was
 * written for and to its list (`purpose`: search, or the suitable list, which shows no distance
 * either), and a token altered, forged, another member's or another list's is a 400 on `pageToken`.
 */
export class KmPageTokens {
  private readonly tokens: SealedTokens;

  constructor(
    secret: string,
    private readonly purpose: 'search' | 'suitable',
  ) {
    this.tokens = new SealedTokens(secret, purpose);
  }

  seal(viewerId: number, cursor: SearchCursor): string {
    return this.tokens.seal(String(viewerId), `${cursor.km}.${cursor.hid}`);
  }

  /** The cursor of a token this server sealed for this member and list, or a 400 on `pageToken`. */
  open(viewerId: number, token: string): SearchCursor {
    const match = CURSOR.exec(this.tokens.open(String(viewerId), token) ?? '');
    if (!match) throw ApiError.validation({ pageToken: FieldErrorKey.invalid }, `Not a ${this.purpose} page token of this member`);
    return { km: Number(match[1]), hid: match[2]! };
  }
}

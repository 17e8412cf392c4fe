import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { FieldErrorKey } from '@amora/contracts';
import { ApiError } from '../../../platform/errors.ts';

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
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Search tokens are sealed (AES-256-GCM under a key of their own), unlike nearby's plain ones:
 * search results do not show distances, so a token that spelled out the last member's km would
 * tell the client more than the page did. Sealed, it tells nothing; it is bound to the member it
 * was written for, and a token altered, forged or another member's is a 400 on `pageToken`.
 */
export class SearchPageTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'amora', 'search page token', 32));
  }

  seal(viewerId: number, cursor: SearchCursor): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(boundTo(viewerId));
    const sealed = Buffer.concat([cipher.update(`${cursor.km}.${cursor.hid}`, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
  }

  /** The cursor of a token this server sealed for this member, or a 400 on `pageToken`. */
  open(viewerId: number, token: string): SearchCursor {
    const raw = Buffer.from(token, 'base64url');
    if (raw.length <= IV_BYTES + TAG_BYTES || raw.toString('base64url') !== token) throw invalidToken();
    let text: string;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, IV_BYTES));
      decipher.setAAD(boundTo(viewerId));
      decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
      text = Buffer.concat([decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]).toString('utf8');
    } catch {
      throw invalidToken();
    }
    const match = CURSOR.exec(text);
    if (!match) throw invalidToken();
    return { km: Number(match[1]), hid: match[2]! };
  }
}

const boundTo = (viewerId: number) => Buffer.from(`search\n${viewerId}`);
const invalidToken = () => ApiError.validation({ pageToken: FieldErrorKey.invalid }, 'Not a search page token of this member');

import { FieldErrorKey } from '@amora/contracts';
import { ApiError } from '../../platform/errors.ts';
import { SealedTokens } from '../../platform/sealed-tokens.ts';

const CURSOR = /^(\d{1,16})$/;

/**
 * The system thread's page tokens, sealed as the messenger's are (platform/sealed-tokens.ts): the
 * keyset is an internal row id, which must not show. Bound to the member: altered, forged or
 * another member's is a 400 on `pageToken`.
 */
export class SystemThreadPageTokens {
  private readonly tokens: SealedTokens;

  constructor(secret: string) {
    this.tokens = new SealedTokens(secret, 'system-thread');
  }

  seal(viewerId: number, beforeId: number): string {
    return this.tokens.seal(String(viewerId), String(beforeId));
  }

  open(viewerId: number, token: string): number {
    const match = CURSOR.exec(this.tokens.open(String(viewerId), token) ?? '');
    if (!match) throw ApiError.validation({ pageToken: FieldErrorKey.invalid }, 'Not a page token of this member’s system thread');
    return Number(match[1]);
  }
}

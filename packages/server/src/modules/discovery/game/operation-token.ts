import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { HOUR, SECOND, type Clock } from '../../../platform/clock.ts';

/** A card's token is good for a day: a deck left open overnight gets new cards, not a refusal mid-swipe. */
export const OPERATION_TOKEN_TTL_MS = 24 * HOUR;

const TOKEN = /^([A-Za-z0-9_-]{1,64})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/**
 * The `operationToken` of a matches card (DESIGN.md §14): `<target hid>.<expiry, unix s>.<mac>`,
 * the MAC an HMAC-SHA256 over the viewer's id, the target's hid and the expiry, under a key
 * derived from the app secret with a label of its own (so no other MAC of ours passes as one).
 * `:like`, `:pass` and `:reverse` act only on the target of a valid, unexpired token made for the
 * very viewer who sends it: a reaction cannot be aimed at a member the deck never dealt, nor
 * with another member's card. The viewer's id is bound by the MAC, never written in the token.
 */
export class OperationTokens {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly clock: Clock,
  ) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'amora', 'matches-game/operation-token/v1', 32));
  }

  sign(viewerId: number, targetHid: string): string {
    const expiry = Math.floor((this.clock.now() + OPERATION_TOKEN_TTL_MS) / SECOND);
    return `${targetHid}.${expiry}.${this.mac(viewerId, targetHid, expiry)}`;
  }

  /** The target's hid of a token this server made for `viewerId` and still valid; null for anything else. */
  targetOf(viewerId: number, token: string): string | null {
    const match = TOKEN.exec(token);
    if (!match) return null;
    const [, hid, expiryText, mac] = match as unknown as [string, string, string, string];
    const expiry = Number(expiryText);
    const expected = Buffer.from(this.mac(viewerId, hid, expiry));
    const given = Buffer.from(mac);
    // Constant time, so a MAC cannot be found byte by byte from response times.
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return expiry * SECOND > this.clock.now() ? hid : null;
  }

  private mac(viewerId: number, targetHid: string, expiry: number): string {
    return createHmac('sha256', this.key).update(JSON.stringify([viewerId, targetHid, expiry])).digest('base64url');
  }
}

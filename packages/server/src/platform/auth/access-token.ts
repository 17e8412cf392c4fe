import { createSecretKey, type KeyObject } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { ApiCode } from '@amora/contracts';
import type { Clock } from '../clock.ts';
import { ApiError } from '../errors.ts';
import { LruMap } from '../lru-map.ts';

/** Access tokens live 15 minutes (DESIGN.md §6). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/**
 * How far ahead of this server's clock a token's `iat` may be: another server process whose clock
 * runs slightly ahead may have issued it. Not applied to `exp`, which is checked exactly.
 */
const ISSUED_AT_SKEW_SECONDS = 60;

/**
 * Tokens whose signature and claims were verified, kept by their exact text. A member's app
 * sends the same token with every call for 15 minutes, and an HMAC check through WebCrypto cost
 * more than the rest of authentication (bench/README.md, "Lean request path"). About 0.5 KB each.
 */
const VERIFIED_TOKENS_KEPT = 10_000;

/** `sub` as `issue` writes it: a positive decimal account id, nothing around it. */
const ACCOUNT_ID = /^[1-9][0-9]{0,15}$/;

export interface AccessClaims {
  /** Account id. */
  accountId: number;
  /** The refresh-token family this access token belongs to (revoking the family ends it). */
  sessionId: string;
  brandId: number;
}

type VerifiedToken = AccessClaims & { expiresAtS: number; issuedAtS: number };

export class AccessTokens {
  /** Imported once: handing jose raw bytes makes it import the key again on every sign and verify. */
  private readonly key: KeyObject;
  /**
   * Only the signature check is skipped for a token seen before: the same text carries the same
   * signature. Expiry and the issue time are checked against the clock on every call.
   */
  private readonly verified = new LruMap<string, VerifiedToken>(VERIFIED_TOKENS_KEPT);

  constructor(
    secret: string,
    private readonly clock: Clock,
  ) {
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  /** Returns the token and its `expire_at` in seconds since the epoch (spec 1 §3). */
  async issue(claims: AccessClaims): Promise<{ access_token: string; expire_at: number }> {
    const iat = Math.floor(this.clock.now() / 1000);
    const exp = iat + ACCESS_TOKEN_TTL_SECONDS;
    const access_token = await new SignJWT({ sid: claims.sessionId, bid: claims.brandId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.accountId))
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(this.key);
    return { access_token, expire_at: exp };
  }

  /**
   * Verifies signature and expiry against the injectable clock; 401 code 1 (expired) or 2 otherwise.
   * Only what `issue` makes passes: HS256 with our key, and every claim present and well typed. A
   * token without `exp` would never expire, so its absence is refused, not read as "forever"; a
   * lifetime longer than ours or an `iat` in the future means the token was not made here.
   */
  async verify(token: string): Promise<AccessClaims & { expiresAtS: number }> {
    let known = this.verified.get(token);
    if (!known) {
      known = await this.verifySignedToken(token);
      this.verified.set(token, known);
    }
    const nowS = this.clock.now() / 1000;
    // jose's rule for `exp` (a token is expired from its second on), then ours for `iat`.
    if (known.expiresAtS <= Math.floor(nowS)) throw ApiError.unauthorized(ApiCode.accessTokenExpired, 'Access token expired');
    if (known.issuedAtS > nowS + ISSUED_AT_SKEW_SECONDS) throw ApiError.unauthorized(ApiCode.accessTokenInvalid, 'Access token invalid');
    return { accountId: known.accountId, sessionId: known.sessionId, brandId: known.brandId, expiresAtS: known.expiresAtS };
  }

  private async verifySignedToken(token: string): Promise<VerifiedToken> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'iat', 'sub', 'sid', 'bid'],
        currentDate: new Date(this.clock.now()),
      });
      // jose has checked that they are present and that exp is still ahead; the types are ours to check.
      const { exp, iat, sub, sid, bid } = payload;
      if (
        typeof exp !== 'number' ||
        typeof iat !== 'number' ||
        // Other tokens signed with the same key (pauth) carry a `purpose` and never pass as access.
        payload.purpose !== undefined ||
        typeof sub !== 'string' ||
        !ACCOUNT_ID.test(sub) ||
        !Number.isSafeInteger(Number(sub)) ||
        typeof sid !== 'string' ||
        sid === '' ||
        typeof bid !== 'number' ||
        !Number.isSafeInteger(bid) ||
        exp - iat > ACCESS_TOKEN_TTL_SECONDS
      ) {
        throw ApiError.unauthorized(ApiCode.accessTokenInvalid, 'Access token invalid');
      }
      return { accountId: Number(sub), sessionId: sid, brandId: bid, expiresAtS: exp, issuedAtS: iat };
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (error instanceof joseErrors.JWTExpired) throw ApiError.unauthorized(ApiCode.accessTokenExpired, 'Access token expired');
      throw ApiError.unauthorized(ApiCode.accessTokenInvalid, 'Access token invalid');
    }
  }
}

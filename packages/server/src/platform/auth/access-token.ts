import { createSecretKey, type KeyObject } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { ApiCode } from '@amora/contracts';
import type { Clock } from '../clock.ts';
import { ApiError } from '../errors.ts';

/** Access tokens live 15 minutes (DESIGN.md §6). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export interface AccessClaims {
  /** Account id. */
  accountId: number;
  /** The refresh-token family this access token belongs to (revoking the family ends it). */
  sessionId: string;
  brandId: number;
}

export class AccessTokens {
  /** Imported once: handing jose raw bytes makes it import the key again on every sign and verify. */
  private readonly key: KeyObject;

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

  /** Verifies signature and expiry against the injectable clock; 401 code 1 or 2 otherwise. */
  async verify(token: string): Promise<AccessClaims & { expiresAtS: number }> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        currentDate: new Date(this.clock.now()),
      });
      const accountId = Number(payload.sub);
      // Other tokens signed with the same key (pauth) carry a `purpose` and never pass as access.
      if (payload.purpose !== undefined || !Number.isSafeInteger(accountId) || typeof payload.sid !== 'string' || typeof payload.bid !== 'number') {
        throw ApiError.unauthorized(ApiCode.accessTokenInvalid, 'Access token invalid');
      }
      return { accountId, sessionId: payload.sid, brandId: payload.bid, expiresAtS: Number(payload.exp) };
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (error instanceof joseErrors.JWTExpired) throw ApiError.unauthorized(ApiCode.accessTokenExpired, 'Access token expired');
      throw ApiError.unauthorized(ApiCode.accessTokenInvalid, 'Access token invalid');
    }
  }
}

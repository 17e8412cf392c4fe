import { describe, expect, it } from 'vitest';
import { ApiCode } from '@amora/contracts';
import { ManualClock, MINUTE } from '../clock.ts';
import { ApiError } from '../errors.ts';
import { AccessTokens } from './access-token.ts';

/** The 401 code a verification ends with, or 'ok'. */
async function outcome(tokens: AccessTokens, token: string): Promise<number | 'ok'> {
  try {
    await tokens.verify(token);
    return 'ok';
  } catch (error) {
    if (error instanceof ApiError) return error.code;
    throw error;
  }
}

/** Verified tokens are kept, so these verify the same token twice: the second answer comes from the cache. */
describe('access tokens, verified before', () => {
  const claims = { accountId: 42, sessionId: 'family-1', brandId: 7 };

  it('still expire on the clock', async () => {
    const clock = new ManualClock();
    const tokens = new AccessTokens('the-key', clock);
    const { access_token } = await tokens.issue(claims);
    expect(await tokens.verify(access_token)).toMatchObject(claims);
    clock.advance(15 * MINUTE - 1000);
    expect(await outcome(tokens, access_token)).toBe('ok');
    clock.advance(1000);
    expect(await outcome(tokens, access_token)).toBe(ApiCode.accessTokenExpired);
  });

  it('are refused once the clock is set back before their issue time (beyond the skew)', async () => {
    const clock = new ManualClock();
    const tokens = new AccessTokens('the-key', clock);
    const { access_token } = await tokens.issue(claims);
    expect(await outcome(tokens, access_token)).toBe('ok');
    clock.advance(-2 * MINUTE);
    expect(await outcome(tokens, access_token)).toBe(ApiCode.accessTokenInvalid);
  });

  it('do not vouch for the same claims under another signature or key', async () => {
    const clock = new ManualClock();
    const tokens = new AccessTokens('the-key', clock);
    const { access_token } = await tokens.issue(claims);
    expect(await outcome(tokens, access_token)).toBe('ok');
    const [header, payload, signature] = access_token.split('.');
    const flipped = `${signature![0] === 'A' ? 'B' : 'A'}${signature!.slice(1)}`;
    expect(await outcome(tokens, `${header}.${payload}.${flipped}`)).toBe(ApiCode.accessTokenInvalid);
    const foreign = await new AccessTokens('another-key', clock).issue(claims);
    expect(await outcome(tokens, foreign.access_token)).toBe(ApiCode.accessTokenInvalid);
  });
});

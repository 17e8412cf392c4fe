import { createHash } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIdentityProvider, type TestIdentityProvider } from './identity-provider.ts';

/**
 * The test IdP must refuse what a real provider refuses, or the social flow tests would pass
 * against a provider that accepts anything.
 */
describe('local test identity provider', () => {
  let idp: TestIdentityProvider;
  const redirectUri = 'http://localhost:8080/apis/social/v1/google/callback';
  const verifier = 'v'.repeat(43);
  const challenge = createHash('sha256').update(verifier).digest('base64url');

  beforeAll(async () => {
    idp = await startIdentityProvider({ users: [{ id: 'u-1', email: 'una@example.com', name: 'Una' }] });
  });
  afterAll(() => idp.close());

  async function googleCode(): Promise<string> {
    const url = new URL(`${idp.issuer}/authorize`);
    url.search = new URLSearchParams({ client_id: idp.clients.google.clientId, redirect_uri: redirectUri, state: 's', nonce: 'n', code_challenge: challenge, code_challenge_method: 'S256' }).toString();
    const res = await fetch(url, { redirect: 'manual' });
    const back = new URL(res.headers.get('location')!);
    expect(back.searchParams.get('state')).toBe('s');
    return back.searchParams.get('code')!;
  }

  function redeem(code: string, overrides: Record<string, string> = {}) {
    return fetch(`${idp.issuer}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: idp.clients.google.clientId,
        client_secret: idp.clients.google.clientSecret,
        code_verifier: verifier,
        ...overrides,
      }),
    });
  }

  it('publishes discovery and issues id_tokens its JWKS verifies, and userinfo for the access token', async () => {
    const discovery = (await (await fetch(`${idp.issuer}/.well-known/openid-configuration`)).json()) as { jwks_uri: string; userinfo_endpoint: string };
    expect(discovery).toMatchObject({ issuer: idp.issuer, jwks_uri: `${idp.issuer}/jwks`, code_challenge_methods_supported: ['S256'] });
    const tokens = (await (await redeem(await googleCode())).json()) as { id_token: string; access_token: string };
    const { payload } = await jwtVerify(tokens.id_token, createRemoteJWKSet(new URL(discovery.jwks_uri)), { issuer: idp.issuer, audience: idp.clients.google.clientId });
    expect(payload).toMatchObject({ sub: 'u-1', nonce: 'n', email: 'una@example.com', email_verified: true });
    const userinfo = await fetch(discovery.userinfo_endpoint, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(await userinfo.json()).toMatchObject({ sub: 'u-1', name: 'Una' });
    expect((await fetch(discovery.userinfo_endpoint, { headers: { authorization: 'Bearer nope' } })).status).toBe(401);
  });

  it.each([
    ['a wrong PKCE verifier', { code_verifier: 'w'.repeat(43) }, 400],
    ['another redirect_uri', { redirect_uri: 'http://evil.example/cb' }, 400],
    ['a wrong client secret', { client_secret: 'guess' }, 401],
  ])('refuses a code with %s', async (_name, overrides, status) => {
    expect((await redeem(await googleCode(), overrides)).status).toBe(status);
  });

  it('a code works once', async () => {
    const code = await googleCode();
    expect((await redeem(code)).status).toBe(200);
    expect(await (await redeem(code)).json()).toEqual({ error: 'invalid_grant' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR, ManualClock } from '../../platform/clock.ts';
import { startIdentityProvider, type TestIdentityProvider } from '../../testing/identity-provider.ts';
import { GoogleProvider } from './google.ts';
import { ProviderError } from './provider.ts';

/** The id_token checks of the Google adapter against the real JWKS of the local test IdP. */
describe('Google id_token verification', () => {
  const clock = new ManualClock();
  let idp: TestIdentityProvider;
  let google: GoogleProvider;
  const nonce = 'nonce-1';

  beforeAll(async () => {
    idp = await startIdentityProvider({ users: [{ id: 'g-1', email: 'gina@example.com', name: 'Gina' }], clock });
    google = new GoogleProvider({ issuer: idp.issuer, ...idp.clients.google }, clock);
  });
  afterAll(() => idp.close());

  const verify = (idToken: string) => google.verify({ accessToken: 'unused', idToken }, { nonce });

  it('accepts a token signed by the issuer for our client with our nonce', async () => {
    const identity = await verify(await idp.signIdToken({ sub: 'g-1', nonce, email: 'gina@example.com', email_verified: true, name: 'Gina' }));
    expect(identity).toEqual({ providerUserId: 'g-1', email: 'gina@example.com', emailVerified: true, name: 'Gina', pictureUrl: undefined });
  });

  it('does not call an e-mail verified unless the provider says so', async () => {
    const identity = await verify(await idp.signIdToken({ nonce, email: 'gina@example.com', email_verified: false }));
    expect(identity.emailVerified).toBe(false);
  });

  it.each([
    ['a signature by a key not in the JWKS', { nonce }, { foreignKey: true }],
    ['another audience', { nonce, aud: 'someone-else' }, {}],
    ['another issuer', { nonce, iss: 'http://127.0.0.1:1/evil' }, {}],
    ['another nonce', { nonce: 'replayed' }, {}],
    ['no nonce', {}, {}],
  ])('rejects %s', async (_name, claims, options) => {
    const token = await idp.signIdToken(claims, options);
    await expect(verify(token)).rejects.toBeInstanceOf(ProviderError);
  });

  it('rejects a token whose payload was changed after signing', async () => {
    const [header, payload, signature] = (await idp.signIdToken({ nonce, email: 'gina@example.com' })).split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), email: 'admin@example.com' })).toString('base64url');
    await expect(verify(`${header}.${forged}.${signature}`)).rejects.toBeInstanceOf(ProviderError);
  });

  it('rejects an expired token by the injectable clock', async () => {
    const token = await idp.signIdToken({ nonce });
    await expect(verify(token)).resolves.toMatchObject({ providerUserId: 'g-1' });
    clock.advance(HOUR + 1000);
    await expect(verify(token)).rejects.toThrow(/exp/);
  });
});

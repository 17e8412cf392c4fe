import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { SocialProviderId } from '@amora/contracts';
import type { GoogleProviderConfig } from '../../config.ts';
import type { Clock } from '../../platform/clock.ts';
import { ProviderError, type AuthorizationRequest, type ProviderTokens, type SocialIdentity, type SocialProvider } from './provider.ts';
import { providerJson, stringField } from './provider-http.ts';

interface Discovery {
  authorizationEndpoint: string;
  tokenEndpoint: string;
  jwks: ReturnType<typeof createRemoteJWKSet>;
}

/** Google as an OpenID Connect provider: endpoints by discovery, identity from a verified id_token. */
export class GoogleProvider implements SocialProvider {
  readonly id = SocialProviderId.google;
  readonly name = 'google' as const;
  readonly kind = 'oidc' as const;
  private discovery?: Promise<Discovery>;

  constructor(
    private readonly config: GoogleProviderConfig,
    private readonly clock: Clock,
  ) {}

  async authorizationUrl(request: AuthorizationRequest): Promise<string> {
    const url = new URL((await this.discover()).authorizationEndpoint);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: this.config.clientId,
      redirect_uri: request.redirectUri,
      scope: 'openid email profile',
      state: request.state,
      nonce: request.nonce,
      code_challenge: request.codeChallenge,
      code_challenge_method: 'S256',
    }).toString();
    return url.toString();
  }

  async exchangeCode(code: string, options: { redirectUri: string; codeVerifier: string }): Promise<ProviderTokens> {
    const body = await providerJson((await this.discover()).tokenEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: options.redirectUri,
        client_id: this.config.clientId,
        client_secret: this.config.clientSecret,
        code_verifier: options.codeVerifier,
      }),
    });
    const accessToken = stringField(body, 'access_token');
    const idToken = stringField(body, 'id_token');
    if (!accessToken || !idToken) throw new ProviderError('Token response without access_token and id_token');
    return { accessToken, idToken };
  }

  /**
   * Trusts the id_token only after its RS256 signature (the issuer's JWKS), issuer, audience
   * (our client id), expiry on our clock and the nonce we sent all check out (OIDC Core 3.1.3.7).
   */
  async verify(tokens: ProviderTokens, expected: { nonce: string }): Promise<SocialIdentity> {
    if (!tokens.idToken) throw new ProviderError('No id_token');
    const { jwks } = await this.discover();
    let claims: JWTPayload;
    try {
      ({ payload: claims } = await jwtVerify(tokens.idToken, jwks, {
        issuer: this.config.issuer,
        audience: this.config.clientId,
        algorithms: ['RS256'],
        currentDate: new Date(this.clock.now()),
        requiredClaims: ['sub', 'exp', 'iat'],
      }));
    } catch (error) {
      throw new ProviderError(`id_token rejected: ${(error as Error).message}`);
    }
    if (claims.nonce !== expected.nonce) throw new ProviderError('id_token nonce does not match');
    const email = stringField(claims, 'email');
    return {
      providerUserId: claims.sub!,
      email,
      // Google sends a boolean; some OIDC providers send the string "true".
      emailVerified: Boolean(email) && (claims.email_verified === true || claims.email_verified === 'true'),
      name: stringField(claims, 'name'),
      pictureUrl: stringField(claims, 'picture'),
    };
  }

  /** Discovery once per process; a failed attempt is retried by the next sign-in. */
  private discover(): Promise<Discovery> {
    this.discovery ??= this.fetchDiscovery().catch((error: unknown) => {
      this.discovery = undefined;
      throw error;
    });
    return this.discovery;
  }

  private async fetchDiscovery(): Promise<Discovery> {
    const url = `${this.config.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
    const body = await providerJson(url);
    const authorizationEndpoint = stringField(body, 'authorization_endpoint');
    const tokenEndpoint = stringField(body, 'token_endpoint');
    const jwksUri = stringField(body, 'jwks_uri');
    if (body.issuer !== this.config.issuer || !authorizationEndpoint || !tokenEndpoint || !jwksUri) {
      throw new ProviderError('OpenID discovery document is incomplete or names another issuer', true);
    }
    return { authorizationEndpoint, tokenEndpoint, jwks: createRemoteJWKSet(new URL(jwksUri)) };
  }
}

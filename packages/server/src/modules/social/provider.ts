import type { PremoderatedPhoto, SocialProviderId, SocialProviderName } from '@amora/contracts';

/** Who the provider says the visitor is, normalised to what the funnel prefills. */
export interface SocialIdentity {
  providerUserId: string;
  email?: string;
  /** Only a verified e-mail may log into an existing account. */
  emailVerified: boolean;
  name?: string;
  gender?: 'male' | 'female';
  /** YYYY-MM-DD */
  birthday?: string;
  pictureUrl?: string;
  /** Photos the Facebook photo step can import. */
  photos?: string[];
}

export interface AuthorizationRequest {
  state: string;
  /** OpenID Connect replay protection; OAuth2-only providers ignore it. */
  nonce: string;
  /** PKCE S256 challenge of the verifier kept in the state. */
  codeChallenge: string;
  redirectUri: string;
}

export interface ProviderTokens {
  accessToken: string;
  idToken?: string;
}

/** One sign-in provider behind the same three steps, whatever protocol it speaks. */
export interface SocialProvider {
  readonly id: SocialProviderId;
  readonly name: SocialProviderName;
  readonly kind: 'oauth2' | 'oidc';
  authorizationUrl(request: AuthorizationRequest): Promise<string>;
  exchangeCode(code: string, options: { redirectUri: string; codeVerifier: string }): Promise<ProviderTokens>;
  verify(tokens: ProviderTokens, expected: { nonce: string }): Promise<SocialIdentity>;
  /** Only providers with a photo library (Facebook) can offer photos to import. */
  photos?(accessToken: string): Promise<PremoderatedPhoto[]>;
}

/**
 * A provider answer we cannot use: `unavailable` when it did not answer properly (network,
 * 5xx), otherwise it refused (bad code, forged or expired token).
 */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly unavailable = false,
  ) {
    super(message);
  }
}

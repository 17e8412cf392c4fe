import {
  FACEBOOK_PHOTOS_PATH,
  FieldErrorKey,
  SOCIAL_ERROR_PARAM,
  SOCIAL_FLOW,
  SOCIAL_PROVIDERS,
  SOCIAL_TOKEN_PARAM,
  type Brand,
  type FacebookPhotosResult,
  type SocialIdentityView,
  type SocialProviderName,
  type SocialPurpose,
} from '@amora/contracts';
import type { Platform } from '../../platform/platform.ts';
import { ApiError } from '../../platform/errors.ts';
import type { AccountsService } from '../accounts/index.ts';
import { createLoginKey } from '../auth/index.ts';
import { createSocialProviders } from './providers.ts';
import { ProviderError, type SocialProvider } from './provider.ts';
import { createPhotosToken, openPhotosToken } from './photos-token.ts';
import { createSocialToken, verifySocialToken } from './social-token.ts';
import { bindingMatches, codeChallengeOf, newStateSecrets, openState, sealState } from './state.ts';

export interface CallbackInput {
  brand: Brand;
  name: SocialProviderName;
  redirectUri: string;
  bindingCookie: string | undefined;
  code?: string;
  state?: string;
  error?: string;
}

/** A local path with one more query parameter; never a `//host` another origin would read. */
function withParam(path: string, name: string, value: string): string {
  const url = new URL(path, 'http://local');
  url.searchParams.set(name, value);
  return `${url.pathname.replace(/^[/\\]+/, '/')}${url.search}`;
}

/** Sign-in with a social provider: start, callback (log in or continue the funnel), prefill. */
export class SocialService {
  private readonly providers: Map<SocialProviderName, SocialProvider>;

  constructor(
    private readonly platform: Platform,
    private readonly accounts: AccountsService,
  ) {
    this.providers = createSocialProviders(platform.config.social, platform.clock);
  }

  /** The configured providers, in the order of the spec's ids. */
  configured(): SocialProviderName[] {
    return SOCIAL_PROVIDERS.filter((name) => this.providers.has(name));
  }

  /** The provider's authorization URL and the browser-binding value for the cookie. */
  async start(input: {
    brand: Brand;
    name: SocialProviderName;
    redirect?: string;
    purpose?: SocialPurpose;
    redirectUri: string;
  }): Promise<{ location: string; binding: string }> {
    const provider = this.provider(input.name);
    const purpose = input.purpose ?? 'signin';
    if (purpose === 'photos' && !provider.photos) throw ApiError.validation({ purpose: FieldErrorKey.invalid }, `${input.name} has no photos to import`);
    const secrets = newStateSecrets();
    const state = await sealState(this.platform, {
      ...secrets,
      providerId: provider.id,
      brandId: input.brand.id,
      redirect: input.redirect ?? (purpose === 'photos' ? FACEBOOK_PHOTOS_PATH : `/social/${input.name}`),
      purpose,
    });
    const location = await this.callProvider(() =>
      provider.authorizationUrl({ state, nonce: secrets.nonce, codeChallenge: codeChallengeOf(secrets.codeVerifier), redirectUri: input.redirectUri }),
    );
    return { location, binding: secrets.binding };
  }

  /**
   * Where the browser goes after the provider answered: `/?ak=…` when the verified e-mail
   * already has an account on this brand (the ak login applies the ban and restore rules),
   * otherwise back to the funnel with a `social_token`. A photos import returns with a photos
   * token and logs no one in, whoever the Facebook account's e-mail belongs to.
   */
  async callback(input: CallbackInput): Promise<string> {
    const provider = this.provider(input.name);
    if (!input.state) throw ApiError.validation({ state: FieldErrorKey.required }, 'Callback without state');
    const state = await openState(this.platform, input.state);
    if (!state || state.providerId !== provider.id || state.brandId !== input.brand.id) {
      throw ApiError.validation({ state: FieldErrorKey.invalid }, 'State is forged, expired or for another provider or brand');
    }
    if (!bindingMatches(state, input.bindingCookie)) {
      throw ApiError.validation({ state: FieldErrorKey.invalid }, 'Sign-in was not started in this browser');
    }
    if (input.error) return withParam(state.redirect, SOCIAL_ERROR_PARAM, input.error);
    const code = input.code;
    if (!code) throw ApiError.validation({ code: FieldErrorKey.required }, 'Callback without code');

    if (state.purpose === 'photos') {
      const tokens = await this.callProvider(() => provider.exchangeCode(code, { redirectUri: input.redirectUri, codeVerifier: state.codeVerifier }));
      return withParam(state.redirect, SOCIAL_TOKEN_PARAM, await createPhotosToken(this.platform, provider.id, tokens.accessToken));
    }
    const identity = await this.callProvider(async () => {
      const tokens = await provider.exchangeCode(code, { redirectUri: input.redirectUri, codeVerifier: state.codeVerifier });
      return provider.verify(tokens, { nonce: state.nonce });
    });
    if (identity.email && identity.emailVerified) {
      const account = await this.accounts.findByEmail(input.brand.id, identity.email);
      if (account) return withParam('/', 'ak', await createLoginKey(this.platform, account.id));
    }
    return withParam(state.redirect, SOCIAL_TOKEN_PARAM, await createSocialToken(this.platform, provider.id, identity));
  }

  /** The funnel's prefill for a social_token. */
  async identity(name: SocialProviderName, token: string): Promise<SocialIdentityView> {
    const provider = this.provider(name);
    const identity = await verifySocialToken(this.platform, provider.id, token);
    return {
      social_provider_id: provider.id,
      flow: SOCIAL_FLOW[name],
      email: identity.email ?? null,
      email_verified: identity.emailVerified,
      name: identity.name ?? null,
      gender: identity.gender ?? null,
      birthday: identity.birthday ?? null,
      picture_url: identity.pictureUrl ?? null,
      photos: identity.photos ?? [],
    };
  }

  /** The Facebook photos a photos token grants (spec 3 §7). */
  async facebookPhotos(token: string): Promise<FacebookPhotosResult> {
    const provider = this.provider('facebook');
    const accessToken = await openPhotosToken(this.platform, provider.id, token);
    const invalid = ApiError.validation({ social_token: FieldErrorKey.invalid }, 'social_token is invalid or expired');
    if (!accessToken || !provider.photos) throw invalid;
    try {
      return { type: 'facebook', premoderated_photos: await provider.photos(accessToken) };
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      if (error.unavailable) throw new ApiError(502, 502, error.message);
      // Facebook refusing means the member withdrew the grant: the token is no longer good.
      throw invalid;
    }
  }

  private provider(name: SocialProviderName): SocialProvider {
    const provider = this.providers.get(name);
    if (!provider) throw ApiError.notFound(`Social provider ${name} is not enabled`);
    return provider;
  }

  /** Provider refusals are the visitor's 400; a provider that does not answer is a 502. */
  private async callProvider<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      if (error.unavailable) throw new ApiError(502, 502, error.message);
      throw ApiError.validation({ code: FieldErrorKey.invalid }, error.message);
    }
  }
}

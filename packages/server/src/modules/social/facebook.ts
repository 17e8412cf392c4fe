import { createHmac } from 'node:crypto';
import { MIN_PHOTO_SIDE, SocialProviderId, type PremoderatedPhoto } from '@amora/contracts';
import type { FacebookProviderConfig } from '../../config.ts';
import { ProviderError, type AuthorizationRequest, type ProviderTokens, type SocialIdentity, type SocialProvider } from './provider.ts';
import { providerJson, stringField } from './provider-http.ts';

/** The photo step offers at most this many Facebook photos to import. */
const MAX_PHOTOS = 20;

/** Facebook as an OAuth2 provider: the identity comes from the Graph API with the access token. */
export class FacebookProvider implements SocialProvider {
  readonly id = SocialProviderId.facebook;
  readonly name = 'facebook' as const;
  readonly kind = 'oauth2' as const;

  constructor(private readonly config: FacebookProviderConfig) {}

  async authorizationUrl(request: AuthorizationRequest): Promise<string> {
    const url = new URL(this.config.authUrl);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: this.config.clientId,
      redirect_uri: request.redirectUri,
      scope: 'email,public_profile,user_gender,user_birthday,user_photos',
      state: request.state,
      code_challenge: request.codeChallenge,
      code_challenge_method: 'S256',
    }).toString();
    return url.toString();
  }

  async exchangeCode(code: string, options: { redirectUri: string; codeVerifier: string }): Promise<ProviderTokens> {
    const url = new URL(this.config.tokenUrl);
    url.search = new URLSearchParams({
      client_id: this.config.clientId,
      client_secret: this.config.clientSecret,
      redirect_uri: options.redirectUri,
      code,
      code_verifier: options.codeVerifier,
    }).toString();
    const accessToken = stringField(await providerJson(url), 'access_token');
    if (!accessToken) throw new ProviderError('Token response without access_token');
    return { accessToken };
  }

  /** OAuth2 has no id_token: the Graph API answering for the token is the proof (no nonce). */
  async verify(tokens: ProviderTokens): Promise<SocialIdentity> {
    const me = await this.graph('/me', tokens.accessToken, { fields: 'id,name,email,gender,birthday,picture' });
    const id = stringField(me, 'id');
    if (!id) throw new ProviderError('Graph /me without an id');
    const photos = await this.photos(tokens.accessToken);
    const email = stringField(me, 'email');
    return {
      providerUserId: id,
      email,
      // Graph only returns an e-mail address Facebook has confirmed.
      emailVerified: Boolean(email),
      name: stringField(me, 'name'),
      gender: genderOf(me.gender),
      birthday: birthdayOf(me.birthday),
      pictureUrl: pictureOf(me.picture),
      photos: photos.map((photo) => photo.large_url),
    };
  }

  /** The member's uploaded Facebook photos, each as its largest and smallest rendition. */
  async photos(accessToken: string): Promise<PremoderatedPhoto[]> {
    const photos = await this.graph('/me/photos', accessToken, { type: 'uploaded', fields: 'id,images', limit: String(MAX_PHOTOS) });
    return premoderated(photos.data).slice(0, MAX_PHOTOS);
  }

  /** Graph calls carry `appsecret_proof`, so a token stolen from another app is useless to us. */
  private graph(path: string, accessToken: string, params: Record<string, string>): Promise<Record<string, unknown>> {
    const url = new URL(`${this.config.graphUrl.replace(/\/$/, '')}${path}`);
    const proof = createHmac('sha256', this.config.clientSecret).update(accessToken).digest('hex');
    url.search = new URLSearchParams({ ...params, access_token: accessToken, appsecret_proof: proof }).toString();
    return providerJson(url);
  }
}

function genderOf(value: unknown): SocialIdentity['gender'] {
  return value === 'male' || value === 'female' ? value : undefined;
}

/** Graph birthdays are MM/DD/YYYY (or shorter when the user hides the year, then unusable). */
function birthdayOf(value: unknown): string | undefined {
  const match = typeof value === 'string' ? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value) : null;
  return match ? `${match[3]}-${match[1]}-${match[2]}` : undefined;
}

function pictureOf(value: unknown): string | undefined {
  const data = (value as { data?: { url?: unknown } } | undefined)?.data;
  return typeof data?.url === 'string' ? data.url : undefined;
}

interface GraphImage {
  source: string;
  width: number;
  height: number;
}

function isGraphImage(value: unknown): value is GraphImage {
  const i = value as Partial<GraphImage> | undefined;
  return typeof i?.source === 'string' && typeof i.width === 'number' && typeof i.height === 'number';
}

/**
 * Each Graph photo lists several renditions: the largest is the one to import, the smallest the
 * thumbnail to pick from. `pass` tells ahead of the import whether the upload minimum is met.
 */
function premoderated(data: unknown): PremoderatedPhoto[] {
  if (!Array.isArray(data)) return [];
  const photos: PremoderatedPhoto[] = [];
  for (const photo of data as { images?: unknown }[]) {
    const images = (Array.isArray(photo?.images) ? photo.images : []).filter(isGraphImage).sort((a, b) => b.width - a.width);
    const large = images[0];
    const small = images[images.length - 1];
    if (!large || !small) continue;
    photos.push({ large_url: large.source, small_url: small.source, pass: Math.min(large.width, large.height) >= MIN_PHOTO_SIDE });
  }
  return photos;
}

import { createHash, createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK, type JWTPayload } from 'jose';
import sharp from 'sharp';
import { systemClock, type Clock } from '../platform/clock.ts';

/**
 * A local identity provider for integration and e2e tests (DESIGN.md §13): a real HTTP server
 * on 127.0.0.1 that plays both Google (OpenID Connect: discovery, JWKS, authorize, token,
 * userinfo, RS256 id_tokens) and Facebook (OAuth2 dialog and token endpoints, Graph `/me` and
 * `/me/photos`, the photos themselves as real JPEGs). Authorize consents at once as the user
 * chosen with `signInAs`, as a visitor already signed in at the provider would.
 */

export interface TestIdentityUser {
  /** The provider's user id (`sub` / Graph `id`). */
  id: string;
  email?: string;
  /** Defaults to true. */
  emailVerified?: boolean;
  name?: string;
  gender?: 'male' | 'female';
  /** YYYY-MM-DD */
  birthday?: string;
  /** How many photos the Facebook account has (JPEGs generated at start). */
  photos?: number;
  /** Further photos too small for our upload minimum (160 px wide), listed after the others. */
  tinyPhotos?: number;
}

export interface IdentityProviderOptions {
  users: TestIdentityUser[];
  /** The clock tokens are issued and expire on; share the app's clock. */
  clock?: Clock;
}

interface ClientCredentials {
  clientId: string;
  clientSecret: string;
}

export interface TestIdentityProvider {
  /** The OpenID Connect issuer (Google role). */
  issuer: string;
  /** The OAuth2 and Graph addresses (Facebook role). */
  facebookUrls: { authUrl: string; tokenUrl: string; graphUrl: string };
  clients: { google: ClientCredentials; facebook: ClientCredentials };
  /** The SOCIAL_* environment that points the server at this provider. */
  env: Record<string, string>;
  /** Who authorize consents as; null makes the visitor cancel (error=access_denied). */
  signInAs(userId: string | null): void;
  /** An id_token with these claims over sensible defaults; `foreignKey` signs with a key not in the JWKS under the same kid. */
  signIdToken(claims: JWTPayload, options?: { foreignKey?: boolean }): Promise<string>;
  close(): Promise<void>;
}

interface PendingCode {
  role: 'google' | 'facebook';
  userId: string;
  clientId: string;
  redirectUri: string;
  codeChallenge?: string;
  nonce?: string;
  expiresAt: number;
}

const CODE_TTL_MS = 60_000;
const TOKEN_TTL_S = 3600;
const KID = 'test-key-1';
const LARGE_WIDTH = 720;
const TINY_WIDTH = 160;
const SMALL_WIDTH = 130;
/** The test photos' aspect ratio (portrait 4:5). */
const heightOf = (width: number) => Math.round(width * 1.25);

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`);
  }
}

const secret = () => randomBytes(24).toString('base64url');

async function photoJpeg(seed: number, width: number): Promise<Buffer> {
  const hue = (seed * 67) % 360;
  const [r, g, b] = [hue, hue + 120, hue + 240].map((h) => Math.round(127 + 100 * Math.sin((h * Math.PI) / 180)));
  return sharp({ create: { width, height: heightOf(width), channels: 3, background: { r: r!, g: g!, b: b! } } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

async function readForm(request: http.IncomingMessage, url: URL): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
  // Facebook's token endpoint takes its parameters in the query as well.
  for (const [k, v] of url.searchParams) if (!form.has(k)) form.set(k, v);
  return form;
}

export async function startIdentityProvider(options: IdentityProviderOptions): Promise<TestIdentityProvider> {
  const clock = options.clock ?? systemClock;
  const users = new Map(options.users.map((u) => [u.id, u]));
  let current: string | null = options.users[0]?.id ?? null;
  const clients = {
    google: { clientId: 'amora-google-test', clientSecret: secret() },
    facebook: { clientId: 'amora-facebook-test', clientSecret: secret() },
  };
  const codes = new Map<string, PendingCode>();
  const accessTokens = new Map<string, { role: PendingCode['role']; userId: string; expiresAt: number }>();
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const foreign = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: KID, alg: 'RS256', use: 'sig' };

  const photos = new Map<string, Buffer>();
  let seed = 0;
  const widthOf = (user: TestIdentityUser, n: number) => (n <= (user.photos ?? 0) ? LARGE_WIDTH : TINY_WIDTH);
  const photoCount = (user: TestIdentityUser) => (user.photos ?? 0) + (user.tinyPhotos ?? 0);
  for (const user of options.users) {
    for (let n = 1; n <= photoCount(user); n++) {
      seed++;
      photos.set(`${user.id}/${n}.jpg`, await photoJpeg(seed, widthOf(user, n)));
      photos.set(`${user.id}/${n}_s.jpg`, await photoJpeg(seed, SMALL_WIDTH));
    }
  }

  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const issuer = `${base}/oidc`;
  const photoUrl = (userId: string, name: string) => `${base}/facebook/photos/${encodeURIComponent(userId)}/${name}`;

  function signIdToken(claims: JWTPayload, signOptions: { foreignKey?: boolean } = {}): Promise<string> {
    const iat = Math.floor(clock.now() / 1000);
    const payload: JWTPayload = { iss: issuer, aud: clients.google.clientId, sub: options.users[0]?.id ?? 'nobody', iat, exp: iat + TOKEN_TTL_S, ...claims };
    const key: CryptoKey = signOptions.foreignKey ? foreign.privateKey : privateKey;
    return new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT' }).sign(key);
  }

  function userClaims(user: TestIdentityUser): JWTPayload {
    return {
      sub: user.id,
      email: user.email,
      email_verified: user.email ? (user.emailVerified ?? true) : undefined,
      name: user.name,
      picture: user.photos ? photoUrl(user.id, '1.jpg') : undefined,
    };
  }

  /** Both authorize endpoints: consent as the current user and send the browser back with a code. */
  function authorize(role: PendingCode['role'], url: URL): never {
    const q = url.searchParams;
    const client = clients[role];
    const redirectUri = q.get('redirect_uri');
    if (q.get('client_id') !== client.clientId || !redirectUri) throw new HttpError(400, { error: 'invalid_request', error_description: 'unknown client or no redirect_uri' });
    const back = new URL(redirectUri);
    const state = q.get('state');
    if (state) back.searchParams.set('state', state);
    if (current === null) {
      back.searchParams.set('error', 'access_denied');
    } else {
      if (q.get('code_challenge') && q.get('code_challenge_method') !== 'S256') throw new HttpError(400, { error: 'invalid_request', error_description: 'only S256' });
      const code = secret();
      codes.set(code, {
        role,
        userId: current,
        clientId: client.clientId,
        redirectUri,
        codeChallenge: q.get('code_challenge') ?? undefined,
        nonce: q.get('nonce') ?? undefined,
        expiresAt: clock.now() + CODE_TTL_MS,
      });
      back.searchParams.set('code', code);
    }
    throw new HttpError(302, back.toString());
  }

  /** Spends a code: single use, unexpired, same client, same redirect_uri, PKCE verifier matches. */
  function redeem(role: PendingCode['role'], form: URLSearchParams, basicAuth: string | undefined): PendingCode {
    let clientId = form.get('client_id') ?? undefined;
    let clientSecret = form.get('client_secret') ?? undefined;
    if (basicAuth?.startsWith('Basic ')) [clientId, clientSecret] = Buffer.from(basicAuth.slice(6), 'base64').toString().split(':');
    const client = clients[role];
    if (clientId !== client.clientId || clientSecret !== client.clientSecret) throw new HttpError(401, { error: 'invalid_client' });
    const code = form.get('code') ?? '';
    const pending = codes.get(code);
    codes.delete(code);
    const invalid = new HttpError(400, { error: 'invalid_grant' });
    if (!pending || pending.role !== role || pending.expiresAt <= clock.now() || pending.clientId !== clientId) throw invalid;
    if (pending.redirectUri !== form.get('redirect_uri')) throw invalid;
    if (pending.codeChallenge) {
      const verifier = form.get('code_verifier') ?? '';
      if (createHash('sha256').update(verifier).digest('base64url') !== pending.codeChallenge) throw invalid;
    }
    return pending;
  }

  function newAccessToken(role: PendingCode['role'], userId: string): string {
    const token = secret();
    accessTokens.set(token, { role, userId, expiresAt: clock.now() + TOKEN_TTL_S * 1000 });
    return token;
  }

  function userOfToken(role: PendingCode['role'], token: string | undefined | null): TestIdentityUser {
    const entry = token ? accessTokens.get(token) : undefined;
    const user = entry && entry.role === role && entry.expiresAt > clock.now() ? users.get(entry.userId) : undefined;
    if (!user) throw new HttpError(role === 'facebook' ? 400 : 401, role === 'facebook' ? { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } } : { error: 'invalid_token' });
    return user;
  }

  /** Graph calls must prove the app secret (appsecret_proof = HMAC-SHA256(token, secret)). */
  function graphUser(url: URL): TestIdentityUser {
    const token = url.searchParams.get('access_token');
    const user = userOfToken('facebook', token);
    const proof = createHmac('sha256', clients.facebook.clientSecret).update(token!).digest('hex');
    if (url.searchParams.get('appsecret_proof') !== proof) throw new HttpError(400, { error: { message: 'Invalid appsecret_proof', type: 'GraphMethodException', code: 100 } });
    return user;
  }

  async function route(request: http.IncomingMessage, url: URL): Promise<unknown> {
    const path = url.pathname;
    if (path === '/oidc/.well-known/openid-configuration') {
      return {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        userinfo_endpoint: `${issuer}/userinfo`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        scopes_supported: ['openid', 'email', 'profile'],
        token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
        code_challenge_methods_supported: ['S256'],
      };
    }
    if (path === '/oidc/jwks') return { keys: [jwk] };
    if (path === '/oidc/authorize') authorize('google', url);
    if (path === '/oidc/token' && request.method === 'POST') {
      const form = await readForm(request, new URL(base));
      if (form.get('grant_type') !== 'authorization_code') throw new HttpError(400, { error: 'unsupported_grant_type' });
      const pending = redeem('google', form, request.headers.authorization);
      const user = users.get(pending.userId)!;
      return {
        access_token: newAccessToken('google', user.id),
        token_type: 'Bearer',
        expires_in: TOKEN_TTL_S,
        id_token: await signIdToken({ ...userClaims(user), nonce: pending.nonce, azp: pending.clientId }),
      };
    }
    if (path === '/oidc/userinfo') {
      const auth = request.headers.authorization;
      return userClaims(userOfToken('google', auth?.startsWith('Bearer ') ? auth.slice(7) : undefined));
    }
    if (path === '/facebook/dialog/oauth') authorize('facebook', url);
    if (path === '/facebook/oauth/access_token') {
      const pending = redeem('facebook', await readForm(request, url), undefined);
      return { access_token: newAccessToken('facebook', pending.userId), token_type: 'bearer', expires_in: TOKEN_TTL_S };
    }
    if (path === '/facebook/graph/me') {
      const user = graphUser(url);
      const [y, m, d] = user.birthday?.split('-') ?? [];
      const fields = new Set((url.searchParams.get('fields') ?? 'id,name').split(','));
      const me: Record<string, unknown> = {
        id: user.id,
        name: user.name,
        email: user.emailVerified === false ? undefined : user.email,
        gender: user.gender,
        birthday: user.birthday ? `${m}/${d}/${y}` : undefined,
        picture: user.photos ? { data: { url: photoUrl(user.id, '1_s.jpg'), width: 130, height: 163 } } : undefined,
      };
      return Object.fromEntries(Object.entries(me).filter(([k, v]) => fields.has(k) && v !== undefined));
    }
    if (path === '/facebook/graph/me/photos') {
      const user = graphUser(url);
      const data = Array.from({ length: photoCount(user) }, (_, i) => ({
        id: `${user.id}_${i + 1}`,
        images: [
          { source: photoUrl(user.id, `${i + 1}_s.jpg`), width: SMALL_WIDTH, height: heightOf(SMALL_WIDTH) },
          { source: photoUrl(user.id, `${i + 1}.jpg`), width: widthOf(user, i + 1), height: heightOf(widthOf(user, i + 1)) },
        ],
      }));
      return { data, paging: {} };
    }
    const photo = /^\/facebook\/photos\/([^/]+)\/([^/]+)$/.exec(path);
    if (photo) {
      const file = photos.get(`${decodeURIComponent(photo[1]!)}/${photo[2]}`);
      if (!file) throw new HttpError(404, { error: 'not_found' });
      return file;
    }
    throw new HttpError(404, { error: 'not_found' });
  }

  server.on('request', (request, response) => {
    const url = new URL(request.url ?? '/', base);
    route(request, url).then(
      (body) => {
        if (Buffer.isBuffer(body)) {
          response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': body.length }).end(body);
        } else {
          response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(body));
        }
      },
      (error: unknown) => {
        if (error instanceof HttpError && error.status === 302) {
          response.writeHead(302, { location: error.body as string }).end();
        } else if (error instanceof HttpError) {
          response.writeHead(error.status, { 'content-type': 'application/json' }).end(JSON.stringify(error.body));
        } else {
          response.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: String(error) }));
        }
      },
    );
  });

  const facebookUrls = { authUrl: `${base}/facebook/dialog/oauth`, tokenUrl: `${base}/facebook/oauth/access_token`, graphUrl: `${base}/facebook/graph` };
  return {
    issuer,
    facebookUrls,
    clients,
    env: {
      SOCIAL_GOOGLE_ISSUER: issuer,
      SOCIAL_GOOGLE_CLIENT_ID: clients.google.clientId,
      SOCIAL_GOOGLE_CLIENT_SECRET: clients.google.clientSecret,
      SOCIAL_FACEBOOK_AUTH_URL: facebookUrls.authUrl,
      SOCIAL_FACEBOOK_TOKEN_URL: facebookUrls.tokenUrl,
      SOCIAL_FACEBOOK_GRAPH_URL: facebookUrls.graphUrl,
      SOCIAL_FACEBOOK_CLIENT_ID: clients.facebook.clientId,
      SOCIAL_FACEBOOK_CLIENT_SECRET: clients.facebook.clientSecret,
    },
    signInAs(userId) {
      if (userId !== null && !users.has(userId)) throw new Error(`No test user ${userId}`);
      current = userId;
    },
    signIdToken,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // The server's own fetch keeps connections alive; they must not hold the close.
        server.closeAllConnections();
      }),
  };
}

import {
  AUTH_SCHEME,
  brandById,
  DEFAULT_BRAND_ID,
  PROFILE_ALBUM_ID,
  type AlbumPhoto,
  type PhotoUploadResponse,
  type Session,
  type SignupResult,
} from '@amora/contracts';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { approve } from '../moderation/commands.ts';
import { AccountStatus, type AccountRow, type NewProfile } from '../modules/accounts/index.ts';
import { texturedPhoto } from './photos.ts';
import { cityById, GEONAMES_COUNTRY_IDS } from '../modules/geolocation/index.ts';
import { hashPassword } from '../platform/auth/passwords.ts';
import { DAY, type ManualClock } from '../platform/clock.ts';
import { multipartBody } from './multipart.ts';
import { CITIES, member as memberData, signupBody, type MemberData, type MemberOverrides } from './personas.ts';

/** A member in the database, whether or not signed in. */
export interface SeededAccount {
  /** What the member was made from: persona, answers, e-mail and the password offered. */
  data: MemberData;
  /** The account row as it stood when the seed handed the member over. */
  account: AccountRow;
  /** The password the member logs in with; null for an account without one (e-mail or social flow). */
  password: string | null;
}

/** A member with a live session. */
export interface SeededMember extends SeededAccount {
  /** The Authorization header of the session. */
  headers: { authorization: string };
  accessToken: string;
  refreshToken: string;
  /** A new access token of the same session, for tests that move the clock past 15 minutes. */
  freshHeaders(): Promise<{ authorization: string }>;
}

/** The tokens of one session, as login answers them. */
export interface SignedInSession {
  headers: { authorization: string };
  accessToken: string;
  refreshToken: string;
}

export interface SeedMemberOptions extends Omit<MemberOverrides, 'password'> {
  /** Default brand 7. */
  brandId?: number;
  /** The data's password by default; null for an account without a password. */
  password?: string | null;
  emailConfirmed?: boolean;
  /** Account status (DESIGN.md §13): 1 active (default), 0 hidden, -1 self-removed, -2 banned. */
  ok?: number;
  /** Profile columns beyond the sign-up answers (height, stored lists, pushes switched off, …); they win. */
  profile?: Partial<NewProfile>;
  /** Account columns no product path sets yet (registration country, traffic channel, …). */
  account?: Partial<Omit<AccountRow, 'id' | 'hid'>>;
  /**
   * How the session starts: through the sessions service as login would (default), through
   * POST /rest/v2/login with the password, or not at all.
   */
  signIn?: 'session' | 'login' | false;
}

export interface SignUpOptions extends MemberOverrides {
  /** Default brand 7; the sign-up goes to that brand's host. */
  brandId?: number;
  /** More funnel answers (height, goal, interests, profile_fields, …) over the required ones. */
  answers?: Record<string, unknown>;
}

export interface PhotoOptions {
  /** The image; by default a photo-like JPEG unlike any other this seed uploaded. */
  image?: Buffer;
  /** Approved by the operator's moderation command right after the upload; pending otherwise. */
  approved?: boolean;
}

/** The shared scene: who is who, each signed up through the API. */
export interface BasicScene {
  /** Signed in, one approved photo (her avatar). */
  alice: SeededMember;
  /** Signed in, one approved photo (his avatar). */
  bob: SeededMember;
  /** Hid her profile: status 0. */
  carol: SeededMember;
  /** Premium for 30 days. */
  dave: SeededMember;
  /** One photo still waiting for moderation. */
  erin: SeededMember;
}

/** The Host header of a brand, as its site is reached in tests (DESIGN.md §4). */
export function hostOf(brandId: number): string {
  if (brandId === DEFAULT_BRAND_ID) return 'localhost:8080';
  const brand = brandById(brandId);
  if (!brand) throw new Error(`No brand ${brandId}`);
  return `${brand.shortName}.localhost:8080`;
}

const bearer = (accessToken: string) => ({ authorization: `${AUTH_SCHEME} ${accessToken}` });

/** argon2 is slow on purpose; a test file hashes each password once. */
const hashes = new Map<string, Promise<string>>();
const hashOf = (password: string) => hashes.get(password) ?? hashes.set(password, hashPassword(password)).get(password)!;

/** Every image this process uploads differs: the moderation job refuses copies of another member's photo. */
let nextImage = 100_000;
/** Each sign-up comes from its own address, so the per-address sign-up limit never trips a scene. */
let nextAddress = 0;

/**
 * Makes members the way the product does (STYLE.md "Seed through the product"): `signUp` and the
 * actions go through the API, `member` through the accounts and sessions services as sign-up and
 * login use them (fast, and without the confirmation mail). One per test app: `t.seed`.
 */
/** What the seed client drives: a test app's server, clock and request (test-app.ts builds one). */
export interface SeedTarget {
  app: FastifyInstance;
  clock: ManualClock;
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
}

export class SeedClient {
  constructor(private readonly t: SeedTarget) {}

  /** A member created through the accounts service; signed in unless `signIn: false`. */
  member(options: SeedMemberOptions & { signIn: false }): Promise<SeededAccount>;
  member(options?: SeedMemberOptions): Promise<SeededMember>;
  async member(options: SeedMemberOptions = {}): Promise<SeededAccount | SeededMember> {
    const { brandId = DEFAULT_BRAND_ID, password: passwordOption, emailConfirmed, ok, profile, account: columns, signIn = 'session', ...overrides } = options;
    const data = memberData(overrides);
    const password = passwordOption === undefined ? data.password : passwordOption;
    const { accounts } = this.t.app.services;
    const id = await accounts.create({
      brandId,
      email: data.email,
      passwordHash: password === null ? null : await hashOf(password),
      ...(emailConfirmed === undefined ? {} : { emailConfirmed }),
      profile: { ...profileOf(data), ...profile },
    });
    if (columns && Object.keys(columns).length) await accounts.update(id, columns);
    if (ok !== undefined) await this.t.app.platform.events.transaction((trx) => accounts.changeStatus(trx, id, { ok, from: [AccountStatus.active] }));
    const seeded: SeededAccount = { data, account: (await accounts.findById(id))!, password };
    if (signIn === false) return seeded;
    if (signIn === 'login') return this.signedIn(seeded, await this.logIn(seeded));
    return this.signedIn(seeded, sessionOf(await this.t.app.platform.sessions.start(seeded.account)));
  }

  /** A member signed up through POST /rest/v2/signup, with the session the sign-up starts. */
  async signUp(options: SignUpOptions = {}): Promise<SeededMember> {
    const { brandId = DEFAULT_BRAND_ID, answers, ...overrides } = options;
    const data = memberData(overrides);
    nextAddress += 1;
    const res = await this.t.request({
      method: 'POST',
      url: '/rest/v2/signup',
      headers: { host: hostOf(brandId) },
      remoteAddress: `10.250.${nextAddress >> 8}.${nextAddress & 255}`,
      payload: { ...signupBody(data, { brandId }), ...answers },
    });
    if (res.statusCode !== 200) throw new Error(`sign-up of ${data.email} refused: ${res.body}`);
    const result = res.json().result as SignupResult;
    if (!result.accessToken || !result.refreshToken) throw new Error(`sign-up of ${data.email} started no session (brand ${brandId} wants the e-mail confirmed first)`);
    const account = (await this.t.app.services.accounts.findById(result.user.id))!;
    return this.signedIn({ data, account, password: data.password }, sessionOf(result as Session));
  }

  /** A new session through POST /rest/v2/login, as the web starts one. */
  async logIn(who: SeededAccount | { email: string; password: string; brandId?: number }): Promise<SignedInSession> {
    const credentials = 'account' in who ? { email: who.account.email, password: who.password, brandId: who.account.brand_id } : who;
    if (credentials.password === null) throw new Error(`${credentials.email} has no password to log in with`);
    const brandId = credentials.brandId ?? DEFAULT_BRAND_ID;
    const res = await this.t.request({
      method: 'POST',
      url: '/rest/v2/login',
      headers: { host: hostOf(brandId) },
      payload: { product_id: brandId, email: credentials.email, password: credentials.password },
    });
    if (res.statusCode !== 200) throw new Error(`login of ${credentials.email} failed: ${res.body}`);
    return sessionOf(res.json().result as Session);
  }

  /** Edits the member's profile through POST /rest/v2/user/info/profile, as the profile screen does. */
  async editProfile(member: SeededMember, changes: Record<string, unknown>): Promise<void> {
    const res = await this.t.request({ method: 'POST', url: '/rest/v2/user/info/profile', headers: member.headers, payload: changes });
    if (res.statusCode !== 200) throw new Error(`profile edit of ${member.account.email} refused: ${res.body}`);
  }

  /** Uploads one photo to the member's profile album through the API; the first one is the avatar. */
  async uploadPhoto(member: SeededMember, options: PhotoOptions = {}): Promise<AlbumPhoto> {
    const image = options.image ?? (await texturedPhoto(nextImage++));
    const { payload, contentType } = multipartBody({ album_id: String(PROFILE_ALBUM_ID) }, [{ name: 'photo.jpg', data: image }]);
    const res = await this.t.request({
      method: 'POST',
      url: '/apis/photos/v1/users/me/photos/from/file',
      headers: { ...member.headers, 'content-type': contentType },
      payload,
    });
    const upload = res.json() as PhotoUploadResponse;
    if (res.statusCode !== 200 || upload.photos.length !== 1) throw new Error(`photo upload of ${member.account.email} refused: ${res.body}`);
    const [photo] = upload.photos as [AlbumPhoto];
    if (options.approved) await approve(this.t.app, [photo.id]);
    return photo;
  }

  /**
   * Premium until `days` from now (30 by default). No purchase flow exists yet: the tier columns
   * (DESIGN.md §8 placeholders) are set through the accounts service, as the payment step will.
   */
  async makePremium(member: SeededAccount, options: { days?: number } = {}): Promise<void> {
    const until = this.t.clock.now() + (options.days ?? 30) * DAY;
    await this.t.app.services.accounts.update(member.account.id, { premium_until: until, is_pay_user: 1 });
    await this.reload(member);
  }

  /**
   * Hides the member's profile (status 0). No product path hides a free member — deactivating
   * one removes her, only a paying member's deactivation hides (DESIGN.md §13) — and no operator
   * command does yet: the status through the accounts service.
   */
  async hide(member: SeededAccount): Promise<void> {
    await this.t.app.services.accounts.deactivate(member.account.id, { ok: AccountStatus.hidden, selfRemovedAt: null });
    await this.reload(member);
  }

  /** alice, bob, carol, dave and erin signed up through the API, each in the state `BasicScene` says. */
  async basicScene(): Promise<BasicScene> {
    const alice = await this.signUp({ persona: 'alice' });
    const bob = await this.signUp({ persona: 'bob' });
    const carol = await this.signUp({ persona: 'carol' });
    const dave = await this.signUp({ persona: 'dave' });
    const erin = await this.signUp({ persona: 'erin' });
    await this.uploadPhoto(alice, { approved: true });
    await this.uploadPhoto(bob, { approved: true });
    await this.hide(carol);
    await this.makePremium(dave);
    await this.uploadPhoto(erin);
    for (const member of [alice, bob, erin]) await this.reload(member);
    return { alice, bob, carol, dave, erin };
  }

  /** Reads the member's account row again after a change. */
  private async reload(member: SeededAccount): Promise<void> {
    member.account = (await this.t.app.services.accounts.findById(member.account.id))!;
  }

  private async signedIn(seeded: SeededAccount, session: SignedInSession): Promise<SeededMember> {
    const { accessTokens } = this.t.app.platform;
    // Read now: the access token itself may have expired by the time a test asks for a fresh one.
    const { sessionId } = await accessTokens.verify(session.accessToken);
    return {
      ...seeded,
      ...session,
      async freshHeaders() {
        const { access_token } = await accessTokens.issue({ accountId: seeded.account.id, sessionId, brandId: seeded.account.brand_id });
        return bearer(access_token);
      },
    };
  }
}

function sessionOf(tokens: Pick<Session, 'accessToken' | 'refreshToken'>): SignedInSession {
  return { headers: bearer(tokens.accessToken.access_token), accessToken: tokens.accessToken.access_token, refreshToken: tokens.refreshToken.refresh_token };
}

/** The profile row of the answers; a home city brings its country and coordinates, as at sign-up. */
function profileOf(data: MemberData): NewProfile {
  const { name, gender, birthday, search_gender, search_age_from, search_age_to, city_id } = data;
  return { name, gender, birthday, search_gender, search_age_from, search_age_to, ...(city_id === null ? {} : locationOf(city_id)) };
}

/** The personas' cities are known without the city index, which takes seconds to load. */
function locationOf(cityId: number): Pick<NewProfile, 'city_id' | 'country_id' | 'latitude' | 'longitude'> {
  const known = Object.values(CITIES).find((city) => city.id === cityId);
  if (known) return { city_id: cityId, country_id: known.countryId, latitude: known.latitude, longitude: known.longitude };
  const city = cityById(cityId);
  if (!city) throw new Error(`No city ${cityId} in the city index`);
  return { city_id: cityId, country_id: GEONAMES_COUNTRY_IDS[city.country] ?? null, latitude: city.loc.coordinates[1], longitude: city.loc.coordinates[0] };
}

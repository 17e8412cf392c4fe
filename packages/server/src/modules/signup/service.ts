import type { Transaction } from 'kysely';
import {
  ageOn,
  FieldErrorKey,
  passwordProblem,
  SIGNUP_MAX_AGE,
  SIGNUP_MIN_AGE,
  SignupFieldError,
  signupDraftSchemaOn,
  signupSchemaOn,
  type Brand,
  type Language,
  type PasswordProblem,
  type SignupDraft,
  type SignupPayload,
  type SignupResult,
} from '@amora/contracts';
import { DAY, HOUR } from '../../platform/clock.ts';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import { ApiError, fieldErrorsFromZodIssues } from '../../platform/errors.ts';
import { newSecret } from '../../platform/ids.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { hashSecret } from '../../platform/auth/sessions.ts';
import type { Platform } from '../../platform/platform.ts';
import { Throttle, type ThrottleRule } from '../../platform/throttle.ts';
import type { AccountsService, NewProfile } from '../accounts/index.ts';
import { cityById, GEONAMES_COUNTRY_IDS } from '../geolocation/index.ts';
import { claimFunnelPhotos, type FunnelPhotoClaim } from '../photos/index.ts';
import { draftsRepo } from './drafts-repo.ts';
import { signupFailure } from './signup-failure.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';

/** Sign-ups and saved registrations per client address: generous for a shared office NAT, fatal to a bot farm. */
export const SIGNUP_THROTTLE = {
  signupIp: { limit: 10, windowMs: HOUR },
  clickIp: { limit: 30, windowMs: HOUR },
  /** The funnel saves its draft after every step: some twenty updates per visitor. */
  clickUpdateIp: { limit: 600, windowMs: HOUR },
} as const satisfies Record<string, ThrottleRule>;

/** A saved registration lives a week (spec 1 §4 step 1 reloads it from the cookie). */
export const REGISTRATION_DRAFT_TTL_MS = 7 * DAY;

/**
 * What sign-up needs from other modules, passed in by the routes: the confirmation e-mail
 * (modules/email-confirmation) and the social token check (modules/social).
 */
export interface SignupNotifier {
  /** Called after the account is committed (the confirmation e-mail goes out from here). */
  accountCreated(accountId: number, details: { emailFlow: boolean }): Promise<void>;
}
export interface SocialVerifier {
  /** Checks a social token (throws an ApiError when it is not valid) and says whether it vouches for `email`. */
  verify(providerId: number, token: string, email: string): Promise<{ emailVerified: boolean }>;
}
export interface SignupSeams {
  signupNotifier?: SignupNotifier;
  socialVerifier?: SocialVerifier;
}

export interface SignupInput {
  brand: Brand;
  body: unknown;
  ip: string;
  language: Language;
}

/** Fields a saved registration never keeps. */
const SECRET_FIELDS = ['password', 'social_token', 'registration_token'] as const;

type Payload = Record<string, unknown>;

function asObject(value: unknown): Payload | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Payload) : undefined;
}

function clampAge(age: number): number {
  return Math.min(SIGNUP_MAX_AGE, Math.max(SIGNUP_MIN_AGE, age));
}

/** Registration: the sign-up itself and the saved registration of the funnel. */
export class SignupService {
  private readonly throttle: Throttle;

  constructor(
    private readonly platform: Platform,
    private readonly accounts: AccountsService,
    private readonly seams: SignupSeams = {},
  ) {
    this.throttle = new Throttle(platform.db, platform.clock);
  }

  /**
   * POST /rest/v2/signup: every problem gathered into one answer (contracts/signup.ts codes), then
   * the account, profile and funnel photos in one transaction, then the session unless the brand
   * wants the e-mail confirmed first.
   */
  async signUp(input: SignupInput): Promise<SignupResult> {
    await this.limit(`signup:ip:${input.ip}`, SIGNUP_THROTTLE.signupIp);
    const now = this.platform.clock.now();
    const body = asObject(input.body) ?? {};
    let draftHash: string | undefined;
    let merged: Payload = body;
    let draftMissing = false;
    if (typeof body.registration_token === 'string' && body.registration_token) {
      draftHash = hashSecret(body.registration_token);
      const saved = await draftsRepo.findLive(this.platform.db, draftHash, input.brand.id, now);
      if (saved === undefined) draftMissing = true;
      else merged = { ...(JSON.parse(saved) as Payload), ...body };
    }
    const parsed = signupSchemaOn(now).safeParse(merged);
    const fields = parsed.success ? {} : fieldErrorsFromZodIssues(parsed.error.issues);
    if (draftMissing) fields.registration_token = SignupFieldError.registrationTokenInvalid;
    const password = await this.checkRest(input.brand, merged, fields);
    if (Object.keys(fields).length > 0 || !parsed.success) throw signupFailure(fields, password?.code);
    return this.createAccount(input, parsed.data, draftHash);
  }

  /**
   * POST /rest/v2/signup/click: validates what was sent and keeps it a week under a token. With
   * the `registration_token` of a live draft of this brand, that draft takes the new answers and
   * keeps its token (the funnel saves after every step); otherwise a new draft and token.
   */
  async saveDraft(input: { brand: Brand; body: unknown; ip: string }): Promise<string> {
    const now = this.platform.clock.now();
    const parsed = signupDraftSchemaOn(now).safeParse(input.body ?? {});
    const fields = parsed.success ? {} : fieldErrorsFromZodIssues(parsed.error.issues);
    const body = asObject(input.body) ?? {};
    if (typeof body.product_id === 'number' && body.product_id !== input.brand.id) fields.product_id = FieldErrorKey.invalid;
    if (!parsed.success || Object.keys(fields).length > 0) throw signupFailure(fields);
    // Kept flat, as GET /rest/v2/signup/data answers it: the profile attributes at top level.
    const { profile_fields: profileFields, ...answers } = parsed.data;
    const kept: Payload = { ...answers, ...profileFields };
    for (const field of SECRET_FIELDS) delete kept[field];
    const expiresAt = now + REGISTRATION_DRAFT_TTL_MS;

    const oldToken = typeof body.registration_token === 'string' && body.registration_token ? body.registration_token : undefined;
    if (oldToken) {
      const tokenHash = hashSecret(oldToken);
      const saved = await draftsRepo.findLive(this.platform.db, tokenHash, input.brand.id, now);
      if (saved !== undefined) {
        await this.limit(`signup-click-update:ip:${input.ip}`, SIGNUP_THROTTLE.clickUpdateIp);
        await draftsRepo.update(this.platform.db, tokenHash, { payload: JSON.stringify({ ...(JSON.parse(saved) as Payload), ...kept }), expires_at: expiresAt });
        return oldToken;
      }
    }
    await this.limit(`signup-click:ip:${input.ip}`, SIGNUP_THROTTLE.clickIp);
    const token = newSecret();
    await draftsRepo.insert(this.platform.db, {
      token_hash: hashSecret(token),
      brand_id: input.brand.id,
      payload: JSON.stringify(kept),
      created_at: now,
      expires_at: expiresAt,
    });
    return token;
  }

  /** GET /rest/v2/signup/data: the saved fields of a live registration of this brand, or 404. */
  async loadDraft(brand: Brand, token: string): Promise<SignupDraft> {
    const saved = await draftsRepo.findLive(this.platform.db, hashSecret(token), brand.id, this.platform.clock.now());
    if (saved === undefined) throw ApiError.notFound('Registration not found or expired');
    return JSON.parse(saved) as SignupDraft;
  }

  /**
   * The checks beyond the schema, on whatever the payload holds, so they are gathered with the
   * schema's: brand, social token, password strength, e-mail already registered, city known.
   */
  private async checkRest(brand: Brand, payload: Payload, fields: Record<string, string>): Promise<PasswordProblem | null> {
    if (typeof payload.product_id === 'number' && payload.product_id !== brand.id) fields.product_id = FieldErrorKey.invalid;
    if (payload.social_provider_id !== undefined && !this.seams.socialVerifier) fields.social_token = SignupFieldError.socialUnavailable;
    if (Array.isArray(payload.photos) && payload.photos.length > 0 && (payload.funnel_id === undefined || payload.funnel_id === null)) fields.funnel_id = FieldErrorKey.required;
    if (typeof payload.city_id === 'number' && !fields.city_id && !cityById(payload.city_id)) fields.city_id = FieldErrorKey.invalid;
    let problem: PasswordProblem | null = null;
    if (typeof payload.password === 'string' && !fields.password) {
      const context = { email: typeof payload.email === 'string' ? payload.email : undefined, name: typeof payload.name === 'string' ? payload.name : undefined };
      problem = passwordProblem(payload.password, context);
      if (problem) fields.password = problem.key;
    }
    if (typeof payload.email === 'string' && !fields.email && (await this.accounts.findByEmail(brand.id, payload.email))) {
      fields.email = SignupFieldError.emailTaken;
    }
    return problem;
  }

  private async createAccount(input: SignupInput, data: SignupPayload, draftHash: string | undefined): Promise<SignupResult> {
    const { brand } = input;
    let emailConfirmed = false;
    if (data.social_provider_id !== undefined && this.seams.socialVerifier) {
      const verdict = await this.seams.socialVerifier.verify(data.social_provider_id, data.social_token ?? '', data.email).catch((error: unknown) => {
        // A token the provider did not issue, or a provider that is switched off: a sign-up field error.
        if (error instanceof ApiError && error.statusCode < 500) throw signupFailure({ social_token: SignupFieldError.socialTokenInvalid });
        throw error;
      });
      emailConfirmed = verdict.emailVerified;
    }
    // The same trimming as the login form, so the password typed at login matches (login-form.ts).
    const passwordHash = data.password === undefined ? null : await hashPassword(data.password.trim());
    const profile = this.profileOf(data);
    let accountId: number;
    try {
      accountId = await this.accounts.create(
        {
          brandId: brand.id,
          email: data.email,
          passwordHash,
          language: input.language,
          emailConfirmed,
          registrationCountryId: profile.country_id ?? null,
          profile,
        },
        {
          withinTransaction: async (trx, accountId) => {
            await this.claimPhotos(trx, { funnelId: String(data.funnel_id ?? ''), photoHids: data.photos ?? [], accountId });
            if (draftHash) await draftsRepo.delete(trx, draftHash);
            // The welcome note of the system thread, and anything else a new member sets off, is written after commit.
            await this.platform.events.record(trx, { type: 'member.registered', memberId: accountId });
          },
        },
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw signupFailure({ email: SignupFieldError.emailTaken });
      throw error;
    }
    await this.seams.signupNotifier?.accountCreated(accountId, { emailFlow: passwordHash === null });
    const account = (await this.accounts.findById(accountId))!;
    const user = { id: account.id, hid: account.hid, ok: account.ok };
    // Every new member is a free member, and the paywall after sign-up is on for every brand.
    const showPaywall = true;
    if (brand.requiresEmailConfirmation && !emailConfirmed) return { isAutoActivated: false, showPaywall, user };
    const tokens = await this.platform.sessions.start(account);
    return { isAutoActivated: true, ...tokens, showPaywall, user };
  }

  /**
   * The profile row: top-level fields win over `profile_fields`; a missing search setting gets
   * the usual default (the other gender, own age ± 5 within the bounds); a known city brings its
   * country and coordinates.
   */
  private profileOf(data: SignupPayload): NewProfile {
    const attributes = { ...data.profile_fields, ...definedOnly(data) };
    const age = ageOn(data.birthday, this.platform.clock.now());
    let from = data.search_age_from ?? clampAge(age - 5);
    let to = data.search_age_to ?? clampAge(age + 5);
    if (from > to) {
      if (data.search_age_from === undefined) from = to;
      else to = from;
    }
    const city = data.city_id === undefined ? undefined : cityById(data.city_id);
    const list = (value: readonly number[] | undefined) => (value === undefined ? undefined : JSON.stringify(value));
    return {
      name: data.name,
      gender: data.gender,
      birthday: data.birthday,
      search_gender: data.search_gender ?? (data.gender === 'male' ? 'female' : 'male'),
      search_age_from: from,
      search_age_to: to,
      city_id: city ? data.city_id : null,
      country_id: city ? (GEONAMES_COUNTRY_IDS[city.country] ?? data.country_id ?? null) : (data.country_id ?? null),
      latitude: city ? city.loc.coordinates[1] : null,
      longitude: city ? city.loc.coordinates[0] : null,
      field_of_activity: attributes.field_of_activity ?? null,
      alcohol: attributes.alcohol ?? null,
      smoking: attributes.smoking ?? null,
      marital_status: attributes.marital_status ?? null,
      children: attributes.children ?? null,
      want_children: attributes.want_children ?? null,
      education: attributes.education ?? null,
      religion: attributes.religion ?? null,
      ethnicity: attributes.ethnicity ?? null,
      accommodation: attributes.accommodation ?? null,
      position: attributes.position ?? null,
      conversation_prompt: attributes.conversation_prompt ?? null,
      height: attributes.height ?? null,
      weight: attributes.weight ?? null,
      goal: list(attributes.goal),
      foreign_languages: list(attributes.foreign_languages ?? attributes.language),
      interests: list(attributes.interests),
      is_subscribed: data.flag === false ? 0 : 1,
    };
  }

  /**
   * The funnel's photos move into the new account inside the sign-up transaction, so a photo
   * that is not this funnel's undoes the whole sign-up (answered with the sign-up code 0).
   */
  private async claimPhotos(trx: Transaction<DatabaseSchema>, claim: FunnelPhotoClaim): Promise<void> {
    try {
      await claimFunnelPhotos(this.platform, trx, claim);
    } catch (error) {
      if (error instanceof ApiError && error.fields?.photos) throw signupFailure({ photos: SignupFieldError.photoUnknown });
      throw error;
    }
  }

  private async limit(key: string, rule: ThrottleRule): Promise<void> {
    const verdict = await this.throttle.hit(key, rule);
    if (!verdict.allowed) throw ApiError.rateLimited(verdict.retryAfterS, verdict.resetAtS);
  }
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

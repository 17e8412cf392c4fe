import { ApiCode, LoginFailure, type Brand, type Session } from '@amora/contracts';
import { ApiError } from '../../platform/errors.ts';
import type { Platform } from '../../platform/platform.ts';
import { Throttle } from '../../platform/throttle.ts';
import { verifyAgainstDummy, verifyPassword } from '../../platform/auth/passwords.ts';
import type { SessionTokens } from '../../platform/auth/sessions.ts';
import type { AccountRow, AccountsService } from '../accounts/index.ts';
import { DeviceCookies } from './device-cookies.ts';
import { loginKeyAccount, spendLoginKey } from './login-keys.ts';
import { beginLoginAttempt } from './login-throttle.ts';
import { verifyPauth } from './pauth.ts';

/** A fresh error each time, with one constant message: unknown e-mail and wrong password must read alike. */
function wrongCredentials(): ApiError {
  const { status, code } = LoginFailure.wrongCredentials;
  return new ApiError(status, code, 'Wrong e-mail or password');
}

function banned(): ApiError {
  const { status, code } = LoginFailure.banned;
  return new ApiError(status, code, 'Account banned');
}

/** Account status `ok` below -1 is banned (DESIGN.md §13). */
function isBanned(account: AccountRow): boolean {
  return account.ok < -1;
}

/**
 * Seconds until the confirmation e-mail may be sent again to an address: the rule belongs to
 * modules/email-confirmation (which depends on this module), so the composition root passes it in.
 */
export type ConfirmationResendWait = (throttle: Throttle, input: { brandId: number; email: string }) => Promise<number>;

export interface AuthDeps {
  accounts: AccountsService;
  /** Answered with code 100 to an unconfirmed member (the login page's countdown). */
  confirmationResendWait: ConfirmationResendWait;
}

/** Logging in, by password, e-mail key or payment-return token; refreshing; logging out. */
export class AuthService {
  private readonly throttle: Throttle;
  private readonly devices: DeviceCookies;
  private readonly accounts: AccountsService;

  constructor(
    private readonly platform: Platform,
    private readonly deps: AuthDeps,
  ) {
    this.accounts = deps.accounts;
    this.throttle = new Throttle(platform.db, platform.clock);
    this.devices = new DeviceCookies(platform.secrets, platform.clock);
  }

  /**
   * A password login. `deviceCookie` is the browser's device cookie as sent; a valid entry for the
   * account moves the attempt from the account's lockout of untrusted clients to the device's own
   * limit (login-throttle.ts). A successful login answers the cookie value to set, which trusts this
   * browser for the account from now on.
   */
  async login(input: { brand: Brand; email: string; password: string; ip: string; deviceCookie: string | undefined }): Promise<{
    session: Session;
    deviceCookie: string;
  }> {
    // Read before throttling: the device cookie is checked against the account it claims. The
    // lookup happens for every attempt, so it tells nothing about whether the e-mail exists.
    const account = await this.accounts.findByEmail(input.brand.id, input.email);
    const trustedDevice = this.devices.trustedDevice(input.deviceCookie, account);
    const attempt = await beginLoginAttempt(this.throttle, { brandId: input.brand.id, email: input.email, ip: input.ip, trustedDevice });
    // An unknown e-mail, or an account without a password yet, costs one argon2 verification too.
    const passwordOk = account?.password_hash
      ? await verifyPassword(account.password_hash, input.password)
      : await verifyAgainstDummy(input.password);
    if (!account?.password_hash || !passwordOk) throw wrongCredentials();
    await attempt.succeeded();
    // Account states are told only to someone who knows the password.
    if (isBanned(account)) throw banned();
    if (input.brand.requiresEmailConfirmation && account.email_confirmed !== 1) {
      const { status, code } = LoginFailure.unconfirmedEmail;
      // The page shows how long until the confirmation e-mail may be sent again.
      const timeout = await this.deps.confirmationResendWait(this.throttle, { brandId: input.brand.id, email: input.email });
      throw new ApiError(status, code, 'E-mail not confirmed', undefined, undefined, { timeout });
    }
    const session = await this.startSession(account);
    return { session, deviceCookie: this.devices.issue(input.deviceCookie, { ...account, password_hash: account.password_hash }) };
  }

  /** An `ak` proves access to the mailbox, so it needs no e-mail confirmation. */
  async loginWithKey(input: { brand: Brand; ak: string }): Promise<Session> {
    const accountId = await loginKeyAccount(this.platform, input.ak);
    const account = accountId === undefined ? undefined : await this.accounts.findById(accountId);
    // Another brand's key is refused and stays usable on its own brand.
    if (!account || account.brand_id !== input.brand.id || !(await spendLoginKey(this.platform, input.ak, account.id))) throw wrongCredentials();
    if (isBanned(account)) throw banned();
    return this.startSession(account);
  }

  async loginWithPauth(input: { brand: Brand; pauth: string }): Promise<Session> {
    const accountId = await verifyPauth(this.platform, input.pauth);
    const account = accountId === undefined ? undefined : await this.accounts.findById(accountId);
    if (!account || account.brand_id !== input.brand.id) throw wrongCredentials();
    if (isBanned(account)) throw banned();
    return this.startSession(account);
  }

  /** Rotates the session's refresh token (401 code 3 when it is missing, dead or reused). */
  async refresh(input: { brand: Brand; refreshToken: string | undefined }): Promise<Session> {
    if (!input.refreshToken) throw ApiError.unauthorized(ApiCode.refreshTokenInvalid, 'No refresh token');
    const { accountId, tokens } = await this.platform.sessions.refresh(input.refreshToken, { brandId: input.brand.id });
    const account = await this.accounts.findById(accountId);
    if (!account) throw ApiError.unauthorized(ApiCode.refreshTokenInvalid, 'Refresh token invalid');
    return sessionOf(tokens, account);
  }

  /**
   * Revokes every session named by the caller: the access token's (checked, from this brand) and
   * the refresh token's. Tokens that are already dead or foreign are simply nothing to end.
   */
  async logout(input: { brand: Brand; accessToken: string | undefined; refreshTokens: string[] }): Promise<void> {
    const families = new Set<string>();
    if (input.accessToken) {
      const claims = await this.platform.accessTokens.verify(input.accessToken).catch(() => undefined);
      if (claims?.brandId === input.brand.id) families.add(claims.sessionId);
    }
    for (const token of input.refreshTokens) {
      const family = await this.platform.sessions.familyOf(token);
      if (family) families.add(family);
    }
    for (const family of families) await this.platform.sessions.revokeFamily(family);
  }

  private async startSession(account: AccountRow): Promise<Session> {
    return sessionOf(await this.platform.sessions.start(account), account);
  }
}

function sessionOf(tokens: SessionTokens, account: AccountRow): Session {
  return { ...tokens, user: { id: account.id, hid: account.hid, ok: account.ok } };
}

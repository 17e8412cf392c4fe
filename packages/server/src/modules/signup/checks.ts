import { EmailCheckCode, FieldErrorKey, isEmail, MAIL_DOMAINS, SignupFieldError, type Brand } from '@amora/contracts';
import { MINUTE } from '../../platform/clock.ts';
import { ApiError } from '../../platform/errors.ts';
import { verifyAgainstDummy, verifyPassword } from '../../platform/auth/passwords.ts';
import type { AuthContext } from '../../platform/auth/authenticate.ts';
import type { Platform } from '../../platform/platform.ts';
import { Throttle, type ThrottleRule } from '../../platform/throttle.ts';
import { normalizeEmail, type AccountsService } from '../accounts/index.ts';
import { LOGIN_THROTTLE, sessionBeganWithLoginKey } from '../auth/index.ts';
import { suggestFixedEmail } from './email-typos.ts';

/**
 * The e-mail check reveals whether an address has an account, as recover does (DESIGN.md §13);
 * these limits keep it from being an enumeration service.
 */
export const CHECK_EMAIL_THROTTLE = {
  ip: { limit: 30, windowMs: 10 * MINUTE },
  address: { limit: 30, windowMs: 10 * MINUTE },
} as const satisfies Record<string, ThrottleRule>;

/** The funnel's live checks (spec 1 §4 "E-mail check"), and the two password/e-mail proofs of a member. */
export class SignupChecks {
  private readonly throttle: Throttle;

  constructor(
    private readonly platform: Platform,
    private readonly accounts: AccountsService,
  ) {
    this.throttle = new Throttle(platform.db, platform.clock);
  }

  /** 400 code 4 invalid, code 3 registered on this brand; otherwise maybe a `fixed_email`. */
  async checkEmail(input: { brand: Brand; email: string; productId: number; ip: string }): Promise<{ fixed_email?: string }> {
    if (input.productId !== input.brand.id) throw ApiError.validation({ product_id: FieldErrorKey.invalid }, 'product_id is not this host’s brand');
    const email = input.email.trim();
    await this.limit(`check-email:ip:${input.ip}`, CHECK_EMAIL_THROTTLE.ip);
    await this.limit(`check-email:address:${input.brand.id}:${normalizeEmail(email)}`, CHECK_EMAIL_THROTTLE.address);
    if (!isEmail(email)) throw new ApiError(400, EmailCheckCode.invalid, 'E-mail invalid', { email: SignupFieldError.emailInvalid });
    if (await this.accounts.findByEmail(input.brand.id, email)) {
      throw new ApiError(400, EmailCheckCode.taken, 'E-mail already registered', { email: SignupFieldError.emailTaken });
    }
    const fixed = suggestFixedEmail(email, MAIL_DOMAINS);
    return fixed ? { fixed_email: fixed } : {};
  }

  /**
   * Whether `password` is the member's. Wrong guesses count like login failures on the account
   * (5 per 15 minutes), so a stolen session cannot brute-force the password behind it.
   */
  async checkPassword(auth: AuthContext, rawPassword: string): Promise<void> {
    const key = `password-check:account:${auth.accountId}`;
    const verdict = await this.throttle.hit(key, LOGIN_THROTTLE.account);
    if (!verdict.allowed) throw ApiError.rateLimited(verdict.retryAfterS, verdict.resetAtS);
    const account = await this.accounts.findById(auth.accountId);
    const password = rawPassword.trim();
    // A member of the e-mail flow has no password yet; the check costs the same either way.
    const matches = account?.password_hash ? await verifyPassword(account.password_hash, password) : await verifyAgainstDummy(password);
    if (!matches) throw ApiError.validation({ password: SignupFieldError.passwordWrong }, 'Wrong password');
    await this.throttle.reset(key);
  }

  /** POST /rest/v2/registration/auto_confirm (decided in contracts/signup.ts). */
  async autoConfirm(auth: AuthContext, email: string): Promise<void> {
    const account = await this.accounts.findById(auth.accountId);
    if (!account || normalizeEmail(email) !== account.email_normalized) throw ApiError.forbidden('Not the member’s e-mail');
    if (!(await sessionBeganWithLoginKey(this.platform, auth))) throw ApiError.forbidden('Session did not start from an e-mail link');
    if (account.email_confirmed !== 1) await this.accounts.update(account.id, { email_confirmed: 1 });
  }

  private async limit(key: string, rule: ThrottleRule): Promise<void> {
    const verdict = await this.throttle.hit(key, rule);
    if (!verdict.allowed) throw ApiError.rateLimited(verdict.retryAfterS, verdict.resetAtS);
  }
}

import { ChangeEmailError, ConfirmationResendError, ConfirmEmailCode, isEmail, type Brand } from '@amora/contracts';
import { verifyAgainstDummy, verifyPassword } from '../../platform/auth/passwords.ts';
import { ApiError } from '../../platform/errors.ts';
import type { Platform } from '../../platform/platform.ts';
import { Throttle } from '../../platform/throttle.ts';
import { normalizeEmail, type AccountsService } from '../accounts/index.ts';
import { beginLoginAttempt, createLoginKey } from '../auth/index.ts';
import { parseConfirmToken, verifyConfirmToken } from './confirm-token.ts';
import { enqueueConfirmation } from './send.ts';
import { countResend } from './throttle-rules.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';

function resendError(code: number, key: string, message: string): ApiError {
  return new ApiError(400, code, message, { email: key });
}

/** Account status `ok` below -1 is banned (DESIGN.md §13). */
const isBanned = (account: { ok: number }) => account.ok < -1;

/** Confirming an address, resending the confirmation, changing the address (spec 1 §4). */
export class EmailConfirmationService {
  private readonly throttle: Throttle;

  constructor(
    private readonly platform: Platform,
    private readonly accounts: AccountsService,
  ) {
    this.throttle = new Throttle(platform.db, platform.clock);
  }

  /** Mails the confirmation again; returns the seconds until the next resend and when that is. */
  async resend(input: { brand: Brand; email: string; ip: string }): Promise<{ timeout: number; resetAtS: number }> {
    const email = input.email.trim();
    if (!email) throw resendError(ConfirmEmailCode.empty, ConfirmationResendError.empty, 'E-mail is empty');
    if (!isEmail(email)) throw resendError(ConfirmEmailCode.invalid, ConfirmationResendError.invalid, 'E-mail is invalid');
    // Counted before the lookup, so the codes below cannot be used to sweep addresses quickly.
    const verdict = await countResend(this.throttle, { brandId: input.brand.id, email, ip: input.ip });
    const account = await this.accounts.findByEmail(input.brand.id, email);
    if (!account) throw resendError(ConfirmEmailCode.wrong, ConfirmationResendError.wrong, 'No account with this e-mail');
    if (isBanned(account)) throw resendError(ConfirmEmailCode.banned, ConfirmationResendError.banned, 'Account banned');
    if (account.email_confirmed === 1) {
      throw resendError(ConfirmEmailCode.alreadyRegistered, ConfirmationResendError.alreadyConfirmed, 'E-mail already confirmed');
    }
    await enqueueConfirmation(this.platform, this.platform.db, account, { kind: 'signup', emailFlow: account.is_has_password !== 1 });
    this.platform.mail.kick();
    return { timeout: verdict.retryAfterS, resetAtS: verdict.resetAtS };
  }

  /**
   * Follows a confirmation link: confirms the address and returns a fresh `ak` so the member
   * arrives logged in. Undefined for a dead or foreign link, an address confirmed already (the
   * link must not stay a reusable login link for a week) or a banned account.
   */
  async confirm(input: { brand: Brand; token: string }): Promise<string | undefined> {
    const claimed = parseConfirmToken(input.token);
    const account = claimed && (await this.accounts.findById(claimed.accountId));
    if (!account || account.brand_id !== input.brand.id || isBanned(account)) return undefined;
    if (!verifyConfirmToken(this.platform, input.token, account, this.platform.clock.now())) return undefined;
    if (account.email_confirmed === 1) return undefined;
    const { events } = this.platform;
    // Every open tab of the member hears it once committed (issue 7: the "e-mail verified" toast).
    await events.transaction(async (trx) => {
      await this.accounts.update(account.id, { email_confirmed: 1 }, trx);
      await events.record(trx, { type: 'email.confirmed', memberId: account.id });
    });
    return createLoginKey(this.platform, account.id);
  }

  /**
   * The sign-done page's change of address (no session: the password proves ownership, counted
   * like login attempts). The new address starts unconfirmed and receives the confirmation.
   */
  async changeEmail(input: { brand: Brand; email: string; password: string; newEmail: string; ip: string }): Promise<{ email: string }> {
    const attempt = await beginLoginAttempt(this.throttle, { brandId: input.brand.id, email: input.email, ip: input.ip });
    const account = await this.accounts.findByEmail(input.brand.id, input.email);
    const passwordOk = account?.password_hash ? await verifyPassword(account.password_hash, input.password) : await verifyAgainstDummy(input.password);
    if (!account || !passwordOk) throw ApiError.validation({ password: ChangeEmailError.wrongCredentials }, 'Wrong e-mail or password');
    await attempt.succeeded();

    const newEmail = input.newEmail.trim();
    const taken = await this.accounts.findByEmail(input.brand.id, newEmail);
    if (taken && taken.id !== account.id) throw ApiError.validation({ new_email: ChangeEmailError.taken }, 'E-mail already registered');
    const changed = { ...account, email: newEmail, email_normalized: normalizeEmail(newEmail), email_confirmed: 0 };
    try {
      await this.platform.db.transaction().execute(async (trx) => {
        await this.accounts.update(account.id, { email: changed.email, email_normalized: changed.email_normalized, email_confirmed: 0 }, trx);
        await enqueueConfirmation(this.platform, trx, changed, { kind: 'changeEmail', emailFlow: false });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw ApiError.validation({ new_email: ChangeEmailError.taken }, 'E-mail already registered');
      throw error;
    }
    this.platform.mail.kick();
    return { email: newEmail };
  }
}

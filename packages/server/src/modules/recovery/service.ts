import { brandById, RecoverCode, RecoverRequestError, type Brand } from '@amora/contracts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { ApiError } from '../../platform/errors.ts';
import type { Platform } from '../../platform/platform.ts';
import { Throttle } from '../../platform/throttle.ts';
import { memberLanguage, type AccountsService } from '../accounts/index.ts';
import { brandLink, passwordChangedMail, recoverMail } from '../emails/index.ts';
import { recoverUrl } from './links.ts';
import { parseRecoverQuery, verifyRecoverQuery } from './signed-link.ts';
import { countRecoverRequest } from './throttle-rules.ts';

function linkExpired(): ApiError {
  return new ApiError(400, RecoverCode.linkExpired, 'Recover link expired, already used or invalid');
}

/** Password recovery by e-mail link (spec 1 §4 "Password recovery"; DESIGN.md §6, §13). */
export class RecoveryService {
  private readonly throttle: Throttle;

  constructor(
    private readonly platform: Platform,
    private readonly accounts: AccountsService,
  ) {
    this.throttle = new Throttle(platform.db, platform.clock);
  }

  /** Mails a recover link; returns when the next request is allowed (epoch seconds). */
  async request(input: { brand: Brand; email: string; ip: string }): Promise<{ nextAllowedAtS: number }> {
    const nextAllowedAtS = await countRecoverRequest(this.throttle, { brandId: input.brand.id, email: input.email, ip: input.ip });
    const account = await this.accounts.findByEmail(input.brand.id, input.email);
    if (!account) {
      // Spec 1 §8 asks the page to say so, naming the site (DESIGN.md §13).
      throw new ApiError(422, RecoverCode.noSuchUser, `User with such e-mail does not exist on ${input.brand.name}`, {
        email: RecoverRequestError.noSuchUser,
      });
    }
    const { mail } = this.platform;
    const recipient = { config: this.platform.config, brand: input.brand, lang: memberLanguage(account.language, input.brand), to: account.email };
    await mail.send(recoverMail(recipient, { recoverUrl: recoverUrl(this.platform, input.brand, account) }));
    return { nextAllowedAtS };
  }

  /**
   * Sets the password a recover link allows. Every session ends (a reset by link means the old
   * password may be known to someone else, DESIGN.md §6) with the change, the owner is told by
   * mail, and the `password.reset` event closes the member's sockets and records the push after
   * commit.
   */
  async setPassword(input: { brand: Brand; signedQuery: string; password: string }): Promise<{ email: string }> {
    const claimed = parseRecoverQuery(input.signedQuery);
    const account = claimed && (await this.accounts.findById(claimed.accountId));
    if (!account || account.brand_id !== input.brand.id) throw linkExpired();
    if (!verifyRecoverQuery(this.platform, input.signedQuery, account, this.platform.clock.now())) throw linkExpired();

    const nextHash = await hashPassword(input.password);
    const brand = brandById(account.brand_id) ?? input.brand;
    const recipient = { config: this.platform.config, brand, lang: memberLanguage(account.language, brand), to: account.email };
    const notice = passwordChangedMail(recipient, { recoverRequestUrl: brandLink(this.platform.config, brand, '/sign/recoverrequest') });
    const { events } = this.platform;
    const changed = await events.transaction(async (trx) => {
      // Compare-and-set against the hash the link was signed over; the link came to the account's
      // mailbox, so following it also confirms the address.
      const replaced = await this.accounts.replacePasswordHash(trx, account.id, { expected: account.password_hash, next: nextHash, confirmEmail: true });
      if (!replaced) return false;
      await this.platform.mail.enqueue(trx, notice);
      await this.platform.sessions.endAll(trx, account.id);
      await events.record(trx, { type: 'password.reset', memberId: account.id });
      return true;
    });
    // Someone else used the link (or changed the password) between the check and the write.
    if (!changed) throw linkExpired();
    this.platform.mail.kick();
    return { email: account.email };
  }
}

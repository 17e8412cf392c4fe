import { brandById, FieldErrorKey, passwordProblem, type PasswordChangeBody } from '@amora/contracts';
import type { AuthContext } from '../../../platform/auth/authenticate.ts';
import { hashPassword } from '../../../platform/auth/passwords.ts';
import { ApiError } from '../../../platform/errors.ts';
import type { Platform } from '../../../platform/platform.ts';
import type { Throttle } from '../../../platform/throttle.ts';
import { memberLanguage, type AccountsService } from '../../accounts/index.ts';
import { brandLink, passwordChangedMail } from '../../emails/index.ts';
import { checkCurrentPassword } from '../password-check.ts';
import { memberAccount } from '../member.ts';

/**
 * POST /rest/v2/user/authorization/password (spec 1 §4 "Password change"; DESIGN.md §6): the
 * current password proves the member, the new one follows the sign-up rule. The session that
 * asked stays; every other session ends with the change, the owner is mailed, and the
 * `password.changed` event closes the other sessions' sockets and brings the `password_changed`
 * push to the member's tabs once the change has committed.
 */
export async function changePassword(
  deps: { platform: Platform; accounts: AccountsService; throttle: Throttle },
  auth: AuthContext,
  input: PasswordChangeBody & { ip: string },
): Promise<void> {
  const { platform, accounts } = deps;
  const account = await memberAccount(accounts, auth.accountId);
  const profile = await accounts.findProfile(account.id);
  const problem = passwordProblem(input.new_password, { email: account.email, name: profile?.name });

  if (account.password_hash !== null) {
    if (!input.old_password) {
      throw ApiError.validation({ old_password: FieldErrorKey.required, ...(problem ? { new_password: problem.key } : {}) }, 'Old password missing');
    }
    await checkCurrentPassword(deps.throttle, account, { password: input.old_password, ip: input.ip, field: 'old_password' });
  }
  if (problem) throw ApiError.validation({ new_password: problem.key }, 'New password too weak');

  const nextHash = await hashPassword(input.new_password.trim());
  const brand = brandById(account.brand_id);
  if (!brand) throw ApiError.notFound('Brand not found');
  const recipient = { config: platform.config, brand, lang: memberLanguage(account.language, brand), to: account.email };
  const notice = passwordChangedMail(recipient, { recoverRequestUrl: brandLink(platform.config, brand, '/sign/recoverrequest') });
  const changed = await platform.events.transaction(async (trx) => {
    // Compare-and-set: a concurrent change or reset since the check wins, this one fails. Unlike a
    // reset by link, a change confirms no e-mail address.
    const replaced = await accounts.replacePasswordHash(trx, account.id, { expected: account.password_hash, next: nextHash, confirmEmail: false });
    if (!replaced) return false;
    await platform.mail.enqueue(trx, notice);
    await platform.sessions.endAll(trx, account.id, { except: auth.sessionId });
    await platform.events.record(trx, { type: 'password.changed', memberId: account.id, keptSessionId: auth.sessionId });
    return true;
  });
  if (!changed) throw ApiError.validation({ old_password: FieldErrorKey.invalid }, 'Password changed meanwhile');
  platform.mail.kick();
}

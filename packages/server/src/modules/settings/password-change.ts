import { brandById, FieldErrorKey, passwordProblem, type PasswordChangeBody } from '@amora/contracts';
import type { AuthContext } from '../../platform/auth/authenticate.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { ApiError } from '../../platform/errors.ts';
import type { Platform } from '../../platform/platform.ts';
import type { Throttle } from '../../platform/throttle.ts';
import { memberLanguage } from '../accounts/member-language.ts';
import { passwordChangedMail } from '../emails/compose.ts';
import { brandLink } from '../emails/origin.ts';
import type { PushService } from '../pushes/service.ts';
import { checkCurrentPassword } from './password-check.ts';
import { memberAccount } from './member.ts';
import { settingsRepo } from './repo.ts';

/**
 * POST /rest/v2/user/authorization/password (spec 1 §4 "Password change"; DESIGN.md §6): the
 * current password proves the member, the new one follows the sign-up rule. The session that
 * asked stays; every other session ends with its live sockets, the owner is mailed, and the
 * `password_changed` push reaches the member's tabs once the change has committed.
 */
export async function changePassword(
  deps: { platform: Platform; throttle: Throttle; pushes: PushService },
  auth: AuthContext,
  input: PasswordChangeBody & { ip: string },
): Promise<void> {
  const { platform } = deps;
  const account = await memberAccount(platform, auth.accountId);
  const profile = await platform.accounts.findProfile(account.id);
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
  const changed = await platform.db.transaction().execute(async (trx) => {
    // Compare-and-set: a concurrent change or reset since the check wins, this one fails.
    if (!(await settingsRepo.replacePasswordHash(trx, account.id, account.password_hash, nextHash))) return null;
    await platform.mail.enqueue(trx, notice);
    return { push: await deps.pushes.prepare(trx, account.id, { type: 'password_changed', context: 'settings' }) };
  });
  if (!changed) throw ApiError.validation({ old_password: FieldErrorKey.invalid }, 'Password changed meanwhile');
  await platform.sessions.revokeAll(account.id, { except: auth.sessionId });
  platform.mail.kick();
  await changed.push?.publish();
}

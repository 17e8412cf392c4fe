import { SettingsFieldError } from '@amora/contracts';
import { verifyPassword } from '../../platform/auth/passwords.ts';
import { ApiError } from '../../platform/errors.ts';
import type { Throttle } from '../../platform/throttle.ts';
import type { AccountRow } from '../accounts/index.ts';
import { beginLoginAttempt } from '../auth/index.ts';

/**
 * Checks the member's current password before a settings change. Attempts count against the
 * same per-account and per-address limits as login (code 103), so a stolen session cannot guess
 * the password here faster than at the login page. A wrong password is a field error on `field`.
 */
export async function checkCurrentPassword(
  throttle: Throttle,
  account: AccountRow,
  attempt: { password: string; ip: string; field: string },
): Promise<void> {
  const login = await beginLoginAttempt(throttle, { brandId: account.brand_id, email: account.email, ip: attempt.ip });
  // Login trims the password it is given, so the stored hash is of the trimmed value.
  const matches = account.password_hash !== null && (await verifyPassword(account.password_hash, attempt.password.trim()));
  if (!matches) throw ApiError.validation({ [attempt.field]: SettingsFieldError.passwordWrong }, 'Wrong password');
  await login.succeeded();
}

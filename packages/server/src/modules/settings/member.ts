import { ApiCode } from '@amora/contracts';
import { ApiError } from '../../platform/errors.ts';
import type { Platform } from '../../platform/platform.ts';
import type { AccountRow } from '../accounts/repo.ts';

/** The calling member's account row; gone means deleted (401 code 8, the web logs out). */
export async function memberAccount(platform: Platform, accountId: number): Promise<AccountRow> {
  const account = await platform.accounts.findById(accountId);
  if (!account) throw ApiError.unauthorized(ApiCode.accountDeleted, 'Account deleted');
  return account;
}

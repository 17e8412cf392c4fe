import { ApiCode } from '@amora/contracts';
import { ApiError } from '../../platform/errors.ts';
import type { AccountRow, AccountsService } from '../accounts/index.ts';

/** The calling member's account row; gone means deleted (401 code 8, the web logs out). */
export async function memberAccount(accounts: Pick<AccountsService, 'findById'>, accountId: number): Promise<AccountRow> {
  const account = await accounts.findById(accountId);
  if (!account) throw ApiError.unauthorized(ApiCode.accountDeleted, 'Account deleted');
  return account;
}

import { DATA_REQUEST_INTERVAL_HOURS, DATA_REQUEST_PENDING_STATUS, DataExportError, type DataRequestBody } from '@amora/contracts';
import type { AuthContext } from '../../../platform/auth/authenticate.ts';
import { HOUR } from '../../../platform/clock.ts';
import { ApiError } from '../../../platform/errors.ts';
import type { Platform } from '../../../platform/platform.ts';
import type { Throttle } from '../../../platform/throttle.ts';
import type { AccountsService } from '../../accounts/index.ts';
import { memberAccount } from '../member.ts';
import { checkCurrentPassword } from '../password-check.ts';
import { dataRequestsRepo } from './repo.ts';

/**
 * POST /rest/v2/user/zendesk/used_user_data_request (spec 1 §4 "Request-my-data"; DESIGN.md §13):
 * the password proves the member (throttled with login), then the request waits for the export
 * job. One at a time: while one is pending, and for a day after its mail went out, another is
 * refused with 409 (the web shows request_already_submitted).
 */
export async function requestDataExport(
  deps: { platform: Platform; accounts: AccountsService; throttle: Throttle },
  auth: AuthContext,
  input: Required<DataRequestBody> & { ip: string },
): Promise<void> {
  const { platform } = deps;
  const account = await memberAccount(deps.accounts, auth.accountId);
  await checkCurrentPassword(deps.throttle, account, { password: input.password, ip: input.ip, field: 'password' });
  const now = platform.clock.now();
  const accepted = await platform.db.transaction().execute((trx) =>
    dataRequestsRepo.open(trx, { accountId: account.id, receiverEmail: input.receiver_email.trim(), now, mailedBefore: now - DATA_REQUEST_INTERVAL_HOURS * HOUR }),
  );
  if (!accepted) throw new ApiError(DATA_REQUEST_PENDING_STATUS, DATA_REQUEST_PENDING_STATUS, 'A data request is already pending', { _: DataExportError.pending });
}

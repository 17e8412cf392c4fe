import {
  ApiCode,
  DeactivatedStatus,
  deactivationReasonIds,
  deactivationReasons,
  SettingsFieldError,
  type DeactivateBody,
  type DeactivationReasonView,
} from '@amora/contracts';
import type { AuthContext } from '../../../platform/auth/authenticate.ts';
import { ApiError } from '../../../platform/errors.ts';
import type { Platform } from '../../../platform/platform.ts';
import type { Throttle } from '../../../platform/throttle.ts';
import type { AccountRow, AccountsService } from '../../accounts/index.ts';
import { entitlementsOf } from '../../entitlements/index.ts';
import type { TrackingService } from '../../tracking/index.ts';
import { memberAccount } from '../member.ts';
import { checkCurrentPassword } from '../password-check.ts';

/**
 * Deleting is available without a paid tier, active or paused (DESIGN.md §13): deleting would
 * forfeit what was paid for, so such a member may only hide the profile.
 */
export function deletingAvailable(account: AccountRow, now: number): boolean {
  const entitlements = entitlementsOf(account, now);
  return !entitlements.isPremium && !entitlements.isPaused;
}

export async function reasonsFor(
  platform: Platform,
  accounts: AccountsService,
  accountId: number,
): Promise<{ deleting_available: boolean; reasons: DeactivationReasonView[] }> {
  const available = deletingAvailable(await memberAccount(accounts, accountId), platform.clock.now());
  return { deleting_available: available, reasons: deactivationReasons(available) };
}

/**
 * POST …/account/deactivate (spec 1 §4 "Deactivation"): the password proves the member; the
 * account is self-removed when deleting is available (erased after the grace days unless
 * restored), hidden otherwise. Every session ends either way: the web logs out.
 */
export async function deactivate(
  deps: { platform: Platform; accounts: AccountsService; throttle: Throttle; tracking: TrackingService },
  auth: AuthContext,
  input: DeactivateBody & { ip: string },
): Promise<{ ok: (typeof DeactivatedStatus)[keyof typeof DeactivatedStatus] }> {
  const { platform } = deps;
  const account = await memberAccount(deps.accounts, auth.accountId);
  const now = platform.clock.now();
  const available = deletingAvailable(account, now);
  if (!deactivationReasonIds(available).has(input.reason_id)) {
    throw ApiError.validation({ reason_id: SettingsFieldError.reasonInvalid }, 'Not a reason of this member');
  }
  // An e-mail-flow account that never set a password has none to confirm; its session is the proof.
  if (account.password_hash !== null) {
    await checkCurrentPassword(deps.throttle, account, { password: input.password, ip: input.ip, field: 'password' });
  }
  const ok = available ? DeactivatedStatus.selfRemoved : DeactivatedStatus.hidden;
  const changed = await deps.accounts.deactivate(account.id, { ok, selfRemovedAt: available ? now : null });
  if (!changed) throw ApiError.unauthorized(ApiCode.accountStateChanged, 'Account state changed');
  await platform.sessions.revokeAll(account.id);
  await deps.tracking.record(
    'account.deactivate',
    { brandId: account.brand_id, accountId: account.id },
    { payload: { reason_id: input.reason_id, comment: input.comment || null, ok } },
  );
  return { ok };
}

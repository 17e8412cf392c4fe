import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  NotificationFieldError,
  UNSUBSCRIBE_CODE_ATTEMPTS,
  UNSUBSCRIBE_CODE_LENGTH,
  UNSUBSCRIBE_CODE_TTL_SECONDS,
  type SettingNotificationType,
} from '@amora/contracts';
import type { AuthContext } from '../../../platform/auth/authenticate.ts';
import { HOUR, SECOND } from '../../../platform/clock.ts';
import { ApiError } from '../../../platform/errors.ts';
import type { Platform } from '../../../platform/platform.ts';
import type { Throttle } from '../../../platform/throttle.ts';
import type { AccountRow, AccountsService } from '../../accounts/index.ts';
import { unsubscribeCodeMail } from '../../emails/index.ts';
import { memberRecipient } from '../mail-recipient.ts';
import { memberAccount } from '../member.ts';
import { notificationLabel } from './notification-labels.ts';
import { disableNotification } from './notification-settings.ts';
import { unsubscribeCodesRepo } from './repo.ts';
import { unsubscribeTokenAccount, verifyUnsubscribeToken } from './unsubscribe-token.ts';

/** Codes a member may have mailed per hour: enough for typos and slow mail, too few to spam. */
const CODE_MAILS_PER_HOUR = 5;

function linkInvalid(): ApiError {
  return ApiError.validation({ token: NotificationFieldError.unsubscribeLinkInvalid }, 'Unsubscribe link invalid');
}

function codeExpired(): ApiError {
  return ApiError.validation({ code: NotificationFieldError.unsubscribeCodeExpired }, 'Code expired or used up, ask for a new one');
}

/**
 * POST /rest/v2/unsubscribe/one-click (RFC 8058): the signed token is the whole proof, so a mail
 * client can post it without a session. An account that is gone answers like a forged token.
 */
export async function oneClickUnsubscribe(platform: Platform, accounts: AccountsService, token: string): Promise<void> {
  const accountId = unsubscribeTokenAccount(token);
  const account = accountId === undefined ? undefined : await accounts.findById(accountId);
  const type = account && verifyUnsubscribeToken(platform.secrets, token, account);
  if (!account || !type) throw linkInvalid();
  await disableNotification(platform.db, account.id, type, platform.clock.now());
}

/** The type the signed-in member's link turns off; another member's link is refused as invalid. */
function typeOfOwnLink(platform: Platform, account: AccountRow, token: string): SettingNotificationType {
  const type = verifyUnsubscribeToken(platform.secrets, token, account);
  if (!type) throw linkInvalid();
  return type;
}

function codeHash(platform: Platform, accountId: number, code: string): string {
  return createHmac('sha256', platform.secrets.jwtKey).update(`unsubscribe-code\n${accountId}\n${code}`).digest('base64url');
}

/**
 * POST …/notifications/unsubscribe/code (spec 3 §4 "Verify email to unsubscribe"): mails a fresh
 * 6-digit code to the member's address; it replaces any earlier one and starts the 10 minutes
 * and the 3 attempts over.
 */
export async function requestUnsubscribeCode(
  deps: { platform: Platform; accounts: AccountsService; throttle: Throttle },
  auth: AuthContext,
  token: string,
): Promise<{ expires_at: number; attempts_left: number }> {
  const { platform } = deps;
  const account = await memberAccount(deps.accounts, auth.accountId);
  const type = typeOfOwnLink(platform, account, token);
  const verdict = await deps.throttle.hit(`unsubscribe-code:${account.id}`, { limit: CODE_MAILS_PER_HOUR, windowMs: HOUR });
  if (!verdict.allowed) throw ApiError.rateLimited(verdict.retryAfterS, verdict.resetAtS);

  const code = String(randomInt(0, 10 ** UNSUBSCRIBE_CODE_LENGTH)).padStart(UNSUBSCRIBE_CODE_LENGTH, '0');
  const now = platform.clock.now();
  const expiresAt = now + UNSUBSCRIBE_CODE_TTL_SECONDS * SECOND;
  const recipient = memberRecipient(platform, account);
  const mail = unsubscribeCodeMail(recipient, { code, topic: notificationLabel(type, recipient.lang), minutes: UNSUBSCRIBE_CODE_TTL_SECONDS / 60 });
  const row = { notification_type: type, code_hash: codeHash(platform, account.id, code), attempts_left: UNSUBSCRIBE_CODE_ATTEMPTS, expires_at: expiresAt, created_at: now };
  await platform.db.transaction().execute(async (trx) => {
    await unsubscribeCodesRepo.replace(trx, { account_id: account.id, ...row });
    await platform.mail.enqueue(trx, mail);
  });
  platform.mail.kick();
  return { expires_at: Math.floor(expiresAt / SECOND), attempts_left: UNSUBSCRIBE_CODE_ATTEMPTS };
}

export type VerifyOutcome = { unsubscribed: true } | { unsubscribed: false; attemptsLeft: number };

/**
 * POST …/notifications/unsubscribe/verify: the right code turns the link's type off and is used
 * up. A wrong one costs an attempt; with none left, after 10 minutes, or for another link's type
 * the code is dead and a new one must be asked for.
 */
export async function verifyUnsubscribeCode(
  platform: Platform,
  accounts: AccountsService,
  auth: AuthContext,
  input: { token: string; code: string },
): Promise<VerifyOutcome> {
  const account = await memberAccount(accounts, auth.accountId);
  const type = typeOfOwnLink(platform, account, input.token);
  const now = platform.clock.now();
  const row = await unsubscribeCodesRepo.find(platform.db, account.id);
  if (!row || Number(row.notification_type) !== type || Number(row.expires_at) <= now || Number(row.attempts_left) <= 0) throw codeExpired();

  const expected = Buffer.from(row.code_hash);
  const given = Buffer.from(codeHash(platform, account.id, input.code));
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    // Counted in the database, so parallel guesses cannot share one attempt.
    const attemptsLeft = await unsubscribeCodesRepo.spendAttempt(platform.db, account.id, row.code_hash);
    if (attemptsLeft === undefined) throw codeExpired();
    return { unsubscribed: false, attemptsLeft };
  }

  const used = await platform.db.transaction().execute(async (trx) => {
    if (!(await unsubscribeCodesRepo.use(trx, account.id, row.code_hash))) return false;
    await disableNotification(trx, account.id, type, now);
    return true;
  });
  if (!used) throw codeExpired();
  return { unsubscribed: true };
}

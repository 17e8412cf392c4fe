import { brandById } from '@amora/contracts';
import type { Platform } from '../../platform/platform.ts';
import type { MailExecutor } from '../../platform/mail/outbox-table.ts';
import { memberLanguage, type AccountRow, type AccountsService } from '../accounts/index.ts';
import { brandLink, changeEmailMail, confirmationMail } from '../emails/index.ts';
import { recoverUrl } from '../recovery/index.ts';
import { signConfirmToken } from './confirm-token.ts';

export type ConfirmationKind = 'signup' | 'changeEmail';

/**
 * Writes the confirmation mail for the account's current address into the outbox through `db`
 * (pass the open transaction that changed the address). The link confirms and logs in; in the
 * e-mail flow (no password yet) it also offers a set-your-password link (DESIGN.md §13).
 */
export async function enqueueConfirmation(
  platform: Platform,
  db: MailExecutor,
  account: Pick<AccountRow, 'id' | 'brand_id' | 'email' | 'email_normalized' | 'language' | 'password_hash'>,
  options: { kind: ConfirmationKind; emailFlow: boolean },
): Promise<void> {
  const brand = brandById(account.brand_id);
  if (!brand) throw new Error(`Account ${account.id} has an unknown brand ${account.brand_id}`);
  const token = signConfirmToken(platform, account.id, account.email_normalized, platform.clock.now());
  const confirmUrl = brandLink(platform.config, brand, `/api/user/confirmation/confirm?token=${encodeURIComponent(token)}`);
  const recipient = { config: platform.config, brand, lang: memberLanguage(account.language, brand), to: account.email };
  const message =
    options.kind === 'changeEmail'
      ? changeEmailMail(recipient, { confirmUrl })
      : confirmationMail(recipient, { confirmUrl, ...(options.emailFlow ? { setPasswordUrl: recoverUrl(platform, brand, account) } : {}) });
  await platform.mail.enqueue(db, message);
}

/**
 * The seam for sign-up: mails the confirmation for a committed account and starts sending.
 * `emailFlow` adds the set-your-password link (the e-mail flow has no password step).
 */
export async function sendConfirmationEmail(
  platform: Platform,
  accounts: AccountsService,
  accountId: number,
  options: { emailFlow: boolean },
): Promise<void> {
  const account = await accounts.findById(accountId);
  if (!account) throw new Error(`No account ${accountId}`);
  await enqueueConfirmation(platform, platform.db, account, { kind: 'signup', emailFlow: options.emailFlow });
  platform.mail.kick();
}

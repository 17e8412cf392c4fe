import { UNSUBSCRIBE_QUERY_PARAM, type Language, type SettingNotificationType } from '@amora/contracts';
import type { MailExecutor } from '../../../platform/mail/outbox-table.ts';
import type { Platform } from '../../../platform/platform.ts';
import type { AccountsService } from '../../accounts/index.ts';
import { brandLink, notificationMail, type NotificationMailContent } from '../../emails/index.ts';
import { memberRecipient } from '../mail-recipient.ts';
import { notificationLabel } from './notification-labels.ts';
import { isNotificationEnabled } from './notification-settings.ts';
import { signUnsubscribeToken } from './unsubscribe-token.ts';

/**
 * The one way a notification mail (new messages, likes, matches …) is sent: only while the member
 * has its type on, and always with the unsubscribe link and the RFC 8058 one-click headers.
 * Written to the outbox through `db` (pass the open transaction); the caller kicks the mailer
 * after commit. Answers whether a mail was queued.
 */
export async function enqueueNotificationMail(
  { platform, accounts }: { platform: Platform; accounts: AccountsService },
  db: MailExecutor,
  input: { accountId: number; type: SettingNotificationType; content: (lang: Language) => NotificationMailContent },
): Promise<boolean> {
  const account = await accounts.findById(input.accountId, db);
  if (!account || Number(account.ok) !== 1 || !(await isNotificationEnabled({ db, accounts }, account.id, input.type))) return false;
  const recipient = memberRecipient(platform, account);
  const token = encodeURIComponent(signUnsubscribeToken(platform.secrets, { id: Number(account.id), email_normalized: account.email_normalized }, input.type));
  const mail = notificationMail(recipient, input.content(recipient.lang), {
    topic: notificationLabel(input.type, recipient.lang),
    oneClickUrl: brandLink(platform.config, recipient.brand, `/rest/v2/unsubscribe/one-click?token=${token}`),
    pageUrl: brandLink(platform.config, recipient.brand, `/settings/notifications?${UNSUBSCRIBE_QUERY_PARAM}=${token}`),
  });
  await platform.mail.enqueue(db, mail);
  return true;
}

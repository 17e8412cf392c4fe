import { brandById, NotificationType } from '@amora/contracts';
import type { Kysely, Transaction } from 'kysely';
import { HOUR, MINUTE } from '../../platform/clock.ts';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import type { Platform } from '../../platform/platform.ts';
import type { AccountRow, AccountsService } from '../accounts/index.ts';
import { brandLink, newMessageContent } from '../emails/index.ts';
import type { MessengerService } from '../messenger/index.ts';
import type { SafetyService } from '../safety/index.ts';
import { enqueueNotificationMail } from '../settings/index.ts';
import { awaySince } from './away.ts';
import type { OfflineReach } from './digests.ts';
import { messageMailsRepo, type MessageMailRow } from './message-mails-repo.ts';

type Db = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

/** DESIGN.md §14: messages are mailed one mail each, but at most one per dialog per hour. */
export const MESSAGE_MAIL_WINDOW_MS = HOUR;

/**
 * A dialog's mail waits this long after its first message before it may go, as the digests do: a
 * burst of messages makes one mail, and a member who is just switching apps has had several
 * heartbeats to be seen (and the chance to read it).
 */
export const MESSAGE_MAIL_GATHER_MS = 10 * MINUTE;

/** Dialogs settled per job run; the rest wait for the next minute. */
const BATCH = 200;

export interface MessageMailsDeps {
  platform: Platform;
  accounts: AccountsService;
  safety: Pick<SafetyService, 'blockedWithAny'>;
  messenger: Pick<MessengerService, 'hasUnreadFrom'>;
  webPush: OfflineReach;
}

/**
 * New-message e-mails (DESIGN.md §14 "Notifications"): a message that comes while the receiver is
 * away marks the dialog pending, and the job mails it once it has gathered and the dialog was not
 * mailed within the hour. Nothing goes when the receiver was seen since the newest message or is
 * online, when web push reaches them (it carried the new-message push: web push, else e-mail),
 * when they read the dialog meanwhile, across a block either way, or to or about a member no
 * longer active. The mail goes through `enqueueNotificationMail` (only while new messages are on,
 * with the unsubscribe headers); it names the sender by first name, never the words.
 */
export class MessageMails {
  constructor(private readonly deps: MessageMailsDeps) {}

  /**
   * Marks the dialog pending for the active receiver (their row as read in the message event's
   * dispatch transaction): its gathering starts now unless it is gathering already and the
   * receiver was not seen since its last message.
   */
  async note(db: Db, receiver: Pick<AccountRow, 'id' | 'last_online_at'>, senderId: number): Promise<void> {
    await messageMailsRepo.notePending(db, Number(receiver.id), senderId, this.deps.platform.clock.now(), receiver.last_online_at === null ? null : Number(receiver.last_online_at));
  }

  /** The job: settles every dialog that is due; answers how many mails it queued. */
  async sendDue(): Promise<number> {
    const { platform, webPush } = this.deps;
    const now = platform.clock.now();
    const due = await messageMailsRepo.due(platform.db, now - MESSAGE_MAIL_GATHER_MS, now - MESSAGE_MAIL_WINDOW_MS, BATCH);
    let queued = 0;
    for (const row of due) {
      // Asked before the transaction: the sessions it reads are outside it (one connection on SQLite).
      const webPushed = await webPush.reachesOffline(row.account_id);
      if (await platform.db.transaction().execute((trx) => this.settle(trx, row, now, webPushed))) queued += 1;
    }
    if (queued > 0) platform.mail.kick();
    return queued;
  }

  /** Empties the dialog's pending mail and sends it unless one of the rules above holds it. */
  private async settle(trx: Transaction<DatabaseSchema>, row: MessageMailRow, now: number, webPushed: boolean): Promise<boolean> {
    if (!(await messageMailsRepo.take(trx, row))) return false;
    const { platform, accounts, messenger } = this.deps;
    const receiver = await accounts.findById(row.account_id, trx);
    const brand = receiver && brandById(receiver.brand_id);
    if (webPushed || !receiver || !brand || !awaySince(receiver.last_online_at, row.last_pending_at, now)) return false;
    const sender = await accounts.findById(row.sender_account_id, trx);
    const profile = sender && Number(sender.ok) === 1 ? await accounts.findProfile(sender.id, trx) : undefined;
    if (!sender || !profile || (await this.blockedEitherWay(trx, row)) || !(await messenger.hasUnreadFrom(row.account_id, row.sender_account_id, trx))) return false;
    const url = brandLink(platform.config, brand, `/dialogs/${sender.hid}`);
    const queued = await enqueueNotificationMail({ platform, accounts }, trx, {
      accountId: row.account_id,
      type: NotificationType.newMessages,
      content: (lang) => newMessageContent({ config: platform.config, brand, to: receiver.email, lang }, profile.name, url),
    });
    if (queued) await messageMailsRepo.markMailed(trx, row.account_id, row.sender_account_id, now);
    return queued;
  }

  private async blockedEitherWay(trx: Transaction<DatabaseSchema>, row: MessageMailRow): Promise<boolean> {
    const blocks = await this.deps.safety.blockedWithAny([Number(row.account_id)], trx);
    return blocks.get(Number(row.account_id))?.has(Number(row.sender_account_id)) ?? false;
  }
}

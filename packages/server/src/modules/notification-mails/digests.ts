import { brandById, NotificationType } from '@amora/contracts';
import type { Kysely, Transaction } from 'kysely';
import { HOUR, MINUTE } from '../../platform/clock.ts';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import type { Platform } from '../../platform/platform.ts';
import type { AccountsService } from '../accounts/index.ts';
import { brandLink, socialDigestContent, type SocialDigestKind } from '../emails/index.ts';
import { enqueueNotificationMail } from '../settings/index.ts';
import { awaySince, seenSince } from './away.ts';
import { digestsRepo, type DigestRow } from './repo.ts';

type Db = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

/** The notification types a digest gathers, what its mail counts, and where its button leads. */
export const DIGESTS = {
  [NotificationType.likes]: { kind: 'likes', path: '/activity/likes', windowMs: 6 * HOUR, alsoWebPushed: true },
  // Rarer and worth more than a like, so sooner; still one mail for a burst.
  [NotificationType.matches]: { kind: 'matches', path: '/activity/matches', windowMs: HOUR, alsoWebPushed: true },
  [NotificationType.profileVisitors]: { kind: 'visitors', path: '/activity/visitors', windowMs: 6 * HOUR, alsoWebPushed: false },
} as const satisfies Record<number, { kind: SocialDigestKind; path: string; windowMs: number; alsoWebPushed: boolean }>;
export type DigestType = keyof typeof DIGESTS;

/**
 * A digest waits this long after its first item before it may go: a burst (a few likes within
 * minutes) makes one mail, and a member who is online has had several heartbeats to be seen.
 */
export const DIGEST_GATHER_MS = 10 * MINUTE;

/** Digests settled per job run; the rest wait for the next minute. */
const BATCH = 200;

const WINDOWS = new Map<number, number>(Object.entries(DIGESTS).map(([type, digest]) => [Number(type), digest.windowMs]));

/** Whether web push reaches a member outside the app (modules/webpush). */
export interface OfflineReach {
  reachesOffline(accountId: number): Promise<boolean>;
}

/**
 * Notification e-mails for likes, matches and profile visits (docs/decisions.md "Social pushes and
 * notification e-mails"): what comes while a member is away is counted per type, and the count
 * goes out as one mail once it has gathered and the type's window since its last mail has passed.
 * A member seen since the newest item, or online at sending, saw it in the app: nothing is mailed.
 * Likes and matches went to the member's browsers as web push when one is subscribed: web push,
 * else e-mail (DESIGN.md §14 "Notifications"), so those mail nothing either. The mail goes through
 * `enqueueNotificationMail`, so only while the type is on, with the unsubscribe headers; it names nobody.
 */
export class NotificationDigests {
  constructor(
    private readonly platform: Platform,
    private readonly accounts: AccountsService,
    private readonly webPush: OfflineReach,
  ) {}

  /** Counts one more item of `type` for the member, in the event's dispatch transaction. */
  async note(db: Db, accountId: number, type: DigestType): Promise<void> {
    const member = await this.accounts.findById(accountId, db);
    if (!member || Number(member.ok) !== 1) return;
    const now = this.platform.clock.now();
    const row = await digestsRepo.find(db, accountId, type);
    const restart = !row || row.pending === 0 || seenSince(member.last_online_at, row.last_pending_at);
    await digestsRepo.savePending(db, {
      account_id: accountId,
      type,
      pending: restart ? 1 : row.pending + 1,
      first_pending_at: restart ? now : row.first_pending_at,
      last_pending_at: now,
    });
  }

  /** The job: settles every digest that is due; answers how many mails it queued. */
  async sendDue(): Promise<number> {
    const now = this.platform.clock.now();
    const due = await digestsRepo.due(this.platform.db, now, now - DIGEST_GATHER_MS, WINDOWS, BATCH);
    let queued = 0;
    for (const row of due) {
      // Asked before the transaction: the sessions it reads are outside it (one connection on SQLite).
      const webPushed = DIGESTS[row.type as DigestType].alsoWebPushed && (await this.webPush.reachesOffline(row.account_id));
      if (await this.platform.db.transaction().execute((trx) => this.settle(trx, row, now, webPushed))) queued += 1;
    }
    if (queued > 0) this.platform.mail.kick();
    return queued;
  }

  /** Empties the digest and mails its count unless the member has seen it in the app since, or by web push. */
  private async settle(trx: Transaction<DatabaseSchema>, row: DigestRow, now: number, webPushed: boolean): Promise<boolean> {
    if (!(await digestsRepo.take(trx, row))) return false;
    const account = await this.accounts.findById(row.account_id, trx);
    const brand = account && brandById(account.brand_id);
    if (webPushed || !account || !brand || !awaySince(account.last_online_at, row.last_pending_at, now)) return false;
    const digest = DIGESTS[row.type as DigestType];
    const recipient = { config: this.platform.config, brand, to: account.email };
    const url = brandLink(this.platform.config, brand, digest.path);
    const queued = await enqueueNotificationMail({ platform: this.platform, accounts: this.accounts }, trx, {
      accountId: row.account_id,
      type: row.type as DigestType,
      content: (lang) => socialDigestContent({ ...recipient, lang }, digest.kind, row.pending, url),
    });
    if (queued) await digestsRepo.markMailed(trx, row.account_id, row.type, now);
    return queued;
  }
}

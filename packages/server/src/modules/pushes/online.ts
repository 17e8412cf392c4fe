import type { Kysely, Transaction } from 'kysely';
import { DAY, HOUR, type Clock } from '../../platform/clock.ts';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import { AccountStatus, type AccountsService } from '../accounts/index.ts';
import { presenceOf } from '../member-views/index.ts';
import type { RelationsService } from '../relations/index.ts';
import type { SafetyService } from '../safety/index.ts';
import { pushesRepo } from './repo.ts';
import type { PushInput } from './service.ts';
import type { SocialPushes } from './social.ts';

type Db = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

/** One user-online push per receiver and member this often at most: a member who drops in and out is announced once. */
export const USER_ONLINE_PAIR_GAP_MS = 12 * HOUR;
/** User-online pushes one member receives per UTC day at most, whoever comes online. */
export const USER_ONLINE_DAILY_LIMIT = 5;

export interface UserOnlineDeps {
  clock: Clock;
  accounts: Pick<AccountsService, 'findManyByIds'>;
  relations: Pick<RelationsService, 'followersOf'>;
  safety: Pick<SafetyService, 'blockedWithAny'>;
  social: Pick<SocialPushes, 'senderOf' | 'photoUrl'>;
}

/**
 * The user-online push (spec 2 §4 `user_online`, docs/decisions.md "Social pushes and
 * notification e-mails"): a member starting a new session is announced to those who follow them,
 * the members matched with them or holding them as a favourite, who are online now (the online
 * rule of every list), active, not blocked either way with them, and within both rate limits.
 * It names the member: each receiver chose them (a like back or a favourite).
 */
export class UserOnlinePushes {
  constructor(private readonly deps: UserOnlineDeps) {}

  /** The pushes to send, by receiver, when `memberId` comes online; none when they are no longer active. */
  async pushesFor(db: Db, memberId: number): Promise<Array<{ accountId: number; input: PushInput }>> {
    const followers = (await this.deps.relations.followersOf(memberId, db)).filter((id) => id !== memberId);
    if (followers.length === 0) return [];
    const subject = await this.deps.social.senderOf(db, memberId);
    if (!subject) return [];
    const now = this.deps.clock.now();
    const blocked = (await this.deps.safety.blockedWithAny([memberId], db)).get(memberId);
    const online = (await this.deps.accounts.findManyByIds(followers, db))
      .filter((account) => Number(account.ok) === AccountStatus.active && presenceOf(account.last_online_at === null ? null : Number(account.last_online_at), now).isOnline && !blocked?.has(Number(account.id)))
      .map((account) => Number(account.id));
    const allowed = await this.withinLimits(db, memberId, online, now);
    const input: PushInput = {
      type: 'user_online',
      context: 'online',
      sender: subject.sender,
      url: `/contact/${subject.sender.hid}`,
      photo: this.deps.social.photoUrl(subject.avatar, 'clear'),
      values: { name: subject.sender.name },
    };
    return allowed.map((accountId) => ({ accountId, input }));
  }

  /** The receivers who were not told of this member within the pair gap and have room in today's limit. */
  private async withinLimits(db: Db, memberId: number, receivers: readonly number[], now: number): Promise<number[]> {
    if (receivers.length === 0) return [];
    const dayStart = Math.floor(now / DAY) * DAY;
    const pairSince = now - USER_ONLINE_PAIR_GAP_MS;
    const sent = await pushesRepo.sentSince(db, 'user_online', receivers, Math.min(dayStart, pairSince));
    return receivers.filter((receiver) => {
      const theirs = sent.filter((push) => push.accountId === receiver);
      const today = theirs.filter((push) => push.createdAt >= dayStart).length;
      const toldOfMember = theirs.some((push) => push.senderAccountId === memberId && push.createdAt >= pairSince);
      return today < USER_ONLINE_DAILY_LIMIT && !toldOfMember;
    });
  }
}

import type { Kysely } from 'kysely';
import { brandById, SMART_MESSAGES_DAILY_LIMIT } from '@amora/contracts';
import { DAY, HOUR, type Clock } from '../../../platform/clock.ts';
import type { DatabaseSchema } from '../../../platform/db/schema.ts';
import { ApiError } from '../../../platform/errors.ts';
import { AccountStatus, memberLanguage, type AccountRow, type AccountsService } from '../../accounts/index.ts';
import type { CandidateCountService } from '../../discovery/index.ts';
import type { VisibleMember } from '../../member-views/index.ts';
import { greetingText, suggestedGreetingIds } from '../greetings/index.ts';
import type { MessageSender } from '../send.ts';
import { smartMessagesRepo } from './repo.ts';

export interface SmartMessagesDeps {
  db: Kysely<DatabaseSchema>;
  clock: Clock;
  accounts: Pick<AccountsService, 'findById'>;
  candidates: Pick<CandidateCountService, 'count'>;
  sender: Pick<MessageSender, 'send'>;
}

/** Enabled members the job looks at per run. */
const JOB_BATCH = 50;
/** The most candidates one look reads (bounded, however many the member has been in touch with). */
const MAX_CANDIDATES = 500;
/** Where the messages come from, as the thread records it. */
const ACTION_SOURCE = 'smartMessages';

/**
 * Smart messages (DESIGN.md §14 "Smart messages"; spec 2 §4): while a member has them enabled,
 * the `messenger.smart-messages` job sends their greeting to at most SMART_MESSAGES_DAILY_LIMIT
 * suitable members in any 24 hours — members the matches game would deal them (both ways
 * suitable, active, an approved photo, not blocked either way, never marked), never in touch
 * before either way, so never twice. Each goes through the messenger's one send, marked `isSmart`,
 * under a request id of the pair: a crash and rerun answers the first message and sends nothing
 * new. They are sent for a free sender too, never held (the activation offers them as a free
 * trial; the daily bound keeps them from becoming spam). The switch is read before every send,
 * so disabling stops the job at once.
 */
export class SmartMessages {
  constructor(private readonly deps: SmartMessagesDeps) {}

  async isEnabled(accountId: number): Promise<boolean> {
    return (await smartMessagesRepo.find(this.deps.db, accountId))?.enabled === 1;
  }

  /** Enables them; the job looks at the member on its next run. */
  async enable(accountId: number, context: string | null): Promise<void> {
    const now = this.deps.clock.now();
    await smartMessagesRepo.set(this.deps.db, accountId, { enabled: true, context, at: now, nextRunAt: now });
  }

  async disable(accountId: number): Promise<void> {
    const now = this.deps.clock.now();
    const context = (await smartMessagesRepo.find(this.deps.db, accountId))?.context ?? null;
    await smartMessagesRepo.set(this.deps.db, accountId, { enabled: false, context, at: now, nextRunAt: now });
  }

  /** How many members the member's smart messages reached wrote back (spec 2 §3 `pingsResponsesCount`). */
  responses(accountId: number): Promise<number> {
    return smartMessagesRepo.responses(this.deps.db, accountId);
  }

  /** The job: every enabled member due now; how many messages went out. */
  async sendDue(): Promise<number> {
    let sent = 0;
    for (const accountId of await smartMessagesRepo.due(this.deps.db, this.deps.clock.now(), JOB_BATCH)) sent += await this.sendFor(accountId);
    return sent;
  }

  /** One member's share for now, then when to look again. */
  private async sendFor(accountId: number): Promise<number> {
    const { db, clock } = this.deps;
    const now = clock.now();
    const found = await this.deps.accounts.findById(accountId);
    if (!found || found.ok !== AccountStatus.active) {
      await smartMessagesRepo.reschedule(db, accountId, now + HOUR);
      return 0;
    }
    const member = { ...found, id: Number(found.id) };
    const window = await smartMessagesRepo.sentSince(db, member.id, now - DAY);
    const quota = SMART_MESSAGES_DAILY_LIMIT - window.count;
    let sent = 0;
    if (quota > 0) {
      for (const receiver of await this.receivers(member, quota)) {
        if (!(await this.isEnabled(member.id))) return sent;
        if (await this.sendOne(member, receiver)) sent += 1;
      }
    }
    const after = await smartMessagesRepo.sentSince(db, member.id, now - DAY);
    // The day's share out: when the oldest of the window turns a day old; otherwise nobody suitable is left, for now: in an hour.
    const full = after.count >= SMART_MESSAGES_DAILY_LIMIT && after.oldest !== null;
    await smartMessagesRepo.reschedule(db, member.id, full ? after.oldest! + DAY : now + HOUR);
    return sent;
  }

  /**
   * Up to `quota` members to write to: the game's candidates, best first, less those the member
   * has been in touch with. The candidates are read in growing batches, as many already-contacted
   * members may lead the pool, up to MAX_CANDIDATES.
   */
  private async receivers(member: AccountRow & { id: number }, quota: number): Promise<VisibleMember[]> {
    for (let cap = quota * 2; ; cap = Math.min(cap * 4, MAX_CANDIDATES)) {
      const { members, capped } = await this.deps.candidates.count(member, { cap });
      const contacted = await smartMessagesRepo.contactedAmong(
        this.deps.db,
        member.id,
        members.map((candidate) => Number(candidate.account.id)),
      );
      const fresh = members.filter((candidate) => !contacted.has(Number(candidate.account.id)));
      if (fresh.length >= quota || !capped || cap >= MAX_CANDIDATES) return fresh.slice(0, quota);
    }
  }

  /** The greeting the pair would see first, in the receiver's language; false when the messenger refused it (blocked or gone since). */
  private async sendOne(member: AccountRow & { id: number }, receiver: VisibleMember): Promise<boolean> {
    const receiverId = Number(receiver.account.id);
    const [greetingType] = suggestedGreetingIds(member.id, receiverId, { round: 0, size: 1 });
    const brand = brandById(receiver.account.brand_id);
    const language = memberLanguage(receiver.account.language, { defaultLanguage: brand?.defaultLanguage ?? 'en-US' });
    try {
      await this.deps.sender.send(
        member,
        receiver.account.hid,
        { type: 'greeting', greetingMessageBody: { greetingType: greetingType!, text: greetingText(greetingType!, language)! }, requestId: `smart:${receiver.account.hid}`, actionSource: ACTION_SOURCE },
        { isSmart: true },
      );
      return true;
    } catch (error) {
      // Not found, blocked, or this pair's request id already used: nothing (more) goes to this member.
      if (error instanceof ApiError && [403, 404, 409].includes(error.statusCode)) return false;
      throw error;
    }
  }
}

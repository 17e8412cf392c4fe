import type { Kysely, Transaction } from 'kysely';
import type { Message } from '@amora/contracts';
import type { Clock } from '../../platform/clock.ts';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import { ApiError } from '../../platform/errors.ts';
import type { AccountsService } from '../accounts/index.ts';
import type { Later } from './after-commit.ts';
import type { ChatLog } from './chat-log.ts';
import { dialogsRepo, messagesRepo, pairOf, type MessageRow } from './repo.ts';
import type { UnreadDialogs } from './unread-dialogs.ts';
import { messageOf } from './views.ts';

/** A member of a conversation: the id the rows hold and the hid the events name them by. */
export interface Party {
  id: number;
  hid: string;
}

export interface ThreadsDeps {
  db: Kysely<DatabaseSchema>;
  clock: Clock;
  accounts: Pick<AccountsService, 'lock'>;
  chatLog: ChatLog;
  unread: UnreadDialogs;
}

/**
 * The writes every messenger change shares, inside the caller's transaction: holding a pair,
 * showing a message to each side (their dialog row and their numbered chat event), and the
 * views of messages with what they quote.
 *
 * Every transaction that writes two members' rows first holds both account rows, the smaller id
 * first (as relations and coins do): the sends, reads and deletions of a pair queue instead of
 * deadlocking, a retried send under one request id waits for the first and then finds it, and
 * the chat sequence rows are always taken under that hold.
 */
export class Threads {
  constructor(private readonly deps: ThreadsDeps) {}

  async holdPair(trx: Transaction<DatabaseSchema>, a: number, b: number): Promise<void> {
    const { low, high } = pairOf(a, b);
    if (!(await this.deps.accounts.lock(trx, low)) || !(await this.deps.accounts.lock(trx, high))) throw ApiError.notFound('No such member');
  }

  async holdOne(trx: Transaction<DatabaseSchema>, id: number): Promise<void> {
    if (!(await this.deps.accounts.lock(trx, id))) throw ApiError.notFound('No such member');
  }

  /** The messages as `viewerId` sees them, each with the message it replies to, in one query. */
  async views(db: Kysely<DatabaseSchema> | Transaction<DatabaseSchema>, rows: readonly MessageRow[], viewerId: number): Promise<Message[]> {
    const repliedIds = [...new Set(rows.map((row) => row.reply_to_id).filter((id): id is number => id !== null).map(Number))];
    const replied = new Map((await messagesRepo.byIds(db, repliedIds)).map((row) => [Number(row.id), row]));
    return rows.map((row) => messageOf(row, viewerId, row.reply_to_id === null ? undefined : replied.get(Number(row.reply_to_id))));
  }

  /** The sender sees their own message: their dialog moves up, their tabs get it. */
  async showToSender(trx: Transaction<DatabaseSchema>, row: MessageRow, sender: Party, receiver: Party, later: Later): Promise<void> {
    await dialogsRepo.onMessage(trx, sender.id, receiver.id, { id: Number(row.id), at: Number(row.created_at), incoming: false, fromMember: true });
    const [message] = await this.views(trx, [row], sender.id);
    await this.deps.chatLog.append(trx, sender.id, { type: 'message', dialogHid: receiver.hid, message: message! }, later);
  }

  /** The receiver gets the message: their dialog comes (back) with it unread, their tabs get it, their unread count follows. */
  async showToReceiver(trx: Transaction<DatabaseSchema>, row: MessageRow, sender: Party, receiver: Party, later: Later): Promise<void> {
    await dialogsRepo.onMessage(trx, receiver.id, sender.id, { id: Number(row.id), at: Number(row.created_at), incoming: true, fromMember: row.is_system === 0 });
    const [message] = await this.views(trx, [row], receiver.id);
    await this.deps.chatLog.append(trx, receiver.id, { type: 'message', dialogHid: sender.hid, message: message! }, later);
  }

  /** A system message (a match) to both sides: in each dialog, never unread. */
  async showToBoth(trx: Transaction<DatabaseSchema>, row: MessageRow, a: Party, b: Party, later: Later): Promise<void> {
    for (const [owner, other] of [
      [a, b],
      [b, a],
    ] as const) {
      await dialogsRepo.onMessage(trx, owner.id, other.id, { id: Number(row.id), at: Number(row.created_at), incoming: true, fromMember: false });
      const [message] = await this.views(trx, [row], owner.id);
      await this.deps.chatLog.append(trx, owner.id, { type: 'message', dialogHid: other.hid, message: message! }, later);
    }
  }

  /**
   * The sender's held messages to the receiver become sent (DESIGN.md §14: an upgrade or a match
   * releases them): the receiver gets each, in order, the sender is told they are sent. Answers
   * the released rows. The caller holds the pair.
   */
  async release(trx: Transaction<DatabaseSchema>, sender: Party, receiver: Party, later: Later): Promise<MessageRow[]> {
    const held = await messagesRepo.held(trx, sender.id, receiver.id);
    if (held.length === 0) return [];
    const at = this.deps.clock.now();
    await messagesRepo.release(trx, held.map((row) => Number(row.id)), at);
    const released = held.map((row) => ({ ...row, is_held: 0, sent_at: at }));
    for (const row of released) await this.showToReceiver(trx, row, sender, receiver, later);
    await this.deps.chatLog.append(trx, sender.id, { type: 'messages_sent', dialogHid: receiver.hid, messageIds: released.map((row) => row.hid) }, later);
    await this.deps.unread.recount(trx, [receiver.id], later);
    return released;
  }
}

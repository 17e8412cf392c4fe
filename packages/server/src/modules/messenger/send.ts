import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import {
  brandById,
  DEFAULT_LANGUAGE,
  giftPrice,
  isSendableGift,
  isStickerType,
  MESSAGE_TEXT_MAX_LENGTH,
  MessengerCode,
  MessengerFieldError,
  SplitGroup,
  SplitTest,
  type GiftPriceTable,
  type Message,
  type SendMessageBody,
} from '@amora/contracts';
import type { Clock } from '../../platform/clock.ts';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import { ApiError } from '../../platform/errors.ts';
import type { EventOutbox } from '../../platform/events/outbox.ts';
import { newHid } from '../../platform/ids.ts';
import { AccountStatus, memberLanguage, type AccountRow, type AccountsService } from '../accounts/index.ts';
import { CoinsError, type CoinsService } from '../coins/index.ts';
import { entitlementsOf } from '../entitlements/index.ts';
import { storedSplitGroup } from '../features/index.ts';
import type { MemberViewer, MemberViews } from '../member-views/index.ts';
import type { RelationsService } from '../relations/index.ts';
import type { SafetyService } from '../safety/index.ts';
import { AfterCommit } from './after-commit.ts';
import { greetingText } from './greetings/suggestions.ts';
import type { HeldMessages } from './held.ts';
import type { MessagePushes } from './message-pushes.ts';
import { messagesRepo, pairOf, type NewMessageRow } from './repo.ts';
import type { Party, Threads } from './threads.ts';
import type { UnreadDialogs } from './unread-dialogs.ts';

export interface SendDeps {
  db: Kysely<DatabaseSchema>;
  clock: Clock;
  events: EventOutbox;
  accounts: Pick<AccountsService, 'findById' | 'findManyByIds'>;
  members: Pick<MemberViews, 'addressable'>;
  relations: Pick<RelationsService, 'areMatched'>;
  safety: Pick<SafetyService, 'blockedWithAny'>;
  coins: Pick<CoinsService, 'changeWithin'>;
  threads: Threads;
  unread: UnreadDialogs;
  held: HeldMessages;
  messagePushes: MessagePushes;
}

/** The message's content columns, checked: what a send stores and what its request id is bound to. */
type Content = Pick<NewMessageRow, 'type' | 'text' | 'sticker_type' | 'gift_type' | 'greeting_type' | 'question_id'>;

/**
 * `POST /v3/messenger/dialogs/{id}/messages` (spec 2 §7; DESIGN.md §14 "Exactly-once send",
 * "Messages from free members", "Gifts").
 *
 * Exactly once: the request id is unique per sender in the database. The send holds both members'
 * rows before it looks the request id up, so a retry or a concurrent twin waits for the first and
 * then answers the first message, storing nothing; the same request id with another content (or
 * to another member) is a 409 (code 131). The paid gift's coins are spent in the same transaction
 * under a key derived from the request id: a refused or failed send spends nothing, a retried one
 * never twice.
 */
export class MessageSender {
  constructor(private readonly deps: SendDeps) {}

  async send(viewer: MemberViewer & Pick<AccountRow, 'id' | 'hid'>, otherHid: string, body: SendMessageBody, options: { isSmart?: boolean } = {}): Promise<Message> {
    const content = contentOf(body);
    const other = await this.deps.members.addressable(viewer, otherHid);
    if (!other) throw ApiError.notFound('No such member');
    const receiver: Party = { id: other.account.id, hid: other.account.hid };
    const sender: Party = { id: viewer.id, hid: viewer.hid };
    const hash = payloadHash(receiver.id, content, body.replyToId ?? null);
    const filled = await this.withCatalogueText(sender.id, content);
    await this.deps.held.releaseIfPremium(viewer);
    // Asked before the transaction (SQLite has one connection): the table the sender pays by.
    const giftTable = content.type === 'gift' ? await this.giftTableOf(sender.id) : null;
    const after = new AfterCommit();
    const { events, threads } = this.deps;
    const row = await events.transaction(async (trx) => {
      await threads.holdPair(trx, sender.id, receiver.id);
      const first = await messagesRepo.byRequest(trx, sender.id, body.requestId);
      if (first) {
        if (first.payload_hash !== hash) throw new ApiError(409, MessengerCode.requestIdReused, 'This requestId already sent another message');
        return first;
      }
      if (other.blockedByViewer) throw new ApiError(403, MessengerCode.blocked, 'The caller blocked this member');
      const parties = await this.stillReachable(trx, sender.id, receiver.id);
      const replyTo = await this.replyTarget(trx, sender.id, receiver.id, body.replyToId);
      const now = this.deps.clock.now();
      const coins = content.type === 'gift' ? giftPrice(content.gift_type!, giftTable!) : 0;
      if (coins > 0) await this.pay(trx, sender.id, coins, body.requestId);
      // A smart message is never held: it is the product's own bounded greeting, offered as a free
      // trial (docs/decisions.md "Smart messages from free members").
      const held = content.type !== 'gift' && !options.isSmart && (await this.holds(trx, viewer, receiver.id, now));
      const { low, high } = pairOf(sender.id, receiver.id);
      const stored = await messagesRepo.insert(trx, {
        ...filled,
        hid: newHid(),
        sender_account_id: sender.id,
        receiver_account_id: receiver.id,
        pair_low: low,
        pair_high: high,
        request_id: body.requestId,
        payload_hash: hash,
        is_system: 0,
        reply_to_id: replyTo,
        action_source: body.actionSource ?? null,
        coins,
        is_held: held ? 1 : 0,
        is_smart: options.isSmart ? 1 : 0,
        created_at: now,
        sent_at: held ? null : now,
        read_at: null,
        deleted_at: null,
      });
      await threads.showToSender(trx, stored, sender, receiver, after);
      if (!held) {
        await threads.showToReceiver(trx, stored, sender, receiver, after);
        // Just read under the hold: the sender is active (or not) and nobody blocked anybody.
        const known = new Map(parties.sender.ok === AccountStatus.active ? [[receiver.id, new Set([sender.id])]] : []);
        await this.deps.unread.recount(trx, [receiver.id], after, known);
        await this.deps.messagePushes.write(trx, parties.receiver, parties.sender, after);
        await events.record(trx, { type: 'message.sent', memberId: receiver.id, senderId: sender.id, messageId: Number(stored.id) });
      }
      return stored;
    }, { afterCommit: () => after.run() });
    const [message] = await threads.views(this.deps.db, [row], sender.id);
    return message!;
  }

  /**
   * A greeting sent without its text is stored with the catalogue's, in the sender's language
   * (what they chose from): the receiver reads the words the sender saw. The request id stays
   * bound to the content as sent (the greeting's id, no text), so a retry after the sender changed
   * language still answers the first message.
   */
  private async withCatalogueText(senderId: number, content: Content): Promise<Content> {
    if (content.type !== 'greeting' || content.text !== null) return content;
    const account = await this.deps.accounts.findById(senderId);
    const language = memberLanguage(account?.language, brandById(account?.brand_id ?? 0) ?? { defaultLanguage: DEFAULT_LANGUAGE });
    return { ...content, text: greetingText(content.greeting_type!, language)! };
  }

  /**
   * The gift price table the sender pays by (DESIGN.md §14 "Gifts"; docs/decisions.md "All-paid
   * gifts"): the all-paid table in the test group of that split, the mixed one otherwise.
   */
  private async giftTableOf(senderId: number): Promise<GiftPriceTable> {
    return (await storedSplitGroup(this.deps.db, senderId, SplitTest.allPaidGifts)) > SplitGroup.control ? 'allPaid' : 'mixed';
  }

  /**
   * Both members' rows, read under the pair's hold: the receiver still active and not blocked
   * either way (a block or a ban may have landed since the member views found them addressable).
   * The rows serve the rest of the transaction (the push names the sender, renders in the
   * receiver's language).
   */
  private async stillReachable(trx: Transaction<DatabaseSchema>, senderId: number, receiverId: number): Promise<{ sender: AccountRow; receiver: AccountRow }> {
    const rows = new Map((await this.deps.accounts.findManyByIds([senderId, receiverId], trx)).map((row) => [Number(row.id), row]));
    const [sender, receiver] = [rows.get(senderId), rows.get(receiverId)];
    const blocked = (await this.deps.safety.blockedWithAny([senderId], trx)).get(senderId)?.has(receiverId) ?? false;
    if (!sender || receiver?.ok !== AccountStatus.active || blocked) throw ApiError.notFound('No such member');
    return { sender, receiver };
  }

  /** The message replied to: one of the pair's the sender sees, named by hid; a 400 on `replyToId` otherwise. */
  private async replyTarget(trx: Transaction<DatabaseSchema>, senderId: number, receiverId: number, hid: string | undefined): Promise<number | null> {
    if (!hid) return null;
    const [target] = await messagesRepo.byHids(trx, pairOf(senderId, receiverId), [hid]);
    const visible = target && target.deleted_at === null && (target.is_held === 0 || Number(target.sender_account_id) === senderId);
    if (!visible) throw ApiError.validation({ replyToId: MessengerFieldError.replyNotFound }, 'No such message in this dialog');
    return Number(target.id);
  }

  /** Spends the gift's coins under a key of the request id: never below zero (402, code 130), never twice. */
  private async pay(trx: Transaction<DatabaseSchema>, senderId: number, coins: number, requestId: string): Promise<void> {
    try {
      await this.deps.coins.changeWithin(trx, { accountId: senderId, delta: -coins, reason: 'gift', idempotencyKey: `messenger:${requestId}` });
    } catch (error) {
      if (error instanceof CoinsError && error.code === 'insufficient') throw new ApiError(402, MessengerCode.notEnoughCoins, 'Not enough coins for this gift');
      throw error;
    }
  }

  /**
   * DESIGN.md §14: a free member's words to a non-match wait for their upgrade, unless they answer
   * the other (who wrote to them first). Premium members, matches and replies are always sent.
   */
  private async holds(trx: Transaction<DatabaseSchema>, sender: MemberViewer & { id: number }, receiverId: number, now: number): Promise<boolean> {
    if (entitlementsOf(sender, now).isPremium) return false;
    if (await this.deps.relations.areMatched(sender.id, receiverId, trx)) return false;
    return !(await messagesRepo.hasDelivered(trx, receiverId, sender.id));
  }
}

/**
 * The body of the type sent, checked (spec 2 §3, §7): text as typed (never trimmed or escaped:
 * it is rendered as text), not blank, at most MESSAGE_TEXT_MAX_LENGTH characters; a sticker of
 * the set; a sendable gift (285–294 never are); a greeting of the catalogue by its type, its text
 * optional (the catalogue's then, see `withCatalogueText`); a conversation prompt's
 * question and answer. A 400 naming the field otherwise.
 */
export function contentOf(body: SendMessageBody): Content {
  const none = { text: null, sticker_type: null, gift_type: null, greeting_type: null, question_id: null };
  const missing = (field: string) => ApiError.validation({ [field]: MessengerFieldError.bodyMissing }, `A ${body.type} message needs ${field}`);
  switch (body.type) {
    case 'text':
      if (!body.textMessageBody) throw missing('textMessageBody');
      return { ...none, type: 'text', text: checkedText(body.textMessageBody.text, 'textMessageBody.text') };
    case 'sticker':
      if (!body.stickerMessageBody) throw missing('stickerMessageBody');
      if (!isStickerType(body.stickerMessageBody.stickerType)) throw ApiError.validation({ 'stickerMessageBody.stickerType': MessengerFieldError.stickerUnknown }, 'No such sticker');
      return { ...none, type: 'sticker', sticker_type: body.stickerMessageBody.stickerType };
    case 'gift':
      if (!body.giftMessageBody) throw missing('giftMessageBody');
      if (!isSendableGift(body.giftMessageBody.giftType)) throw ApiError.validation({ 'giftMessageBody.giftType': MessengerFieldError.giftNotSendable }, 'This gift cannot be sent');
      return { ...none, type: 'gift', gift_type: body.giftMessageBody.giftType };
    case 'greeting': {
      if (!body.greetingMessageBody) throw missing('greetingMessageBody');
      const { greetingType, text } = body.greetingMessageBody;
      if (greetingText(greetingType, DEFAULT_LANGUAGE) === undefined) throw ApiError.validation({ 'greetingMessageBody.greetingType': MessengerFieldError.greetingUnknown }, 'No such greeting');
      return { ...none, type: 'greeting', greeting_type: greetingType, text: text === undefined ? null : checkedText(text, 'greetingMessageBody.text') };
    }
    case 'conversationPrompt': {
      if (!body.conversationPromptMessageBody) throw missing('conversationPromptMessageBody');
      const { questionId, answer } = body.conversationPromptMessageBody;
      return { ...none, type: 'conversationPrompt', question_id: questionId, text: checkedText(answer, 'conversationPromptMessageBody.answer') };
    }
  }
}

function checkedText(text: string, field: string): string {
  if (text.trim().length === 0) throw ApiError.validation({ [field]: MessengerFieldError.textRequired }, 'The text is empty');
  if ([...text].length > MESSAGE_TEXT_MAX_LENGTH) throw ApiError.validation({ [field]: MessengerFieldError.textTooLong }, `At most ${MESSAGE_TEXT_MAX_LENGTH} characters`);
  return text;
}

/** What a request id is bound to: the receiver, the content and the message replied to (not the screen it came from). */
function payloadHash(receiverId: number, content: Content, replyToHid: string | null): string {
  const { type, text, sticker_type, gift_type, greeting_type, question_id } = content;
  return createHash('sha256').update(JSON.stringify([receiverId, type, text, sticker_type, gift_type, greeting_type, question_id, replyToHid])).digest('base64url');
}


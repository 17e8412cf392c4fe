import { z as zod } from 'zod';
import { dialogUserSchema } from './member-views.ts';

/**
 * The messenger's dialogs and messages (spec 2 §3 "Dialog", "Message", §4 "Dialog list",
 * "Dialog thread", "Real-time channel", §7, §9; DESIGN.md §14 "Messages from free members",
 * "Exactly-once send"). A dialog is addressed by the other member's hid, so `/dialogs/{hid}`
 * works from a profile's chat button before any message exists. Messages are addressed by a hid
 * of their own; no numeric id leaves the server. `/v3/*` answers the object itself.
 */

/** Spec 2 §9 "Dialog list constants" (20): a page of dialogs. */
export const DIALOGS_PAGE_SIZE = 20;
/** A page of a thread, newest first; the web caches the latest 20 (spec 2 §9). */
export const MESSAGES_PAGE_SIZE = 20;
export const MESSAGES_PAGE_SIZE_MAX = 50;
/** Spec 2 §9 "Batch size for delete and mark read". */
export const MESSENGER_BATCH_MAX = 100;
/** The dialog list shows this many characters (code points) of the last message at most. */
export const DIALOG_PREVIEW_LENGTH = 100;
/** A text message, counted in characters (code points) as typed; an empty or blank one is refused. */
export const MESSAGE_TEXT_MAX_LENGTH = 2000;
/** The client's idempotency key of a send (DESIGN.md §14 "Exactly-once send"). */
export const MESSAGE_REQUEST_ID_MAX_LENGTH = 64;
export const MESSENGER_PAGE_TOKEN_MAX_LENGTH = 160;
/** A dialog whose last message is an unanswered incoming one asks for a reply within a day (`replyDeadline`). */
export const REPLY_DEADLINE_HOURS = 24;
/** Chat events are kept this long for catch-up; a client further behind reloads its dialogs (`resync`). */
export const CHAT_EVENTS_KEPT_DAYS = 7;
/** Catch-up answers at most this many events a call; `hasMore` says to ask again. */
export const CHAT_EVENTS_PAGE_SIZE = 200;

/** The message types of spec 2 §3, with the legacy numeric code each carries as `subtype`. */
export const MESSAGE_TYPES = ['text', 'greeting', 'sticker', 'userMatch', 'iceBreaker', 'conversationPrompt', 'gift', 'surprise', 'unspecified'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];
export const MESSAGE_LEGACY_CODE: Record<MessageType, number> = {
  text: 1,
  greeting: 26,
  gift: 10,
  sticker: 30,
  iceBreaker: 33,
  conversationPrompt: 40,
  userMatch: 38,
  surprise: 0,
  unspecified: 0,
};
/** What a member may send; the system writes `userMatch` and `iceBreaker`. */
export const SENDABLE_MESSAGE_TYPES = ['text', 'sticker', 'gift', 'greeting', 'conversationPrompt'] as const;
export type SendableMessageType = (typeof SENDABLE_MESSAGE_TYPES)[number];

/**
 * Codes of refused messenger calls (ours: the spec names no codes). `notEnoughCoins` (402): a paid
 * gift and too few coins, nothing stored (the web parks the gift and opens the coins entry);
 * `requestIdReused` (409): the requestId already sent a different message; `blocked` (403): the
 * caller blocked the member (a member who blocked the caller is not found, 404).
 */
export const MessengerCode = { notEnoughCoins: 130, requestIdReused: 131, blocked: 132 } as const;
export type MessengerCode = (typeof MessengerCode)[keyof typeof MessengerCode];
export const messengerErrorKey: Record<MessengerCode, string> = {
  130: 'messenger.errors.notEnoughCoins',
  131: 'messenger.errors.requestIdReused',
  132: 'messenger.errors.blocked',
};
/** Field error keys of a send. */
export const MessengerFieldError = {
  textRequired: 'messenger.errors.textRequired',
  textTooLong: 'messenger.errors.textTooLong',
  giftNotSendable: 'messenger.errors.giftNotSendable',
  stickerUnknown: 'messenger.errors.stickerUnknown',
  bodyMissing: 'messenger.errors.bodyMissing',
  replyNotFound: 'messenger.errors.replyNotFound',
  /** A greeting message names a greeting outside the catalogue. */
  greetingUnknown: 'messenger.errors.greetingUnknown',
} as const;

const hid = zod.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/);
const pageToken = zod.string().max(MESSENGER_PAGE_TOKEN_MAX_LENGTH).optional();
const timestamp = zod.string().max(32).optional();
/** `filter.{name}=true` as a query string carries it. */
const flag = zod.enum(['true', 'false']).optional();

export const DIALOG_FILTERS = ['all', 'recentlyActive', 'myFavorites', 'unread', 'matched', 'exchangedMessages'] as const;
export type DialogFilter = (typeof DIALOG_FILTERS)[number];

/** `GET /v3/messenger/dialogs?pageToken=&filter.{name}=true`: at most one filter (spec 2 §2: filters are exclusive). */
export const dialogsQuerySchema = zod.object({
  pageSize: zod.coerce.number().int().min(1).max(DIALOGS_PAGE_SIZE).default(DIALOGS_PAGE_SIZE),
  pageToken,
  timestamp,
  'filter.all': flag,
  'filter.recentlyActive': flag,
  'filter.myFavorites': flag,
  'filter.unread': flag,
  'filter.matched': flag,
  'filter.exchangedMessages': flag,
});
export type DialogsQuery = zod.infer<typeof dialogsQuerySchema>;

export const dialogParamsSchema = zod.object({ id: hid });
export const highlightParamsSchema = zod.object({ userHashId: hid });

/** Spec 2 §3 "Dialog". `lastMessage` is null for a dialog opened before any message. */
export const dialogSchema = zod.object({
  hid: zod.string(),
  isRead: zod.boolean(),
  /** Epoch ms until which an unanswered incoming last message waits for a reply; null otherwise. */
  replyDeadline: zod.number().int().nullable(),
  lastMessage: zod
    .object({
      createDate: zod.number().int(),
      isRead: zod.boolean(),
      isSent: zod.boolean(),
      /** Ours, for the list's preview line: what kind of message, whose, and its first words (text, greeting or answer; null for the rest). */
      type: zod.enum(MESSAGE_TYPES),
      isIncoming: zod.boolean(),
      text: zod.string().max(DIALOG_PREVIEW_LENGTH).nullable(),
    })
    .nullable(),
  unreadMessagesCount: zod.number().int().min(0),
  user: dialogUserSchema,
  relationships: zod.object({ isMatch: zod.boolean(), isMyFavorite: zod.boolean(), likedMe: zod.boolean(), iLiked: zod.boolean() }),
});
export type Dialog = zod.infer<typeof dialogSchema>;

export const dialogsResponseSchema = zod.object({ dialogs: zod.array(dialogSchema), nextPageToken: zod.string() });
export type DialogsResponse = zod.infer<typeof dialogsResponseSchema>;
export const dialogResponseSchema = zod.object({ dialog: dialogSchema });

/** The message a reply quotes, as much as the bubble shows. */
export const repliedMessageSchema = zod.object({
  id: zod.string(),
  type: zod.enum(MESSAGE_TYPES),
  isIncoming: zod.boolean(),
  text: zod.string().nullable(),
  isDeleted: zod.boolean(),
});

/** Spec 2 §3 "Message". `createDate` in epoch ms. Text is as typed: render it as text, never as HTML. */
export const messageSchema = zod.object({
  id: zod.string(),
  createDate: zod.number().int(),
  isIncoming: zod.boolean(),
  isRead: zod.boolean(),
  /** False while the message is held (DESIGN.md §14): the sender's unsent icon; the receiver never sees it. */
  isSent: zod.boolean(),
  isSmart: zod.boolean(),
  isPreload: zod.boolean(),
  isDeleted: zod.boolean(),
  repliedMessage: repliedMessageSchema.nullable(),
  type: zod.enum(MESSAGE_TYPES),
  /** The legacy numeric type (MESSAGE_LEGACY_CODE). */
  subtype: zod.number().int(),
  /** Text, greeting text or the conversation prompt's answer. */
  text: zod.string().nullable(),
  stickerType: zod.string().nullable(),
  giftType: zod.number().int().nullable(),
  greetingType: zod.number().int().nullable(),
  questionId: zod.number().int().nullable(),
});
export type Message = zod.infer<typeof messageSchema>;

export const messagesQuerySchema = zod.object({
  pageToken,
  timestamp,
  pageSize: zod.coerce.number().int().min(1).max(MESSAGES_PAGE_SIZE_MAX).default(MESSAGES_PAGE_SIZE),
  /** `basic` leaves out the dialog's user card work for a quick refresh; `full` (default) carries it. */
  view: zod.enum(['full', 'basic']).default('full'),
});
export type MessagesQuery = zod.infer<typeof messagesQuerySchema>;

/**
 * What the thread offers to start a conversation (ours: spec 2 §7 names the field only):
 * `greeting` while nothing has been said in the dialog (the greeting and ice-breaker popups),
 * null once anyone wrote.
 */
export const conversationStarterSchema = zod.object({ type: zod.enum(['greeting']) }).nullable();

/** `GET /v3/messenger/dialogs/{id}/messages`: newest first; `dialog` null in the `basic` view. */
export const messagesResponseSchema = zod.object({
  dialog: dialogSchema.nullable(),
  messages: zod.array(messageSchema),
  conversationStarter: conversationStarterSchema,
  nextPageToken: zod.string(),
});
export type MessagesResponse = zod.infer<typeof messagesResponseSchema>;

const text = zod.string().max(MESSAGE_TEXT_MAX_LENGTH * 2);
/** `POST /v3/messenger/dialogs/{id}/messages`: the type and its body; `requestId` makes a retry safe. */
export const sendMessageBodySchema = zod.object({
  type: zod.enum(SENDABLE_MESSAGE_TYPES),
  textMessageBody: zod.object({ text }).optional(),
  stickerMessageBody: zod.object({ stickerType: zod.string().max(32) }).optional(),
  giftMessageBody: zod.object({ giftType: zod.number().int() }).optional(),
  greetingMessageBody: zod.object({ greetingType: zod.number().int().min(1).max(1_000_000), text: text.optional() }).optional(),
  conversationPromptMessageBody: zod.object({ questionId: zod.number().int().min(1).max(1_000_000), answer: text }).optional(),
  replyToId: hid.optional(),
  requestId: zod.string().min(1).max(MESSAGE_REQUEST_ID_MAX_LENGTH).regex(/^[A-Za-z0-9_.:-]+$/),
  actionSource: zod.string().max(32).optional(),
});
export type SendMessageBody = zod.infer<typeof sendMessageBodySchema>;
export const sendMessageResponseSchema = zod.object({ message: messageSchema });

export const batchDeleteMessagesBodySchema = zod.object({ ids: zod.array(hid).min(1).max(MESSENGER_BATCH_MAX) });
export const dialogsBatchBodySchema = zod.object({ hids: zod.array(hid).min(1).max(MESSENGER_BATCH_MAX) });
export const emptyResponseSchema = zod.object({});
export const highlightResponseSchema = zod.object({ result: zod.object({ highlighted: zod.boolean() }) });

/**
 * A member's chat events (DESIGN.md §14 "Chat events carry a per-member sequence number"): each
 * numbered `seq`, 1, 2, 3 … without gaps per member, written with the change it reports; the
 * same object is the `chat` frame's payload and an entry of the catch-up answer. `message`: a
 * message as this member sees it (new, or released from hold for the receiver); `messages_sent`:
 * the member's own held messages became sent; `messages_deleted`: the sender deleted messages;
 * `contact_read`: the other member read the dialog; `dialog_read` and `dialog_deleted`: this
 * member read or deleted the dialog (in another tab).
 */
export const chatEventSchema = zod.discriminatedUnion('type', [
  zod.object({ seq: zod.number().int(), type: zod.literal('message'), dialogHid: zod.string(), message: messageSchema }),
  zod.object({ seq: zod.number().int(), type: zod.literal('messages_sent'), dialogHid: zod.string(), messageIds: zod.array(zod.string()) }),
  zod.object({ seq: zod.number().int(), type: zod.literal('messages_deleted'), dialogHid: zod.string(), messageIds: zod.array(zod.string()) }),
  zod.object({ seq: zod.number().int(), type: zod.literal('contact_read'), dialogHid: zod.string(), readAt: zod.number().int() }),
  zod.object({ seq: zod.number().int(), type: zod.literal('dialog_read'), dialogHid: zod.string() }),
  zod.object({ seq: zod.number().int(), type: zod.literal('dialog_deleted'), dialogHid: zod.string() }),
]);
export type ChatEvent = zod.infer<typeof chatEventSchema>;
export type ChatEventType = ChatEvent['type'];

/**
 * `GET /v3/messenger/events?after={seq}`: what a reconnecting client missed. Without `after`, only
 * where the member's events stand (`latestSeq`): a client starting fresh asks it first, then loads
 * its dialogs, then catches up from it, so nothing said in between is missed.
 */
export const chatEventsQuerySchema = zod.object({
  after: zod.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  timestamp,
});
/**
 * The events after `after`, oldest first, at most CHAT_EVENTS_PAGE_SIZE (`hasMore`: ask again
 * from the last seq); `latestSeq` is the member's newest. `resync` is true when events after
 * `after` were pruned (older than CHAT_EVENTS_KEPT_DAYS): the client reloads its dialogs instead.
 */
export const chatEventsResponseSchema = zod.object({
  events: zod.array(chatEventSchema),
  latestSeq: zod.number().int(),
  hasMore: zod.boolean(),
  resync: zod.boolean(),
});
export type ChatEventsResponse = zod.infer<typeof chatEventsResponseSchema>;

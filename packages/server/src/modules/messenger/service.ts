import type { Kysely, Transaction } from 'kysely';
import type { Message, SendMessageBody } from '@amora/contracts';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import type { Platform } from '../../platform/platform.ts';
import type { AccountRow, AccountsService } from '../accounts/index.ts';
import type { CoinsService } from '../coins/index.ts';
import type { MemberViewer, MemberViews } from '../member-views/index.ts';
import type { PhotoFiles } from '../photos/index.ts';
import type { PushService } from '../pushes/index.ts';
import type { RelationsService } from '../relations/index.ts';
import type { SafetyService } from '../safety/index.ts';
import { ChatLog } from './chat-log.ts';
import { HeldMessages } from './held.ts';
import { MessagePushes } from './message-pushes.ts';
import { dialogsRepo, messagesRepo, type FirstWords } from './repo.ts';
import { MessageSender } from './send.ts';
import { Threads } from './threads.ts';
import { UnreadDialogs } from './unread-dialogs.ts';

export interface MessengerDeps {
  platform: Platform;
  accounts: AccountsService;
  /** Whom a send may address (the member-view rules). */
  members: Pick<MemberViews, 'addressable'>;
  relations: RelationsService;
  safety: SafetyService;
  coins: CoinsService;
  pushes: PushService;
  photoFiles: PhotoFiles;
}

/**
 * The messenger as other modules use it (DESIGN.md §14 "messenger"): a send goes through the
 * same sender as `POST …/messages` (exactly once by request id, blocks, held words, gifts), so
 * the demo population's replies follow every rule a member's own do. The parts the module's
 * routes and jobs share are built once here.
 */
export class MessengerService {
  readonly chatLog: ChatLog;
  readonly unread: UnreadDialogs;
  readonly threads: Threads;
  readonly held: HeldMessages;
  readonly sender: MessageSender;

  constructor(private readonly deps: MessengerDeps) {
    const { platform, accounts, members, relations, safety, coins, pushes, photoFiles } = deps;
    const { db, clock, events, realtime } = platform;
    this.chatLog = new ChatLog(db, clock, realtime);
    this.unread = new UnreadDialogs({ db, realtime, accounts, safety });
    this.threads = new Threads({ db, clock, accounts, chatLog: this.chatLog, unread: this.unread });
    const messagePushes = new MessagePushes({ accounts, photos: photoFiles, pushes });
    this.held = new HeldMessages({ db, clock, events, accounts, threads: this.threads, messagePushes });
    this.sender = new MessageSender({ db, clock, events, accounts, members, relations, safety, coins, threads: this.threads, unread: this.unread, held: this.held, messagePushes });
  }

  send(viewer: MemberViewer & Pick<AccountRow, 'id' | 'hid'>, otherHid: string, body: SendMessageBody, options?: Parameters<MessageSender['send']>[3]): Promise<Message> {
    return this.sender.send(viewer, otherHid, body, options);
  }

  /**
   * Members who wrote to one of `receiverIds` since `since` and have had no word back: the first
   * delivered message of each such pair (held words are not there yet, system messages are nobody's).
   */
  firstWordsAwaitingReply(receiverIds: readonly number[], since: number, limit: number): Promise<FirstWords[]> {
    return messagesRepo.firstWordsAwaitingReply(this.deps.platform.db, receiverIds, since, limit);
  }

  /**
   * Whether the receiver's dialog with the sender shows unread messages: a new-message mail is
   * about those only (read in the app, or the dialog deleted, is nothing left to tell). Through
   * `db` (an open transaction) when given.
   */
  async hasUnreadFrom(receiverId: number, senderId: number, db: Kysely<DatabaseSchema> | Transaction<DatabaseSchema> = this.deps.platform.db): Promise<boolean> {
    const dialog = await dialogsRepo.find(db, receiverId, senderId);
    return dialog !== undefined && Number(dialog.hidden) === 0 && Number(dialog.unread_count) > 0;
  }
}

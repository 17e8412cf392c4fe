import type { Kysely } from 'kysely';
import { FieldErrorKey, type Dialog, type DialogFilter, type DialogsQuery, type DialogsResponse, type MessagesQuery, type MessagesResponse } from '@amora/contracts';
import type { Clock } from '../../platform/clock.ts';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import { ApiError } from '../../platform/errors.ts';
import type { AccountRow, AccountsService } from '../accounts/index.ts';
import type { MemberViewer, MemberViews, VisibleMember } from '../member-views/index.ts';
import { AfterCommit } from './after-commit.ts';
import type { ChatLog } from './chat-log.ts';
import type { HeldMessages } from './held.ts';
import type { MessengerPageTokens } from './page-token.ts';
import { dialogsRepo, messagesRepo, pairOf, type DialogCursor, type DialogRow, type DialogRowFilter, type MessageRow } from './repo.ts';
import type { Threads } from './threads.ts';
import type { UnreadDialogs } from './unread-dialogs.ts';
import { dialogOf } from './views.ts';

export interface DialogsDeps {
  db: Kysely<DatabaseSchema>;
  clock: Clock;
  accounts: Pick<AccountsService, 'findManyByHids'>;
  members: Pick<MemberViews, 'page' | 'one' | 'photoUrls'>;
  tokens: MessengerPageTokens;
  threads: Threads;
  chatLog: ChatLog;
  unread: UnreadDialogs;
  held: HeldMessages;
}

/** The caller: who looks, with their tier columns (held messages) and hid (events name them by it). */
export type Caller = MemberViewer & Pick<AccountRow, 'id' | 'hid'>;

/** A list page reads at most this often to fill itself when the pipeline or a filter leaves dialogs out. */
const MAX_READS = 5;
/** The filters the member-view pipeline decides (relationships, presence); the others are SQL. */
const MEMBER_FILTERS: Partial<Record<DialogFilter, (member: VisibleMember) => boolean>> = {
  recentlyActive: (member) => member.presence.isOnline,
  myFavorites: (member) => member.relationship.isMyFavorite,
  matched: (member) => member.relationship.isMatch,
};

/**
 * The dialog list and the thread (spec 2 §2, §4, §7): reads through the member-view pipeline, so
 * the list leaves out members no longer active and members blocked either way (DESIGN.md §6).
 * A dialog opened by hid shows a member the caller blocked (flagged, so the thread offers to
 * unblock) and refuses, as not found, one who blocked the caller. Reading and deleting act on
 * the caller's side alone; the other side hears a read as `contact_read`.
 */
export class Dialogs {
  constructor(private readonly deps: DialogsDeps) {}

  async list(viewer: Caller, query: DialogsQuery, webp: boolean): Promise<DialogsResponse> {
    await this.deps.held.releaseIfPremium(viewer);
    const filter = filterOf(query);
    const rowFilter: DialogRowFilter = filter === 'unread' || filter === 'exchangedMessages' ? filter : null;
    const keep = MEMBER_FILTERS[filter] ?? (() => true);
    let cursor: DialogCursor | null = query.pageToken ? this.deps.tokens.openDialogs(viewer.id, filter, query.pageToken) : null;
    const entries: Array<{ row: DialogRow; member: VisibleMember }> = [];
    let more = false;
    for (let reads = 0; reads < MAX_READS && entries.length < query.pageSize; reads++) {
      const need = query.pageSize - entries.length;
      const rows = await dialogsRepo.page(this.deps.db, viewer.id, rowFilter, cursor, need + 1);
      const taken = rows.slice(0, need);
      const members = new Map((await this.deps.members.page(viewer, { ids: taken.map((row) => Number(row.other_account_id)) })).map((member) => [Number(member.account.id), member]));
      for (const row of taken) {
        const member = members.get(Number(row.other_account_id));
        if (member && keep(member)) entries.push({ row, member });
      }
      more = rows.length > need;
      if (taken.length > 0) cursor = { sortAt: Number(taken.at(-1)!.sort_at), otherId: Number(taken.at(-1)!.other_account_id) };
      if (!more) break;
    }
    const urls = this.deps.members.photoUrls(webp);
    const lasts = await this.lastMessages(entries.map((entry) => entry.row));
    return {
      dialogs: entries.map(({ row, member }) => dialogOf(member, row, lasts.get(Number(row.other_account_id)), urls, viewer.id)),
      nextPageToken: more && cursor ? this.deps.tokens.sealDialogs(viewer.id, filter, cursor) : '',
    };
  }

  /** One dialog by the other member's hid, whether or not a message exists yet. */
  async one(viewer: Caller, hid: string, webp: boolean): Promise<Dialog> {
    const member = await this.member(viewer, hid);
    const row = await dialogsRepo.find(this.deps.db, viewer.id, Number(member.account.id));
    const last = row ? (await this.lastMessages([row])).get(Number(member.account.id)) : undefined;
    return dialogOf(member, row, last, this.deps.members.photoUrls(webp), viewer.id);
  }

  /**
   * A page of the thread, newest first. The first page opens the dialog: it is marked read
   * (spec 2 §4 "The dialog is marked read when opened"), and the other side hears it.
   */
  async thread(viewer: Caller, hid: string, query: MessagesQuery, webp: boolean): Promise<MessagesResponse> {
    await this.deps.held.releaseIfPremium(viewer);
    const member = await this.member(viewer, hid);
    const otherId = Number(member.account.id);
    if (!query.pageToken) await this.markRead(viewer, { id: otherId, hid: member.account.hid });
    const beforeId = query.pageToken ? this.deps.tokens.openMessages(viewer.id, otherId, query.pageToken) : null;
    const row = await dialogsRepo.find(this.deps.db, viewer.id, otherId);
    const clearedThrough = Number(row?.cleared_through ?? 0);
    const pair = pairOf(viewer.id, otherId);
    const rows = await messagesRepo.threadPage(this.deps.db, pair, viewer.id, { beforeId, clearedThrough, limit: query.pageSize + 1 });
    const page = rows.slice(0, query.pageSize);
    const messages = await this.deps.threads.views(this.deps.db, page, viewer.id);
    const started = await messagesRepo.anyMemberMessage(this.deps.db, pair, viewer.id, clearedThrough);
    const last = query.view === 'full' && row ? (await this.lastMessages([row])).get(otherId) : undefined;
    return {
      dialog: query.view === 'full' ? dialogOf(member, row, last, this.deps.members.photoUrls(webp), viewer.id) : null,
      messages,
      conversationStarter: started ? null : { type: 'greeting' },
      nextPageToken: rows.length > page.length ? this.deps.tokens.sealMessages(viewer.id, otherId, Number(page.at(-1)!.id)) : '',
    };
  }

  /** `:batchMarkRead`: each dialog named that the caller has; others are skipped. */
  async markManyRead(viewer: Caller, hids: readonly string[]): Promise<void> {
    for (const other of await this.others(viewer, hids)) await this.markRead(viewer, other);
  }

  /**
   * `:batchDelete` of dialogs: gone from the caller's list with everything said so far, for the
   * caller alone; a newer message brings the dialog back (from then on).
   */
  async deleteMany(viewer: Caller, hids: readonly string[]): Promise<void> {
    const after = new AfterCommit();
    const { threads, chatLog, unread } = this.deps;
    for (const other of await this.others(viewer, hids)) {
      await this.deps.db.transaction().execute(async (trx) => {
        await threads.holdOne(trx, viewer.id);
        if (!(await dialogsRepo.find(trx, viewer.id, other.id))) return;
        await dialogsRepo.update(trx, viewer.id, other.id, { hidden: 1, unread_count: 0, cleared_through: await messagesRepo.maxId(trx, pairOf(viewer.id, other.id)) });
        await chatLog.append(trx, viewer.id, { type: 'dialog_deleted', dialogHid: other.hid }, after);
        await unread.recount(trx, [viewer.id], after);
      });
    }
    await after.run();
  }

  /**
   * `POST /v3/messenger/dialogs/{id}/messages:batchDelete`: the caller's own messages named,
   * gone for both sides; anything else named (the other's, unknown, already gone) is skipped.
   */
  async deleteMessages(viewer: Caller, hid: string, ids: readonly string[]): Promise<void> {
    const [account] = await this.deps.accounts.findManyByHids([hid]);
    if (!account || Number(account.id) === viewer.id) throw ApiError.notFound('No such dialog');
    const other = { id: Number(account.id), hid: account.hid };
    const after = new AfterCommit();
    const { threads, chatLog, unread } = this.deps;
    await this.deps.db.transaction().execute(async (trx) => {
      await threads.holdPair(trx, viewer.id, other.id);
      const own = (await messagesRepo.byHids(trx, pairOf(viewer.id, other.id), ids)).filter((row) => Number(row.sender_account_id) === viewer.id && row.is_system === 0 && row.deleted_at === null);
      if (own.length === 0) return;
      await messagesRepo.softDelete(
        trx,
        own.map((row) => Number(row.id)),
        this.deps.clock.now(),
      );
      const delivered = own.filter((row) => row.is_held === 0);
      await this.refreshDialog(trx, viewer.id, other.id);
      await chatLog.append(trx, viewer.id, { type: 'messages_deleted', dialogHid: other.hid, messageIds: own.map((row) => row.hid) }, after);
      if (delivered.length > 0) {
        await this.refreshDialog(trx, other.id, viewer.id);
        await chatLog.append(trx, other.id, { type: 'messages_deleted', dialogHid: viewer.hid, messageIds: delivered.map((row) => row.hid) }, after);
        await unread.recount(trx, [other.id], after);
      }
    });
    await after.run();
  }

  /** `POST /rest/v2/user/messenger/threads/{userHashId}/highlight` (ours): the dialog comes to the top of the caller's list, created when missing. */
  async highlight(viewer: Caller, hid: string): Promise<void> {
    const member = await this.member(viewer, hid);
    await this.deps.db.transaction().execute(async (trx) => {
      await this.deps.threads.holdOne(trx, viewer.id);
      await dialogsRepo.bringUp(trx, viewer.id, Number(member.account.id), this.deps.clock.now());
    });
  }

  /** Reads the caller's side of the dialog; the other side hears `contact_read`, the caller's other tabs `dialog_read`. */
  private async markRead(viewer: Caller, other: { id: number; hid: string }): Promise<void> {
    const row = await dialogsRepo.find(this.deps.db, viewer.id, other.id);
    if (!row || row.unread_count === 0) return;
    const after = new AfterCommit();
    const { threads, chatLog, unread } = this.deps;
    await this.deps.db.transaction().execute(async (trx) => {
      await threads.holdPair(trx, viewer.id, other.id);
      const now = this.deps.clock.now();
      const read = await messagesRepo.markRead(trx, viewer.id, other.id, now);
      await dialogsRepo.update(trx, viewer.id, other.id, { unread_count: 0 });
      await chatLog.append(trx, viewer.id, { type: 'dialog_read', dialogHid: other.hid }, after);
      if (read > 0) await chatLog.append(trx, other.id, { type: 'contact_read', dialogHid: viewer.hid, readAt: now }, after);
      await unread.recount(trx, [viewer.id], after);
    });
    await after.run();
  }

  /** After a deletion: the owner's last message and unread count from the rows. */
  private async refreshDialog(trx: Parameters<typeof dialogsRepo.find>[0], ownerId: number, otherId: number): Promise<void> {
    const row = await dialogsRepo.find(trx, ownerId, otherId);
    if (!row) return;
    const clearedThrough = Number(row.cleared_through);
    const last = await messagesRepo.latestVisible(trx, pairOf(ownerId, otherId), ownerId, clearedThrough);
    await dialogsRepo.update(trx, ownerId, otherId, {
      last_message_id: last ? Number(last.id) : null,
      unread_count: await messagesRepo.unreadCount(trx, ownerId, otherId, clearedThrough),
    });
  }

  /** The member a dialog names, as the caller may see them: a 404 for nobody, the caller, an inactive member or one who blocked the caller. */
  private async member(viewer: Caller, hid: string): Promise<VisibleMember> {
    const member = await this.deps.members.one(viewer, hid, { blocked: 'flag' });
    if (!member || member.blockingViewer) throw ApiError.notFound('No such dialog');
    return member;
  }

  /** The members named by hid, the caller left out. */
  private async others(viewer: Caller, hids: readonly string[]): Promise<Array<{ id: number; hid: string }>> {
    const accounts = await this.deps.accounts.findManyByHids([...new Set(hids)]);
    return accounts.filter((account) => Number(account.id) !== viewer.id).map((account) => ({ id: Number(account.id), hid: account.hid }));
  }

  /** Each dialog's last message, by the other member's id, in one query. */
  private async lastMessages(rows: readonly DialogRow[]): Promise<Map<number, MessageRow>> {
    const ids = rows.map((row) => row.last_message_id).filter((id): id is number => id !== null).map(Number);
    const byId = new Map((await messagesRepo.byIds(this.deps.db, ids)).map((message) => [Number(message.id), message]));
    const lasts = new Map<number, MessageRow>();
    for (const row of rows) {
      const last = row.last_message_id === null ? undefined : byId.get(Number(row.last_message_id));
      if (last && last.deleted_at === null) lasts.set(Number(row.other_account_id), last);
    }
    return lasts;
  }
}

/** The one filter asked for (`filter.{name}=true`), `all` when none; two or more is a 400 (spec 2 §2: filters are exclusive). */
export function filterOf(query: DialogsQuery): DialogFilter {
  const chosen = (Object.keys(query) as Array<keyof DialogsQuery>).filter((key) => key.startsWith('filter.') && query[key] === 'true').map((key) => key.slice('filter.'.length) as DialogFilter);
  if (chosen.length > 1) throw ApiError.validation({ filter: FieldErrorKey.invalid }, 'One filter at a time');
  return chosen[0] ?? 'all';
}


import type { Kysely, Transaction } from 'kysely';
import {
  ABUSE_REASONS,
  FieldErrorKey,
  LIST_PHOTO_PRESET,
  SafetyFieldError,
  type AbuseReason,
  type AbuseSendBody,
  type AbuseSendResponse,
  type BlockedUsersQuery,
  type BlockedUsersResponse,
  type Language,
} from '@amora/contracts';
import { DAY, type Clock } from '../../platform/clock.ts';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import { ApiError } from '../../platform/errors.ts';
import type { EventOutbox } from '../../platform/events/outbox.ts';
import type { AccountRow, AccountsService } from '../accounts/index.ts';
import type { BlockPairs, BlockSlot, MemberViewer, MemberViews } from '../member-views/index.ts';
import { decodeBlocklistCursor, encodeBlocklistCursor } from './page-token.ts';
import { blocksRepo, holdsRepo, reportsRepo } from './repo.ts';
import { ABUSE_REASON_TITLES } from './texts.ts';

export interface SafetyDeps {
  db: Kysely<DatabaseSchema>;
  clock: Clock;
  events: EventOutbox;
  accounts: Pick<AccountsService, 'findManyByHids'>;
  /** Distinct reporters within a day that hide a member from discovery until reviewed (config `reportsToHide`). */
  reportsToHide: number;
}

/** The member the caller names by hid: anyone with an account, whatever its state (a deactivated member may be blocked). */
type Target = Pick<AccountRow, 'id' | 'hid'>;

/**
 * Blocks and abuse reports (DESIGN.md §14 "safety"). It fills the member-view pipeline's block
 * slot, so a block hides the two members from each other in every read that shows members
 * (discovery, lists, profiles as stubs, albums as 404s, presence), and it holds a member from
 * discovery once enough distinct members reported them within a day. Relations reacts to
 * `member.blocked` (pending likes and the match of the pair go); unblocking restores nothing but
 * the visibility.
 */
export class SafetyService implements BlockSlot {
  constructor(private readonly deps: SafetyDeps) {}

  /** The block slot: one query whatever the page (STYLE.md "Reads as a pipeline"). */
  async blocksBetween(viewerId: number, memberIds: readonly number[]): Promise<BlockPairs> {
    const pairs = { blockedByViewer: new Set<number>(), blockingViewer: new Set<number>(), heldForReview: new Set<number>() };
    if (memberIds.length === 0) return pairs;
    for (const row of await blocksRepo.pageFacts(this.deps.db, viewerId, memberIds)) {
      const id = Number(row.member_id);
      if (row.kind === 'blocked') pairs.blockedByViewer.add(id);
      else if (row.kind === 'blocking') pairs.blockingViewer.add(id);
      else pairs.heldForReview.add(id);
    }
    return pairs;
  }

  /**
   * Per member of the batch, everyone they blocked or who blocked them, in one query: realtime
   * announces nobody's presence to a member blocked either way (PresenceBlocks). `db` is the
   * caller's transaction when it reads inside one (an event subscriber).
   */
  async blockedWithAny(accountIds: readonly number[], db: Kysely<DatabaseSchema> | Transaction<DatabaseSchema> = this.deps.db): Promise<Map<number, Set<number>>> {
    const byMember = new Map<number, Set<number>>();
    if (accountIds.length === 0) return byMember;
    const wanted = new Set(accountIds);
    const add = (member: number, other: number) => {
      if (!wanted.has(member)) return;
      const set = byMember.get(member) ?? new Set<number>();
      set.add(other);
      byMember.set(member, set);
    };
    for (const row of await blocksRepo.involving(db, accountIds)) {
      const [blocker, blocked] = [Number(row.blocker_account_id), Number(row.blocked_account_id)];
      add(blocker, blocked);
      add(blocked, blocker);
    }
    return byMember;
  }

  /**
   * The viewer blocks the member (idempotent: blocking again changes nothing and emits nothing).
   * Oneself: 400; nobody by that hid: 404. A deactivated member may be blocked, so a return finds
   * the block in place. `member.blocked` goes out with the new block, in its transaction.
   */
  async block(viewer: Pick<AccountRow, 'id'>, hid: string, source: string | null): Promise<{ isBlocked: true }> {
    const target = await this.target(viewer, hid);
    const { events, clock } = this.deps;
    await events.transaction(async (trx) => {
      const added = await blocksRepo.add(trx, { blockerId: viewer.id, blockedId: target.id, source, at: clock.now() });
      if (added) await events.record(trx, { type: 'member.blocked', memberId: viewer.id, blockedId: target.id });
    });
    return { isBlocked: true };
  }

  /** Takes the viewer's block back (idempotent). The caller can only ever unblock their own blocks. */
  async unblock(viewer: Pick<AccountRow, 'id'>, hid: string): Promise<{ isBlocked: false }> {
    const target = await this.target(viewer, hid);
    const { events } = this.deps;
    await events.transaction(async (trx) => {
      const removed = await blocksRepo.remove(trx, viewer.id, target.id);
      if (removed) await events.record(trx, { type: 'member.unblocked', memberId: viewer.id, unblockedId: target.id });
    });
    return { isBlocked: false };
  }

  /**
   * The members the viewer blocked, newest block first, in keyset pages (spec 2 §7
   * `GET /v3/blockedUsers`). Each entry comes through the member-view pipeline with blocked
   * members kept (`blocked: 'flag'`); one no longer active (hidden, removed, banned) is left out
   * of the page, which may then come out short while the token goes on.
   */
  async blockedUsers(viewer: MemberViewer, query: BlockedUsersQuery, members: MemberViews, webp: boolean): Promise<BlockedUsersResponse> {
    const after = query.pageToken ? (decodeBlocklistCursor(query.pageToken) ?? null) : null;
    if (query.pageToken && !after) throw ApiError.validation({ pageToken: FieldErrorKey.invalid }, 'Not a blocklist page token');
    const rows = await blocksRepo.listPage(this.deps.db, viewer.id, after, query.pageSize + 1);
    const page = rows.slice(0, query.pageSize);
    const visible = await members.page(viewer, { ids: page.map((row) => row.blockedId) }, { blocked: 'flag' });
    const urls = members.photoUrls(webp);
    return {
      users: visible
        .filter((member) => member.blockedByViewer)
        .map((member) => ({
          userHashId: member.account.hid,
          name: member.profile.name,
          photoThumbnailUrl: member.avatar ? urls.preset(member.avatar, LIST_PHOTO_PRESET) : null,
          isBlocked: true,
        })),
      nextPageToken: rows.length > page.length ? encodeBlocklistCursor(page.at(-1)!) : '',
    };
  }

  /** The abuse reasons with their titles in the member's language (spec 2 §3, §7). */
  reasons(language: Language): AbuseReason[] {
    const titles = ABUSE_REASON_TITLES[language];
    return ABUSE_REASONS.map(({ id, key, isRequired, minLength, maxLength }) => ({ id, title: titles[key], isRequired, minLength, maxLength }));
  }

  /**
   * A report (spec 2 §7 `POST /rest/v2/user/abuse/send`): the reason must exist and the text
   * keep to its bounds (400 with the field errors otherwise); the reported member must exist and
   * not be the reporter. One open report per reporter and target: a second while the first is
   * open keeps the first as it was and answers `already_reported`. When the report makes
   * `reportsToHide` distinct reporters within a day, the member is held from discovery.
   */
  async report(reporter: Pick<AccountRow, 'id'>, body: AbuseSendBody): Promise<AbuseSendResponse['result']> {
    const reason = ABUSE_REASONS.find((candidate) => candidate.id === body.reason_id);
    if (!reason) throw ApiError.validation({ reason_id: SafetyFieldError.reasonInvalid }, 'No such abuse reason');
    const comment = checkedComment(reason, body.text ?? '');
    const target = await this.target(reporter, body.user_hid, 'user_hid');
    const { db, clock, reportsToHide } = this.deps;
    const now = clock.now();
    return db.transaction().execute(async (trx) => {
      const added = await reportsRepo.addOpen(trx, { reporterId: reporter.id, targetId: target.id, reasonId: reason.id, comment, context: body.context ?? null, at: now });
      if (!added) return { status: 'already_reported' as const };
      if ((await reportsRepo.openReportersSince(trx, target.id, now - DAY)) >= reportsToHide) await holdsRepo.hold(trx, target.id, now);
      return { status: 'received' as const };
    });
  }

  /** The member the caller names: 404 when nobody has the hid, 400 for the caller themself. */
  private async target(caller: Pick<AccountRow, 'id'>, hid: string, field = 'userHashId'): Promise<Target> {
    const [target] = await this.deps.accounts.findManyByHids([hid]);
    if (!target) throw ApiError.notFound('No such member');
    if (Number(target.id) === caller.id) throw ApiError.validation({ [field]: FieldErrorKey.invalid }, 'That is the caller themself');
    return { id: Number(target.id), hid: target.hid };
  }
}

/**
 * The report's text within its reason's bounds (spec 2 §5): trimmed; a reason that needs none
 * takes an empty text (stored as null) or one within the bounds.
 */
function checkedComment(reason: (typeof ABUSE_REASONS)[number], text: string): string | null {
  const comment = text.trim();
  const length = [...comment].length;
  if (length === 0) {
    if (reason.isRequired) throw ApiError.validation({ text: SafetyFieldError.textRequired }, 'This reason needs a comment');
    return null;
  }
  if (length < reason.minLength) throw ApiError.validation({ text: SafetyFieldError.textTooShort }, 'Comment too short for this reason');
  if (length > reason.maxLength) throw ApiError.validation({ text: SafetyFieldError.textTooLong }, 'Comment too long for this reason');
  return comment;
}

import type { Kysely } from 'kysely';
import {
  FieldErrorKey,
  LIST_PHOTO_PRESET,
  type FeedActivitiesQuery,
  type FeedActivitiesResponse,
  type FeedActivity,
  type FeedActivityType,
  FEED_ACTIVITY_TYPES,
} from '@amora/contracts';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import { ApiError } from '../../platform/errors.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import type { AccountsService } from '../accounts/index.ts';
import type { MemberPhotoUrls, MemberViewer, MemberViews, VisibleMember } from '../member-views/index.ts';
import { decodeFeedCursor, encodeFeedCursor } from './page-token.ts';
import { feedRepo, type FeedItemRow } from './repo.ts';

export interface FeedDeps {
  db: Kysely<DatabaseSchema>;
  members: Pick<MemberViews, 'page' | 'photoUrls'>;
  /** The `feed` frame to the member's sockets. */
  realtime: Pick<Realtime, 'toMember'>;
  /** The member as the viewer of their own feed, when only their id is known (a subscriber). */
  accounts: Pick<AccountsService, 'findById'>;
}

/**
 * The unread count looks at this many of the newest unread items through the member-view
 * pipeline (an item about a member the viewer may no longer see is not counted); any older
 * unread items beyond them are counted as they stand, so the count stays one cheap query deep.
 */
const UNREAD_CHECKED = 100;

/**
 * The activity feed (spec 2 §4 "Activity feed", §7; DESIGN.md §14 "feed"). Items are written by
 * the subscribers (subscribers.ts); every read shows the other member through the member-view
 * pipeline, so an item about a member blocked either way, hidden, removed or banned is left out.
 * Every call acts on the caller's own items only: an item hid of another member's feed matches
 * nothing, whatever the call.
 */
export class FeedService {
  constructor(private readonly deps: FeedDeps) {}

  /**
   * A page of the viewer's feed, newest first (`updateTime`). Items whose member the viewer may
   * not see are left out, so a page may come out short while the token goes on.
   */
  async activities(viewer: MemberViewer, query: FeedActivitiesQuery, webp: boolean): Promise<FeedActivitiesResponse> {
    const after = query.pageToken ? (decodeFeedCursor(query.pageToken) ?? null) : null;
    if (query.pageToken && !after) throw ApiError.validation({ pageToken: FieldErrorKey.invalid }, 'Not a feed page token');
    const rows = await feedRepo.page(this.deps.db, viewer.id, after, query.pageSize + 1);
    const page = rows.slice(0, query.pageSize);
    const visible = await this.visibleMembers(viewer, page);
    const urls = this.deps.members.photoUrls(webp);
    const activities = page.flatMap((row) => {
      const view = activityOf(row, visible, urls);
      return view ? [view] : [];
    });
    const last = page.at(-1);
    return { activities, nextPageToken: rows.length > page.length && last ? encodeFeedCursor({ updatedAt: Number(last.updated_at), hid: last.hid }) : '' };
  }

  /** How many items of the feed are unread (see UNREAD_CHECKED). */
  async unreadCount(viewer: MemberViewer): Promise<number> {
    const { db } = this.deps;
    const [newest, total] = await Promise.all([feedRepo.unread(db, viewer.id, UNREAD_CHECKED), feedRepo.countUnread(db, viewer.id)]);
    const visible = await this.visibleMembers(viewer, newest);
    const shown = newest.filter((row) => row.other_account_id === null || visible.has(Number(row.other_account_id))).length;
    return shown + Math.max(0, total - newest.length);
  }

  /** Resets the unread count: every item of the feed is read ("mark all read"). */
  async resetUnreadCount(viewer: MemberViewer): Promise<void> {
    if ((await feedRepo.markRead(this.deps.db, viewer.id, 'all')) > 0) await this.tell(viewer);
  }

  /** Marks the caller's items of `hids` read; hids of no item of theirs change nothing. */
  async markRead(viewer: MemberViewer, hids: readonly string[]): Promise<void> {
    if ((await feedRepo.markRead(this.deps.db, viewer.id, unique(hids))) > 0) await this.tell(viewer);
  }

  /** Deletes the caller's items of `hids`; hids of no item of theirs change nothing. */
  async remove(viewer: MemberViewer, hids: readonly string[]): Promise<void> {
    if ((await feedRepo.remove(this.deps.db, viewer.id, unique(hids))) > 0) await this.tell(viewer);
  }

  /**
   * Sends the member's sockets the unread count as it is now (the `feed` frame), after a write
   * that changed it has committed; read then, so the last frame out carries the last count
   * committed, whatever order two writes finish in. A member erased meanwhile gets nothing.
   */
  async pushUnreadCount(memberId: number): Promise<void> {
    const member = await this.deps.accounts.findById(memberId);
    if (member) await this.tell(member);
  }

  private async tell(viewer: MemberViewer): Promise<void> {
    await this.deps.realtime.toMember(viewer.id, { channel: 'rpc', type: 'feed', payload: { unreadCount: await this.unreadCount(viewer) } });
  }

  /** The members of the items the viewer may see, by account id: one pipeline call per page. */
  private async visibleMembers(viewer: MemberViewer, rows: ReadonlyArray<Pick<FeedItemRow, 'other_account_id'>>): Promise<Map<number, VisibleMember>> {
    const ids = unique(rows.flatMap((row) => (row.other_account_id === null ? [] : [Number(row.other_account_id)])));
    if (ids.length === 0) return new Map();
    const members = await this.deps.members.page(viewer, { ids });
    return new Map(members.map((member) => [Number(member.account.id), member]));
  }
}

const KNOWN_TYPES = new Set<string>(FEED_ACTIVITY_TYPES);

/** The contract view of one item, or undefined when its member is not for this viewer to see (or its kind is not known to this build). */
function activityOf(row: FeedItemRow, visible: ReadonlyMap<number, VisibleMember>, urls: MemberPhotoUrls): FeedActivity | undefined {
  if (!KNOWN_TYPES.has(row.kind)) return undefined;
  const member = row.other_account_id === null ? undefined : visible.get(Number(row.other_account_id));
  if (!member) return undefined;
  const type = row.kind as FeedActivityType;
  const photoUrl = member.avatar ? urls.preset(member.avatar, LIST_PHOTO_PRESET) : null;
  return {
    hid: row.hid,
    type,
    state: Number(row.is_read) === 1 ? 'read' : 'unread',
    templateText: type,
    createTime: new Date(Number(row.created_at)).toISOString(),
    updateTime: new Date(Number(row.updated_at)).toISOString(),
    details: {
      user: { hid: member.account.hid, name: member.profile.name, gender: member.profile.gender, photoUrl },
      photo: photoUrl ? { url: photoUrl } : null,
      purchase: null,
    },
  };
}

function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

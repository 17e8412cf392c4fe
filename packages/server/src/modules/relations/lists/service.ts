import type { Kysely } from 'kysely';
import { ListsCode, type ListEntry, type ListQuery, type ListTeasersQuery, type ListUserTeaser } from '@amora/contracts';
import type { Clock } from '../../../platform/clock.ts';
import type { DatabaseSchema } from '../../../platform/db/schema.ts';
import type { EventOutbox } from '../../../platform/events/outbox.ts';
import { ApiError } from '../../../platform/errors.ts';
import type { AccountsService } from '../../accounts/index.ts';
import { entitlementsOf } from '../../entitlements/index.ts';
import { listEntryOf, listUserTeaserOf, type MemberViewer, type MemberViews, type VisibleMember } from '../../member-views/index.ts';
import type { ListPageTokens } from './page-token.ts';
import { listsRepo, type ListCursor, type ListName } from './repo.ts';

export interface ListsDeps {
  db: Kysely<DatabaseSchema>;
  events: EventOutbox;
  clock: Clock;
  members: Pick<MemberViews, 'page' | 'photoUrls'>;
  accounts: Pick<AccountsService, 'findManyByHids'>;
  tokens: ListPageTokens;
}

/** Spec 3 §6: "Likes-me list … visitors … need premium plus or premium"; the others are everyone's. */
const PREMIUM_LISTS: ReadonlySet<ListName> = new Set(['likesYou', 'visitsYou']);
/** A page reads the list at most this often to fill itself when the pipeline leaves members out. */
const MAX_READS = 3;

/**
 * The people lists (spec 2 §3, §4, §7; DESIGN.md §14): each a page of the viewer's own rows of
 * the relations tables (repo.ts) through the member-view pipeline, which leaves out whoever the
 * viewer may not see (blocked either way, no longer active), then the list user card with the
 * viewer's `list_data`. Teasers are the same first page as the blurred card, with no hid.
 */
export class ListsService {
  constructor(private readonly deps: ListsDeps) {}

  /** A page of a full list; a 403 (code 124) for a premium list and a viewer without premium. */
  async page(viewer: MemberViewer, list: ListName, query: ListQuery, webp: boolean): Promise<{ entries: ListEntry[]; nextPageToken: string }> {
    if (PREMIUM_LISTS.has(list) && !entitlementsOf(viewer, this.deps.clock.now()).isPremium) {
      throw new ApiError(403, ListsCode.premiumRequired, 'This list is for premium members; the teasers are for everyone');
    }
    const after = query.pageToken ? this.deps.tokens.open(viewer.id, list, query.pageToken) : null;
    const { members, next } = await this.collect(viewer, list, after, query.pageSize);
    const urls = this.deps.members.photoUrls(webp);
    return { entries: members.map((member) => listEntryOf(member, urls)), nextPageToken: next ? this.deps.tokens.seal(viewer.id, list, next) : '' };
  }

  /** The first page of likes-me or visitors as teasers, for every member: no hid, no token. */
  async teasers(viewer: MemberViewer, list: 'likesYou' | 'visitsYou', query: ListTeasersQuery, webp: boolean): Promise<ListUserTeaser[]> {
    const { members } = await this.collect(viewer, list, null, query.pageSize);
    const urls = this.deps.members.photoUrls(webp);
    return members.map((member) => listUserTeaserOf(member, urls));
  }

  /**
   * `DELETE /v3/visitsYou/{id}`: takes the visitor off the caller's own visitors. Only the caller's
   * rows are ever touched (the path names the visitor, never whose list); a hid that is nobody,
   * the caller, or no visitor of the caller is a 404.
   */
  async deleteVisitor(viewer: MemberViewer, hid: string): Promise<void> {
    const [account] = await this.deps.accounts.findManyByHids([hid]);
    const visitorId = Number(account?.id);
    const removed =
      account !== undefined &&
      visitorId !== viewer.id &&
      (await this.deps.events.transaction(async (trx) => {
        if (!(await listsRepo.deleteVisitor(trx, viewer.id, visitorId))) return false;
        // The counters follow it (modules/counters): the visitor no longer counts for the viewer.
        await this.deps.events.record(trx, { type: 'visitor.removed', memberId: viewer.id, visitorId });
        return true;
      }));
    if (!removed) throw ApiError.notFound('No such visitor');
  }

  /**
   * Up to `pageSize` members of the list after `after` whom the viewer may see, and the cursor
   * after the last entry read (null at the end). The pipeline may leave members out; the page
   * then reads on (at most MAX_READS times), and may still come out short while a token follows.
   */
  private async collect(viewer: MemberViewer, list: ListName, after: ListCursor | null, pageSize: number): Promise<{ members: VisibleMember[]; next: ListCursor | null }> {
    const members: VisibleMember[] = [];
    let cursor = after;
    for (let reads = 0; reads < MAX_READS; reads++) {
      const need = pageSize - members.length;
      const rows = await listsRepo.page(this.deps.db, list, viewer.id, cursor, need + 1);
      const taken = rows.slice(0, need);
      members.push(...(await this.deps.members.page(viewer, { ids: taken.map((row) => row.memberId) })));
      if (rows.length <= need) return { members, next: null };
      cursor = taken.at(-1)!;
      if (members.length >= pageSize) break;
    }
    return { members, next: cursor };
  }
}

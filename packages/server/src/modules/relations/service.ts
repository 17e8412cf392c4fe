import type { Kysely, Transaction } from 'kysely';
import { LIKES_WINDOW_SECONDS, likesPushOf, RelationsCode, type InteractionMethod, type LikeSource } from '@amora/contracts';
import { DAY, SECOND, type Clock } from '../../platform/clock.ts';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import { ApiError } from '../../platform/errors.ts';
import type { EventOutbox } from '../../platform/events/outbox.ts';
import type { AccountsService } from '../accounts/index.ts';
import { entitlementsOf, type TierColumns } from '../entitlements/index.ts';
import type { Relationship, RelationshipSlot } from '../member-views/index.ts';
import type { PhotoFiles } from '../photos/index.ts';
import { likesLimitOf } from './likes-limit.ts';
import { favouritesRepo, followersOf, marksRepo, matchesRepo, pairOf, relationsWith, visitsRepo } from './repo.ts';

export interface RelationsDeps {
  db: Kysely<DatabaseSchema>;
  clock: Clock;
  events: EventOutbox;
  accounts: Pick<AccountsService, 'lock'>;
  photos: Pick<PhotoFiles, 'approvedPhotosOf'>;
}

/** The member who reacts: their id and tier columns (the likes limit and the undo read them). */
export type Reactor = { id: number } & TierColumns;

export interface ReactionInput {
  reactor: Reactor;
  targetId: number;
  source: LikeSource;
  interactionMethod?: InteractionMethod | null;
  trackingData?: string | null;
  /** The matches game takes no reaction from a member without an approved photo (spec 2 §4, §6). */
  requirePhoto: boolean;
}

export interface ReactionOutcome {
  isMatch: boolean;
  /** Likes left in the window; null without a limit. */
  likesLeft: number | null;
}

const WINDOW_MS = LIKES_WINDOW_SECONDS * SECOND;

/**
 * Relations between members (DESIGN.md §14): likes and passes (marks), matches, favourites and
 * visits, and what they mean for the lists, through the member-view pipeline's relationship slot.
 *
 * A like and its match are written in one transaction that holds both members' account rows
 * (the smaller id first, so two likes of one pair queue instead of deadlocking): the second of
 * two mutual likes racing each other waits for the first to commit and then sees it, and the
 * unique key on the ordered pair is the backstop that a pair is matched once. The same hold
 * serialises a member's own likes, so a burst cannot slip past the daily limit.
 */
export class RelationsService implements RelationshipSlot {
  constructor(private readonly deps: RelationsDeps) {}

  /**
   * Likes the target (idempotent: liking again answers the same and counts nothing). A like
   * replaces an earlier pass. Refused past the daily limit (429, code 121, retry-after when the
   * oldest like of the window leaves it) and, where asked, without an approved photo (403, 120).
   */
  async like(input: ReactionInput): Promise<ReactionOutcome> {
    const { reactor, targetId } = input;
    const now = this.deps.clock.now();
    const limit = likesLimitOf(entitlementsOf(reactor, now));
    const hasPhoto = await this.checkReactor(input);
    const { events } = this.deps;
    const outcome = await events.transaction(async (trx) => {
      await this.holdPair(trx, reactor.id, targetId);
      const earlier = await marksRepo.find(trx, reactor.id, targetId);
      const window = await marksRepo.likesSince(trx, reactor.id, now - WINDOW_MS);
      if (earlier?.kind === 'like') return { isMatch: await matchesRepo.exists(trx, reactor.id, targetId), likesLeft: left(limit, window.count) };
      if (limit !== null && window.count >= limit) throw limitReached(window.oldest ?? now, now);

      if (earlier) await marksRepo.remove(trx, earlier.id);
      await marksRepo.insert(trx, { ...markOf(input), kind: 'like', created_at: now });
      await events.record(trx, { type: 'member.liked', memberId: targetId, likerId: reactor.id });
      const count = window.count + 1;
      const push = likesPushOf(count, limit, hasPhoto);
      if (push) await events.record(trx, { type: 'likes.milestone', memberId: reactor.id, count, push });

      const likedBack = await marksRepo.find(trx, targetId, reactor.id);
      const isMatch = likedBack?.kind === 'like';
      if (isMatch && (await matchesRepo.create(trx, reactor.id, targetId, now))) {
        await events.record(trx, { type: 'match.created', memberId: reactor.id, otherId: targetId });
        await events.record(trx, { type: 'match.created', memberId: targetId, otherId: reactor.id });
      }
      return { isMatch, likesLeft: left(limit, count) };
    });
    return outcome;
  }

  /** Passes the target: remembered so the member is never dealt again. A pass never replaces a like. */
  async pass(input: ReactionInput): Promise<ReactionOutcome> {
    const { reactor, targetId } = input;
    const now = this.deps.clock.now();
    const limit = likesLimitOf(entitlementsOf(reactor, now));
    await this.checkReactor(input);
    const { events } = this.deps;
    return events.transaction(async (trx) => {
      await this.holdPair(trx, reactor.id, targetId);
      const earlier = await marksRepo.find(trx, reactor.id, targetId);
      if (!earlier) {
        await marksRepo.insert(trx, { ...markOf(input), kind: 'pass', created_at: now });
        // A pass answers a like the member had received: the likes-me and matches-game counts follow it.
        await events.record(trx, { type: 'member.passed', memberId: reactor.id, passedId: targetId });
      }
      const window = await marksRepo.likesSince(trx, reactor.id, now - WINDOW_MS);
      return { isMatch: earlier?.kind === 'like' && (await matchesRepo.exists(trx, reactor.id, targetId)), likesLeft: left(limit, window.count) };
    });
  }

  /**
   * Takes back the member's last reaction if it was a pass of the target (spec 2 §4 undo): the
   * member may be dealt again. Premium only (spec 3 §6, 403 code 122); anything else is a 409
   * (code 123): a later reaction, a like, or no pass of this member.
   */
  async reversePass(reactor: Reactor, targetId: number): Promise<void> {
    if (!entitlementsOf(reactor, this.deps.clock.now()).isPremium) {
      throw new ApiError(403, RelationsCode.reverseNeedsPremium, 'Undoing a pass is for premium members');
    }
    const { events } = this.deps;
    await events.transaction(async (trx) => {
      await this.holdPair(trx, reactor.id, targetId);
      const last = await marksRepo.last(trx, reactor.id);
      if (!last || last.kind !== 'pass' || Number(last.target_account_id) !== targetId) {
        throw new ApiError(409, RelationsCode.nothingToReverse, 'The last reaction is not a pass of this member');
      }
      await marksRepo.remove(trx, last.id);
      await events.record(trx, { type: 'pass.reversed', memberId: reactor.id, targetId });
    });
  }

  /** Likes left in the member's window now; null without a limit. */
  async likesLeft(reactor: Reactor): Promise<number | null> {
    const now = this.deps.clock.now();
    const limit = likesLimitOf(entitlementsOf(reactor, now));
    if (limit === null) return null;
    return left(limit, (await marksRepo.likesSince(this.deps.db, reactor.id, now - WINDOW_MS)).count);
  }

  /** Per member, the likes received since `since` and not answered yet (the deck's attention spread). */
  unansweredLikesOf(memberIds: readonly number[], since: number): Promise<Map<number, number>> {
    return marksRepo.unansweredLikes(this.deps.db, memberIds, since);
  }

  /**
   * Likes received by `memberIds` since `since` that they have not answered yet (neither liked
   * back nor passed), oldest first, at most `limit` (the demo population answers them).
   */
  likesAwaitingAnswer(memberIds: readonly number[], since: number, limit: number): Promise<Array<{ likerId: number; memberId: number; likedAt: number }>> {
    return marksRepo.awaitingAnswer(this.deps.db, memberIds, since, limit);
  }

  /** Whether the two members are matched; `db` is the caller's transaction when it reads inside one (an event subscriber). */
  areMatched(a: number, b: number, db: Kysely<DatabaseSchema> | Transaction<DatabaseSchema> = this.deps.db): Promise<boolean> {
    return matchesRepo.exists(db, a, b);
  }

  /** Who follows the member: everyone matched with them or holding them as a favourite (the user-online push's audience). */
  followersOf(memberId: number, db: Kysely<DatabaseSchema> | Transaction<DatabaseSchema> = this.deps.db): Promise<number[]> {
    return followersOf(db, memberId);
  }

  /** The member-view pipeline's relationship slot: the viewer's relations with a page, in one query. */
  async relationshipsOf(viewerId: number, memberIds: readonly number[]): Promise<ReadonlyMap<number, Relationship>> {
    const relationships = new Map<number, Relationship>();
    if (memberIds.length === 0) return relationships;
    for (const row of await relationsWith(this.deps.db, viewerId, memberIds)) {
      const id = Number(row.member_id);
      const relationship = relationships.get(id) ?? { likedMe: false, iLiked: false, isMatch: false, isMyFavorite: false, isThroughBoost: false };
      if (row.kind === 'liked') relationship.iLiked = true;
      else if (row.kind === 'likedMe') relationship.likedMe = true;
      else if (row.kind === 'match') relationship.isMatch = true;
      else relationship.isMyFavorite = true;
      relationships.set(id, relationship);
    }
    return relationships;
  }

  async favourite(viewerId: number, targetId: number): Promise<void> {
    await favouritesRepo.add(this.deps.db, viewerId, targetId, this.deps.clock.now());
  }

  async unfavourite(viewerId: number, targetId: number): Promise<void> {
    await favouritesRepo.remove(this.deps.db, viewerId, targetId);
  }

  /**
   * Records a visit once per visitor, visited member and UTC day on the clock (DESIGN.md §14),
   * and only then emits `member.visited`. Answers whether this call was the day's first.
   */
  async visit(visitorId: number, targetId: number, source: string | null): Promise<boolean> {
    const now = this.deps.clock.now();
    const { events } = this.deps;
    return events.transaction(async (trx) => {
      const first = await visitsRepo.record(trx, { accountId: visitorId, targetId, day: Math.floor(now / DAY), source, at: now });
      if (first) await events.record(trx, { type: 'member.visited', memberId: targetId, visitorId });
      return first;
    });
  }

  /** Whether the reactor has an approved photo: a 403 (code 120) where the reaction needs one and there is none; a 404 for oneself. */
  private async checkReactor(input: ReactionInput): Promise<boolean> {
    if (input.targetId === input.reactor.id) throw ApiError.notFound('No such member');
    const hasPhoto = (await this.deps.photos.approvedPhotosOf([input.reactor.id])).length > 0;
    if (input.requirePhoto && !hasPhoto) throw new ApiError(403, RelationsCode.photoRequired, 'Reacting in the matches game needs an approved photo');
    return hasPhoto;
  }

  /** Holds both members' rows until the transaction ends, the smaller id first; a 404 if either is gone. */
  private async holdPair(trx: Transaction<DatabaseSchema>, a: number, b: number): Promise<void> {
    const { low, high } = pairOf(a, b);
    if (!(await this.deps.accounts.lock(trx, low)) || !(await this.deps.accounts.lock(trx, high))) throw ApiError.notFound('No such member');
  }
}

/** The mark's columns from a reaction; the tracking data as the client sent it back (bounded by the contract). */
function markOf(input: ReactionInput) {
  return {
    account_id: input.reactor.id,
    target_account_id: input.targetId,
    source: input.source,
    interaction_method: input.interactionMethod ?? null,
    tracking_data: input.trackingData ?? null,
  };
}

function left(limit: number | null, used: number): number | null {
  return limit === null ? null : Math.max(0, limit - used);
}

/** 429 code 121 until the oldest like of the window leaves it. */
function limitReached(oldest: number, now: number): ApiError {
  const freeAt = oldest + WINDOW_MS;
  return ApiError.rateLimited(Math.max(1, Math.ceil((freeAt - now) / SECOND)), Math.ceil(freeAt / SECOND), RelationsCode.likesLimitReached);
}

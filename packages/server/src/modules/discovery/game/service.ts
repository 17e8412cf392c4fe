import type { Kysely } from 'kysely';
import {
  FieldErrorKey,
  PICK_UP_RADII_KILOMETERS,
  type MatchesHit,
  type MatchesReactionBody,
  type PickUpQuery,
  type PickUpResponse,
  type ReactionResponse,
  type ReverseResponse,
} from '@amora/contracts';
import { DAY, type Clock } from '../../../platform/clock.ts';
import type { DatabaseSchema } from '../../../platform/db/schema.ts';
import { ApiError } from '../../../platform/errors.ts';
import type { AccountsService } from '../../accounts/index.ts';
import { matchesHitOf, type MemberPhotoUrls, type MemberViewer, type MemberViews, type VisibleMember } from '../../member-views/index.ts';
import type { RelationsService } from '../../relations/index.ts';
import { ageOn, birthdaysOfAges, completenessOf, storedIds } from '../../users/index.ts';
import type { LocationService } from '../location/service.ts';
import type { OperationTokens } from './operation-token.ts';
import { decodeDeckCursor, encodeDeckCursor } from './page-token.ts';
import { RANKING, rankCandidates, sharedCount, type CandidateFacts } from './ranking.ts';
import { candidatePool, type PoolQuery } from './repo.ts';

export interface GameDeps {
  db: Kysely<DatabaseSchema>;
  clock: Clock;
  accounts: Pick<AccountsService, 'findProfile'>;
  locations: Pick<LocationService, 'centresOf'>;
  members: Pick<MemberViews, 'page' | 'one' | 'photoUrls'>;
  relations: Pick<RelationsService, 'like' | 'pass' | 'reversePass' | 'unansweredLikesOf'>;
  tokens: OperationTokens;
}

/** Candidates one step's pool is capped at before ranking: a few pages' worth, cheap to hydrate. */
const POOL_SIZE = 150;
/** A request re-reads a full pool at most this often before it moves on (members it may not see fill it). */
const MAX_POOL_READS = 8;

interface RankedMember extends CandidateFacts {
  member: VisibleMember;
}

/**
 * The matches game (spec 2 §2–§4, §7; DESIGN.md §14 "Pick-up"): a deck of members who would pick
 * each other, dealt a page at a time, each card with a signed operation token; likes and passes
 * go to the relations module, which keeps the marks, the limit and the matches.
 */
export class GameService {
  constructor(private readonly deps: GameDeps) {}

  /**
   * The next page of the deck. Each step's pool (repo.ts) goes through the member-view pipeline
   * (blocks either way and the viewer's other rules drop members there), is ranked (ranking.ts)
   * and dealt best first. When a step has nobody left the radius widens to the next
   * (PICK_UP_RADII_KILOMETERS, then anywhere); after the last, the token is empty.
   */
  async pickUp(viewer: MemberViewer, query: PickUpQuery, webp: boolean): Promise<PickUpResponse> {
    const cursor = query.pageToken ? decodeDeckCursor(query.pageToken) : { step: 0, dealt: [] };
    const now = this.deps.clock.now();
    const [profile, centres] = await Promise.all([this.deps.accounts.findProfile(viewer.id), this.deps.locations.centresOf([viewer.id])]);
    if (!profile) return { hits: [], nextPageToken: '' };
    const centre = centres.get(viewer.id) ?? null;
    // Without a location the deck is anywhere from the start.
    const radii: Array<number | null> = centre ? [...PICK_UP_RADII_KILOMETERS, null] : [null];
    const base: Omit<PoolQuery, 'radiusKm' | 'exclude'> = {
      viewerId: viewer.id,
      gender: profile.search_gender,
      birthdays: birthdaysOfAges(profile.search_age_from, profile.search_age_to, now),
      viewerGender: profile.gender,
      viewerAge: ageOn(profile.birthday, now),
      centre,
      limit: POOL_SIZE,
    };
    const interests = storedIds(profile.interests);

    const dealt = [...cursor.dealt];
    // Members passed over in this request (the pipeline's rules left them out): not asked for again.
    const passedOver: string[] = [];
    const page: Array<{ member: VisibleMember; step: number }> = [];
    let step = Math.min(cursor.step, radii.length - 1);
    for (let reads = 0; page.length < query.pageSize && step < radii.length && reads < MAX_POOL_READS; reads++) {
      const pool = await candidatePool(this.deps.db, { ...base, radiusKm: radii[step] ?? null, exclude: [...dealt, ...passedOver] });
      const visible = await this.deps.members.page(viewer, { ids: pool.map((entry) => entry.accountId) }, { discovery: true });
      const shown = new Set(visible.map((member) => member.account.id));
      for (const entry of pool) if (!shown.has(entry.accountId)) passedOver.push(entry.hid);
      const ranked = await this.rank(visible, interests, now);
      const taken = ranked.slice(0, query.pageSize - page.length);
      for (const { member } of taken) {
        page.push({ member, step });
        dealt.push(member.account.hid);
      }
      // A pool short of the cap held every candidate of the step: once dealt, the deck widens.
      if (taken.length === ranked.length && pool.length < POOL_SIZE) step += 1;
    }

    const urls = this.deps.members.photoUrls(webp);
    return {
      hits: page.map(({ member, step: at }, i) => this.hitOf(viewer, member, urls, `s${at}.r${i}`)),
      nextPageToken: step < radii.length ? encodeDeckCursor({ step, dealt }) : '',
    };
  }

  /** Likes the card's member: a match when they liked the viewer (relations makes it once). */
  async like(viewer: MemberViewer, token: string, body: MatchesReactionBody | null | undefined): Promise<ReactionResponse> {
    const target = await this.targetOf(viewer, token);
    return this.deps.relations.like({ ...this.reactionOf(viewer, target, body), requirePhoto: true });
  }

  /** Passes the card's member: never dealt again, unless a premium viewer takes the pass back at once. */
  async pass(viewer: MemberViewer, token: string, body: MatchesReactionBody | null | undefined): Promise<ReactionResponse> {
    const target = await this.targetOf(viewer, token);
    return this.deps.relations.pass({ ...this.reactionOf(viewer, target, body), requirePhoto: true });
  }

  /** Takes back the viewer's last pass (premium, spec 3 §6) and deals the card again with a fresh token. */
  async reverse(viewer: MemberViewer, token: string, webp: boolean): Promise<ReverseResponse> {
    const target = await this.targetOf(viewer, token);
    await this.deps.relations.reversePass(viewer, target.account.id);
    return { hit: this.hitOf(viewer, target, this.deps.members.photoUrls(webp), null) };
  }

  /** The deck order of the visible members of a pool (ranking.ts), with the likes waiting for each. */
  private async rank(visible: readonly VisibleMember[], interests: readonly number[], now: number): Promise<RankedMember[]> {
    const unanswered = await this.deps.relations.unansweredLikesOf(
      visible.map((member) => member.account.id),
      now - RANKING.unansweredDays * DAY,
    );
    return rankCandidates(
      visible.map((member) => ({
        member,
        hid: member.account.hid,
        likedViewer: member.relationship.likedMe,
        km: member.distanceKm,
        onlineAgoHours: member.presence.onlineAgoHours,
        completeness: completenessOf({ account: member.account, profile: member.profile, hasAvatar: member.avatar !== null }).total.percentage,
        sharedInterests: sharedCount(interests, storedIds(member.profile.interests)),
        unansweredLikes: unanswered.get(member.account.id) ?? 0,
      })),
    );
  }

  private hitOf(viewer: MemberViewer, member: VisibleMember, urls: MemberPhotoUrls, trackingData: string | null): MatchesHit {
    return matchesHitOf(member, urls, { operationToken: this.deps.tokens.sign(viewer.id, member.account.hid), trackingData });
  }

  /** The member a card's token names, for this viewer and while the viewer may still see them. */
  private async targetOf(viewer: MemberViewer, token: string): Promise<VisibleMember> {
    const hid = this.deps.tokens.targetOf(viewer.id, token);
    if (!hid) throw ApiError.validation({ token: FieldErrorKey.invalid }, 'Not a card of this member’s deck');
    const member = await this.deps.members.one(viewer, hid);
    if (!member) throw ApiError.notFound('No such member');
    return member;
  }

  private reactionOf(viewer: MemberViewer, target: VisibleMember, body: MatchesReactionBody | null | undefined) {
    return {
      reactor: viewer,
      targetId: target.account.id,
      source: 'game' as const,
      interactionMethod: body?.interactionMethod ?? null,
      trackingData: body?.trackingData ?? null,
    };
  }
}

import { brandById, type LikeSource } from '@amora/contracts';
import { HOUR, MINUTE, SECOND } from '../../platform/clock.ts';
import { ApiError } from '../../platform/errors.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import { AccountStatus, memberLanguage, type AccountRow, type AccountsService, type ProfileRow } from '../accounts/index.ts';
import type { MemberViews } from '../member-views/index.ts';
import type { MessengerService } from '../messenger/index.ts';
import type { PhotoFiles } from '../photos/index.ts';
import type { RelationsService } from '../relations/index.ts';
import { ageOn } from '../users/index.ts';
import { draw, isOnlineAt, within } from './draws.ts';
import type { DemoPopulationRates } from './rates.ts';
import { DEMO_REPLIES } from './replies.ts';

/** A seeded member the population acts for. */
export interface RosterMember {
  id: number;
  hid: string;
}

/**
 * Who the population is: the seeded demo members (src/seed knows them), at most `size` of them,
 * active. Never the demo account, never a member who signed up: the population acts for nobody else.
 */
export interface DemoRoster {
  load(size: number): Promise<RosterMember[]>;
}

export interface DemoPopulationDeps {
  accounts: Pick<AccountsService, 'findManyByIds' | 'findProfile' | 'newest' | 'touchOnline'>;
  members: Pick<MemberViews, 'page'>;
  photos: Pick<PhotoFiles, 'approvedPhotosOf'>;
  relations: Pick<RelationsService, 'like' | 'likesAwaitingAnswer'>;
  messenger: Pick<MessengerService, 'send' | 'firstWordsAwaitingReply'>;
  realtime: Pick<Realtime, 'presence'>;
  roster: DemoRoster;
  rates: DemoPopulationRates;
}

/** What one tick did, for the job's log and for tests. */
export interface TickOutcome {
  likes: number;
  replies: number;
  cameOnline: number;
  wentOffline: number;
}

/** The roster is read again this often (on the clock): members seeded or hidden meanwhile join or leave it. */
const ROSTER_TTL = 10 * MINUTE;
/** A like waiting longer than its drawn delay plus this (the server was down) is left unanswered. */
const LATE_GRACE = HOUR;
/** Likes read per query; the newest sign-ups looked at per tick. */
const BATCH = 500;
const NEWEST = 200;

/** One admirer's like of a newcomer: who, and from when. */
interface Admiration {
  demoId: number;
  at: number;
  done: boolean;
}

/**
 * The living demo population (issue 16 point 8, DESIGN.md §9): on each `tick(now)` of the clock,
 * seeded members do what members do, at the rates of config/demo-population.json —
 * - answer the likes they received with a like back, some of them, within minutes;
 * - like members who just joined and have a photo, a few each, among those who would meet them in
 *   the matches game (near them, and each accepted by the other's search settings);
 * - answer a match's first words with a short reply in the writer's language, after a human delay;
 * - come online and go offline in sessions.
 *
 * Every act goes through the service a member's own would: a like through the relations service
 * (daily limit, the match made once, `member.liked` and `match.created` with their pushes), a
 * reply through the messenger's sender (exactly once by its request id, blocks, pushes),
 * after the member-view pipeline says the demo member may see the other (active, not blocked
 * either way) and the search settings of both accept each other; presence through the accounts
 * service and the realtime bus, as a socket's heartbeat and its coming and going do. Each
 * decision is drawn from the members' ids (draws.ts), so a run is repeatable and a restart does
 * not act twice: a like given is never given again.
 */
export class DemoPopulation {
  private roster: { members: RosterMember[]; byId: Map<number, RosterMember>; loadedAt: number } | null = null;
  /** Per newcomer, the admirers drawn once they could be met (they have a photo). */
  private readonly plans = new Map<number, Admiration[]>();
  private lastPresenceAt: number | null = null;
  private running: Promise<unknown> = Promise.resolve();

  constructor(private readonly deps: DemoPopulationDeps) {}

  /** One step at `now`; ticks run one at a time, in the order they were asked for. */
  tick(now: number): Promise<TickOutcome> {
    const run = this.running.then(() => this.step(now));
    this.running = run.catch(() => undefined);
    return run;
  }

  private async step(now: number): Promise<TickOutcome> {
    const roster = await this.rosterAt(now);
    const likes = (await this.likeBack(now, roster.byId)) + (await this.admireNewcomers(now, roster.byId));
    const replies = await this.answerFirstWords(now, roster.byId);
    const { cameOnline, wentOffline } = await this.movePresence(now, roster.members);
    return { likes, replies, cameOnline, wentOffline };
  }

  private async rosterAt(now: number): Promise<NonNullable<DemoPopulation['roster']>> {
    if (!this.roster || now - this.roster.loadedAt >= ROSTER_TTL || now < this.roster.loadedAt) {
      const members = await this.deps.roster.load(this.deps.rates.rosterSize);
      this.roster = { members, byId: new Map(members.map((member) => [member.id, member])), loadedAt: now };
    }
    return this.roster;
  }

  /** Likes received by seeded members whose drawn answer is yes and whose drawn delay has passed. */
  private async likeBack(now: number, roster: ReadonlyMap<number, RosterMember>): Promise<number> {
    const { chance, afterSeconds } = this.deps.rates.likeBack;
    if (chance === 0) return 0;
    const since = now - afterSeconds[1] * SECOND - LATE_GRACE;
    const ids = [...roster.keys()];
    let liked = 0;
    for (let i = 0; i < ids.length; i += BATCH) {
      for (const like of await this.deps.relations.likesAwaitingAnswer(ids.slice(i, i + BATCH), since, BATCH)) {
        if (roster.has(like.likerId) || draw('like-back', like.memberId, like.likerId) >= chance) continue;
        const due = like.likedAt + Math.round(within(afterSeconds, draw('like-back-after', like.memberId, like.likerId)) * SECOND);
        // From the likes-you list or the liker's profile: the liker needs no photo there.
        if (due <= now && (await this.likeAs(like.memberId, like.likerId, 'profile', now))) liked += 1;
      }
    }
    return liked;
  }

  /** First words to seeded members whose drawn answer is yes and whose drawn delay has passed. */
  private async answerFirstWords(now: number, roster: ReadonlyMap<number, RosterMember>): Promise<number> {
    const { chance, afterSeconds } = this.deps.rates.replies;
    if (chance === 0) return 0;
    const since = now - afterSeconds[1] * SECOND - LATE_GRACE;
    const ids = [...roster.keys()];
    let replied = 0;
    for (let i = 0; i < ids.length; i += BATCH) {
      for (const words of await this.deps.messenger.firstWordsAwaitingReply(ids.slice(i, i + BATCH), since, BATCH)) {
        if (roster.has(words.senderId) || draw('reply', words.receiverId, words.senderId) >= chance) continue;
        const due = words.at + Math.round(within(afterSeconds, draw('reply-after', words.receiverId, words.senderId)) * SECOND);
        if (due <= now && (await this.replyAs(words.receiverId, words.senderId, now))) replied += 1;
      }
    }
    return replied;
  }

  /**
   * The seeded member answers a match who wrote first, as they would themselves: only while active,
   * only a member they may see (active, not blocked either way) and are matched with. The request
   * id names the pair, so the answer is sent once however often a tick looks (restarts included).
   */
  private async replyAs(demoId: number, writerId: number, now: number): Promise<boolean> {
    const [demo] = await this.deps.accounts.findManyByIds([demoId]);
    if (!demo || demo.ok !== AccountStatus.active) return false;
    const [writer] = await this.deps.members.page(demo, { ids: [writerId] });
    const brand = writer && brandById(writer.account.brand_id);
    if (!writer || !brand || !writer.relationship.isMatch) return false;
    const replies = DEMO_REPLIES[memberLanguage(writer.account.language, brand)];
    const text = replies[Math.floor(draw('reply-text', demoId, writerId) * replies.length)]!;
    try {
      await this.deps.messenger.send(demo, writer.account.hid, { type: 'text', textMessageBody: { text }, requestId: `demo-reply:${writer.account.hid}` });
    } catch (error) {
      if (error instanceof ApiError) return false;
      throw error;
    }
    await this.deps.accounts.touchOnline([demoId], now);
    return true;
  }

  /** Newcomers with a photo get their admirers' likes, each at its drawn time after the photo was there. */
  private async admireNewcomers(now: number, roster: ReadonlyMap<number, RosterMember>): Promise<number> {
    const { withinHours, admirers } = this.deps.rates.newcomers;
    const since = now - withinHours * HOUR;
    const newcomers = admirers === 0 ? [] : (await this.deps.accounts.newest(NEWEST)).filter((account) => account.ok === AccountStatus.active && account.registered_at >= since && !roster.has(Number(account.id)));
    const current = new Set(newcomers.map((account) => Number(account.id)));
    for (const id of this.plans.keys()) if (!current.has(id)) this.plans.delete(id);
    let liked = 0;
    for (const newcomer of newcomers) {
      const id = Number(newcomer.id);
      const plan = this.plans.get(id) ?? (await this.planFor(newcomer, roster, now));
      if (!plan) continue;
      this.plans.set(id, plan);
      for (const admiration of plan) {
        if (admiration.done || admiration.at > now) continue;
        admiration.done = true;
        if (await this.likeAs(admiration.demoId, id, 'game', now)) liked += 1;
      }
    }
    return liked;
  }

  /**
   * The newcomer's admirers, drawn once they have an approved photo (before, no deck deals them):
   * seeded members the newcomer may see (active, not blocked either way) with an approved photo,
   * within the radius (anywhere when either has no location), each accepting the other by their
   * search settings; of those whose draw passes the chance, the lowest draws, as many as the rate.
   */
  private async planFor(newcomer: AccountRow, roster: ReadonlyMap<number, RosterMember>, now: number): Promise<Admiration[] | null> {
    const id = Number(newcomer.id);
    const [photos, profile] = await Promise.all([this.deps.photos.approvedPhotosOf([id]), this.deps.accounts.findProfile(id)]);
    if (!profile || !photos.some((photo) => photo.is_avatar === 1)) return null;
    const { chance, admirers, radiusKm, afterSeconds } = this.deps.rates.newcomers;
    const age = ageOn(profile.birthday, now);
    const candidates = roster.size === 0 ? [] : await this.deps.members.page(newcomer, { ids: [...roster.keys()] });
    return candidates
      .filter((member) => member.avatar && (member.distanceKm === null || member.distanceKm <= radiusKm) && acceptEachOther(member.profile, member.age, profile, age))
      .map((member) => ({ demoId: member.account.id, roll: draw('admire', member.account.id, id) }))
      .filter(({ roll }) => roll < chance)
      .sort((a, b) => a.roll - b.roll || a.demoId - b.demoId)
      .slice(0, admirers)
      .map(({ demoId }) => ({ demoId, at: now + Math.round(within(afterSeconds, draw('admire-after', demoId, id)) * SECOND), done: false }));
  }

  /**
   * The seeded member likes the other as they would themselves: only while active, only a member
   * they may see (the pipeline: active, not blocked either way) and have not liked yet, met in the
   * game only with a photo, and only when each one's search settings accept the other. The
   * relations service then applies the daily limit and makes the match; a refusal of its own
   * (the limit, a photo the game asks of the liker) is no like. Liking, the member is online.
   */
  private async likeAs(demoId: number, targetId: number, source: Extract<LikeSource, 'game' | 'profile'>, now: number): Promise<boolean> {
    const [demo] = await this.deps.accounts.findManyByIds([demoId]);
    if (!demo || demo.ok !== AccountStatus.active) return false;
    const [target] = await this.deps.members.page(demo, { ids: [targetId] });
    if (!target || target.relationship.iLiked || (source === 'game' && !target.avatar)) return false;
    const profile = await this.deps.accounts.findProfile(demoId);
    if (!profile || !acceptEachOther(profile, ageOn(profile.birthday, now), target.profile, target.age)) return false;
    try {
      await this.deps.relations.like({ reactor: demo, targetId, source, requirePhoto: source === 'game' });
    } catch (error) {
      if (error instanceof ApiError) return false;
      throw error;
    }
    await this.deps.accounts.touchOnline([demoId], now);
    return true;
  }

  /**
   * Sessions of the roster at `now` (draws.ts): a member in one is seen online (as a socket's
   * heartbeat keeps a member), and a session's start and end go on the online channel as a
   * socket's coming and going do. The first tick announces those already in a session.
   */
  private async movePresence(now: number, roster: readonly RosterMember[]): Promise<{ cameOnline: number; wentOffline: number }> {
    const rates = this.deps.rates.presence;
    const before = this.lastPresenceAt;
    this.lastPresenceAt = now;
    if (rates.chance === 0) return { cameOnline: 0, wentOffline: 0 };
    const online = roster.filter((member) => isOnlineAt(rates, member.id, now));
    const wasOnline = (member: RosterMember) => before !== null && isOnlineAt(rates, member.id, before);
    const statuses = await this.deps.accounts.touchOnline(
      online.map((member) => member.id),
      now,
    );
    const came = online.filter((member) => !wasOnline(member) && statuses.get(member.id) === AccountStatus.active);
    const onlineIds = new Set(online.map((member) => member.id));
    const went = roster.filter((member) => wasOnline(member) && !onlineIds.has(member.id));
    for (const member of came) await this.deps.realtime.presence({ accountId: member.id, hid: member.hid, online: true });
    for (const member of went) await this.deps.realtime.presence({ accountId: member.id, hid: member.hid, online: false });
    return { cameOnline: came.length, wentOffline: went.length };
  }
}

/** Each searches for the other: gender and age range, both ways (as the matches game deals). */
function acceptEachOther(a: ProfileRow, aAge: number, b: ProfileRow, bAge: number): boolean {
  const accepts = (by: ProfileRow, gender: string, age: number) => by.search_gender === gender && age >= by.search_age_from && age <= by.search_age_to;
  return accepts(a, b.gender, bAge) && accepts(b, a.gender, aAge);
}

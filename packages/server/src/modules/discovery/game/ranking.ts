/**
 * The order of the deck (DESIGN.md §14 "Pick-up"), a pure function of what is known of each
 * candidate, so it is tested on its own (ranking.test.ts) and the same everywhere.
 *
 * 1. Members who already liked the viewer come first, whatever else: a like of theirs turns into
 *    a match at the viewer's first like, which is what the game is for.
 * 2. Then, within each group, a blend of four signals, each scaled to 0–1:
 *    - distance: 1 / (1 + km / 25) — next door 1, 25 km ½, 100 km ⅕; unknown 0;
 *    - recent activity: online now 1, halving with every day since last seen; never seen 0;
 *    - profile completeness: the checklist's total (users/completeness.ts) over 100;
 *    - shared interests: the number shared, counted up to 5;
 *    weighted 0.35, 0.30, 0.15 and 0.20.
 * 3. Attention spread: the blend is divided by 1 + u / 20, where u is the likes the candidate has
 *    received and not answered in the last two weeks, so a member with 20 waiting likes counts
 *    half and the most-liked members do not fill every deck (Hinge's "most compatible" and
 *    Tinder's move away from a single desirability score share this lesson).
 * 4. Ties by hid, so the order is the same on every call.
 */
export const RANKING = {
  weights: { distance: 0.35, activity: 0.3, completeness: 0.15, interests: 0.2 },
  /** km at which the distance signal is ½. */
  distanceHalfKm: 25,
  /** Hours in which the activity signal halves. */
  activityHalfLifeHours: 24,
  /** Shared interests beyond this many count no more. */
  interestsCap: 5,
  /** Unanswered likes that halve a candidate's blend. */
  unansweredHalf: 20,
  /** How far back unanswered likes count, in days. */
  unansweredDays: 14,
} as const;

/** What the ranking knows of one candidate. */
export interface CandidateFacts {
  hid: string;
  /** The candidate liked the viewer. */
  likedViewer: boolean;
  /** Whole km between the two cell centres; null when either location is unknown. */
  km: number | null;
  /** Whole hours since last seen: 0 while online, null if never seen. */
  onlineAgoHours: number | null;
  /** The profile checklist's total, 0–100. */
  completeness: number;
  /** Interests the candidate shares with the viewer. */
  sharedInterests: number;
  /** Likes the candidate received in the last RANKING.unansweredDays and has not answered. */
  unansweredLikes: number;
}

/** The candidate's blend of distance, activity, completeness and shared interests, damped by the likes waiting for them. */
export function scoreOf(candidate: CandidateFacts): number {
  const { weights } = RANKING;
  const distance = candidate.km === null ? 0 : 1 / (1 + candidate.km / RANKING.distanceHalfKm);
  const activity = candidate.onlineAgoHours === null ? 0 : 2 ** (-candidate.onlineAgoHours / RANKING.activityHalfLifeHours);
  const completeness = Math.min(100, Math.max(0, candidate.completeness)) / 100;
  const interests = Math.min(candidate.sharedInterests, RANKING.interestsCap) / RANKING.interestsCap;
  const blend = weights.distance * distance + weights.activity * activity + weights.completeness * completeness + weights.interests * interests;
  return blend / (1 + candidate.unansweredLikes / RANKING.unansweredHalf);
}

/** The candidates in deck order: likers of the viewer first, then by score, then by hid. */
export function rankCandidates<T extends CandidateFacts>(candidates: readonly T[]): T[] {
  const scored = candidates.map((candidate) => ({ candidate, score: scoreOf(candidate) }));
  scored.sort(
    (a, b) =>
      Number(b.candidate.likedViewer) - Number(a.candidate.likedViewer) ||
      b.score - a.score ||
      (a.candidate.hid < b.candidate.hid ? -1 : a.candidate.hid > b.candidate.hid ? 1 : 0),
  );
  return scored.map(({ candidate }) => candidate);
}

/** How many ids two interest lists share. */
export function sharedCount(a: readonly number[], b: readonly number[]): number {
  const mine = new Set(a);
  return new Set(b.filter((id) => mine.has(id))).size;
}

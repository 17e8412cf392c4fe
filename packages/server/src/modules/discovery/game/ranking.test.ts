import { describe, expect, it } from 'vitest';
import { RANKING, rankCandidates, scoreOf, sharedCount, type CandidateFacts } from './ranking.ts';

/** An ordinary candidate: 10 km, seen 2 hours ago, half complete, one shared interest, nobody waiting. */
const base: CandidateFacts = { hid: 'm', likedViewer: false, km: 10, onlineAgoHours: 2, completeness: 50, sharedInterests: 1, unansweredLikes: 0 };
const candidate = (hid: string, facts: Partial<CandidateFacts> = {}): CandidateFacts => ({ ...base, hid, ...facts });
const order = (...candidates: CandidateFacts[]) => rankCandidates(candidates).map((c) => c.hid);

describe('the deck order (DESIGN.md §14 "Pick-up")', () => {
  it('puts members who liked the viewer first, even the farthest, least active and least complete', () => {
    const liker = candidate('liker', { likedViewer: true, km: 900, onlineAgoHours: null, completeness: 0, sharedInterests: 0, unansweredLikes: 500 });
    const best = candidate('best', { km: 1, onlineAgoHours: 0, completeness: 100, sharedInterests: 9 });
    expect(order(best, liker)).toEqual(['liker', 'best']);
    // Among likers the blend decides.
    expect(order(liker, candidate('nearLiker', { likedViewer: true, km: 2 }), best)).toEqual(['nearLiker', 'liker', 'best']);
  });

  it.each([
    ['nearer', { km: 3 }, { km: 40 }],
    ['more recently active', { onlineAgoHours: 0 }, { onlineAgoHours: 72 }],
    ['more complete', { completeness: 90 }, { completeness: 20 }],
    ['sharing more interests', { sharedInterests: 4 }, { sharedInterests: 0 }],
    ['with fewer likes waiting', { unansweredLikes: 0 }, { unansweredLikes: 30 }],
    ['located rather than unknown', { km: 800 }, { km: null }],
    ['ever seen rather than never', { onlineAgoHours: 24 * 30 }, { onlineAgoHours: null }],
  ] as const)('ranks the %s candidate higher, all else equal', (_case, better, worse) => {
    // Named so the tie-break (hid order) would put the worse one first.
    expect(order(candidate('b-worse', worse), candidate('z-better', better))).toEqual(['z-better', 'b-worse']);
  });

  it('scales each signal as documented', () => {
    const only = (facts: Partial<CandidateFacts>) => scoreOf({ ...candidate('x'), km: null, onlineAgoHours: null, completeness: 0, sharedInterests: 0, ...facts });
    expect(only({})).toBe(0);
    expect(only({ km: 0 })).toBeCloseTo(RANKING.weights.distance);
    expect(only({ km: RANKING.distanceHalfKm })).toBeCloseTo(RANKING.weights.distance / 2);
    expect(only({ onlineAgoHours: 0 })).toBeCloseTo(RANKING.weights.activity);
    expect(only({ onlineAgoHours: 24 })).toBeCloseTo(RANKING.weights.activity / 2);
    expect(only({ completeness: 100 })).toBeCloseTo(RANKING.weights.completeness);
    expect(only({ sharedInterests: 5 })).toBeCloseTo(RANKING.weights.interests);
    // Shared interests count up to 5.
    expect(only({ sharedInterests: 12 })).toBeCloseTo(only({ sharedInterests: 5 }));
    // 20 unanswered likes halve the blend.
    expect(only({ km: 0, unansweredLikes: RANKING.unansweredHalf })).toBeCloseTo(RANKING.weights.distance / 2);
  });

  it('spreads attention: a far more liked member falls behind a slightly weaker one nobody is waiting for', () => {
    const popular = candidate('popular', { km: 2, onlineAgoHours: 0, completeness: 100, unansweredLikes: 60 });
    const overlooked = candidate('overlooked', { km: 8, onlineAgoHours: 5, completeness: 70 });
    expect(order(popular, overlooked)).toEqual(['overlooked', 'popular']);
  });

  it('orders equals by hid, the same on every call', () => {
    const equals = ['q', 'c', 'x', 'a'].map((hid) => candidate(hid));
    expect(order(...equals)).toEqual(['a', 'c', 'q', 'x']);
    expect(order(...equals.reverse())).toEqual(['a', 'c', 'q', 'x']);
  });

  it('counts shared interests once each', () => {
    expect(sharedCount([1, 2, 3, 3], [3, 3, 4, 1])).toBe(2);
    expect(sharedCount([], [1])).toBe(0);
  });
});

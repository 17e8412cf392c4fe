import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { DAY } from '../platform/clock.ts';
import { pointFrom } from '../modules/discovery/discovery.fixture.ts';
import { manOf, womanOf, type Cohort } from '../modules/discovery/game/game.fixture.ts';
import type { RenditionFiles } from '../modules/photos/index.ts';
import { SafetyOperator } from '../modules/safety/index.ts';
import type { SeededAccount, SeededMember } from '../testing/seed.ts';
import type { TestApp } from '../testing/test-app.ts';

/**
 * Pairs of members for the privacy matrices (DESIGN.md §6 "may THIS user see THIS"), built
 * through the product's own calls: A a woman, B a man of one cohort, both premium (so every list
 * is open to them), each with an approved photo, 2 km apart and in each other's search.
 */
export interface Pair {
  a: SeededMember;
  b: SeededMember;
}

export const OSLO = { latitude: 59.9139, longitude: 10.7522 };

/** Age bands no other pair of the file uses, so a deck, search or nearby page holds only its own cohort. */
export function cohorts(first = 20): () => Cohort {
  let next = first;
  return () => {
    const women = next;
    next += 5;
    return { women, men: women + 2 };
  };
}

/** A and B of a fresh cohort, in Oslo and 2 km east of her, who have never met. */
export async function strangers(t: TestApp, files: RenditionFiles, band: Cohort): Promise<Pair> {
  const premium = { premium_until: t.clock.now() + 365 * DAY };
  const a = await womanOf(t, files, band, { at: OSLO, photos: 1, account: premium });
  const b = await manOf(t, files, band, { at: pointFrom(OSLO, 90, 2), account: premium });
  return { a, b };
}

/** `t.request` that fails the test on a 500, whatever else the caller expects (DESIGN.md §11). */
export async function call(t: TestApp, options: InjectOptions): Promise<LightMyRequestResponse> {
  const res = await t.request(options);
  expect(res.statusCode, `${options.method} ${options.url}: ${res.body}`).toBeLessThan(500);
  return res;
}

/** `POST /v3/users/{hid}:{action}`: block, unblock, favorite, unfavorite, visit. */
export function memberAction(t: TestApp, actor: SeededMember, hid: string, action: 'block' | 'unblock' | 'favorite' | 'unfavorite' | 'visit'): Promise<LightMyRequestResponse> {
  return call(t, { method: 'POST', url: `/v3/users/${hid}:${action}`, headers: actor.headers });
}

/** A like from the member's profile (`POST /apis/relations/v1/users/me/likes`). */
function likeFromProfile(t: TestApp, actor: SeededMember, hid: string): Promise<LightMyRequestResponse> {
  return call(t, { method: 'POST', url: '/apis/relations/v1/users/me/likes?context=profile', headers: actor.headers, payload: { contact_hid: hid } });
}

/** The pair meets: each likes (a match), visits and favourites the other. */
export async function acquaint(t: TestApp, { a, b }: Pair): Promise<void> {
  for (const [actor, other] of [
    [a, b],
    [b, a],
  ] as const) {
    expect((await likeFromProfile(t, actor, other.account.hid)).statusCode).toBe(200);
    expect((await memberAction(t, actor, other.account.hid, 'visit')).statusCode).toBe(200);
    expect((await memberAction(t, actor, other.account.hid, 'favorite')).statusCode).toBe(200);
  }
}

/**
 * The member hides their profile as the product lets them: a paying member's deactivation
 * hides (DESIGN.md §13, `ok` 0) and ends every session.
 */
export async function hideProfile(t: TestApp, member: SeededMember): Promise<void> {
  const reasons = await call(t, { method: 'GET', url: '/rest/v2/user/settings/account/deactivate/reasons?timestamp=1', headers: member.headers });
  const [reason] = (reasons.json() as { result: { reasons: Array<{ id: number }> } }).result.reasons;
  const res = await call(t, { method: 'POST', url: '/rest/v2/user/settings/account/deactivate', headers: member.headers, payload: { reason_id: reason!.id, password: member.password } });
  expect(res.json(), res.body).toEqual({ result: { ok: 0 } });
}

/** The operator bans the member (`npm run moderate -- ban <hid>`). */
export async function ban(t: TestApp, member: SeededAccount): Promise<void> {
  const operator = new SafetyOperator({ platform: t.app.platform, accounts: t.app.services.accounts });
  expect(await operator.ban(member.account.hid)).toEqual({ changed: true });
}

import type { LightMyRequestResponse } from 'fastify';
import { pickUpResponseSchema, type PickUpResponse } from '@amora/contracts';
import type { SeededAccount, SeededMember } from '../../../testing/seed.ts';
import type { AccountRow } from '../../accounts/index.ts';
import type { TestApp } from '../../../testing/test-app.ts';
import { givePhotos } from '../../member-views/member-views.fixture.ts';
import type { RenditionFiles } from '../../photos/index.ts';
import type { Point } from '../location/cell.ts';

type Headers = { authorization: string };

/** The birthday of a member `age` years old on the test clock's date (2026-01-15) and for months after it. */
export const bornAged = (age: number) => `${2025 - age}-06-01`;

/**
 * A pair of age bands no other test of a file uses, so a test's deck holds only its own members:
 * women of `women` years looking for men of `men` years, and the men looking for them.
 */
export interface Cohort {
  women: number;
  men: number;
}

/** Each test of a file in an age band of its own (see `Cohort`): the k-th test's band. */
export const cohort = (k: number): Cohort => ({ women: 20 + 6 * k, men: 21 + 6 * k });

/** Berlin's centre, where the discovery fixtures place members by default. */
export const BERLIN: Point = { latitude: 52.52, longitude: 13.405 };

export interface PersonOptions {
  /** Where the profile places them; null: nowhere. */
  at: Point | null;
  /** Approved photos (the first the avatar); none by default for a viewer, one for a candidate. */
  photos?: number;
  /** Their age; the cohort's by default. */
  age?: number;
  /** The ages they search for; the cohort's other band (± 2 years) by default. */
  searchAges?: [number, number];
  /** The gender they search for; the other sex by default. */
  searchGender?: 'male' | 'female';
  name?: string;
  /** Account status (DESIGN.md §13): 1 active by default. */
  ok?: number;
  /** Account columns (tiers, last seen). */
  account?: Partial<Omit<AccountRow, 'id' | 'hid'>>;
}

/** A member of the cohort, signed in: the side of `gender`, looking for the other by default. */
async function personOf(t: TestApp, files: RenditionFiles, cohort: Cohort, gender: 'female' | 'male', options: PersonOptions): Promise<SeededMember> {
  const woman = gender === 'female';
  const age = options.age ?? (woman ? cohort.women : cohort.men);
  const otherAge = woman ? cohort.men : cohort.women;
  const [from, to] = options.searchAges ?? [otherAge - 2, otherAge + 2];
  const member = await t.seed.member({
    name: options.name ?? (woman ? 'Wanda' : 'Mark'),
    gender,
    birthday: bornAged(age),
    search_gender: options.searchGender ?? (woman ? 'male' : 'female'),
    search_age_from: from,
    search_age_to: to,
    city_id: null,
    profile: options.at ?? {},
    ok: options.ok,
    account: options.account,
  });
  // A viewer (most tests' woman) starts without photos, a candidate with one.
  await givePhotos(t, member.account.id, files, Array.from({ length: options.photos ?? (woman ? 0 : 1) }, () => 'approved'));
  return member;
}

/** A woman of the cohort, signed in (the viewer of most tests). */
export const womanOf = (t: TestApp, files: RenditionFiles, cohort: Cohort, options: PersonOptions) => personOf(t, files, cohort, 'female', options);

/** A man of the cohort, signed in. */
export const manOf = (t: TestApp, files: RenditionFiles, cohort: Cohort, options: PersonOptions) => personOf(t, files, cohort, 'male', options);

/** GET /v3/matchesGame/users:pickUp; fails on anything but a 200 answer of the contract's shape. */
export async function pickUp(t: TestApp, headers: Headers, query = ''): Promise<PickUpResponse> {
  const res = await t.request({ method: 'GET', url: `/v3/matchesGame/users:pickUp?timestamp=1&${query}`, headers });
  if (res.statusCode !== 200) throw new Error(`pickUp?${query} answered ${res.statusCode}: ${res.body}`);
  return pickUpResponseSchema.parse(res.json());
}

/** Every card of the deck to its end, a page at a time: the hids in deck order. */
export async function wholeDeck(t: TestApp, headers: Headers, pageSize = 10): Promise<string[]> {
  const hids: string[] = [];
  let token = '';
  for (let pages = 0; pages < 50; pages++) {
    const page = await pickUp(t, headers, `pageSize=${pageSize}${token ? `&pageToken=${token}` : ''}`);
    hids.push(...page.hits.map((hit) => hit.user.hid));
    token = page.nextPageToken;
    if (!token) return hids;
  }
  throw new Error('The deck never ended');
}

/** POST /v3/matchesGame/users/{token}:like | :pass | :reverse. */
export function react(t: TestApp, headers: Headers, token: string, action: 'like' | 'pass' | 'reverse', body?: unknown): Promise<LightMyRequestResponse> {
  return t.request({
    method: 'POST',
    url: `/v3/matchesGame/users/${encodeURIComponent(token)}:${action}`,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

/** The card of `member` in the viewer's first page (the page asked for is big enough to hold it). */
export async function cardOf(t: TestApp, headers: Headers, member: SeededAccount): Promise<string> {
  const { hits } = await pickUp(t, headers, 'pageSize=20');
  const hit = hits.find((h) => h.user.hid === member.account.hid);
  if (!hit) throw new Error(`${member.account.hid} is not in the deck`);
  return hit.user.operationToken;
}

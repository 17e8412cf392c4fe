import type { LightMyRequestResponse } from 'fastify';
import type { NeighborsResponse } from '@amora/contracts';
import { DAY } from '../../platform/clock.ts';
import type { SeededAccount, SeededMember } from '../../testing/seed.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { EARTH_RADIUS_KM } from '../member-views/index.ts';
import type { Point } from './location/cell.ts';

const radians = (degrees: number) => (degrees * Math.PI) / 180;
const degrees = (radians: number) => (radians * 180) / Math.PI;

/** The point `km` from `origin` at `bearing` degrees clockwise from north, on the sphere distances are measured on. */
export function pointFrom(origin: Point, bearing: number, km: number): Point {
  const angle = km / EARTH_RADIUS_KM;
  const lat = radians(origin.latitude);
  const theta = radians(bearing);
  const latitude = Math.asin(Math.sin(lat) * Math.cos(angle) + Math.cos(lat) * Math.sin(angle) * Math.cos(theta));
  const longitude = radians(origin.longitude) + Math.atan2(Math.sin(theta) * Math.sin(angle) * Math.cos(lat), Math.cos(angle) - Math.sin(lat) * Math.sin(latitude));
  return { latitude: degrees(latitude), longitude: degrees(longitude) };
}

/** PUT /v3/users/me/location with a JSON body, as the web sends the browser's position. */
export function shareBrowserPosition(t: TestApp, headers: { authorization: string }, position: unknown): Promise<LightMyRequestResponse> {
  return t.request({ method: 'PUT', url: '/v3/users/me/location', headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(position) });
}

/** GET /v3/neighbors with the query given (`radiusKilometers=10&pageSize=5`); fails on anything but a 200. */
export async function neighborsPage(t: TestApp, headers: { authorization: string }, query = ''): Promise<NeighborsResponse> {
  const res = await t.request({ method: 'GET', url: `/v3/neighbors?timestamp=1&${query}`, headers });
  if (res.statusCode !== 200) throw new Error(`GET /v3/neighbors?${query} answered ${res.statusCode}: ${res.body}`);
  return res.json() as NeighborsResponse;
}

/**
 * A man of 33 (in alice's search: men of 25 to 40) placed by his profile at an exact point
 * instead of a city, as a city would place him; not signed in.
 */
export function manAt(t: TestApp, at: Point | null, options: { name?: string; birthday?: string; ok?: number } = {}): Promise<SeededAccount> {
  return t.seed.member({
    persona: 'bob',
    name: options.name ?? 'Bob',
    birthday: options.birthday ?? '1992-11-14',
    city_id: null,
    profile: at ? { latitude: at.latitude, longitude: at.longitude } : {},
    ok: options.ok,
    signIn: false,
  });
}

/** Alice, premium for a year, placed by her profile at a point. */
export async function premiumViewerAt(t: TestApp, at: Point): Promise<SeededMember> {
  return t.seed.member({ persona: 'alice', city_id: null, profile: at, account: { premium_until: t.clock.now() + 365 * DAY } });
}

import { cellToBoundary } from 'h3-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCATION_CHANGES_PER_DAY } from '@amora/contracts';
import { DAY, MINUTE } from '../../../platform/clock.ts';
import type { SeededMember } from '../../../testing/seed.ts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../../testing/test-app.ts';
import { distanceKm, EARTH_RADIUS_KM } from '../../member-views/index.ts';
import { neighborsPage, pointFrom, shareBrowserPosition } from '../discovery.fixture.ts';
import { snapToCell, type Point } from './cell.ts';

/**
 * The attack location privacy exists for (DESIGN.md §6, §14): a member shares her browser's
 * position; an attacker with premium walks a spoofed position around her through the public API
 * (200 moves, 10 a day as the throttle allows, the clock moved a day at a time) and reads her
 * `distanceKilometers` from nearby after each move. From those answers he estimates where she is.
 * He finds her cell's centre — and nothing finer: victims anywhere in the same cell give the very
 * same 200 answers. The same attack on distances from unsnapped positions finds the position
 * itself, which is what the assertions would catch if the server measured from raw points.
 */

const MOVES = 200;
/** The victims' cell, and a spiral of attacker positions centred a little off it (so nothing in the search favours the centre). */
const CELL = snapToCell({ latitude: 52.4862, longitude: 13.425 });
const SPIRAL_CENTRE = pointFrom(CELL, 70, 0.3);

const radians = (degrees: number) => (degrees * Math.PI) / 180;
const greatCircleKm = (a: Point, b: Point) => {
  const h = Math.sin(radians(b.latitude - a.latitude) / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(radians(b.longitude - a.longitude) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
};

/** A point `share` of the way from the cell's centre to its corner `corner` (0–5): inside the cell for a share below 1. */
function towardCorner(corner: number, share: number): Point {
  const [latitude, longitude] = cellToBoundary(CELL.cell)[corner]!;
  return { latitude: CELL.latitude + share * (latitude - CELL.latitude), longitude: CELL.longitude + share * (longitude - CELL.longitude) };
}

/** The attacker's i-th position: a golden-angle spiral from 0.3 to 9 km around the spiral's centre. */
const attackerPosition = (i: number) => pointFrom(SPIRAL_CENTRE, i * 137.508, 0.3 + (8.7 * i) / (MOVES - 1));

/** How many of the answers a victim at `candidate` would not have given, seen from `from` (the attacker's cells, which he can compute). */
function mismatches(candidate: Point, from: readonly Point[], answers: readonly number[]): number {
  let wrong = 0;
  for (let i = 0; i < from.length; i++) if (distanceKm(from[i], candidate) !== answers[i]) wrong += 1;
  return wrong;
}

/**
 * The attacker's best estimate: a grid search for the points that explain the most answers (50 m
 * steps over 3 × 3 km, then 2 m steps around the best), and the centroid of the best ones.
 */
function estimate(from: readonly Point[], answers: readonly number[]): Point {
  const search = (centre: Point, halfKm: number, stepKm: number): Point[] => {
    let best: Point[] = [];
    let fewest = Infinity;
    const steps = Math.round(halfKm / stepKm);
    for (let north = -steps; north <= steps; north++) {
      for (let east = -steps; east <= steps; east++) {
        const candidate = pointFrom(pointFrom(centre, 0, north * stepKm), 90, east * stepKm);
        const wrong = mismatches(candidate, from, answers);
        if (wrong < fewest) [best, fewest] = [[candidate], wrong];
        else if (wrong === fewest) best.push(candidate);
      }
    }
    return best;
  };
  const coarse = search(SPIRAL_CENTRE, 1.5, 0.05);
  const fine = search(centroid(coarse), 0.1, 0.002);
  return centroid(fine);
}

function centroid(points: readonly Point[]): Point {
  return { latitude: points.reduce((sum, p) => sum + p.latitude, 0) / points.length, longitude: points.reduce((sum, p) => sum + p.longitude, 0) / points.length };
}

describe.each(TEST_DIALECTS)('trilateration of a shared position on %s', (dialect) => {
  let t: TestApp;
  /** Raw positions of the victims: near three opposite corners of one cell and next to its centre. */
  const inCell = { cornerA: towardCorner(0, 0.85), cornerC: towardCorner(2, 0.85), cornerE: towardCorner(4, 0.85), nearCentre: pointFrom(CELL, 200, 0.05) };
  /** A victim just across the cell's edge, in the neighbouring cell. */
  const nextCell = towardCorner(0, 1.6);
  const victims = new Map<string, { raw: Point; member: SeededMember }>();
  /** The attacker's cell centre at each move, and what nearby told him of each victim then. */
  const seenFrom: Point[] = [];
  const answers = new Map<string, number[]>();

  beforeAll(async () => {
    t = await startTestApp(dialect);
    for (const [name, raw] of [...Object.entries(inCell), ['nextCell', nextCell] as const]) {
      const member = await t.seed.member({ persona: 'alice', city_id: null });
      expect((await shareBrowserPosition(t, member.headers, raw)).statusCode).toBe(200);
      victims.set(name, { raw, member });
      answers.set(name, []);
    }

    const attacker = await t.seed.member({ persona: 'bob', city_id: null, account: { premium_until: t.clock.now() + 60 * DAY } });
    let headers = attacker.headers;
    for (let i = 0; i < MOVES; i++) {
      if (i > 0 && i % LOCATION_CHANGES_PER_DAY === 0) {
        // The day's changes are spent: wait for the next day, as the 429's retry-after says.
        expect((await shareBrowserPosition(t, headers, attackerPosition(i))).statusCode).toBe(429);
        t.clock.set((Math.floor(t.clock.now() / DAY) + 1) * DAY + MINUTE);
        headers = await attacker.freshHeaders();
      }
      const position = attackerPosition(i);
      const moved = await shareBrowserPosition(t, headers, position);
      expect(moved.statusCode, moved.body).toBe(200);
      seenFrom.push(snapToCell(position));
      const { hits } = await neighborsPage(t, headers, 'radiusKilometers=10');
      for (const [name, { member }] of victims) answers.get(name)!.push(hits.find((hit) => hit.hid === member.account.hid)!.distanceKilometers!);
    }
  }, 120_000);
  afterAll(() => t.close());

  it('places the victims as the test means: four in one cell, spread to its corners, one in the next cell', () => {
    for (const raw of Object.values(inCell)) expect(snapToCell(raw).cell).toBe(CELL.cell);
    expect(snapToCell(nextCell).cell).not.toBe(CELL.cell);
    expect(greatCircleKm(inCell.cornerA, inCell.cornerC)).toBeGreaterThan(0.6);
    expect(greatCircleKm(inCell.cornerA, CELL)).toBeGreaterThan(0.35);
    for (const name of victims.keys()) expect(answers.get(name)).toHaveLength(MOVES);
  });

  it('gives the same 200 answers for every position in the cell: the attacker cannot tell them apart', () => {
    const first = answers.get('cornerA')!;
    for (const name of Object.keys(inCell)) expect(answers.get(name), name).toEqual(first);
    // The answers do carry the cell: the victim next door is told apart.
    expect(answers.get('nextCell')).not.toEqual(first);
    // Whole km, at least 1, from near to far.
    expect(Math.min(...first)).toBe(1);
    expect(Math.max(...first)).toBeGreaterThanOrEqual(9);
  });

  it('lets the attacker estimate the cell centre at best, never the raw position', () => {
    const observed = answers.get('cornerA')!;
    // Every answer is what the cell centre explains; the raw position explains fewer.
    expect(mismatches(CELL, seenFrom, observed)).toBe(0);
    expect(mismatches(inCell.cornerA, seenFrom, observed)).toBeGreaterThan(0);

    const guess = estimate(seenFrom, observed);
    expect(greatCircleKm(guess, CELL)).toBeLessThan(0.1);
    // Each victim is as far from the guess as her position is from the centre: for one near a
    // corner, most of the cell's radius (~0.46 km).
    for (const [name, raw] of Object.entries(inCell)) {
      expect(Math.abs(greatCircleKm(guess, raw) - greatCircleKm(CELL, raw)), name).toBeLessThan(0.1);
    }
    expect(greatCircleKm(guess, inCell.cornerA)).toBeGreaterThan(0.3);
  });

  it('is a real attack: on distances from raw positions, the same estimate finds the victim within 0.1 km', () => {
    // What the server would have answered had it measured between raw positions.
    const rawFrom = Array.from({ length: MOVES }, (_, i) => attackerPosition(i));
    const leaked = rawFrom.map((position) => distanceKm(position, inCell.cornerA)!);
    expect(leaked).not.toEqual(answers.get('cornerA'));
    expect(greatCircleKm(estimate(rawFrom, leaked), inCell.cornerA)).toBeLessThan(0.1);
  });
});

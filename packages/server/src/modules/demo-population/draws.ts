import { createHash } from 'node:crypto';
import { MINUTE } from '../../platform/clock.ts';
import type { PresenceRates } from './rates.ts';

/**
 * A number in [0, 1) fixed by its words (a decision's name, the members it concerns, a period):
 * the population keeps no state of its own, it draws every decision again the same way.
 */
export function draw(...words: ReadonlyArray<string | number>): number {
  return createHash('sha256').update(words.join(':')).digest().readUIntBE(0, 6) / 2 ** 48;
}

/** The point `at` (in [0, 1)) of the way from `min` to `max`. */
export function within([min, max]: readonly [number, number], at: number): number {
  return min + (max - min) * at;
}

/**
 * Whether the member is online at `t`: in each period they come online once with the rate's
 * chance, at a drawn moment of it, for a drawn length (a session may run on into the next
 * period, never past it: a session is at most a period long).
 */
export function isOnlineAt(rates: PresenceRates, memberId: number, t: number): boolean {
  const period = rates.periodMinutes * MINUTE;
  const current = Math.floor(t / period);
  for (const p of [current, current - 1]) {
    if (draw('online', memberId, p) >= rates.chance) continue;
    const start = p * period + Math.floor(draw('online-at', memberId, p) * period);
    const length = Math.round(within(rates.sessionMinutes, draw('online-for', memberId, p)) * MINUTE);
    if (t >= start && t < start + length) return true;
  }
  return false;
}

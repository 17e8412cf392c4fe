import { createHash } from 'node:crypto';
import type { Language } from '@amora/contracts';
import { GREETINGS } from './catalogue.ts';

/** Every greeting id of the catalogue (1 … n; the same ids in every language). */
export const GREETING_IDS: readonly number[] = GREETINGS['en-US'].map((_, index) => index + 1);

/** The greeting's text in `language`; undefined for an id outside the catalogue. */
export function greetingText(id: number, language: Language): string | undefined {
  return Number.isInteger(id) && id >= 1 ? GREETINGS[language][id - 1] : undefined;
}

/**
 * The greeting ids suggested to `fromId` for writing to `toId`: the catalogue in an order of the
 * pair's own (a hash, so the same pair always sees the same suggestions and two pairs rarely the
 * same), `round` × `size` further along for "create more", wrapping around the catalogue.
 */
export function suggestedGreetingIds(fromId: number, toId: number, options: { round: number; size: number }): number[] {
  const rank = (id: number) => createHash('sha256').update(`${fromId}:${toId}:${id}`).digest('hex');
  const order = [...GREETING_IDS].sort((a, b) => (rank(a) < rank(b) ? -1 : 1));
  const start = (options.round * options.size) % order.length;
  return Array.from({ length: Math.min(options.size, order.length) }, (_, i) => order[(start + i) % order.length]!);
}

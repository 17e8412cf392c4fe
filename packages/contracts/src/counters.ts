import { z as zod } from 'zod';
import { commaList, restResult } from './envelope.ts';

/**
 * The people-list counters (spec 2 §3 "Counters", §4 "People lists", §7, §9; issue 17 point 2):
 * unread counts per list, total stats, and the resets. What each number counts is written in
 * docs/decisions.md "Counters (issue 17 point 2)". Plain constants and schemas: the web imports
 * this file.
 */

/** Spec 2 §7: the `type` of each unread counter. Threads stay 0 until the messenger exists. */
export const UnreadCounterType = { threads: 1, visitors: 3, likesMe: 5, matches: 6, matchesGame: 15 } as const;
export type UnreadCounterType = (typeof UnreadCounterType)[keyof typeof UnreadCounterType];

/** `GET /rest/v2/user/lists/counter/unread` (the `timestamp` cache buster is ignored). */
export const unreadCountersQuerySchema = zod.object({ timestamp: zod.string().max(32).optional() });

export const unreadCounterSchema = zod.object({ type: zod.number().int(), value: zod.number().int().min(0) });
export type UnreadCounter = zod.infer<typeof unreadCounterSchema>;

/** `{result: [{type, value}]}`, one entry per type of UnreadCounterType, in that order. */
export const unreadCountersResponseSchema = restResult(zod.array(unreadCounterSchema));
export type UnreadCountersResponse = zod.infer<typeof unreadCountersResponseSchema>;

/** Spec 2 §7: the names of the stats call, in the order it answers them. */
export const RELATION_STAT_NAMES = ['like', 'likes-me', 'visitor', 'block'] as const;
export type RelationStatName = (typeof RELATION_STAT_NAMES)[number];

/**
 * `GET /apis/relations/v1/users/me/stats?fields=like,visitor`: the stats named (a comma list or
 * repeated), all four when none is named. An unknown name is a 400.
 */
export const relationStatsQuerySchema = zod.object({
  fields: commaList(zod.enum(RELATION_STAT_NAMES), RELATION_STAT_NAMES.length * 2).optional(),
  timestamp: zod.string().max(32).optional(),
});
export type RelationStatsQuery = zod.infer<typeof relationStatsQuerySchema>;

export const relationStatSchema = zod.object({ name: zod.enum(RELATION_STAT_NAMES), value: zod.number().int().min(0) });
export type RelationStat = zod.infer<typeof relationStatSchema>;

/** `/apis/*` answers the object itself: `{stats: [{name, value}]}`. */
export const relationStatsResponseSchema = zod.object({ stats: zod.array(relationStatSchema) });
export type RelationStatsResponse = zod.infer<typeof relationStatsResponseSchema>;

/** The lists whose unread count a member resets: `POST /v3/{list}:resetUnreadCount`. */
export const RESETTABLE_COUNTER_LISTS = ['likesYou', 'matches', 'visitsYou'] as const;
export type ResettableCounterList = (typeof RESETTABLE_COUNTER_LISTS)[number];

/** A reset answers nothing needed (spec 2 §7). */
export const resetUnreadResponseSchema = zod.object({});

/** Spec 2 §9 "Counter badge overflow": past it a badge shows `99+`. */
export const COUNTER_BADGE_OVERFLOW = 99;

/** What a counter badge shows: nothing for 0, the number up to 99, then `99+`. */
export function counterBadgeText(value: number): string {
  if (!Number.isFinite(value) || value <= 0) return '';
  return value > COUNTER_BADGE_OVERFLOW ? `${COUNTER_BADGE_OVERFLOW}+` : String(Math.floor(value));
}

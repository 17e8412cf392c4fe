import { DAILY_LIKES_LIMIT } from '@amora/contracts';
import type { Entitlements } from '../entitlements/index.ts';

/**
 * The likes a member may give in any 86,400 s (contracts `DAILY_LIKES_LIMIT`, spec 2 §9): 75 free,
 * 100 with premium, no limit with Plus or VIP (spec 3 §3 `unlimitedLikes`). Null: no limit.
 */
export function likesLimitOf(entitlements: Entitlements): number | null {
  if (entitlements.isPlus) return null;
  return entitlements.isPremium ? DAILY_LIKES_LIMIT.premium : DAILY_LIKES_LIMIT.free;
}

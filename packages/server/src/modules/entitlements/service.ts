import type { AccountRow } from '../accounts/index.ts';

export type Tier = 'free' | 'premium' | 'plus' | 'vip';

export interface Entitlements {
  tier: Tier;
  /** Premium base benefits: true for premium, plus and VIP. */
  isPremium: boolean;
  /** Premium Plus (gold) benefits: true for plus and VIP. */
  isPlus: boolean;
  isVip: boolean;
  isLifetime: boolean;
  /** A paid subscription is paused: its benefits are suspended until the pause ends. */
  isPaused: boolean;
  /** Has paid at some time or holds a paid tier now (profile `payments.is_pay_user`). */
  isPayUser: boolean;
}

/** The tier placeholder columns of an account (DESIGN.md §8). */
export type TierColumns = Pick<AccountRow, 'premium_until' | 'plus_until' | 'vip_until' | 'premium_lifetime' | 'paused_until' | 'is_pay_user'>;

const activeAt = (until: number | null, now: number) => until !== null && until > now;

/**
 * What a member may use right now: the ONE function every gated feature calls (DESIGN.md §8).
 * Tiers nest — VIP includes Plus, Plus includes Premium — so a feature asks for the least tier it
 * needs. A pause suspends the dated subscriptions; a lifetime premium is never paused.
 */
export function entitlementsOf(account: TierColumns, now: number): Entitlements {
  const isLifetime = account.premium_lifetime === 1;
  const isPaused = activeAt(account.paused_until, now);
  const subscribed = (until: number | null) => !isPaused && activeAt(until, now);
  const tier: Tier = subscribed(account.vip_until)
    ? 'vip'
    : subscribed(account.plus_until)
      ? 'plus'
      : subscribed(account.premium_until) || isLifetime
        ? 'premium'
        : 'free';
  return {
    tier,
    isPremium: tier !== 'free',
    isPlus: tier === 'plus' || tier === 'vip',
    isVip: tier === 'vip',
    isLifetime,
    isPaused,
    isPayUser: account.is_pay_user === 1 || tier !== 'free' || isPaused,
  };
}

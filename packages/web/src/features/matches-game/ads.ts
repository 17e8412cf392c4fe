import { useSelector } from 'react-redux';
import { FeatureFlag, type AdSlot } from '@amora/contracts';
import { useGetOwnProfileQuery } from '../../api/profile.ts';
import type { SessionState } from '../../app/session/session-slice.ts';
import { useBrand } from '../../shared/brand/brand-context.ts';

/** Spec 2 §9: the ad takes every 10th place in the deck… */
export const AD_EVERY = 10;
/** …or every 20th under the `show-ads` flag's lighter variant. */
export const AD_EVERY_LIGHT = 20;
/**
 * The `show-ads` variant that halves the ad load. Its other variants ('off', 'on') keep the
 * 10th place: whether ads show at all is the brand's ad config (spec 2 §6), never this flag, so
 * the operator can lighten the load per brand or country without turning ads off or on.
 */
export const LIGHT_ADS_VARIANT = 'light';

export interface AdPlan {
  slot: AdSlot;
  /** The ad is every `every`th card: `every - 1` members, then the ad. */
  every: number;
}

/** Damper states (spec 2 §4): no ad due yet, the ad on top of the deck, the last one closed. */
export type AdsDamperStatus = 'ready' | 'shown' | 'closed';

/** Whether the card on top should be the ad, after `decided` members and `closed` ads. */
export function isAdDue(plan: AdPlan | null, decided: number, closed: number): boolean {
  if (!plan) return false;
  return Math.floor(decided / (plan.every - 1)) > closed;
}

export function damperStatus(due: boolean, closed: number): AdsDamperStatus {
  if (due) return 'shown';
  return closed > 0 ? 'closed' : 'ready';
}

const selectShowAds = (state: { session: SessionState }) => state.session.features.find((feature) => feature.hid === FeatureFlag.showAds)?.variant;

/**
 * Whether this member's deck carries ads, and how often: only on a brand with an ad slot, only for
 * a member who is known not to pay (the own profile's `is_pay_user`, which premium, VIP and paused
 * members all have; while it loads, no ad).
 */
export function useAdPlan(): AdPlan | null {
  const brand = useBrand();
  const { data: profile } = useGetOwnProfileQuery();
  const variant = useSelector(selectShowAds);
  if (!brand.adSlot || profile?.payments?.is_pay_user !== false) return null;
  return { slot: brand.adSlot, every: variant === LIGHT_ADS_VARIANT ? AD_EVERY_LIGHT : AD_EVERY };
}

import type { Entitlements } from '../../entitlements/index.ts';

/** The tier flags of the matches and dialog users (contracts member-views.ts `tierFlags`). */
export function tierFlagsOf(entitlements: Entitlements): { isPremiumBase: boolean; isPremiumPlus: boolean; isPremium: boolean; isVip: boolean } {
  return {
    isPremiumBase: entitlements.tier === 'premium',
    isPremiumPlus: entitlements.isPlus,
    isPremium: entitlements.isPremium,
    isVip: entitlements.isVip,
  };
}

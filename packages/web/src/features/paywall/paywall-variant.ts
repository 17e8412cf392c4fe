import { SplitGroup, SplitTest, type SplitBinding } from '@amora/contracts';

export type PaywallVariant = 'mirrorRedirect' | 'casualDating' | 'default';

/**
 * The query flag a mirror domain's redirect sets after sign-up (with the offer's price and
 * currency): the member then sees the "try premium free" offer first.
 */
export const MIRROR_REDIRECT_PARAM = 'mirror_redirect';

/**
 * Which paywall a new member sees (spec 1 §4): the mirror-redirect offer when that flag is set,
 * the casual-dating test variant for any non-control group of that split, else the default.
 * An unspecified group (-1) counts as control (spec 1 §3).
 */
export function paywallVariant(splitBindings: readonly SplitBinding[], search: string): PaywallVariant {
  if (new URLSearchParams(search).get(MIRROR_REDIRECT_PARAM) === '1') return 'mirrorRedirect';
  const group = splitBindings.find((binding) => binding.splitHid === SplitTest.casualDating)?.splitGroup ?? SplitGroup.unspecified;
  return group > SplitGroup.control ? 'casualDating' : 'default';
}

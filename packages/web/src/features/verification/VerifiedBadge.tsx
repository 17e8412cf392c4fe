import type { ProfileInfo } from '@amora/contracts';

/** The verified badge next to a member's name (spec 1 §2, spec 3 §4). */
export function VerifiedBadge(_props: { profile: ProfileInfo }) {
  return null;
}

/** An onboarding tip a member has seen (migrations/0013_member_settings.ts, 0030_onboarding_counts.ts). */
export interface OnboardingItemsTable {
  account_id: number;
  /** An OnboardingItem of contracts onboarding.ts. */
  item: string;
  /** The first time it was shown. */
  done_at: number;
  /** How many times it was shown (at least 1 once the row exists). */
  shown_count: number;
}

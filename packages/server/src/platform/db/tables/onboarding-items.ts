/** An onboarding tip a member has seen (migrations/0013_member_settings.ts). */
export interface OnboardingItemsTable {
  account_id: number;
  /** An OnboardingItem of contracts onboarding.ts. */
  item: string;
  done_at: number;
}

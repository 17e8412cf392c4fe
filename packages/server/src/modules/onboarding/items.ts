import type { Kysely } from 'kysely';
import { ONBOARDING_ITEMS, type OnboardingItem, type OnboardingItemView } from '@amora/contracts';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import { onboardingItemsRepo } from './repo.ts';

/** Every onboarding item in the contract's order with how many times the member was shown it; done once shown. */
export async function onboardingItems(db: Kysely<DatabaseSchema>, accountId: number): Promise<OnboardingItemView[]> {
  const counts = await onboardingItemsRepo.shownCounts(db, accountId);
  return ONBOARDING_ITEMS.map((name) => {
    const count = counts.get(name) ?? 0;
    return { name, done: count >= 1, count };
  });
}

/** Counts one more showing of an item; the first showing is when it was done. */
export async function countOnboardingItemShown(db: Kysely<DatabaseSchema>, accountId: number, item: OnboardingItem, now: number): Promise<void> {
  await onboardingItemsRepo.countShown(db, accountId, item, now);
}

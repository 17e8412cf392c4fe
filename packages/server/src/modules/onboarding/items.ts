import type { Kysely } from 'kysely';
import { ONBOARDING_ITEMS, type OnboardingItem, type OnboardingItemView } from '@amora/contracts';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import { onboardingItemsRepo } from './repo.ts';

/** Every onboarding item in the contract's order, each marked done once the member saw it. */
export async function onboardingItems(db: Kysely<DatabaseSchema>, accountId: number): Promise<OnboardingItemView[]> {
  const done = new Set(await onboardingItemsRepo.doneItems(db, accountId));
  return ONBOARDING_ITEMS.map((name) => ({ name, done: done.has(name) }));
}

/** Marks an item done; again is a no-op that keeps the first time. */
export async function markOnboardingItemDone(db: Kysely<DatabaseSchema>, accountId: number, item: OnboardingItem, now: number): Promise<void> {
  await onboardingItemsRepo.markDone(db, accountId, item, now);
}

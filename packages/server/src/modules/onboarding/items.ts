import type { Kysely } from 'kysely';
import { ONBOARDING_ITEMS, type OnboardingItem, type OnboardingItemView } from '@amora/contracts';
import type { DatabaseSchema } from '../../platform/db/schema.ts';

/** Every onboarding item in the contract's order, each marked done once the member saw it. */
export async function onboardingItems(db: Kysely<DatabaseSchema>, accountId: number): Promise<OnboardingItemView[]> {
  const rows = await db.selectFrom('onboarding_items').select('item').where('account_id', '=', accountId).execute();
  const done = new Set(rows.map((row) => row.item));
  return ONBOARDING_ITEMS.map((name) => ({ name, done: done.has(name) }));
}

/** Marks an item done; again is a no-op that keeps the first time. */
export async function markOnboardingItemDone(db: Kysely<DatabaseSchema>, accountId: number, item: OnboardingItem, now: number): Promise<void> {
  await db
    .insertInto('onboarding_items')
    .values({ account_id: accountId, item, done_at: now })
    .onConflict((oc) => oc.columns(['account_id', 'item']).doNothing())
    .execute();
}

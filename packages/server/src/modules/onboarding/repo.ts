import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../platform/db/schema.ts';

/** SQL over the onboarding_items table. */
export const onboardingItemsRepo = {
  async doneItems(db: Kysely<DatabaseSchema>, accountId: number): Promise<string[]> {
    const rows = await db.selectFrom('onboarding_items').select('item').where('account_id', '=', accountId).execute();
    return rows.map((row) => row.item);
  },

  /** Marks an item done; again is a no-op that keeps the first time. */
  async markDone(db: Kysely<DatabaseSchema>, accountId: number, item: string, now: number): Promise<void> {
    await db
      .insertInto('onboarding_items')
      .values({ account_id: accountId, item, done_at: now })
      .onConflict((oc) => oc.columns(['account_id', 'item']).doNothing())
      .execute();
  },
};

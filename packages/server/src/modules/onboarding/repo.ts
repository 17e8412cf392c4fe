import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../platform/db/schema.ts';

/** SQL over the onboarding_items table. */
export const onboardingItemsRepo = {
  /** Per item the member was shown: how many times. */
  async shownCounts(db: Kysely<DatabaseSchema>, accountId: number): Promise<Map<string, number>> {
    const rows = await db.selectFrom('onboarding_items').select(['item', 'shown_count']).where('account_id', '=', accountId).execute();
    return new Map(rows.map((row) => [row.item, row.shown_count]));
  },

  /**
   * Counts one more showing in one statement, so two at once both count; the first showing's
   * time stays.
   */
  async countShown(db: Kysely<DatabaseSchema>, accountId: number, item: string, now: number): Promise<void> {
    await db
      .insertInto('onboarding_items')
      .values({ account_id: accountId, item, done_at: now, shown_count: 1 })
      .onConflict((oc) => oc.columns(['account_id', 'item']).doUpdateSet((eb) => ({ shown_count: eb('onboarding_items.shown_count', '+', 1) })))
      .execute();
  },
};

import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../platform/db/schema.ts';

export interface StoredBinding {
  splitHid: string;
  splitGroup: number;
}

/** SQL over split_bindings: a member's group per split, written once. */
export const splitBindingsRepo = {
  async find(db: Kysely<DatabaseSchema>, accountId: number, splitHids: readonly string[]): Promise<Map<string, number>> {
    if (splitHids.length === 0) return new Map();
    const rows = await db
      .selectFrom('split_bindings')
      .select(['split_hid', 'split_group'])
      .where('account_id', '=', accountId)
      .where('split_hid', 'in', [...splitHids])
      .execute();
    return new Map(rows.map((r) => [r.split_hid, r.split_group]));
  },

  /** Inserts bindings that do not exist yet; an existing row (a concurrent call's) is kept. */
  async insertMissing(db: Kysely<DatabaseSchema>, accountId: number, bindings: readonly StoredBinding[], now: number): Promise<void> {
    if (bindings.length === 0) return;
    await db
      .insertInto('split_bindings')
      .values(bindings.map((b) => ({ account_id: accountId, split_hid: b.splitHid, split_group: b.splitGroup, created_at: now })))
      .onConflict((oc) => oc.columns(['account_id', 'split_hid']).doNothing())
      .execute();
  },
};

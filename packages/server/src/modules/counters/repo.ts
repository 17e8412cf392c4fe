import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import type { CounterStateTable } from '../../platform/db/tables/counter-state.ts';

export type Db = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;
export type CounterStateRow = Selectable<CounterStateTable>;

/** The read time a reset moves, per list. */
export type ReadColumn = 'likes_me_read_at' | 'matches_read_at' | 'visitors_read_at';

/** SQL over `counter_state`, the only place that writes it (platform/db/table-owners.ts). */
export const counterStateRepo = {
  find(db: Db, accountId: number): Promise<CounterStateRow | undefined> {
    return db.selectFrom('counter_state').selectAll().where('account_id', '=', accountId).executeTakeFirst();
  },

  /**
   * The member's row, created when missing and held until the transaction ends (the upsert takes
   * the row lock on PostgreSQL): two recounts of one member queue, and the second counts after the
   * first committed, so an older count never overwrites a newer one. Undefined when the account
   * is gone (an event dispatched after an erase): the insert reads the account's key only, so it
   * takes no lock a like's hold of the account would wait on.
   */
  async hold(trx: Transaction<DatabaseSchema>, accountId: number): Promise<CounterStateRow | undefined> {
    await trx
      .insertInto('counter_state')
      .columns(['account_id', 'likes_me_read_at', 'matches_read_at', 'visitors_read_at', 'matches_game'])
      .expression((eb) => eb.selectFrom('accounts').select((s) => ['accounts.id', s.lit(0).as('l'), s.lit(0).as('m'), s.lit(0).as('v'), s.lit(0).as('g')]).where('accounts.id', '=', accountId))
      .onConflict((oc) => oc.column('account_id').doUpdateSet((eb) => ({ matches_game: eb.ref('counter_state.matches_game') })))
      .execute();
    return trx.selectFrom('counter_state').selectAll().where('account_id', '=', accountId).executeTakeFirst();
  },

  async update(trx: Transaction<DatabaseSchema>, accountId: number, values: Partial<Omit<CounterStateTable, 'account_id'>>): Promise<void> {
    await trx.updateTable('counter_state').set(values).where('account_id', '=', accountId).execute();
  },
};

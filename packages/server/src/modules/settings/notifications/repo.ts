import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DatabaseSchema } from '../../../platform/db/schema.ts';
import type { UnsubscribeCodesTable } from '../../../platform/db/tables/unsubscribe-codes.ts';

type Db = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

/** SQL over the notification_settings table: the member's choice per e-mail notification type. */
export const notificationSettingsRepo = {
  /** The types the member chose, on (disabled 0) or off (disabled 1). */
  choices(db: Db, accountId: number): Promise<Array<{ type: number; disabled: number }>> {
    return db.selectFrom('notification_settings').select(['type', 'disabled']).where('account_id', '=', accountId).execute();
  },

  /** Writes the choices, replacing earlier ones of the same types. */
  async save(db: Db, accountId: number, choices: ReadonlyArray<{ type: number; disabled: number }>, now: number): Promise<void> {
    if (!choices.length) return;
    await db
      .insertInto('notification_settings')
      .values(choices.map((choice) => ({ account_id: accountId, type: choice.type, disabled: choice.disabled, updated_at: now })))
      .onConflict((oc) =>
        oc.columns(['account_id', 'type']).doUpdateSet((eb) => ({ disabled: eb.ref('excluded.disabled'), updated_at: eb.ref('excluded.updated_at') })),
      )
      .execute();
  },

  /** Every choice of the member (the erase job). */
  async eraseAccount(db: Db, accountId: number): Promise<void> {
    await db.deleteFrom('notification_settings').where('account_id', '=', accountId).execute();
  },
};

/** SQL over the unsubscribe_codes table: one live verify-e-mail code per member. */
export const unsubscribeCodesRepo = {
  /** Stores the member's code, replacing any earlier one. */
  async replace(db: Db, code: UnsubscribeCodesTable): Promise<void> {
    const { account_id: _accountId, ...row } = code;
    await db
      .insertInto('unsubscribe_codes')
      .values(code)
      .onConflict((oc) => oc.column('account_id').doUpdateSet(row))
      .execute();
  },

  find(db: Db, accountId: number): Promise<Selectable<UnsubscribeCodesTable> | undefined> {
    return db.selectFrom('unsubscribe_codes').selectAll().where('account_id', '=', accountId).executeTakeFirst();
  },

  /**
   * Counts one wrong guess against the code, in the database so parallel guesses cannot share
   * one attempt; answers the attempts left, or undefined when the code was used up or replaced.
   */
  async spendAttempt(db: Db, accountId: number, codeHash: string): Promise<number | undefined> {
    const row = await db
      .updateTable('unsubscribe_codes')
      .set((eb) => ({ attempts_left: eb('attempts_left', '-', 1) }))
      .where('account_id', '=', accountId)
      .where('code_hash', '=', codeHash)
      .where('attempts_left', '>', 0)
      .returning('attempts_left')
      .executeTakeFirst();
    return row ? Number(row.attempts_left) : undefined;
  },

  /** Uses the code up; false when it was used, spent or replaced meanwhile. */
  async use(db: Db, accountId: number, codeHash: string): Promise<boolean> {
    const deleted = await db
      .deleteFrom('unsubscribe_codes')
      .where('account_id', '=', accountId)
      .where('code_hash', '=', codeHash)
      .where('attempts_left', '>', 0)
      .executeTakeFirst();
    return Number(deleted.numDeletedRows) === 1;
  },

  /** The member's code, if any (the erase job). */
  async eraseAccount(db: Db, accountId: number): Promise<void> {
    await db.deleteFrom('unsubscribe_codes').where('account_id', '=', accountId).execute();
  },
};

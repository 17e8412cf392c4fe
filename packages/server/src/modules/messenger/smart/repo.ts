import type { Selectable } from 'kysely';
import type { SmartMessagesTable } from '../../../platform/db/tables/smart-messages.ts';
import type { Db } from '../repo.ts';

export type SmartMessagesRow = Selectable<SmartMessagesTable>;

/** SQL over `smart_messages`, and the reads of `messages` the smart messages rules need (the messenger's own table). */
export const smartMessagesRepo = {
  find(db: Db, accountId: number): Promise<SmartMessagesRow | undefined> {
    return db.selectFrom('smart_messages').selectAll().where('account_id', '=', accountId).executeTakeFirst();
  },

  /** Switches them on or off; on, the job looks at the member at `nextRunAt`. */
  async set(db: Db, accountId: number, values: { enabled: boolean; context: string | null; at: number; nextRunAt: number }): Promise<void> {
    const row = { enabled: values.enabled ? 1 : 0, context: values.context, changed_at: values.at, next_run_at: values.nextRunAt };
    await db
      .insertInto('smart_messages')
      .values({ account_id: accountId, ...row })
      .onConflict((oc) => oc.column('account_id').doUpdateSet(row))
      .execute();
  },

  async reschedule(db: Db, accountId: number, nextRunAt: number): Promise<void> {
    await db.updateTable('smart_messages').set({ next_run_at: nextRunAt }).where('account_id', '=', accountId).execute();
  },

  /** Enabled members the job is due to look at, the longest waiting first. */
  async due(db: Db, now: number, limit: number): Promise<number[]> {
    const rows = await db.selectFrom('smart_messages').select('account_id').where('enabled', '=', 1).where('next_run_at', '<=', now).orderBy('next_run_at').orderBy('account_id').limit(limit).execute();
    return rows.map((row) => Number(row.account_id));
  },

  /** The sender's smart messages since `since`: how many, and when the oldest was written. */
  async sentSince(db: Db, senderId: number, since: number): Promise<{ count: number; oldest: number | null }> {
    const row = await db
      .selectFrom('messages')
      .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.min('created_at').as('oldest')])
      .where('sender_account_id', '=', senderId)
      .where('is_smart', '=', 1)
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow();
    return { count: Number(row.n), oldest: row.oldest === null ? null : Number(row.oldest) };
  },

  /** Those of `otherIds` who share any message with the member, either way, the system's included (they have been in touch). */
  async contactedAmong(db: Db, memberId: number, otherIds: readonly number[]): Promise<Set<number>> {
    if (otherIds.length === 0) return new Set();
    const rows = await db
      .selectFrom('messages')
      .select(['pair_low', 'pair_high'])
      .distinct()
      .where((eb) => eb.or([eb.and([eb('pair_low', '=', memberId), eb('pair_high', 'in', [...otherIds])]), eb.and([eb('pair_high', '=', memberId), eb('pair_low', 'in', [...otherIds])])]))
      .execute();
    return new Set(rows.map((row) => (Number(row.pair_low) === memberId ? Number(row.pair_high) : Number(row.pair_low))));
  },

  /** Members who wrote back to the sender after a smart message of theirs: the responses. */
  async responses(db: Db, senderId: number): Promise<number> {
    const row = await db
      .selectFrom('messages as smart')
      .select((eb) => eb.fn.count<number | string>('smart.receiver_account_id').distinct().as('n'))
      .where('smart.sender_account_id', '=', senderId)
      .where('smart.is_smart', '=', 1)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('messages as reply')
            .select('reply.id')
            .whereRef('reply.sender_account_id', '=', 'smart.receiver_account_id')
            .where('reply.receiver_account_id', '=', senderId)
            .where('reply.is_system', '=', 0)
            .whereRef('reply.id', '>', 'smart.id'),
        ),
      )
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },
};

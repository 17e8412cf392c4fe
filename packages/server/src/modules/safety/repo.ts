import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import type { AbuseReportsTable } from '../../platform/db/tables/abuse-reports.ts';

/** The database or an open transaction. */
export type Db = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;
export type AbuseReportRow = Selectable<AbuseReportsTable>;

/** What the block slot learns of a member of a page. */
export type PageFactKind = 'blocked' | 'blocking' | 'held';

/** Where a blocklist page starts after: the previous page's last block (newest first). */
export interface BlockCursor {
  createdAt: number;
  hid: string;
}

/** One block of the viewer's list. */
export interface BlockListRow extends BlockCursor {
  blockedId: number;
}

/** SQL over `member_blocks`, the only place that writes it (platform/db/table-owners.ts). */
export const blocksRepo = {
  /** Records the block once: false when the pair was already blocked that way (the unique key decides). */
  async add(db: Db, block: { blockerId: number; blockedId: number; source: string | null; at: number }): Promise<boolean> {
    const result = await db
      .insertInto('member_blocks')
      .values({ blocker_account_id: block.blockerId, blocked_account_id: block.blockedId, source: block.source, created_at: block.at })
      .onConflict((oc) => oc.columns(['blocker_account_id', 'blocked_account_id']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  },

  /** Takes the block back: false when there was none. */
  async remove(db: Db, blockerId: number, blockedId: number): Promise<boolean> {
    const result = await db.deleteFrom('member_blocks').where('blocker_account_id', '=', blockerId).where('blocked_account_id', '=', blockedId).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  },

  /**
   * What the member-view pipeline's block slot needs of a page, in one query: the members the
   * viewer blocked, those who blocked the viewer, and those held from discovery for review.
   */
  pageFacts(db: Db, viewerId: number, memberIds: readonly number[]): Promise<Array<{ kind: PageFactKind; member_id: number | string }>> {
    const ids = [...memberIds];
    return db
      .selectFrom('member_blocks')
      .select([sql<PageFactKind>`'blocked'`.as('kind'), 'blocked_account_id as member_id'])
      .where('blocker_account_id', '=', viewerId)
      .where('blocked_account_id', 'in', ids)
      .unionAll((eb) =>
        eb
          .selectFrom('member_blocks')
          .select([sql<PageFactKind>`'blocking'`.as('kind'), 'blocker_account_id as member_id'])
          .where('blocked_account_id', '=', viewerId)
          .where('blocker_account_id', 'in', ids),
      )
      .unionAll((eb) => eb.selectFrom('discovery_holds').select([sql<PageFactKind>`'held'`.as('kind'), 'account_id as member_id']).where('account_id', 'in', ids))
      .execute();
  },

  /**
   * A page of the members the viewer blocked, newest block first (ties by hid), after `cursor`.
   * The hid is read with the row (a read join of accounts), so a page token names the last
   * member by hid and never by an internal id.
   */
  async listPage(db: Db, blockerId: number, cursor: BlockCursor | null, limit: number): Promise<BlockListRow[]> {
    let query = db
      .selectFrom('member_blocks as b')
      .innerJoin('accounts as a', 'a.id', 'b.blocked_account_id')
      .select(['b.blocked_account_id', 'b.created_at', 'a.hid'])
      .where('b.blocker_account_id', '=', blockerId)
      .orderBy('b.created_at', 'desc')
      .orderBy('a.hid', 'desc')
      .limit(limit);
    if (cursor) {
      query = query.where((eb) => eb.or([eb('b.created_at', '<', cursor.createdAt), eb.and([eb('b.created_at', '=', cursor.createdAt), eb('a.hid', '<', cursor.hid)])]));
    }
    const rows = await query.execute();
    return rows.map((row) => ({ blockedId: Number(row.blocked_account_id), createdAt: Number(row.created_at), hid: row.hid }));
  },

  /** Every block a member of `memberIds` is in, either way (presence: a few rows per member). */
  involving(db: Db, memberIds: readonly number[]): Promise<Array<{ blocker_account_id: number; blocked_account_id: number }>> {
    const ids = [...memberIds];
    return db
      .selectFrom('member_blocks')
      .select(['blocker_account_id', 'blocked_account_id'])
      .where((eb) => eb.or([eb('blocker_account_id', 'in', ids), eb('blocked_account_id', 'in', ids)]))
      .execute();
  },
};

/** SQL over `abuse_reports` and `discovery_holds`. */
export const reportsRepo = {
  /**
   * Records an open report, unless the reporter has one open on the target already (the partial
   * unique index decides, so two at once still make one): false then, and the first stands.
   */
  async addOpen(db: Db, report: { reporterId: number; targetId: number; reasonId: number; comment: string | null; context: string | null; at: number }): Promise<boolean> {
    const result = await db
      .insertInto('abuse_reports')
      .values({
        reporter_account_id: report.reporterId,
        target_account_id: report.targetId,
        reason_id: report.reasonId,
        comment: report.comment,
        context: report.context,
        status: 'open',
        created_at: report.at,
      })
      .onConflict((oc) => oc.columns(['reporter_account_id', 'target_account_id']).where(sql.ref('status'), '=', sql.lit('open')).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  },

  /** Distinct members with an open report on the target sent since `since` (inclusive). */
  async openReportersSince(db: Db, targetId: number, since: number): Promise<number> {
    const row = await db
      .selectFrom('abuse_reports')
      .select((eb) => eb.fn.count<number | string>('reporter_account_id').distinct().as('n'))
      .where('target_account_id', '=', targetId)
      .where('status', '=', 'open')
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** Open reports, oldest first, with both members' hids (the operator's queue). */
  open(db: Db, limit: number) {
    return db
      .selectFrom('abuse_reports as r')
      .innerJoin('accounts as reporter', 'reporter.id', 'r.reporter_account_id')
      .innerJoin('accounts as target', 'target.id', 'r.target_account_id')
      .leftJoin('discovery_holds as h', 'h.account_id', 'r.target_account_id')
      .select(['r.id', 'r.reason_id', 'r.comment', 'r.context', 'r.created_at', 'reporter.hid as reporter_hid', 'target.hid as target_hid', 'h.held_at'])
      .where('r.status', '=', 'open')
      .orderBy('r.id')
      .limit(limit)
      .execute();
  },

  findByIds(db: Db, ids: readonly number[]): Promise<AbuseReportRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return db.selectFrom('abuse_reports').selectAll().where('id', 'in', [...ids]).orderBy('id').execute();
  },

  /** Closes an open report as `status`: false when it was no longer open. */
  async close(db: Db, id: number, status: 'dismissed' | 'actioned', at: number): Promise<boolean> {
    const result = await db.updateTable('abuse_reports').set({ status, reviewed_at: at }).where('id', '=', id).where('status', '=', 'open').executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },

  /** Closes every open report on the target as `status` (a ban acts on them all). */
  async closeAllOn(db: Db, targetId: number, status: 'dismissed' | 'actioned', at: number): Promise<number> {
    const result = await db.updateTable('abuse_reports').set({ status, reviewed_at: at }).where('target_account_id', '=', targetId).where('status', '=', 'open').executeTakeFirst();
    return Number(result.numUpdatedRows);
  },

  async hasOpenOn(db: Db, targetId: number): Promise<boolean> {
    const row = await db.selectFrom('abuse_reports').select('id').where('target_account_id', '=', targetId).where('status', '=', 'open').limit(1).executeTakeFirst();
    return row !== undefined;
  },
};

/** SQL over `discovery_holds`. */
export const holdsRepo = {
  async hold(db: Db, accountId: number, at: number): Promise<void> {
    await db.insertInto('discovery_holds').values({ account_id: accountId, held_at: at }).onConflict((oc) => oc.column('account_id').doNothing()).execute();
  },

  async release(db: Db, accountId: number): Promise<void> {
    await db.deleteFrom('discovery_holds').where('account_id', '=', accountId).execute();
  },
};

import { ABUSE_REASONS } from '@amora/contracts';
import type { Platform } from '../../platform/platform.ts';
import { AccountStatus, type AccountsService } from '../accounts/index.ts';
import { holdsRepo, reportsRepo } from './repo.ts';

/** An open report as the operator reads it. */
export interface OpenReport {
  id: number;
  reporterHid: string;
  targetHid: string;
  reason: string;
  comment: string | null;
  context: string | null;
  createdAt: number;
  /** When the target was held from discovery for review; null when they are not. */
  heldAt: number | null;
}

/**
 * The operator's review of reports (`npm run moderate -- reports | dismiss | ban`): there is no
 * administrative role in the product (spec 1 §6), so the operator works from the command line on
 * the server's database, through this module's rules.
 */
export class SafetyOperator {
  constructor(private readonly deps: { platform: Pick<Platform, 'db' | 'clock' | 'sessions' | 'realtime' | 'events'>; accounts: Pick<AccountsService, 'findManyByHids' | 'changeStatus'> }) {}

  /** Open reports, oldest first. */
  async openReports(limit: number): Promise<OpenReport[]> {
    const rows = await reportsRepo.open(this.deps.platform.db, limit);
    return rows.map((row) => ({
      id: Number(row.id),
      reporterHid: row.reporter_hid,
      targetHid: row.target_hid,
      reason: ABUSE_REASONS.find((reason) => reason.id === row.reason_id)?.key ?? String(row.reason_id),
      comment: row.comment,
      context: row.context,
      createdAt: Number(row.created_at),
      heldAt: row.held_at === null ? null : Number(row.held_at),
    }));
  }

  /** The report ids of those that exist; the operator's command refuses the whole list otherwise. */
  async existing(ids: readonly number[]): Promise<Set<number>> {
    return new Set((await reportsRepo.findByIds(this.deps.platform.db, ids)).map((row) => Number(row.id)));
  }

  /**
   * Dismisses each report (false for one no longer open). A member held for review whose reports
   * are all decided is released: the review is done.
   */
  async dismiss(ids: readonly number[]): Promise<Array<{ id: number; changed: boolean }>> {
    const { db, clock } = this.deps.platform;
    return db.transaction().execute(async (trx) => {
      const result: Array<{ id: number; changed: boolean }> = [];
      for (const row of await reportsRepo.findByIds(trx, ids)) {
        const changed = await reportsRepo.close(trx, Number(row.id), 'dismissed', clock.now());
        if (!(await reportsRepo.hasOpenOn(trx, Number(row.target_account_id)))) await holdsRepo.release(trx, Number(row.target_account_id));
        result.push({ id: Number(row.id), changed });
      }
      return result;
    });
  }

  /**
   * Bans the member: the banned state (the pipeline hides them from everyone at once, logins and
   * calls answer 403 code 5, the counts of the members related to them follow through the status
   * event), their open reports closed as acted on and any hold released (the ban hides them
   * anyway), then every session revoked and their sockets closed on every server the bus reaches — the same path as a logout everywhere. Undefined when nobody
   * has the hid; `changed` false when they were banned already (the sessions are revoked again).
   */
  async ban(hid: string): Promise<{ changed: boolean } | undefined> {
    const { platform, accounts } = this.deps;
    const [account] = await accounts.findManyByHids([hid]);
    if (!account) return undefined;
    const accountId = Number(account.id);
    const changed = await platform.events.transaction(async (trx) => {
      const banned = await accounts.changeStatus(trx, accountId, { ok: AccountStatus.banned, from: [AccountStatus.active, AccountStatus.hidden, AccountStatus.selfRemoved] });
      await reportsRepo.closeAllOn(trx, accountId, 'actioned', platform.clock.now());
      await holdsRepo.release(trx, accountId);
      return banned;
    });
    await platform.sessions.revokeAll(accountId);
    // The server's own revocation listener publishes too; from the operator's process nobody
    // listens, so the command publishes itself (servers sharing REDIS_URL close the sockets at
    // once; without it, each server's heartbeat closes a banned member's sockets within 25 s).
    await platform.realtime.sessionsRevoked({ accountId });
    return { changed };
  }
}

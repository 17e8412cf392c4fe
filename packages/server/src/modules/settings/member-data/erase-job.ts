import { DELETION_GRACE_DAYS } from '@amora/contracts';
import { DAY } from '../../../platform/clock.ts';
import type { Platform } from '../../../platform/platform.ts';
import type { AccountsService } from '../../accounts/index.ts';

/** Accounts erased per run; the next run takes the rest. */
const ERASE_BATCH = 50;

/**
 * DESIGN.md §13 "Deletion": a self-removed account that was not restored within
 * DELETION_GRACE_DAYS is erased — every module's rows through its member-data hooks, in one
 * transaction per member, then their files and the recount of the members related to them
 * (after the commit, so a rolled-back erase never loses a file that still has a row). Inside the
 * transaction the account is checked again, and held: one restored meanwhile, or hidden instead,
 * is never touched. Returns how many were erased.
 */
export async function eraseSelfRemovedAccounts(platform: Platform, accounts: AccountsService): Promise<number> {
  const cutoff = platform.clock.now() - DELETION_GRACE_DAYS * DAY;
  const due = await accounts.selfRemovedBefore(cutoff, ERASE_BATCH);
  let erased = 0;
  for (const accountId of due) {
    const done = await platform.db.transaction().execute(async (trx) =>
      (await accounts.lockSelfRemovedBefore(trx, accountId, cutoff)) ? platform.memberData.erase(trx, accountId) : null,
    );
    if (!done) continue;
    erased += 1;
    await done.deleteFiles();
    await done.afterCommit();
  }
  return erased;
}

import { DELETION_GRACE_DAYS } from '@amora/contracts';
import { DAY } from '../../platform/clock.ts';
import type { Platform } from '../../platform/platform.ts';
import { eraseRepo } from './erase-repo.ts';

/** Accounts erased per run; the next run takes the rest. */
const ERASE_BATCH = 50;

/**
 * DESIGN.md §13 "Deletion": a self-removed account that was not restored within
 * DELETION_GRACE_DAYS is erased — its rows, then the files of its photos and data exports
 * (after the commit, so a rolled-back erase never loses a file that still has a row). Returns
 * how many were erased.
 */
export async function eraseSelfRemovedAccounts(platform: Platform): Promise<number> {
  const cutoff = platform.clock.now() - DELETION_GRACE_DAYS * DAY;
  const due = await eraseRepo.dueAccounts(platform.db, cutoff, ERASE_BATCH);
  let erased = 0;
  for (const accountId of due) {
    const files = await platform.db.transaction().execute((trx) => eraseRepo.erase(trx, accountId, cutoff));
    if (files === null) continue;
    erased += 1;
    for (const storageKey of files.photoKeys) await platform.photos.deleteFiles(storageKey);
    for (const storageKey of files.exportKeys) await platform.storage.delete(storageKey);
  }
  return erased;
}

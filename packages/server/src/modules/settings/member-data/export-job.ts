import { createHash, randomBytes } from 'node:crypto';
import { DATA_EXPORT_LINK_DAYS } from '@amora/contracts';
import { DAY, MINUTE } from '../../../platform/clock.ts';
import type { Platform } from '../../../platform/platform.ts';
import type { AccountsService } from '../../accounts/index.ts';
import { brandLink, dataExportMail } from '../../emails/index.ts';
import { memberRecipient } from '../mail-recipient.ts';
import { buildMemberArchive } from './archive.ts';
import { dataRequestsRepo } from './repo.ts';

/** Archives built per run; a run every minute keeps up with far more requests than arrive. */
const BUILD_BATCH = 5;
/** A run that crashed mid-build leaves its claim; another run takes the request after this. */
const CLAIM_MS = 10 * MINUTE;

export const DATA_EXPORT_PATH = '/rest/v2/user/data-export/';

/** The download token is stored only as its hash: a database leak yields no working link. */
export function downloadTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * The `settings.data-export` job: builds the archive of each pending request, stores it, and mails
 * the receiver a download link valid DATA_EXPORT_LINK_DAYS; removes archives whose link expired.
 * Returns how many requests it built or removed.
 */
export async function runDataExports(platform: Platform, accounts: AccountsService): Promise<number> {
  return (await buildPending(platform, accounts)) + (await removeExpired(platform));
}

async function buildPending(platform: Platform, accounts: AccountsService): Promise<number> {
  const now = platform.clock.now();
  const due = await dataRequestsRepo.unclaimed(platform.db, now, BUILD_BATCH);
  let built = 0;
  for (const request of due) {
    if (!(await dataRequestsRepo.claim(platform.db, Number(request.id), now, now + CLAIM_MS))) continue;
    if (await buildOne(platform, accounts, { id: Number(request.id), accountId: Number(request.account_id), receiverEmail: request.receiver_email })) built += 1;
  }
  if (built) platform.mail.kick();
  return built;
}

async function buildOne(platform: Platform, accounts: AccountsService, request: { id: number; accountId: number; receiverEmail: string }): Promise<boolean> {
  const account = await accounts.findById(request.accountId);
  if (!account) return false;
  const recipient = memberRecipient(platform, account, request.receiverEmail);
  const archive = await buildMemberArchive(platform, { accountId: account.id, language: recipient.lang });
  if (!archive) return false;
  const storageKey = `exports/${randomBytes(16).toString('hex')}.zip`;
  await platform.storage.put(storageKey, Buffer.from(archive), 'application/zip');
  const token = randomBytes(32).toString('base64url');
  const mail = dataExportMail(recipient, { downloadUrl: brandLink(platform.config, recipient.brand, `${DATA_EXPORT_PATH}${token}`), days: DATA_EXPORT_LINK_DAYS });
  const now = platform.clock.now();
  const mailed = await platform.db.transaction().execute(async (trx) => {
    const marked = await dataRequestsRepo.markMailed(trx, request.id, { tokenHash: downloadTokenHash(token), storageKey, mailedAt: now, expiresAt: now + DATA_EXPORT_LINK_DAYS * DAY });
    if (!marked) return false;
    await platform.mail.enqueue(trx, mail);
    return true;
  });
  // Erased or taken over meanwhile: the archive has no row and no link.
  if (!mailed) await platform.storage.delete(storageKey);
  return mailed;
}

async function removeExpired(platform: Platform): Promise<number> {
  const expired = await dataRequestsRepo.expired(platform.db, platform.clock.now(), 100);
  for (const row of expired) {
    // The file first: if the row delete fails, the next run deletes a missing file, no harm.
    if (row.storage_key) await platform.storage.delete(row.storage_key);
    await dataRequestsRepo.delete(platform.db, Number(row.id));
  }
  return expired.length;
}

/** The stored archive a download token opens, or undefined when unknown or expired. */
export async function openExport(platform: Platform, token: string) {
  const row = await dataRequestsRepo.mailedByTokenHash(platform.db, downloadTokenHash(token));
  if (!row?.storage_key || row.expires_at === null || Number(row.expires_at) <= platform.clock.now()) return undefined;
  return platform.storage.get(row.storage_key);
}

import { createHash, randomBytes } from 'node:crypto';
import { DATA_EXPORT_LINK_DAYS } from '@amora/contracts';
import { DAY, MINUTE } from '../../platform/clock.ts';
import type { Platform } from '../../platform/platform.ts';
import { dataExportMail } from '../emails/compose.ts';
import { brandLink } from '../emails/origin.ts';
import { buildMemberArchive } from './data-export-archive.ts';
import { memberRecipient } from './mail-recipient.ts';

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
export async function runDataExports(platform: Platform): Promise<number> {
  return (await buildPending(platform)) + (await removeExpired(platform));
}

async function buildPending(platform: Platform): Promise<number> {
  const { db } = platform;
  const now = platform.clock.now();
  const due = await db
    .selectFrom('data_requests')
    .select(['id', 'account_id', 'receiver_email'])
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
    .orderBy('id')
    .limit(BUILD_BATCH)
    .execute();
  let built = 0;
  for (const request of due) {
    const claimed = await db
      .updateTable('data_requests')
      .set({ claimed_until: now + CLAIM_MS })
      .where('id', '=', request.id)
      .where('status', '=', 'pending')
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) continue;
    if (await buildOne(platform, { id: Number(request.id), accountId: Number(request.account_id), receiverEmail: request.receiver_email })) built += 1;
  }
  if (built) platform.mail.kick();
  return built;
}

async function buildOne(platform: Platform, request: { id: number; accountId: number; receiverEmail: string }): Promise<boolean> {
  const account = await platform.accounts.findById(request.accountId);
  const archive = account && (await buildMemberArchive(platform, account.id));
  if (!account || !archive) return false;
  const storageKey = `exports/${randomBytes(16).toString('hex')}.zip`;
  await platform.storage.put(storageKey, Buffer.from(archive), 'application/zip');
  const token = randomBytes(32).toString('base64url');
  const recipient = memberRecipient(platform, account, request.receiverEmail);
  const mail = dataExportMail(recipient, { downloadUrl: brandLink(platform.config, recipient.brand, `${DATA_EXPORT_PATH}${token}`), days: DATA_EXPORT_LINK_DAYS });
  const now = platform.clock.now();
  const mailed = await platform.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('data_requests')
      .set({ status: 'mailed', claimed_until: null, token_hash: downloadTokenHash(token), storage_key: storageKey, mailed_at: now, expires_at: now + DATA_EXPORT_LINK_DAYS * DAY })
      .where('id', '=', request.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return false;
    await platform.mail.enqueue(trx, mail);
    return true;
  });
  // Erased or taken over meanwhile: the archive has no row and no link.
  if (!mailed) await platform.storage.delete(storageKey);
  return mailed;
}

async function removeExpired(platform: Platform): Promise<number> {
  const expired = await platform.db
    .selectFrom('data_requests')
    .select(['id', 'storage_key'])
    .where('status', '=', 'mailed')
    .where('expires_at', '<=', platform.clock.now())
    .orderBy('id')
    .limit(100)
    .execute();
  for (const row of expired) {
    // The file first: if the row delete fails, the next run deletes a missing file, no harm.
    if (row.storage_key) await platform.storage.delete(row.storage_key);
    await platform.db.deleteFrom('data_requests').where('id', '=', row.id).execute();
  }
  return expired.length;
}

/** The stored archive a download token opens, or undefined when unknown or expired. */
export async function openExport(platform: Platform, token: string) {
  const row = await platform.db
    .selectFrom('data_requests')
    .select(['storage_key', 'expires_at', 'account_id'])
    .where('token_hash', '=', downloadTokenHash(token))
    .where('status', '=', 'mailed')
    .executeTakeFirst();
  if (!row?.storage_key || row.expires_at === null || Number(row.expires_at) <= platform.clock.now()) return undefined;
  return platform.storage.get(row.storage_key);
}

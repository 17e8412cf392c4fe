import sharp from 'sharp';
import type { Platform } from '../../platform/platform.ts';
import type { ModerationRules } from './moderation-config.ts';
import { RejectionReason, type PhotoModerator } from './moderation.ts';
import { differenceHash, hashDistance, isPlainHash } from './perceptual-hash.ts';
import { renditionKey } from './presets.ts';
import { photosRepo, type PhotoRow } from './repo.ts';

interface KnownHash {
  id: number;
  account_id: number;
  dhash: string;
}

/** What the rules say about one photo: rejected for a reason, or passed with its hash. */
type Verdict = { passed: false; reason: string; dhash?: string } | { passed: true; dhash: string };

/**
 * The automatic moderation job (`photos.moderation`): checks a batch of pending photos the job
 * has not seen yet, oldest first, against the rule set (moderation-config.ts). A photo that
 * breaks a rule is rejected; one that passes keeps its hash (marking it checked) and is approved
 * when `autoApprove` is on, else waits for the operator (`npm run moderate`).
 */
export async function moderatePending(platform: Platform, rules: ModerationRules, moderator: PhotoModerator): Promise<number> {
  const batch = await photosRepo.uncheckedPending(platform.db, rules.batchSize);
  if (batch.length === 0) return 0;
  // One read per run; photos checked in this run join it so a batch catches its own copies.
  const known: KnownHash[] = await photosRepo.comparableHashes(platform.db);
  for (const photo of batch) {
    const verdict = await check(platform, photo, rules, known);
    if (verdict.dhash) await photosRepo.setHash(platform.db, photo.id, verdict.dhash);
    if (!verdict.passed) {
      await moderator.decide(photo, { moderation: 'rejected', reason: verdict.reason }, { onlyIfPending: true });
      continue;
    }
    known.push({ id: photo.id, account_id: photo.account_id, dhash: verdict.dhash });
    if (rules.autoApprove) await moderator.decide(photo, { moderation: 'approved' }, { onlyIfPending: true });
  }
  return batch.length;
}

async function check(platform: Platform, photo: PhotoRow, rules: ModerationRules, known: readonly KnownHash[]): Promise<Verdict> {
  // The stored original (`o`) is what members will see; the upload itself is not kept.
  const file = await readAll(platform, renditionKey(photo.storage_key, 'o', 'jpg'));
  const decoded = file && (await inspect(file));
  if (!decoded) return { passed: false, reason: RejectionReason.undecodable };
  const { dhash, width, height } = decoded;
  const minimum = rules.rules.minimumDimensions;
  if (minimum && (width < minimum.width || height < minimum.height)) return { passed: false, reason: RejectionReason.tooSmall, dhash };
  if (!isPlainHash(dhash)) {
    const own = rules.rules.duplicateOfOwnPhoto;
    // Only an earlier photo counts, so of two copies the first one stays.
    if (own && known.some((k) => k.account_id === photo.account_id && k.id < photo.id && !isPlainHash(k.dhash) && hashDistance(k.dhash, dhash) <= own.maxDistance)) {
      return { passed: false, reason: RejectionReason.ownDuplicate, dhash };
    }
    const other = rules.rules.duplicateOfOtherMember;
    if (other && known.some((k) => k.account_id !== photo.account_id && !isPlainHash(k.dhash) && hashDistance(k.dhash, dhash) <= other.maxDistance)) {
      return { passed: false, reason: RejectionReason.duplicate, dhash };
    }
  }
  return { passed: true, dhash };
}

async function inspect(file: Buffer): Promise<{ dhash: string; width: number; height: number } | null> {
  try {
    const { width, height } = await sharp(file).metadata();
    return { dhash: await differenceHash(file), width, height };
  } catch {
    return null;
  }
}

async function readAll(platform: Platform, key: string): Promise<Buffer | null> {
  const object = await platform.storage.get(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

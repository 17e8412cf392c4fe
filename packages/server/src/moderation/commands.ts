import type { Platform } from '../platform/platform.ts';
import { PhotoModerator, RejectionReason, type ModerationDecision } from '../modules/photos/moderation.ts';
import { photosRepo } from '../modules/photos/repo.ts';

/** Photos `list` shows at most: the operator works through the oldest first. */
export const LIST_LIMIT = 200;
/** An operator's reason is stored and sent as the push context: a short word, not a letter. */
const MAX_REASON_LENGTH = 100;

/** The operator's mistake (an unknown hid, a bad reason): reported, nothing changed. */
export class CommandError extends Error {}

export class UnknownPhotosError extends CommandError {
  constructor(readonly hids: readonly string[]) {
    super(`No photo with hid ${hids.join(', ')}`);
  }
}

export interface PendingPhoto {
  hid: string;
  ownerHid: string;
  ownerEmail: string;
  /** Milliseconds since upload, on the platform clock. */
  ageMs: number;
  width: number;
  height: number;
  /** Whether the automatic job has checked it (and found nothing wrong). */
  checked: boolean;
}

/** Pending photos, oldest first, with their owner and age. */
export async function listPending(platform: Platform, limit = LIST_LIMIT): Promise<PendingPhoto[]> {
  const now = platform.clock.now();
  const rows = await photosRepo.pendingWithOwner(platform.db, limit);
  return rows.map((row) => ({
    hid: row.hid,
    ownerHid: row.owner_hid,
    ownerEmail: row.owner_email,
    ageMs: now - row.created_at,
    width: row.width,
    height: row.height,
    checked: row.dhash !== null,
  }));
}

/** Each photo and whether the decision changed it (false: it already stood so). */
export type DecisionResult = Array<{ hid: string; changed: boolean }>;

/**
 * Applies one decision to every photo named, after checking that every hid exists: an unknown
 * hid changes nothing at all, so a typo never leaves half a list decided.
 */
export async function decide(platform: Platform, hids: readonly string[], decision: ModerationDecision): Promise<DecisionResult> {
  const unique = [...new Set(hids)];
  const rows = await photosRepo.findManyByHid(platform.db, unique);
  const found = new Set(rows.map((row) => row.hid));
  const unknown = unique.filter((hid) => !found.has(hid));
  if (unknown.length) throw new UnknownPhotosError(unknown);
  const moderator = new PhotoModerator(platform);
  const result: DecisionResult = [];
  for (const row of rows) result.push({ hid: row.hid, changed: await moderator.decide(row, decision) });
  return result;
}

export const approve = (platform: Platform, hids: readonly string[]) => decide(platform, hids, { moderation: 'approved' });

export async function reject(platform: Platform, hids: readonly string[], reason: string = RejectionReason.operator): Promise<DecisionResult> {
  const word = reason.trim();
  if (!word || word.length > MAX_REASON_LENGTH) throw new CommandError(`--reason must be 1 to ${MAX_REASON_LENGTH} characters`);
  return decide(platform, hids, { moderation: 'rejected', reason: word });
}

/** The photo makes the member look another age (spec 2 §4 "photo moderation fake age"). */
export const markFakeAge = (platform: Platform, hids: readonly string[]) => decide(platform, hids, { moderation: 'rejected', reason: RejectionReason.fakeAge });

/** `list` as the operator reads it: one line per photo. */
export function formatPending(photos: readonly PendingPhoto[]): string {
  if (photos.length === 0) return 'No photos are waiting for moderation.';
  const lines = photos.map((p) =>
    [p.hid, `${p.ownerHid} <${p.ownerEmail}>`, formatAge(p.ageMs), `${p.width}×${p.height}`, p.checked ? 'checked' : 'not checked yet'].join('  '),
  );
  return [`${photos.length} photo(s) waiting, oldest first (photo, owner, age, size, automatic check):`, ...lines].join('\n');
}

function formatAge(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return hours < 48 ? `${hours} h` : `${Math.floor(hours / 24)} d`;
}

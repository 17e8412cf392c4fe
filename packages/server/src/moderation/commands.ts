import { PhotoModerator, RejectionReason, renditionKey, type ModerationDecision } from '../modules/photos/index.ts';
import { SafetyOperator, type OpenReport } from '../modules/safety/index.ts';
import type { AppContext } from '../modules/services.ts';
import { VerificationService, type VerificationDecision } from '../modules/verification/index.ts';

function moderatorOf({ platform }: AppContext): PhotoModerator {
  return new PhotoModerator(platform);
}

function verificationOf({ platform, services }: AppContext): VerificationService {
  return new VerificationService(platform, services.photoFiles);
}

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

export class UnknownVerificationsError extends CommandError {
  constructor(readonly hids: readonly string[]) {
    super(`No verification with id ${hids.join(', ')}`);
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
export async function listPending(app: AppContext, limit = LIST_LIMIT): Promise<PendingPhoto[]> {
  const now = app.platform.clock.now();
  const rows = await moderatorOf(app).pending(limit);
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

/** The reason an operator gives, trimmed and bounded. */
function reasonWord(reason: string): string {
  const word = reason.trim();
  if (!word || word.length > MAX_REASON_LENGTH) throw new CommandError(`--reason must be 1 to ${MAX_REASON_LENGTH} characters`);
  return word;
}

/** Each photo and whether the decision changed it (false: it already stood so). */
export type DecisionResult = Array<{ hid: string; changed: boolean }>;

/**
 * Applies one decision to every photo named, after checking that every hid exists: an unknown
 * hid changes nothing at all, so a typo never leaves half a list decided.
 */
export async function decide(app: AppContext, hids: readonly string[], decision: ModerationDecision): Promise<DecisionResult> {
  const unique = [...new Set(hids)];
  const moderator = moderatorOf(app);
  const rows = await moderator.findByHids(unique);
  const found = new Set(rows.map((row) => row.hid));
  const unknown = unique.filter((hid) => !found.has(hid));
  if (unknown.length) throw new UnknownPhotosError(unknown);
  const result: DecisionResult = [];
  for (const row of rows) result.push({ hid: row.hid, changed: await moderator.decide(row, decision) });
  return result;
}

export const approve = (app: AppContext, hids: readonly string[]) => decide(app, hids, { moderation: 'approved' });

export async function reject(app: AppContext, hids: readonly string[], reason: string = RejectionReason.operator): Promise<DecisionResult> {
  return decide(app, hids, { moderation: 'rejected', reason: reasonWord(reason) });
}

/** The photo makes the member look another age (spec 2 §4 "photo moderation fake age"). */
export const markFakeAge = (app: AppContext, hids: readonly string[]) => decide(app, hids, { moderation: 'rejected', reason: RejectionReason.fakeAge });

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

/** A verification photo waiting for the operator: whose, how old, the gesture it must show and where its file is. */
export interface PendingVerification {
  id: string;
  ownerHid: string;
  ownerEmail: string;
  /** Milliseconds since the photo was sent, on the platform clock. */
  ageMs: number;
  gesture: string;
  /** The photo's `o` rendition under DATA_DIR/media, for the operator to look at. */
  file: string;
}

/** Verification photos waiting for a decision, oldest first. */
export async function listPendingVerifications(app: AppContext, limit = LIST_LIMIT): Promise<PendingVerification[]> {
  const now = app.platform.clock.now();
  const rows = await verificationOf(app).pending(limit);
  return rows.map((row) => ({
    id: row.hid,
    ownerHid: row.owner_hid,
    ownerEmail: row.owner_email,
    ageMs: now - (row.submitted_at ?? row.created_at),
    gesture: row.gesture,
    file: `media/${renditionKey(row.storage_key ?? '', 'o', 'jpg')}`,
  }));
}

/**
 * Decides every verification named, after checking that each exists: an unknown id changes
 * nothing. One that is not pending (decided before, or no photo yet) is left as it is.
 */
async function decideVerifications(app: AppContext, ids: readonly string[], decision: VerificationDecision): Promise<DecisionResult> {
  const unique = [...new Set(ids)];
  const service = verificationOf(app);
  const rows = await service.findByHids(unique);
  const found = new Set(rows.map((row) => row.hid));
  const unknown = unique.filter((id) => !found.has(id));
  if (unknown.length) throw new UnknownVerificationsError(unknown);
  const result: DecisionResult = [];
  for (const row of rows) result.push({ hid: row.hid, changed: await service.decide(row, decision) });
  return result;
}

/** The member becomes verified and gets the verification passed push. */
export const approveVerifications = (app: AppContext, ids: readonly string[]) => decideVerifications(app, ids, { approved: true });

/** The member gets the verification failed push and may try again. */
export async function rejectVerifications(app: AppContext, ids: readonly string[], reason: string = RejectionReason.operator): Promise<DecisionResult> {
  return decideVerifications(app, ids, { approved: false, reason: reasonWord(reason) });
}

/** `verifications` as the operator reads it: one line per photo. */
export function formatPendingVerifications(items: readonly PendingVerification[]): string {
  if (items.length === 0) return 'No verification photos are waiting.';
  const lines = items.map((v) => [v.id, `${v.ownerHid} <${v.ownerEmail}>`, formatAge(v.ageMs), `gesture ${v.gesture}`, v.file].join('  '));
  return [`${items.length} verification photo(s) waiting, oldest first (verification, owner, age, gesture to check, file under DATA_DIR):`, ...lines].join('\n');
}

function safetyOf({ platform, services }: AppContext): SafetyOperator {
  return new SafetyOperator({ platform, accounts: services.accounts });
}

export class UnknownReportsError extends CommandError {
  constructor(readonly ids: readonly string[]) {
    super(`No report with id ${ids.join(', ')}`);
  }
}

export class UnknownMembersError extends CommandError {
  constructor(readonly hids: readonly string[]) {
    super(`No member with hid ${hids.join(', ')}`);
  }
}

/** Open abuse reports, oldest first (issue 17 point 5). */
export function listReports(app: AppContext, limit = LIST_LIMIT): Promise<OpenReport[]> {
  return safetyOf(app).openReports(limit);
}

/**
 * Dismisses every report named, after checking that each exists: an unknown or malformed id
 * changes nothing. A member held from discovery is released once none of their reports is open.
 */
export async function dismissReports(app: AppContext, ids: readonly string[]): Promise<DecisionResult> {
  const unique = [...new Set(ids)];
  const numeric = unique.filter((id) => /^\d{1,15}$/.test(id)).map(Number);
  const operator = safetyOf(app);
  const found = await operator.existing(numeric);
  const unknown = unique.filter((id) => !/^\d{1,15}$/.test(id) || !found.has(Number(id)));
  if (unknown.length) throw new UnknownReportsError(unknown);
  return (await operator.dismiss(numeric)).map(({ id, changed }) => ({ hid: String(id), changed }));
}

/**
 * Bans every member named (banned state, sessions revoked, sockets closed, their open reports
 * acted on), after checking that each exists: an unknown hid changes nothing.
 */
export async function banMembers(app: AppContext, hids: readonly string[]): Promise<DecisionResult> {
  const unique = [...new Set(hids)];
  const found = new Set((await app.services.accounts.findManyByHids(unique)).map((row) => row.hid));
  const unknown = unique.filter((hid) => !found.has(hid));
  if (unknown.length) throw new UnknownMembersError(unknown);
  const operator = safetyOf(app);
  const result: DecisionResult = [];
  for (const hid of unique) result.push({ hid, changed: (await operator.ban(hid))?.changed ?? false });
  return result;
}

/** `reports` as the operator reads it: one line per report. */
export function formatReports(reports: readonly OpenReport[], now: number): string {
  if (reports.length === 0) return 'No reports are open.';
  const lines = reports.map((r) =>
    [
      r.id,
      `${r.reporterHid} -> ${r.targetHid}`,
      formatAge(now - r.createdAt),
      r.reason,
      r.heldAt === null ? '' : 'held from discovery',
      r.comment === null ? '' : JSON.stringify(r.comment),
    ]
      .filter(Boolean)
      .join('  '),
  );
  return [`${reports.length} open report(s), oldest first (report, reporter -> member, age, reason, hold, comment):`, ...lines].join('\n');
}

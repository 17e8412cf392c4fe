import { randomBytes } from 'node:crypto';
import {
  VERIFICATION_HASH_TTL_MS,
  VerificationErrorKey,
  type VerificationGesture,
  type VerificationGestureResponse,
  type VerificationHashResponse,
  type VerificationState,
} from '@amora/contracts';
import { ApiError } from '../../platform/errors.ts';
import { newHid } from '../../platform/ids.ts';
import type { Platform } from '../../platform/platform.ts';
import type { PhotoFiles } from '../photos/index.ts';
import { randomGesture } from './gestures.ts';
import { verificationsRepo, type PendingVerificationRow, type VerificationRow } from './repo.ts';

/** The operator's or the demo job's verdict on one verification photo. */
export type VerificationDecision = { approved: true } | { approved: false; reason: string };

/** An unknown hash and another member's hash answer alike, so hashes cannot be probed. */
const noSuchHash = () => ApiError.notFound('No such verification hash');

/**
 * Photo verification (spec 3 §3, §4): hashes with their gesture, the photo sent with a hash, and
 * the decision with its event (`verification.decided`, which the pushes module answers with the
 * outcome's push after commit). The photo goes through the photo pipeline (decoded, metadata
 * stripped, size rules) but never into an album: no other member can ever be shown it, and its
 * files are removed once decided.
 */
export class VerificationService {
  constructor(
    private readonly platform: Platform,
    private readonly photoFiles: PhotoFiles,
  ) {}

  async issueHash(accountId: number): Promise<VerificationHashResponse> {
    const now = this.platform.clock.now();
    const row = { hid: newHid(), hash: randomBytes(24).toString('base64url'), account_id: accountId, gesture: randomGesture(), status: 'issued' as const, created_at: now, expires_at: now + VERIFICATION_HASH_TTL_MS };
    await verificationsRepo.insert(this.platform.db, row);
    return { hash: row.hash, gesture: { id: row.gesture }, expires_at: row.expires_at };
  }

  async gesture(accountId: number, hash: string): Promise<VerificationGestureResponse> {
    const row = await this.usableHash(accountId, hash);
    return { gesture: { id: row.gesture as VerificationGesture }, expires_at: row.expires_at };
  }

  /** Stores the photo for a usable hash; the member's state becomes pending. */
  async submitPhoto(accountId: number, hash: string, photo: Buffer): Promise<VerificationState> {
    const row = await this.usableHash(accountId, hash);
    const files = await this.photoFiles.storeFiles(photo);
    if (!(await verificationsRepo.submit(this.platform.db, row.id, files.storageKey, this.platform.clock.now()))) {
      await this.photoFiles.deleteFiles(files.storageKey);
      throw ApiError.validation({ hash: VerificationErrorKey.hashUsed }, 'A photo was already sent with this hash');
    }
    return { status: 'pending' };
  }

  /** Verified once any photo passed; otherwise the latest photo's fate. */
  async state(accountId: number): Promise<VerificationState> {
    const rows = await verificationsRepo.submittedOf(this.platform.db, accountId);
    if (rows.some((row) => row.status === 'approved')) return { status: 'verified' };
    const latest = rows[0];
    if (!latest) return { status: 'none' };
    return { status: latest.status === 'pending' ? 'pending' : 'failed' };
  }

  isVerified(accountId: number): Promise<boolean> {
    return verificationsRepo.isVerified(this.platform.db, accountId);
  }

  /** Which members of a page passed verification, in one query (the member-view pipeline). */
  verifiedAmong(accountIds: readonly number[]): Promise<Set<number>> {
    return verificationsRepo.verifiedAmong(this.platform.db, accountIds);
  }

  /** Verifications waiting for a decision, oldest first, with their owner (the operator's list, the demo job). */
  pending(limit: number): Promise<PendingVerificationRow[]> {
    return verificationsRepo.pendingWithOwner(this.platform.db, limit);
  }

  /** The verifications of these ids (hids), oldest first; unknown ones are simply missing. */
  findByHids(hids: readonly string[]): Promise<VerificationRow[]> {
    return verificationsRepo.findManyByHid(this.platform.db, hids);
  }

  /**
   * Decides one pending verification; its event brings the member the outcome's push after
   * commit. False when it was not pending any more (decided before), so no second push goes out.
   */
  async decide(row: VerificationRow, decision: VerificationDecision): Promise<boolean> {
    const { events, clock } = this.platform;
    const decided = await events.transaction(async (trx) => {
      const status = decision.approved ? 'approved' : 'rejected';
      const reason = decision.approved ? null : decision.reason;
      if (!(await verificationsRepo.decide(trx, row.id, { status, reason, at: clock.now() }))) return false;
      await events.record(trx, { type: 'verification.decided', memberId: row.account_id, verificationId: row.id, approved: decision.approved, reason });
      return true;
    });
    if (!decided) return false;
    // The verdict is recorded: the photo has done its job and is not kept.
    if (row.storage_key) await this.photoFiles.deleteFiles(row.storage_key);
    return true;
  }

  /** Removes hashes that expired unused. */
  purgeExpired(): Promise<void> {
    return verificationsRepo.deleteExpiredIssued(this.platform.db, this.platform.clock.now());
  }

  private async usableHash(accountId: number, hash: string): Promise<VerificationRow> {
    const row = await verificationsRepo.findByHash(this.platform.db, hash);
    if (!row || row.account_id !== accountId) throw noSuchHash();
    if (row.status !== 'issued') throw ApiError.validation({ hash: VerificationErrorKey.hashUsed }, 'A photo was already sent with this hash');
    if (row.expires_at <= this.platform.clock.now()) throw ApiError.validation({ hash: VerificationErrorKey.hashExpired }, 'This verification hash has expired');
    return row;
  }
}

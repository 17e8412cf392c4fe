import type { Platform } from '../../platform/platform.ts';
import { photosRepo, type PhotoRow } from './repo.ts';

/** Why the job or the operator rejected a photo (stored in `moderation_reason`, sent as the push context). */
export const RejectionReason = {
  undecodable: 'undecodable',
  tooSmall: 'too_small',
  duplicate: 'duplicate',
  ownDuplicate: 'own_duplicate',
  fakeAge: 'fake_age',
  operator: 'operator',
} as const;

export type ModerationDecision = { moderation: 'approved' } | { moderation: 'rejected'; reason: string };

/** A photo waiting for the operator, with its owner. */
export type PendingPhotoRow = PhotoRow & { owner_hid: string; owner_email: string };

/**
 * Applies a moderation decision to one photo (spec 3 §3 status 2 → 3, or rejected): the job and
 * the operator command both go through here. A rejected photo stops being the avatar (the next
 * photo of the album that is not rejected takes over). Each decision records its event
 * (`photo.rejected`, `photo.approved`) in the transaction; the pushes module answers a rejection
 * after commit with the fake-age push for fake_age and the photo error push for any other reason.
 * An approval sends nothing (the album shows status 3); one for a member without an avatar makes
 * it the avatar.
 */
export class PhotoModerator {
  constructor(private readonly platform: Platform) {}

  /** Photos waiting for a decision, oldest first, with their owner (the operator's list). */
  pending(limit: number): Promise<PendingPhotoRow[]> {
    return photosRepo.pendingWithOwner(this.platform.db, limit);
  }

  /** The photos of these hids, oldest first; unknown hids are simply missing. */
  findByHids(hids: readonly string[]): Promise<PhotoRow[]> {
    return photosRepo.findManyByHid(this.platform.db, hids);
  }

  /**
   * False when nothing changed: the photo is gone, already stood so (the same decision twice
   * sends no second push) or, with `onlyIfPending` (the job), was decided meanwhile by the operator.
   */
  async decide(photo: PhotoRow, decision: ModerationDecision, options: { onlyIfPending?: boolean } = {}): Promise<boolean> {
    const reason = decision.moderation === 'rejected' ? decision.reason : null;
    const { events, clock } = this.platform;
    return events.transaction(async (trx) => {
      const current = await photosRepo.findByHid(trx, photo.hid);
      if (!current || (options.onlyIfPending && current.moderation !== 'pending')) return false;
      if (current.moderation === decision.moderation && current.moderation_reason === reason) return false;
      await photosRepo.setModeration(trx, current.id, { moderation: decision.moderation, reason, at: clock.now() });
      if (decision.moderation === 'approved') {
        if (!(await photosRepo.findAvatar(trx, current.account_id))) await photosRepo.setAvatar(trx, current.account_id, current.id);
        await events.record(trx, { type: 'photo.approved', memberId: current.account_id, photoId: current.id });
        return true;
      }
      if (current.is_avatar === 1) {
        const next = (await photosRepo.listAlbum(trx, current.account_id, current.album_id)).find((row) => row.moderation !== 'rejected');
        if (next) await photosRepo.setAvatar(trx, current.account_id, next.id);
        else await photosRepo.clearAvatar(trx, current.account_id);
      }
      await events.record(trx, { type: 'photo.rejected', memberId: current.account_id, photoId: current.id, reason: decision.reason });
      return true;
    });
  }
}

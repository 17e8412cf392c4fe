import type { Platform } from '../../platform/platform.ts';
import { PushService, type PushInput } from '../pushes/service.ts';
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

/**
 * Applies a moderation decision to one photo (spec 3 §3 status 2 → 3, or rejected): the job and
 * the operator command both go through here. A rejected photo stops being the avatar (the next
 * photo of the album that is not rejected takes over) and its owner gets a push after commit:
 * the fake-age push for fake_age, the photo error push for any other reason. An approval sends
 * nothing (the album shows status 3); one for a member without an avatar makes it the avatar.
 */
export class PhotoModerator {
  private readonly pushes: PushService;

  constructor(private readonly platform: Platform) {
    this.pushes = new PushService(platform);
  }

  /**
   * False when nothing changed: the photo is gone, already stood so (the same decision twice
   * sends no second push) or, with `onlyIfPending` (the job), was decided meanwhile by the operator.
   */
  async decide(photo: PhotoRow, decision: ModerationDecision, options: { onlyIfPending?: boolean } = {}): Promise<boolean> {
    const reason = decision.moderation === 'rejected' ? decision.reason : null;
    const { db, clock } = this.platform;
    const outcome = await db.transaction().execute(async (trx) => {
      const current = await photosRepo.findByHid(trx, photo.hid);
      if (!current || (options.onlyIfPending && current.moderation !== 'pending')) return null;
      if (current.moderation === decision.moderation && current.moderation_reason === reason) return null;
      await photosRepo.setModeration(trx, current.id, { moderation: decision.moderation, reason, at: clock.now() });
      if (decision.moderation === 'approved') {
        if (!(await photosRepo.findAvatar(trx, current.account_id))) await photosRepo.setAvatar(trx, current.account_id, current.id);
        return { push: null };
      }
      if (current.is_avatar === 1) {
        const next = (await photosRepo.listAlbum(trx, current.account_id, current.album_id)).find((row) => row.moderation !== 'rejected');
        if (next) await photosRepo.setAvatar(trx, current.account_id, next.id);
        else await photosRepo.clearAvatar(trx, current.account_id);
      }
      return { push: await this.pushes.prepare(trx, current.account_id, rejectionPush(decision.reason)) };
    });
    await outcome?.push?.publish();
    return outcome !== null;
  }
}

function rejectionPush(reason: string): PushInput {
  if (reason === RejectionReason.fakeAge) return { type: 'photo_moderation_fake_age', context: reason };
  return { type: 'photo_upload_error', context: reason };
}

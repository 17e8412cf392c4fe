import type { Transaction } from 'kysely';
import { LIST_PHOTO_PRESET } from '@amora/contracts';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import { AccountStatus, type AccountRow, type AccountsService } from '../accounts/index.ts';
import { presetUrl, type PhotoFiles } from '../photos/index.ts';
import type { PushInput, PushService } from '../pushes/index.ts';
import type { Later } from './after-commit.ts';

export interface MessagePushesDeps {
  accounts: Pick<AccountsService, 'findProfile'>;
  photos: Pick<PhotoFiles, 'approvedPhotosOf' | 'mediaUrls'>;
  pushes: Pick<PushService, 'write' | 'send'>;
}

/**
 * The new-message push (spec 2 §9 type 1) to the receiver of a delivered message: it names the
 * sender, shows their avatar and opens the dialog; the words themselves stay out of it (a push
 * may show on a locked screen). The record is written in the message's transaction, so it exists
 * exactly when the message does; the frame goes after commit. Both account rows come from the
 * caller, read in that transaction under the pair's hold; the receiver's `last_online_at` goes
 * with the frame, so web push settles a member who has a socket open without another read.
 */
export class MessagePushes {
  constructor(private readonly deps: MessagePushesDeps) {}

  async write(trx: Transaction<DatabaseSchema>, receiver: AccountRow, sender: AccountRow, later: Later): Promise<void> {
    const input = await this.inputOf(trx, sender);
    const record = input ? await this.deps.pushes.write(trx, receiver, input) : null;
    if (record) later.add(() => this.deps.pushes.send(Number(receiver.id), record, { lastOnlineAt: receiver.last_online_at }));
  }

  private async inputOf(trx: Transaction<DatabaseSchema>, sender: AccountRow): Promise<PushInput | null> {
    const senderId = Number(sender.id);
    const profile = sender.ok === AccountStatus.active ? await this.deps.accounts.findProfile(senderId, trx) : undefined;
    if (!profile) return null;
    const photos = await this.deps.photos.approvedPhotosOf([senderId], trx);
    const avatar = photos.filter((photo) => photo.is_avatar === 1).sort((x, y) => y.id - x.id)[0];
    const photo = avatar ? presetUrl(avatar.hid, LIST_PHOTO_PRESET, { urls: this.deps.photos.mediaUrls, audience: 'member', webp: false }) : null;
    return {
      type: 'new_message',
      context: 'message',
      sender: { accountId: senderId, hid: sender.hid, name: profile.name },
      url: `/dialogs/${sender.hid}`,
      ...(photo ? { photo } : {}),
      values: { name: profile.name },
    };
  }
}

import type { Kysely, Transaction } from 'kysely';
import { BLURRED_PRESET, LIST_PHOTO_PRESET, NEW_MEMBER_DAYS } from '@amora/contracts';
import { DAY, type Clock } from '../../platform/clock.ts';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import { AccountStatus, type AccountsService } from '../accounts/index.ts';
import { entitlementsOf } from '../entitlements/index.ts';
import { presetUrl, type AlbumViewer, type PhotoFiles, type PhotoRow } from '../photos/index.ts';
import type { RelationsService } from '../relations/index.ts';
import type { SafetyService } from '../safety/index.ts';
import type { PushInput } from './service.ts';

type Db = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

export interface SocialPushDeps {
  clock: Clock;
  accounts: Pick<AccountsService, 'findById' | 'findProfile'>;
  photos: Pick<PhotoFiles, 'approvedPhotosOf' | 'mediaUrls'>;
  relations: Pick<RelationsService, 'areMatched'>;
  safety: Pick<SafetyService, 'blockedWithAny'>;
}

/** The other member as a push shows them: who, and their approved avatar. */
export interface Sender {
  sender: NonNullable<PushInput['sender']>;
  avatar: PhotoRow | null;
  registeredAt: number;
}

/**
 * The pushes of the social events (docs/decisions.md "Match and like pushes", "Social pushes and
 * notification e-mails"). The like and the match are both the spec's `new_like`, the context
 * telling them apart. A match names the other member (both liked each other, so each may know); a
 * like or a visit names the other only to a member whose tier shows who likes or visits them
 * (spec 3 §6: those lists are premium), and to anyone else says "someone" with the other's avatar
 * blurred, as the teasers show it. Each reads through `db`, the dispatch transaction (on SQLite
 * it holds the one connection).
 */
export class SocialPushes {
  constructor(private readonly deps: SocialPushDeps) {}

  /** To a member who matched `otherId`, naming them; a click opens their profile. None when the other is no longer active. */
  async match(db: Db, otherId: number): Promise<PushInput | null> {
    const other = await this.senderOf(db, otherId);
    if (!other) return null;
    return {
      type: 'new_like',
      text: 'new_match',
      context: 'match',
      sender: other.sender,
      url: `/contact/${other.sender.hid}`,
      photo: this.photoUrl(other.avatar, 'clear'),
      values: { name: other.sender.name },
    };
  }

  /**
   * To `memberId`: `likerId` likes them. None when the like made a match (the match push says
   * it, and a like push beside it would name the liker a second time) or the liker is no longer active.
   */
  async like(db: Db, memberId: number, likerId: number): Promise<PushInput | null> {
    if (await this.deps.relations.areMatched(memberId, likerId, db)) return null;
    const member = await this.deps.accounts.findById(memberId, db);
    const liker = member ? await this.senderOf(db, likerId) : null;
    if (!member || !liker) return null;
    if (entitlementsOf(member, this.deps.clock.now()).isPremium) {
      return {
        type: 'new_like',
        text: 'new_like_named',
        context: 'like',
        sender: liker.sender,
        url: `/contact/${liker.sender.hid}`,
        photo: this.photoUrl(liker.avatar, 'clear'),
        values: { name: liker.sender.name },
      };
    }
    // Nothing that names the liker: no hid, no name, and the avatar only blurred.
    return { type: 'new_like', context: 'like', url: '/activity/likes', photo: this.photoUrl(liker.avatar, 'blurred') };
  }

  /**
   * To `memberId`: `visitorId` opened their profile (relations emits this once per visitor and UTC
   * day, so the push comes at most that often). A visitor who joined within NEW_MEMBER_DAYS makes
   * it a `newbie_visit`. Named only to a member whose tier shows the visitors (spec 3 §6: the
   * visitors list is premium), otherwise "someone" with the avatar blurred, as the like push. None
   * when either is no longer active or either blocked the other.
   */
  async visit(db: Db, memberId: number, visitorId: number): Promise<PushInput | null> {
    const member = await this.deps.accounts.findById(memberId, db);
    if (member?.ok !== AccountStatus.active || (await this.blockedEitherWay(db, memberId, visitorId))) return null;
    const visitor = await this.senderOf(db, visitorId);
    if (!visitor) return null;
    const now = this.deps.clock.now();
    const type = now - visitor.registeredAt < NEW_MEMBER_DAYS * DAY ? 'newbie_visit' : 'visit';
    if (entitlementsOf(member, now).isPremium) {
      return {
        type,
        text: `${type}_named`,
        context: 'visit',
        sender: visitor.sender,
        url: `/contact/${visitor.sender.hid}`,
        photo: this.photoUrl(visitor.avatar, 'clear'),
        values: { name: visitor.sender.name },
      };
    }
    return { type, context: 'visit', url: '/activity/visitors', photo: this.photoUrl(visitor.avatar, 'blurred') };
  }

  /** The member as a push names them; null when they are no longer active. */
  async senderOf(db: Db, accountId: number): Promise<Sender | null> {
    const account = await this.deps.accounts.findById(accountId, db);
    const profile = account?.ok === AccountStatus.active ? await this.deps.accounts.findProfile(accountId, db) : undefined;
    if (!account || !profile) return null;
    const photos = await this.deps.photos.approvedPhotosOf([accountId], db);
    return { sender: { accountId, hid: account.hid, name: profile.name }, avatar: avatarOf(photos), registeredAt: Number(account.registered_at) };
  }

  private async blockedEitherWay(db: Db, a: number, b: number): Promise<boolean> {
    return (await this.deps.safety.blockedWithAny([a], db)).get(a)?.has(b) ?? false;
  }

  /** The list thumbnail of the avatar, signed for members (it stops working when the photo or its owner does), or its blurred rendition. */
  photoUrl(avatar: PhotoRow | null, view: 'clear' | 'blurred'): string | undefined {
    if (!avatar) return undefined;
    const album: AlbumViewer = { urls: this.deps.photos.mediaUrls, audience: 'member', webp: false };
    if (view === 'clear') return presetUrl(avatar.hid, LIST_PHOTO_PRESET, album) ?? undefined;
    return avatar.blur_hid ? (presetUrl(avatar.blur_hid, BLURRED_PRESET, album) ?? undefined) : undefined;
  }
}

/** The approved avatar: the newest approved photo marked as avatar (the member-view pipeline's rule). */
function avatarOf(photos: readonly PhotoRow[]): PhotoRow | null {
  let avatar: PhotoRow | null = null;
  for (const row of photos) if (row.is_avatar === 1 && (!avatar || row.id > avatar.id)) avatar = row;
  return avatar;
}

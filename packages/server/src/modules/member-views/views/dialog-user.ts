import { DIALOG_CARD_PHOTO_PRESET, DIALOG_LIST_PHOTO_PRESET, type DialogUser } from '@amora/contracts';
import type { MemberPhotoUrls } from '../photo-urls.ts';
import type { VisibleMember } from '../visible-member.ts';
import { tierFlagsOf } from './tier-flags.ts';

/** Dialog user (spec 2 §3): the other member of a dialog. */
export function dialogUserOf(member: VisibleMember, urls: MemberPhotoUrls): DialogUser {
  const { account, profile, avatar, relationship } = member;
  const card = avatar ? urls.preset(avatar, DIALOG_CARD_PHOTO_PRESET) : null;
  const list = avatar ? urls.preset(avatar, DIALOG_LIST_PHOTO_PRESET) : null;
  return {
    hid: account.hid,
    name: profile.name,
    ...tierFlagsOf(member.entitlements),
    cardPhotoThumbnail: card ? { url: card } : null,
    listPhotoThumbnail: list ? { url: list } : null,
    isBlockedByMe: member.blockedByViewer,
    isBlockingMe: member.blockingViewer,
    isMatch: relationship.isMatch,
    isMyFavorite: relationship.isMyFavorite,
    genderType: profile.gender === 'male' ? 'TYPE_MALE' : 'TYPE_FEMALE',
  };
}

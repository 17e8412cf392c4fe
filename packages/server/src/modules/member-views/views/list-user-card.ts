import { LIST_PHOTO_PRESET, type ListUserCard } from '@amora/contracts';
import type { MemberPhotoUrls } from '../photo-urls.ts';
import type { VisibleMember } from '../visible-member.ts';

/** List user card (spec 2 §3) for paying members' lists. */
export function listUserCardOf(member: VisibleMember, urls: MemberPhotoUrls): ListUserCard {
  const { account, profile, relationship } = member;
  return {
    id: account.hid,
    hid: account.hid,
    name: profile.name,
    age: member.age,
    photoUrl: member.avatar ? urls.preset(member.avatar, LIST_PHOTO_PRESET) : null,
    recentlyActive: member.presence.isOnline,
    isThroughBoost: relationship.isThroughBoost,
    isUserLiked: relationship.iLiked,
    isUserSkipped: false,
  };
}

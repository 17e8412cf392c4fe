import type { ListUserTeaser } from '@amora/contracts';
import { maskName } from '../../users/index.ts';
import type { MemberPhotoUrls } from '../photo-urls.ts';
import type { VisibleMember } from '../visible-member.ts';

/**
 * Teaser (spec 2 §3) for members who do not pay: the card without anything that tells who the
 * member is (contracts `listUserTeaserSchema`): no hid, the name masked, the avatar blurred.
 */
export function listUserTeaserOf(member: VisibleMember, urls: MemberPhotoUrls): ListUserTeaser {
  const { profile, relationship } = member;
  return {
    name: maskName(profile.name),
    age: member.age,
    photoUrl: member.avatar ? urls.blurred(member.avatar) : null,
    recentlyActive: member.presence.isOnline,
    isThroughBoost: relationship.isThroughBoost,
    isUserLiked: relationship.iLiked,
    isUserSkipped: false,
  };
}

import { LIST_PHOTO_PRESET, type SearchResultUser } from '@amora/contracts';
import type { MemberPhotoUrls } from '../photo-urls.ts';
import type { VisibleMember } from '../visible-member.ts';

export interface SearchResultOptions {
  /** The viewer's own hid (the spec's "consumer hid"). */
  consumerHid: string;
  /** The nearby list adds the distance. */
  nearby: boolean;
}

/** Search result user (spec 1 §3). */
export function searchResultUserOf(member: VisibleMember, urls: MemberPhotoUrls, options: SearchResultOptions): SearchResultUser {
  const { account, profile, entitlements, avatar } = member;
  const thumbnailUrl = avatar ? urls.preset(avatar, LIST_PHOTO_PRESET) : null;
  return {
    hid: account.hid,
    consumerHid: options.consumerHid,
    name: profile.name,
    age: member.age,
    recentlyActive: member.presence.isOnline,
    profile: { mood: profile.user_mood },
    photo: thumbnailUrl ? { thumbnailUrl } : null,
    relationships: { myLikes: member.relationship.iLiked },
    subscriptions: { premiumBasic: entitlements.isPremium, premiumGold: entitlements.isPlus, vip: entitlements.isVip },
    ...(options.nearby ? { distanceKilometers: member.distanceKm } : {}),
  };
}

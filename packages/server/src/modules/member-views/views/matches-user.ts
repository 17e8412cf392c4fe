import type { MatchesHit, MatchesUser } from '@amora/contracts';
import type { MemberPhotoUrls } from '../photo-urls.ts';
import type { VisibleMember } from '../visible-member.ts';
import { storedIds } from '../../users/index.ts';
import { tierFlagsOf } from './tier-flags.ts';

/** What only the matches game knows about a card: its signed operation token and its tracking data. */
export interface MatchesCard {
  operationToken: string;
  trackingData?: string | null;
}

/** Matches user (spec 2 §3). */
export function matchesUserOf(member: VisibleMember, urls: MemberPhotoUrls, card: MatchesCard): MatchesUser {
  const { account, profile } = member;
  return {
    hid: account.hid,
    name: profile.name,
    age: member.age,
    gender: profile.gender,
    isOnline: member.presence.isOnline,
    onlineAgoHours: member.presence.onlineAgoHours,
    avatar: member.avatar ? urls.avatar(member.avatar) : null,
    totalPhotosCount: member.photos.length,
    aboutMe: null,
    isVerified: member.isVerified,
    isEmailConfirmed: account.email_confirmed === 1,
    moodStatus: profile.user_mood,
    ...tierFlagsOf(member.entitlements),
    trackingData: card.trackingData ?? null,
    operationToken: card.operationToken,
    likedMe: member.relationship.likedMe,
    interests: storedIds(profile.interests),
  };
}

/** A pick-up hit: the card and whether the member likes the viewer. */
export function matchesHitOf(member: VisibleMember, urls: MemberPhotoUrls, card: MatchesCard): MatchesHit {
  return { user: matchesUserOf(member, urls, card), relationships: { likesYou: member.relationship.likedMe } };
}

import { MEMBER_AVATAR_PRESETS, NEARBY_KILOMETERS, ZODIAC_SIGNS, type MemberRecord } from '@amora/contracts';
import { maskName, personalGroup, zodiacOf } from '../../users/index.ts';
import type { MemberPhotoUrls } from '../photo-urls.ts';
import type { VisibleMember } from '../visible-member.ts';
import { listDataOf } from './list-entry.ts';

/** The full user record of the list views (spec 2 §3). */
export function memberRecordOf(member: VisibleMember, urls: MemberPhotoUrls): MemberRecord {
  const { account, profile, entitlements, avatar } = member;
  const zodiac = zodiacOf(profile.birthday);
  return {
    common: {
      id: account.hid,
      hid: account.hid,
      // The viewer reached the member by hid, so sees the name as the deck and lists show it.
      name: profile.name,
      masked_name: maskName(profile.name),
      age: member.age,
      zodiac,
      zodiac_sign_id: ZODIAC_SIGNS.indexOf(zodiac) + 1,
      ok: account.ok,
      email_confirmed: account.email_confirmed === 1,
      gender: profile.gender,
    },
    profile: personalGroup(profile),
    photos: Object.fromEntries(MEMBER_AVATAR_PRESETS.map((preset) => [preset, avatar ? urls.preset(avatar, preset) : null])) as MemberRecord['photos'],
    payments: {
      premium_status: { is_active: entitlements.isPremium, plan: entitlements.isPlus ? 'PLUS' : entitlements.isPremium ? 'BASE' : null },
      vip_status: { is_active: entitlements.isVip },
    },
    additional: { online: member.presence.isOnline, compatibility: null, is_new: member.isNew },
    list_data: listDataOf(member),
    distance: member.distanceKm,
    geo: { city: member.city ? { name: member.city.name } : null },
    similarities: { is_nearby: member.distanceKm !== null && member.distanceKm <= NEARBY_KILOMETERS },
  };
}

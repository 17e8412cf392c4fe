import {
  ONLINE_WINDOW_MINUTES,
  type AvatarUrls,
  type ProfileDataGroup,
  type ProfileInfo,
} from '@amora/contracts';
import { MINUTE } from '../../platform/clock.ts';
import type { AccountRow, ProfileRow } from '../accounts/index.ts';
import type { Entitlements } from '../entitlements/index.ts';
import { cityById, cityName, countryIsoOf, countryView } from '../geolocation/index.ts';
import { ageOn, zodiacOf } from './birthday.ts';

/** What the groups are built from; each loader runs only for the groups asked for. */
export interface ProfileSources {
  account: AccountRow;
  profile: ProfileRow;
  avatarUrls: () => Promise<AvatarUrls>;
  entitlements: () => Entitlements;
  /**
   * Whether the member passed photo verification (modules/verification); a caller that does not
   * pass it reports the member as not verified.
   */
  isVerified: () => Promise<boolean>;
  now: number;
}

/** The name as it shows in lists: first and last letter, e.g. "Anna" → "A***a". */
export function maskName(name: string): string {
  const letters = Array.from(name.trim());
  if (letters.length === 0) return '***';
  if (letters.length === 1) return `${letters[0]}***`;
  return `${letters[0]}***${letters[letters.length - 1]}`;
}

function geoGroup(account: AccountRow, profile: ProfileRow): NonNullable<ProfileInfo['geo']> {
  const language = account.language;
  const city = profile.city_id === null ? undefined : cityById(profile.city_id);
  const cityCountry = city && countryView(city.country, language);
  const registrationIso = countryIsoOf(account.registration_country_id);
  return {
    city:
      city && cityCountry
        ? {
            id: city.cityId,
            name: cityName(city, language),
            country: cityCountry,
            subdivision: city.adminCode ? { id: `${city.country}.${city.adminCode}` } : null,
          }
        : null,
    registration_country: registrationIso ? countryView(registrationIso, language) : null,
  };
}

/** A list column (a JSON array of ids in text) as ids; anything unreadable reads as none. */
export function storedIds(text: string | null): number[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

/** The `profile` group: the personal fields, mood and interests as stored. */
export function personalGroup(profile: ProfileRow): NonNullable<ProfileInfo['profile']> {
  return {
    user_mood: profile.user_mood,
    field_of_activity: profile.field_of_activity,
    alcohol: profile.alcohol,
    children: profile.children,
    want_children: profile.want_children,
    education: profile.education,
    height: profile.height,
    weight: profile.weight,
    marital_status: profile.marital_status,
    religion: profile.religion,
    smoking: profile.smoking,
    ethnicity: profile.ethnicity,
    accommodation: profile.accommodation,
    position: profile.position,
    conversation_prompt: profile.conversation_prompt,
    goal: storedIds(profile.goal),
    foreign_languages: storedIds(profile.foreign_languages),
    interests: storedIds(profile.interests),
  };
}

/** The profile info groups of spec 1 §3 for the member, only those requested. */
export async function buildProfileInfo(groups: ReadonlySet<ProfileDataGroup>, sources: ProfileSources): Promise<ProfileInfo> {
  const { account, profile, now } = sources;
  // Both reads go out at once: on PostgreSQL each is a round trip of its own.
  const [isVerified, avatarUrls] = await Promise.all([
    groups.has('common') ? sources.isVerified() : undefined,
    groups.has('photos') ? sources.avatarUrls() : undefined,
  ]);
  const info: ProfileInfo = {};
  if (groups.has('common')) {
    info.common = {
      id: account.id,
      hid: account.hid,
      name: profile.name,
      masked_name: maskName(profile.name),
      email: account.email,
      email_confirmed: account.email_confirmed === 1,
      bday: profile.birthday,
      age: ageOn(profile.birthday, now),
      gender: profile.gender,
      search_age: { from: profile.search_age_from, to: profile.search_age_to },
      search_gender: profile.search_gender === 'female' ? 'f' : 'm',
      zodiac: zodiacOf(profile.birthday),
      ok: account.ok,
      registration_ts: Math.floor(account.registered_at / 1000),
      antiscam_state: account.antiscam_state,
      zendesk_hid: account.zendesk_hid,
      is_verified: isVerified!,
    };
  }
  if (groups.has('additional')) {
    info.additional = {
      online: account.last_online_at !== null && now - account.last_online_at < ONLINE_WINDOW_MINUTES * MINUTE,
      site_pushes_disabled: profile.site_pushes_disabled === 1,
      soft_banned: account.soft_banned === 1,
      is_mass: account.is_mass === 1,
      traffic_info: { channel_id: account.traffic_channel_id },
    };
  }
  if (groups.has('geo')) info.geo = geoGroup(account, profile);
  if (avatarUrls) info.photos = avatarUrls;
  if (groups.has('payments')) info.payments = { is_pay_user: sources.entitlements().isPayUser };
  if (groups.has('profile')) info.profile = personalGroup(profile);
  return info;
}

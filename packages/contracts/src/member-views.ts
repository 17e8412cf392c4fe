import { z as zod } from 'zod';
import type { PhotoPreset } from './photos.ts';
import { profilePersonalSchema, ZODIAC_SIGNS } from './users.ts';

/**
 * How other members look to a viewer (spec 2 §3, spec 1 §3 "Search result user"): the views the
 * server's member-view pipeline builds (modules/member-views). Every view names a member by hid;
 * numeric ids stay on the server (DESIGN.md §6). Where the spec shows an `id` of another member,
 * it carries the hid. Fields the spec lists without a meaning are decided here, each commented.
 */

/** A member counts as new this many days after registering (full record `additional.is_new`). */
export const NEW_MEMBER_DAYS = 7;
/** `similarities.is_nearby` within this distance (whole km, as `distance` shows it). */
export const NEARBY_KILOMETERS = 50;

/** The avatar renditions of another member's views: the spec's full record `photos` group. */
export const MEMBER_AVATAR_PRESETS = ['avatar', 'avatar_l', 'avatar_p', 'avatar_w', 'avatar_360sm'] as const satisfies readonly PhotoPreset[];
/** The list thumbnail (cards in 1–3 columns, 2 by default): 360 × 360 is sharp at twice a column's width. */
export const LIST_PHOTO_PRESET = 'avatar_360sm' satisfies PhotoPreset;
/** The dialog's card photo is the portrait (360 × 480), its list photo the small square (150 × 150). */
export const DIALOG_CARD_PHOTO_PRESET = 'avatar_p' satisfies PhotoPreset;
export const DIALOG_LIST_PHOTO_PRESET = 'avatar' satisfies PhotoPreset;

const gender = zod.enum(['male', 'female']);

/** Signed URLs of the approved avatar, one per preset. */
export const memberAvatarSchema = zod.object(Object.fromEntries(MEMBER_AVATAR_PRESETS.map((preset) => [preset, zod.string()])) as Record<(typeof MEMBER_AVATAR_PRESETS)[number], zod.ZodString>);
export type MemberAvatar = zod.infer<typeof memberAvatarSchema>;

/**
 * The tier flags of spec 2 §3 (matches and dialog users). Tiers nest as entitlements do (VIP
 * includes Plus, Plus includes Premium): `isPremium` any paid tier, `isPremiumBase` the base tier
 * exactly, `isPremiumPlus` Plus or VIP, `isVip` VIP.
 */
const tierFlags = {
  isPremiumBase: zod.boolean(),
  isPremiumPlus: zod.boolean(),
  isPremium: zod.boolean(),
  isVip: zod.boolean(),
};

/** Matches user (spec 2 §3): one card of the matches game. */
export const matchesUserSchema = zod.object({
  hid: zod.string(),
  name: zod.string(),
  age: zod.number().int(),
  gender,
  isOnline: zod.boolean(),
  /** Whole hours since the member was last seen: 0 while online, null if never seen. */
  onlineAgoHours: zod.number().int().nullable(),
  /** The approved avatar; null without one (pick-up only deals members who have one). */
  avatar: memberAvatarSchema.nullable(),
  /** Approved photos of the profile album: what the album call would list. */
  totalPhotosCount: zod.number().int(),
  /** The profile has no about-me text (spec 1's profile fields name none): null until one exists. */
  aboutMe: zod.string().nullable(),
  /** Passed photo verification (spec 3 §4). */
  isVerified: zod.boolean(),
  isEmailConfirmed: zod.boolean(),
  /** Mood 1–19 (USER_MOODS), null when not set. */
  moodStatus: zod.number().int().nullable(),
  ...tierFlags,
  /** Opaque to the client, sent back with `:like` and `:pass`; the matches game fills it, null otherwise. */
  trackingData: zod.string().nullable(),
  /** Signed (viewer, target, expiry) by the matches game (DESIGN.md §14); `:like`/`:pass` take only a valid one. */
  operationToken: zod.string(),
  likedMe: zod.boolean(),
  /** Interest ids (INTERESTS). */
  interests: zod.array(zod.number().int()),
});
export type MatchesUser = zod.infer<typeof matchesUserSchema>;

/** A pick-up hit: the card and `relationships.likesYou` (spec 2 §3). */
export const matchesHitSchema = zod.object({ user: matchesUserSchema, relationships: zod.object({ likesYou: zod.boolean() }) });
export type MatchesHit = zod.infer<typeof matchesHitSchema>;

/** List user card (spec 2 §3): likes-me, matches, visitors and my-likes lists for paying members. */
export const listUserCardSchema = zod.object({
  /** The hid (the spec's `id`; numeric ids never leave the server). */
  id: zod.string(),
  /** The spec's "uniqueKey/hid": the member's hid. */
  hid: zod.string(),
  name: zod.string(),
  age: zod.number().int(),
  /** The avatar's list thumbnail (LIST_PHOTO_PRESET); null without an approved avatar. */
  photoUrl: zod.string().nullable(),
  /** Online now (ONLINE_WINDOW_MINUTES). */
  recentlyActive: zod.boolean(),
  /** The like or visit came through a boost; the relations issue fills it, false until then. */
  isThroughBoost: zod.boolean(),
  /** The viewer likes this member (relationships.myLikes). */
  isUserLiked: zod.boolean(),
  /** Set by the client when it removes a card (spec 2 §4); the server always sends false. */
  isUserSkipped: zod.boolean(),
});
export type ListUserCard = zod.infer<typeof listUserCardSchema>;

/**
 * Teaser (spec 2 §3: the card without hid) for members who do not pay. It is what the paywall
 * sells, so nothing in it tells who the member is (DESIGN.md §6): no `id`, no hid, the name
 * masked as lists mask it ("A***a"), and the photo as its blurred rendition, whose address never
 * leads to the original. Clients key teasers by their place in the list.
 */
export const listUserTeaserSchema = listUserCardSchema.omit({ id: true, hid: true }).strict();
export type ListUserTeaser = zod.infer<typeof listUserTeaserSchema>;

/**
 * The full user record of the list views (spec 2 §3). `photos` are avatar URLs, null without an
 * approved avatar, as the member's own profile `photos` group has them.
 */
export const memberRecordSchema = zod.object({
  common: zod.object({
    /** The hid (the spec's `id`; numeric ids never leave the server). */
    id: zod.string(),
    hid: zod.string(),
    /**
     * The member's name, as the deck, the lists and the match popup show it to every viewer who
     * reached the member by hid (only teasers, which carry no hid, hide it). Not in spec 2 §3's
     * field list: the profile page and modal name the member with it, as the deck does.
     */
    name: zod.string(),
    /** Spec 2 §3's masked name ("A***a"), kept for clients that show the masked form. */
    masked_name: zod.string(),
    age: zod.number().int(),
    zodiac: zod.enum(ZODIAC_SIGNS),
    /** 1–12 in ZODIAC_SIGNS order (1 capricorn … 12 sagittarius). */
    zodiac_sign_id: zod.number().int().min(1).max(12),
    /** Account status (DESIGN.md §13): only active members (1) are shown to others. */
    ok: zod.number().int(),
    email_confirmed: zod.boolean(),
    gender,
  }),
  profile: profilePersonalSchema,
  photos: zod.object(Object.fromEntries(MEMBER_AVATAR_PRESETS.map((preset) => [preset, zod.string().nullable()])) as Record<(typeof MEMBER_AVATAR_PRESETS)[number], zod.ZodNullable<zod.ZodString>>),
  payments: zod.object({
    /** `plan` PLUS marks Plus (and VIP, which includes it), BASE the base tier; null for a free member. */
    premium_status: zod.object({ is_active: zod.boolean(), plan: zod.enum(['BASE', 'PLUS']).nullable() }),
    vip_status: zod.object({ is_active: zod.boolean() }),
  }),
  additional: zod.object({
    online: zod.boolean(),
    /** A 0–100 match score: the matches game's ranking (DESIGN.md §14) fills it, null until then. */
    compatibility: zod.number().int().min(0).max(100).nullable(),
    /** Registered within NEW_MEMBER_DAYS. */
    is_new: zod.boolean(),
  }),
  list_data: zod.object({
    user_block_me: zod.boolean(),
    i_block_user: zod.boolean(),
    /** The viewer's favourite (the relations module's favourites); the spec's edit-mode selection is the client's own state. */
    is_selected: zod.boolean(),
    i_like_this_user: zod.boolean(),
    user_like_me: zod.boolean(),
    is_match: zod.boolean(),
  }),
  /** Whole km between the two locations, at least 1 (DESIGN.md §14); null when either has none. */
  distance: zod.number().int().min(1).nullable(),
  /** The city only for a paying viewer (spec 1 §6: a free viewer does not see it). */
  geo: zod.object({ city: zod.object({ name: zod.string() }).nullable() }),
  /** Within NEARBY_KILOMETERS. */
  similarities: zod.object({ is_nearby: zod.boolean() }),
});
export type MemberRecord = zod.infer<typeof memberRecordSchema>;

/** Search result user (spec 1 §3); the nearby list adds `distanceKilometers`. */
export const searchResultUserSchema = zod.object({
  hid: zod.string(),
  /**
   * The spec names a "consumer hid" without saying whose: we read it as the member the result
   * was composed for, the viewer's own hid, so a client drops results cached for someone else.
   */
  consumerHid: zod.string(),
  name: zod.string(),
  age: zod.number().int(),
  recentlyActive: zod.boolean(),
  /** The profile mood, 1–19 (USER_MOODS), null when not set. */
  profile: zod.object({ mood: zod.number().int().nullable() }),
  /** The avatar's list thumbnail (LIST_PHOTO_PRESET); null without an approved avatar. */
  photo: zod.object({ thumbnailUrl: zod.string() }).nullable(),
  relationships: zod.object({ myLikes: zod.boolean() }),
  /** Nested as the tier flags: a VIP is gold and basic too. */
  subscriptions: zod.object({ premiumBasic: zod.boolean(), premiumGold: zod.boolean(), vip: zod.boolean() }),
  /** Nearby only: whole km, at least 1; null when either location is unknown. */
  distanceKilometers: zod.number().int().min(1).nullable().optional(),
});
export type SearchResultUser = zod.infer<typeof searchResultUserSchema>;

/** Dialog user (spec 2 §3): the other member of a dialog. */
export const dialogUserSchema = zod.object({
  hid: zod.string(),
  name: zod.string(),
  ...tierFlags,
  /** DIALOG_CARD_PHOTO_PRESET of the approved avatar; null without one. */
  cardPhotoThumbnail: zod.object({ url: zod.string() }).nullable(),
  /** DIALOG_LIST_PHOTO_PRESET of the approved avatar; null without one. */
  listPhotoThumbnail: zod.object({ url: zod.string() }).nullable(),
  isBlockedByMe: zod.boolean(),
  isBlockingMe: zod.boolean(),
  isMatch: zod.boolean(),
  isMyFavorite: zod.boolean(),
  /** Spec 1's gender type enumeration; our members are male or female. */
  genderType: zod.enum(['TYPE_MALE', 'TYPE_FEMALE']),
});
export type DialogUser = zod.infer<typeof dialogUserSchema>;

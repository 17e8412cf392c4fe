/**
 * The push-type catalogue (spec 2 §4 "Push types handled", §9; spec 3 §3, §9). Names are ours,
 * in the spec's words; numeric ids only where the spec gives them (tracking sends the id when
 * there is one, else the name). Plain constants: the web imports this file.
 */
export const PUSH_TYPES = {
  new_message: { id: 1 },
  new_like: { id: 2 },
  visit: { id: 7 },
  newbie_visit: { id: 8 },
  user_online: { id: 10 },
  real_message: { id: 12 },
  gift_notification: { id: 13 },
  message_2_0: { id: 14 },
  advertise: { id: 1100 },
  hide_ads: { id: 526 },
  payment_success: { id: 527 },
  // Listed with the payment pushes in spec 2 §9 without a meaning; reserved so nothing reuses them.
  payments_520: { id: 520 },
  payments_525: { id: 525 },
  payments_529: { id: 529 },
  boost_activated: {},
  photo_upload_success: {},
  photo_upload_progress: {},
  photo_upload_error: {},
  photo_upload_limit_error: {},
  photo_moderation_fake_age: {},
  matches_like: {},
  matches_like_upload_photo: {},
  last_matches_like: {},
  checklist_photo_moderation: {},
  smart_messages_enabled: {},
  smart_messages_disabled: {},
  email_verified: {},
  interests_added: {},
  interests_limit_exceeded: {},
  sticker_send: {},
  conversation_prompt_question_added: {},
  conversation_prompt_question_removed: {},
  message_sent: {},
  email_notification_settings_saved: {},
  verification_passed: {},
  verification_failed: {},
  verification_validation_fail: {},
  password_changed: {},
  password_reset: {},
  profile_info_requested: {},
  payment_success_premium_plus: {},
  payment_success_vip: {},
  payment_success_coins: {},
  payment_success_boost: {},
  payment_success_premium_base: {},
  gift_sent: {},
  subscription_paused: {},
  subscription_renewed: {},
  recurring_discount_accepted: {},
  likes_limit_extended: {},
  unlimited_likes: {},
  // The success toasts of spec 2 §4 (local pushes).
  changes_saved: {},
  request_sent: {},
  interest_added: {},
  answer_sent: {},
} as const satisfies Record<string, { id?: number }>;

export type PushType = keyof typeof PUSH_TYPES;
export const PUSH_TYPE_NAMES = Object.keys(PUSH_TYPES) as PushType[];

export function isPushType(value: string): value is PushType {
  return Object.hasOwn(PUSH_TYPES, value);
}

/** What tracking calls send as `push_type`: the spec's number when it has one, else the name. */
export function pushTypeForTracking(type: PushType): number | string {
  const entry: { id?: number } = PUSH_TYPES[type];
  return entry.id ?? type;
}

/** Auto-close of a toast (spec 2 §4, §9; spec 3 §9). */
export const PUSH_AUTO_CLOSE_MS = {
  /** Local pushes without a rule of their own. */
  localDefault: 3000,
  /** Pause or renew subscription, the request-my-data success and the verification failure. */
  long: 5000,
  /** The hide-ads push. */
  hideAds: 7000,
} as const;

const LONG_PUSHES: ReadonlySet<PushType> = new Set(['subscription_paused', 'subscription_renewed', 'profile_info_requested', 'verification_failed']);

/**
 * How long a toast stays: the type's own rule first, else `expiredInterval` × 1000 for a server
 * push, else the local default.
 */
export function pushAutoCloseMs(type: PushType, expiredIntervalS: number | null): number {
  if (type === 'hide_ads') return PUSH_AUTO_CLOSE_MS.hideAds;
  if (LONG_PUSHES.has(type)) return PUSH_AUTO_CLOSE_MS.long;
  if (expiredIntervalS !== null && expiredIntervalS > 0) return expiredIntervalS * 1000;
  return PUSH_AUTO_CLOSE_MS.localDefault;
}

/** Clicking these navigates to the push's url with `source=site_push` (spec 2 §4). */
export const NAVIGATING_PUSHES: ReadonlySet<PushType> = new Set([
  'new_message',
  'real_message',
  'message_2_0',
  'new_like',
  'matches_like',
  'visit',
  'newbie_visit',
  'user_online',
  'gift_notification',
]);
export const PUSH_SOURCE_PARAM = 'source';
export const PUSH_SOURCE_VALUE = 'site_push';

/** A sideways swipe longer than this dismisses a toast (spec 2 §9). */
export const PUSH_SWIPE_DISMISS_PX = 50;

/** Push actions tracked by POST /rest/v2/tracking/push/action (spec 2 §4). */
export const PUSH_ACTIONS = ['click', 'close', 'fade', 'blocked', 'hide_by_current_page', 'hide_as_unsubscribed'] as const;
export type PushAction = (typeof PUSH_ACTIONS)[number];

/** The push record of spec 2 §3, rendered by the server in the member's language. */
export interface PushRecord {
  type: PushType;
  pushId: string;
  context: string | null;
  senderHid: string | null;
  senderName: string | null;
  /** Epoch milliseconds when the server sent it. */
  serverSentTimestamp: number;
  url: string | null;
  urlHash: string | null;
  photo: string | null;
  template: { title: string; body: string; button: string | null; placeholder: string | null };
  /** Seconds the toast stays (0: the client's rule). */
  expiredInterval: number;
}

/** Flag and split names shared by server and web — no zod here, so the web bundle stays small. */

/**
 * Feature flags of spec 1 §3, by hid. The operator file (server `config/features.json`) gives
 * each its variants, default and per-brand / per-country overrides; boolean flags use the
 * variants 'off' and 'on'.
 */
export const FeatureFlag = {
  blockSearch: 'block-search',
  newPhotoUploadContext: 'new-photo-upload-context',
  swipeDisabled: 'swipe-disabled',
  recommendedWidgetText: 'recommended-widget-text',
  oneClickUnsubscribeEu: 'one-click-unsubscribe-eu',
  oneClickUnsubscribeUsa: 'one-click-unsubscribe-usa',
  hidePause: 'hide-pause',
  showAds: 'show-ads',
  supportButtonOnTariffs: 'support-button-on-tariffs',
  hidePlusUpsell: 'hide-plus-upsell',
  defaultPaywall: 'default-paywall',
  compliance: 'compliance',
  lastOnlineIndicator: 'last-online-indicator',
  unsubscribeRecommendedOffer: 'unsubscribe-recommended-offer',
} as const;
export type FeatureFlag = (typeof FeatureFlag)[keyof typeof FeatureFlag];
export const FEATURE_FLAGS: readonly FeatureFlag[] = Object.values(FeatureFlag);

/**
 * Split tests the product itself enrols members in: the casual-dating test (spec 1 §4 paywall,
 * spec 2 §9 one greeting a round), the extended dialog filters (spec 2 §2) and the all-paid gift
 * table (spec 3 §4).
 */
export const SplitTest = {
  casualDating: 'casual-dating',
  extendedDialogFilters: 'extended-dialog-filters',
  allPaidGifts: 'all-paid-gifts',
} as const;

/** Split groups (spec 1 §3): unspecified is treated as control. */
export const SplitGroup = { unspecified: -1, control: 0, first: 1, second: 2, third: 3 } as const;
export type SplitGroup = (typeof SplitGroup)[keyof typeof SplitGroup];

/** At most this many split hids per call; the product configures a handful. */
export const MAX_SPLIT_HIDS = 50;

/** The device id header the v3 calls carry (spec 1 §7); visitors are split by it. */
export const DEVICE_ID_HEADER = 'x-device-id';

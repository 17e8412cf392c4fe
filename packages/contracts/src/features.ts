import { z } from 'zod';

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

/** Split tests the product itself enrols members in (spec 1 §4: casual-dating paywall test). */
export const SplitTest = {
  casualDating: 'casual-dating',
} as const;

/** Split groups (spec 1 §3): unspecified is treated as control. */
export const SplitGroup = { unspecified: -1, control: 0, first: 1, second: 2, third: 3 } as const;
export type SplitGroup = (typeof SplitGroup)[keyof typeof SplitGroup];

/** Flag, variant and split hids: short kebab-case words. */
export const hidSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/);
export const splitGroupSchema = z.number().int().min(-1).max(3);

export const featureSchema = z.object({ hid: z.string(), variant: z.string() });
export type Feature = z.infer<typeof featureSchema>;

export const splitBindingSchema = z.object({ splitHid: z.string(), splitGroup: splitGroupSchema });
export type SplitBinding = z.infer<typeof splitBindingSchema>;

/** At most this many split hids per call; the product configures a handful. */
export const MAX_SPLIT_HIDS = 50;
const splitHidsSchema = z.array(z.string().min(1).max(64)).max(MAX_SPLIT_HIDS);

/** POST /v3/init: without splitHids, every configured split is bound. */
export const initBodySchema = z.object({ splitHids: splitHidsSchema.optional() });
export const initResponseSchema = z.object({ features: z.array(featureSchema), splitBindings: z.array(splitBindingSchema) });
export type InitResponse = z.infer<typeof initResponseSchema>;

/** POST /v3/split/bindings:ensure */
export const ensureSplitBindingsBodySchema = z.object({ splitHids: splitHidsSchema });
export const ensureSplitBindingsResponseSchema = z.object({ splitBindings: z.array(splitBindingSchema) });

/** The device id header the v3 calls carry (spec 1 §7); visitors are split by it. */
export const DEVICE_ID_HEADER = 'x-device-id';

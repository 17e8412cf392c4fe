import { z as zod } from 'zod';
import { restResult } from './envelope.ts';
import { FieldErrorKey } from './errors.ts';

/**
 * Onboarding tips the web shows once (spec 1 §7).
 *
 * GET /rest/v2/user/onboarding/items → `{result: {items: [{name, done}]}}`, every item in this order.
 * PUT /rest/v2/user/onboarding/item {item} → `{result: true}`: the item is done (again is fine).
 * An unknown item → 400, field `item` (validation.invalid).
 */
export const ONBOARDING_ITEMS = ['matches_game', 'likes_you', 'photo_upload', 'profile_checklist', 'verification'] as const;
export type OnboardingItem = (typeof ONBOARDING_ITEMS)[number];

export const onboardingItemSchema = zod.object({ name: zod.enum(ONBOARDING_ITEMS), done: zod.boolean() });
export type OnboardingItemView = zod.infer<typeof onboardingItemSchema>;
export const onboardingItemsResponseSchema = restResult(zod.object({ items: zod.array(onboardingItemSchema) }));

export const onboardingItemBodySchema = zod.object({
  item: zod.enum(ONBOARDING_ITEMS, { error: (issue) => (issue.input === undefined ? FieldErrorKey.required : FieldErrorKey.invalid) }),
});
export type OnboardingItemBody = zod.infer<typeof onboardingItemBodySchema>;
export const onboardingItemResponseSchema = restResult(zod.literal(true));

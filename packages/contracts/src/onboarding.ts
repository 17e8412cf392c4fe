import { z } from 'zod';
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

export const onboardingItemSchema = z.object({ name: z.enum(ONBOARDING_ITEMS), done: z.boolean() });
export type OnboardingItemView = z.infer<typeof onboardingItemSchema>;
export const onboardingItemsResponseSchema = restResult(z.object({ items: z.array(onboardingItemSchema) }));

export const onboardingItemBodySchema = z.object({
  item: z.enum(ONBOARDING_ITEMS, { error: (issue) => (issue.input === undefined ? FieldErrorKey.required : FieldErrorKey.invalid) }),
});
export type OnboardingItemBody = z.infer<typeof onboardingItemBodySchema>;
export const onboardingItemResponseSchema = restResult(z.literal(true));

import { z as zod } from 'zod';
import { restResult } from './envelope.ts';
import { FieldErrorKey } from './errors.ts';

/** The tutorial tooltips (spec 2 §2 "Tooltips"); the web counts each showing. */
export const TUTORIAL_ITEMS = ['thread_list_smart_message', 'profile_interests', 'add_interests', 'upgrade_to_gold', 'system_message', 'favourites'] as const;
export type TutorialItem = (typeof TUTORIAL_ITEMS)[number];

/**
 * Onboarding tips and tutorial tooltips (spec 1 §7, spec 2 §2 "Tooltips", §4 "Tutorials").
 *
 * GET /rest/v2/user/onboarding/items → `{result: {items: [{name, done, count}]}}`, every item in
 * this order: `count` is how many times the member was shown it, `done` is `count ≥ 1`.
 * PUT /rest/v2/user/onboarding/item {item} → `{result: true}`: the item was shown once more.
 * An unknown item → 400, field `item` (validation.invalid).
 */
export const ONBOARDING_ITEMS = ['matches_game', 'likes_you', 'photo_upload', 'profile_checklist', 'verification', ...TUTORIAL_ITEMS] as const;
export type OnboardingItem = (typeof ONBOARDING_ITEMS)[number];

export const onboardingItemSchema = zod.object({
  name: zod.enum(ONBOARDING_ITEMS),
  done: zod.boolean(),
  /** Times shown; a tooltip's limit is read against it (spec 2 §4 "Tutorials"). */
  count: zod.number().int().nonnegative(),
});
export type OnboardingItemView = zod.infer<typeof onboardingItemSchema>;
export const onboardingItemsResponseSchema = restResult(zod.object({ items: zod.array(onboardingItemSchema) }));

export const onboardingItemBodySchema = zod.object({
  item: zod.enum(ONBOARDING_ITEMS, { error: (issue) => (issue.input === undefined ? FieldErrorKey.required : FieldErrorKey.invalid) }),
});
export type OnboardingItemBody = zod.infer<typeof onboardingItemBodySchema>;
export const onboardingItemResponseSchema = restResult(zod.literal(true));

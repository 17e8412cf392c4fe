import { z as zod } from 'zod';
import { restResult } from './envelope.ts';

/**
 * GET /rest/v2/user/info/profile/completeness: the profile checklist (spec 1 §3 "Completeness
 * checklist"). Each section has a `possible_max` — its share of the total, in points that add up
 * to 100 — and a `percentage`, how much of the section is done. The total is the sum of
 * possible_max × percentage / 100 over the sections, rounded down, so it reads 100 only when every
 * section is complete. `missing` names what is left, for the checklist's links.
 */

/** The personal fields, one per profile step (spec 1 §2 "Profile steps"), in step order. */
export const PERSONAL_INFO_FIELDS = [
  'goal',
  'marital_status',
  'children',
  'want_children',
  'accommodation',
  'height',
  'weight',
  'alcohol',
  'smoking',
  'education',
  'field_of_activity',
  'position',
  'foreign_languages',
  'religion',
  'ethnicity',
] as const;
export type PersonalInfoField = (typeof PERSONAL_INFO_FIELDS)[number];

/**
 * The weights, and what fills each section:
 *
 * | section       | possible_max | done when                                                   |
 * |---------------|--------------|-------------------------------------------------------------|
 * | general       | 25           | name, birthday, city, search settings and mood are set, each an equal part |
 * | email_confirm | 15           | the e-mail is confirmed                                     |
 * | photo         | 25           | the member has an avatar, approved or waiting for moderation |
 * | interests     | 15           | at least `target` (5) interests of the 14 allowed, each an equal part |
 * | personal_info | 20           | the 15 personal fields are answered, each an equal part     |
 */
export const COMPLETENESS_SECTIONS = {
  general: { possible_max: 25, items: ['name', 'birthday', 'city', 'search_settings', 'user_mood'] },
  email_confirm: { possible_max: 15, items: ['email_confirmed'] },
  photo: { possible_max: 25, items: ['avatar'] },
  interests: { possible_max: 15, target: 5 },
  personal_info: { possible_max: 20, items: PERSONAL_INFO_FIELDS },
} as const;
export type CompletenessSectionName = keyof typeof COMPLETENESS_SECTIONS;
export const COMPLETENESS_SECTION_NAMES = Object.keys(COMPLETENESS_SECTIONS) as CompletenessSectionName[];

export const completenessSectionSchema = zod.object({
  possible_max: zod.number().int(),
  /** 0–100, rounded down. */
  percentage: zod.number().int().min(0).max(100),
  /** Items of the section still to do (`interests` when fewer than the target). */
  missing: zod.array(zod.string()),
});
export type CompletenessSection = zod.infer<typeof completenessSectionSchema>;

export const profileCompletenessSchema = zod.object({
  sections: zod.object({
    general: completenessSectionSchema,
    email_confirm: completenessSectionSchema,
    photo: completenessSectionSchema,
    interests: completenessSectionSchema,
    personal_info: completenessSectionSchema,
  }),
  total: zod.object({ percentage: zod.number().int().min(0).max(100) }),
});
export type ProfileCompleteness = zod.infer<typeof profileCompletenessSchema>;
export const profileCompletenessResponseSchema = restResult(profileCompletenessSchema);

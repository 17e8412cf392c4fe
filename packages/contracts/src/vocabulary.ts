import { z as zod } from 'zod';
import { restResult } from './envelope.ts';

/**
 * The vocabulary of the registration steps (spec 1 §3 "Vocabulary field"), translated by the
 * request language: GET /rest/v2/user/info/profile/vocabulary/guest?funnel_id (no auth) and
 * GET /rest/v2/user/info/profile/vocabulary (members).
 *
 * - `values`: value id → label for select fields; `{min, max}` for ranges.
 * - `visible`: the value ids to present, in order (conversation prompts show 5 of them, spec 1 §9).
 * - `group_by`: interests only — categories, popular first then by id (spec 1 §3), each with
 *   the ids of its interests.
 */
export const VOCABULARY_FIELDS = [
  'gender',
  'goal',
  'marital_status',
  'children',
  'education',
  'position',
  'field_of_activity',
  'alcohol',
  'smoking',
  'interests',
  'religion',
  'height',
  'weight',
  'foreign_languages',
  'conversation_prompt',
  'search_age',
] as const;
export type VocabularyFieldName = (typeof VOCABULARY_FIELDS)[number];

/** Conversation prompts offered per funnel (spec 1 §9). */
export const CONVERSATION_PROMPTS_PRESENTED = 5;

export const vocabularyGroupSchema = zod.object({
  id: zod.number().int(),
  label: zod.string(),
  is_popular: zod.boolean(),
  values: zod.array(zod.string()),
});

export const vocabularyFieldSchema = zod.object({
  id: zod.string(),
  type: zod.enum(['select_one', 'select_many', 'range']),
  label: zod.string(),
  values: zod.union([zod.record(zod.string(), zod.string()), zod.object({ min: zod.number().int(), max: zod.number().int() })]),
  visible: zod.array(zod.string()),
  group_by: zod.array(vocabularyGroupSchema).optional(),
});
export type VocabularyField = zod.infer<typeof vocabularyFieldSchema>;

export const vocabularyGuestQuerySchema = zod.object({ funnel_id: zod.string().max(64).optional() });
export const vocabularyResponseSchema = restResult(zod.record(zod.string(), vocabularyFieldSchema));

import { z } from 'zod';
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

export const vocabularyGroupSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  is_popular: z.boolean(),
  values: z.array(z.string()),
});

export const vocabularyFieldSchema = z.object({
  id: z.string(),
  type: z.enum(['select_one', 'select_many', 'range']),
  label: z.string(),
  values: z.union([z.record(z.string(), z.string()), z.object({ min: z.number().int(), max: z.number().int() })]),
  visible: z.array(z.string()),
  group_by: z.array(vocabularyGroupSchema).optional(),
});
export type VocabularyField = z.infer<typeof vocabularyFieldSchema>;

export const vocabularyGuestQuerySchema = z.object({ funnel_id: z.string().max(64).optional() });
export const vocabularyResponseSchema = restResult(z.record(z.string(), vocabularyFieldSchema));

import { createHash } from 'node:crypto';
import {
  CONVERSATION_PROMPTS_PRESENTED,
  INTEREST_CATEGORIES_SHOWN,
  INTERESTS,
  MEMBER_VOCABULARY_FIELDS,
  PROFILE_SELECT_FIELDS,
  SIGNUP_HEIGHT,
  SIGNUP_MAX_AGE,
  SIGNUP_MIN_AGE,
  SIGNUP_WEIGHT,
  USER_MOOD_DUPLICATE,
  USER_MOODS,
  VOCABULARY_FIELDS,
  type Language,
  type MemberVocabularyFieldName,
  type ProfileSelectFieldName,
  type ProfileValue,
  type VocabularyField,
  type VocabularyFieldName,
} from '@amora/contracts';
import { translator, type Translate } from './labels.ts';

/**
 * The vocabulary of contracts/vocabulary.ts, one builder for both audiences: guests get the
 * registration fields with the conversation prompts of their funnel; members get every
 * enumerated profile field with every prompt.
 */

type Audience = { kind: 'guest'; funnelId: string | undefined } | { kind: 'member' };

const SELECT_FIELDS = [
  'goal',
  'marital_status',
  'children',
  'want_children',
  'education',
  'position',
  'field_of_activity',
  'alcohol',
  'smoking',
  'religion',
  'ethnicity',
  'accommodation',
  'foreign_languages',
  'conversation_prompt',
] as const satisfies readonly (ProfileSelectFieldName & MemberVocabularyFieldName)[];

const GENDERS = ['male', 'female'] as const;

/**
 * The conversation prompts a funnel presents: 5 of them (spec 1 §9), picked by the funnel id so
 * a reload shows the same five, and different funnels spread over all prompts.
 */
function presentedPrompts(ids: string[], funnelId: string | undefined): string[] {
  if (!funnelId) return ids.slice(0, CONVERSATION_PROMPTS_PRESENTED);
  const rank = (id: string) => createHash('sha256').update(`${funnelId}:${id}`).digest('hex');
  return [...ids].sort((a, b) => rank(a).localeCompare(rank(b))).slice(0, CONVERSATION_PROMPTS_PRESENTED);
}

function select(id: MemberVocabularyFieldName, type: VocabularyField['type'], values: readonly ProfileValue[], t: Translate, visible?: string[]): VocabularyField {
  return {
    id,
    type,
    label: t(`vocabulary.fields.${id}`),
    values: Object.fromEntries(values.map((value) => [String(value.id), t(value.key)])),
    visible: visible ?? values.map((value) => String(value.id)),
  };
}

function gender(id: 'gender' | 'search_gender', t: Translate): VocabularyField {
  return {
    id,
    type: 'select_one',
    label: t(`vocabulary.fields.${id}`),
    values: Object.fromEntries(GENDERS.map((value) => [value, t(`profile.gender.${value}`)])),
    visible: [...GENDERS],
  };
}

function range(id: MemberVocabularyFieldName, t: Translate, min: number, max: number): VocabularyField {
  return { id, type: 'range', label: t(`vocabulary.fields.${id}`), values: { min, max }, visible: [] };
}

/** Categories popular first, then by id (spec 1 §3); interests by id inside each. */
function interests(t: Translate): VocabularyField {
  const groups = INTEREST_CATEGORIES_SHOWN.map((category) => ({
    id: category.id,
    label: t(category.key),
    is_popular: category.is_popular,
    values: INTERESTS.filter((interest) => interest.categoryId === category.id).map((interest) => String(interest.id)),
  }));
  return {
    id: 'interests',
    type: 'select_many',
    label: t('vocabulary.fields.interests'),
    values: Object.fromEntries(INTERESTS.map((interest) => [String(interest.id), t(interest.key)])),
    visible: groups.flatMap((group) => group.values),
    group_by: groups,
  };
}

function build(t: Translate, audience: Audience): Record<MemberVocabularyFieldName, VocabularyField> {
  const selects = Object.fromEntries(
    SELECT_FIELDS.map((name) => {
      const { type, values } = PROFILE_SELECT_FIELDS[name];
      const ids = values.map((value) => String(value.id));
      const visible = name === 'conversation_prompt' && audience.kind === 'guest' ? presentedPrompts(ids, audience.funnelId) : ids;
      return [name, select(name, type, values, t, visible)];
    }),
  ) as Record<(typeof SELECT_FIELDS)[number], VocabularyField>;
  return {
    gender: gender('gender', t),
    search_gender: gender('search_gender', t),
    ...selects,
    interests: interests(t),
    // The duplicate mood keeps its label for members who have it, but is not offered.
    user_mood: select(
      'user_mood',
      'select_one',
      USER_MOODS,
      t,
      USER_MOODS.filter((mood) => mood.id !== USER_MOOD_DUPLICATE).map((mood) => String(mood.id)),
    ),
    height: range('height', t, SIGNUP_HEIGHT.min, SIGNUP_HEIGHT.max),
    weight: range('weight', t, SIGNUP_WEIGHT.min, SIGNUP_WEIGHT.max),
    search_age: range('search_age', t, SIGNUP_MIN_AGE, SIGNUP_MAX_AGE),
  };
}

function pick<K extends string>(fields: Record<MemberVocabularyFieldName, VocabularyField>, names: readonly K[]): Record<K, VocabularyField> {
  return Object.fromEntries(names.map((name) => [name, fields[name as MemberVocabularyFieldName]])) as Record<K, VocabularyField>;
}

/** The registration vocabulary in one language, with the conversation prompts of one funnel. */
export function guestVocabulary(language: Language, funnelId: string | undefined): Record<VocabularyFieldName, VocabularyField> {
  return pick(build(translator(language), { kind: 'guest', funnelId }), VOCABULARY_FIELDS);
}

/** Every enumerated profile field in one language. */
export function memberVocabulary(language: Language): Record<MemberVocabularyFieldName, VocabularyField> {
  return pick(build(translator(language), { kind: 'member' }), MEMBER_VOCABULARY_FIELDS);
}

/** Every translation key either vocabulary shows; each label file must have them all (labels.test.ts). */
export function vocabularyLabelKeys(): string[] {
  return Object.values(build((key) => key, { kind: 'member' })).flatMap((field) => [
    field.label,
    ...('min' in field.values ? [] : Object.values(field.values)),
    ...(field.group_by ?? []).map((group) => group.label),
  ]);
}

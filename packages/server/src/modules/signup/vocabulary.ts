import { createHash } from 'node:crypto';
import fs from 'node:fs';
import {
  CONVERSATION_PROMPTS_PRESENTED,
  DEFAULT_LANGUAGE,
  INTEREST_CATEGORIES,
  INTERESTS,
  LANGUAGES,
  PROFILE_SELECT_FIELDS,
  SIGNUP_HEIGHT,
  SIGNUP_MAX_AGE,
  SIGNUP_MIN_AGE,
  SIGNUP_WEIGHT,
  type Language,
  type ProfileSelectFieldName,
  type VocabularyField,
  type VocabularyFieldName,
} from '@amora/contracts';

/**
 * The registration vocabulary (contracts/vocabulary.ts): value ids from profile-values.ts,
 * labels from vocabulary-labels/<language>.json, keyed by the same translation keys.
 */

type Labels = Readonly<Record<string, string>>;

const LABELS: ReadonlyMap<Language, Labels> = new Map(
  LANGUAGES.map((language) => [language, JSON.parse(fs.readFileSync(new URL(`./vocabulary-labels/${language}.json`, import.meta.url), 'utf8')) as Labels]),
);

/** Every translation key the vocabulary shows; each label file must have them all (vocabulary.test.ts). */
export function vocabularyLabelKeys(): string[] {
  return Object.values(buildVocabulary(DEFAULT_LANGUAGE, undefined, (key) => key)).flatMap((field) => [
    field.label,
    ...(isRange(field.values) ? [] : Object.values(field.values)),
    ...(field.group_by ?? []).map((group) => group.label),
  ]);
}

export function labelsOf(language: Language): Labels {
  return LABELS.get(language)!;
}

function isRange(values: VocabularyField['values']): values is { min: number; max: number } {
  return typeof values.min === 'number' && typeof values.max === 'number';
}

type Translate = (key: string) => string;

const SELECT_FIELDS = [
  'goal',
  'marital_status',
  'children',
  'education',
  'position',
  'field_of_activity',
  'alcohol',
  'smoking',
  'religion',
  'foreign_languages',
  'conversation_prompt',
] as const satisfies readonly (ProfileSelectFieldName & VocabularyFieldName)[];

/**
 * The conversation prompts a funnel presents: 5 of them, picked by the funnel id so a reload
 * shows the same five, and different funnels spread over all prompts.
 */
function presentedPrompts(funnelId: string | undefined): string[] {
  const ids = PROFILE_SELECT_FIELDS.conversation_prompt.values.map((value) => String(value.id));
  if (!funnelId) return ids.slice(0, CONVERSATION_PROMPTS_PRESENTED);
  const rank = (id: string) => createHash('sha256').update(`${funnelId}:${id}`).digest('hex');
  return [...ids].sort((a, b) => rank(a).localeCompare(rank(b))).slice(0, CONVERSATION_PROMPTS_PRESENTED);
}

function range(id: VocabularyFieldName, t: Translate, min: number, max: number): VocabularyField {
  return { id, type: 'range', label: t(`vocabulary.fields.${id}`), values: { min, max }, visible: [] };
}

/** Categories popular first, then by id (spec 1 §3); interests by id inside each. */
function interestsField(t: Translate): VocabularyField {
  const categories = [...INTEREST_CATEGORIES].sort((a, b) => Number(b.is_popular) - Number(a.is_popular) || a.id - b.id);
  const groups = categories.map((category) => ({
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

/** The vocabulary in one language, with the conversation prompts of one funnel. */
export function buildVocabulary(language: Language, funnelId: string | undefined, translate?: Translate): Record<VocabularyFieldName, VocabularyField> {
  const own = labelsOf(language);
  const fallback = labelsOf(DEFAULT_LANGUAGE);
  const t: Translate = translate ?? ((key) => own[key] ?? fallback[key] ?? key);
  const select = Object.fromEntries(
    SELECT_FIELDS.map((name) => {
      const field = PROFILE_SELECT_FIELDS[name];
      const ids = field.values.map((value) => String(value.id));
      const vocabularyField: VocabularyField = {
        id: name,
        type: field.type,
        label: t(`vocabulary.fields.${name}`),
        values: Object.fromEntries(field.values.map((value) => [String(value.id), t(value.key)])),
        visible: name === 'conversation_prompt' ? presentedPrompts(funnelId) : ids,
      };
      return [name, vocabularyField];
    }),
  ) as Record<(typeof SELECT_FIELDS)[number], VocabularyField>;
  return {
    gender: {
      id: 'gender',
      type: 'select_one',
      label: t('vocabulary.fields.gender'),
      values: { male: t('profile.gender.male'), female: t('profile.gender.female') },
      visible: ['male', 'female'],
    },
    ...select,
    interests: interestsField(t),
    height: range('height', t, SIGNUP_HEIGHT.min, SIGNUP_HEIGHT.max),
    weight: range('weight', t, SIGNUP_WEIGHT.min, SIGNUP_WEIGHT.max),
    search_age: range('search_age', t, SIGNUP_MIN_AGE, SIGNUP_MAX_AGE),
  };
}

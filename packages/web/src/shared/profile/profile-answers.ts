import { PERSONAL_INFO_FIELDS, type PersonalInfoField, type ProfilePersonal, type VocabularyField } from '@amora/contracts';

/**
 * A profile's answers as members read them (the own profile's screens and other members'
 * profiles): the sections, the stored values and their labels from the member vocabulary.
 */

/** A profile attribute's value: a value id, a number (height, weight), a list of ids, or none. */
export type FieldValue = number | number[] | null;

/**
 * How the profile reads its personal fields, section by section. The vocabulary groups only the
 * interests (by category), so the sections of the other fields are ours.
 */
export const FIELD_GROUPS: readonly { id: string; fields: readonly PersonalInfoField[] }[] = [
  { id: 'relationships', fields: ['goal', 'marital_status', 'children', 'want_children'] },
  { id: 'appearance', fields: ['height', 'weight'] },
  { id: 'lifestyle', fields: ['accommodation', 'alcohol', 'smoking'] },
  { id: 'work', fields: ['education', 'field_of_activity', 'position'] },
  { id: 'background', fields: ['foreign_languages', 'religion', 'ethnicity'] },
];

/** The member's stored answers; a profile without its `profile` group reads as unanswered. */
export function storedAnswers(profile: { profile?: ProfilePersonal | undefined } | undefined): Record<PersonalInfoField, FieldValue> {
  const personal = profile?.profile;
  return Object.fromEntries(PERSONAL_INFO_FIELDS.map((field) => [field, personal ? personal[field] : null])) as Record<PersonalInfoField, FieldValue>;
}

export function isAnswered(value: FieldValue | undefined): boolean {
  return value !== null && value !== undefined && (!Array.isArray(value) || value.length > 0);
}

/** The options of a select field in the order to offer them. */
export function optionsOf(field: VocabularyField): { id: number; label: string }[] {
  if ('min' in field.values) return [];
  const labels = field.values as Record<string, string>;
  const keys = field.visible.length > 0 ? field.visible : Object.keys(labels);
  return keys.filter((key) => labels[key] !== undefined).map((key) => ({ id: Number(key), label: labels[key]! }));
}

export function rangeOf(field: VocabularyField): { min: number; max: number } | null {
  return 'min' in field.values ? (field.values as { min: number; max: number }) : null;
}

const RANGE_UNITS: Partial<Record<string, string>> = { height: 'centimeter', weight: 'kilogram' };

/**
 * A value as the profile shows it, in `language`: labels from the vocabulary (a value it no
 * longer lists is left out), numbers with their unit; null when there is nothing to show.
 */
export function formatValue(name: string, field: VocabularyField | undefined, value: FieldValue | undefined, language: string): string | null {
  if (!field || !isAnswered(value)) return null;
  if (typeof value === 'number' && rangeOf(field)) {
    const unit = RANGE_UNITS[name];
    return unit ? new Intl.NumberFormat(language, { style: 'unit', unit }).format(value) : String(value);
  }
  const names = valueLabels(field, value);
  if (names.length === 0) return null;
  // A conjunction list has separators in every language ("Бег, Кофе, Кулинария"); the unit
  // list of some (ru) only spaces, which ran the values together.
  return new Intl.ListFormat(language, { style: 'narrow', type: 'conjunction' }).format(names);
}

/** The vocabulary labels of a chosen value, one per option (a value it no longer lists is left out). */
export function valueLabels(field: VocabularyField | undefined, value: FieldValue | undefined): string[] {
  if (!field || !isAnswered(value) || rangeOf(field)) return [];
  const labels = field.values as Record<string, string>;
  const ids = Array.isArray(value) ? value : [value as number];
  return ids.map((id) => labels[String(id)]).filter((label): label is string => label !== undefined);
}

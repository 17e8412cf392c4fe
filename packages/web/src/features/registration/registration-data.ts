import type { FieldName } from './steps.ts';

/** Registration data (spec 1 §3): what the steps collect, by sign-up field name. */
export interface RegistrationData {
  gender?: 'male' | 'female';
  search_gender?: 'male' | 'female';
  name?: string;
  /** YYYY-MM-DD */
  birthday?: string;
  goal?: number[];
  marital_status?: number;
  children?: number;
  education?: number;
  position?: number;
  alcohol?: number;
  smoking?: number;
  interests?: number[];
  religion?: number;
  height?: number;
  weight?: number;
  language?: number[];
  conversation_prompt?: number;
  search_age_from?: number;
  search_age_to?: number;
  country_id?: number;
  city_id?: number;
  email?: string;
  password?: string;
  /** Photo hids returned by the funnel upload. */
  photos?: string[];
}

/** Present means usable: blank strings, empty lists and non-numbers do not count (spec 1 §4.1). */
export function hasValue(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

export function hasFields(data: RegistrationData, fields: readonly FieldName[]): boolean {
  return fields.every((field) => hasValue(data[field]));
}

const NUMBER_FIELDS = [
  'marital_status',
  'children',
  'education',
  'position',
  'alcohol',
  'smoking',
  'religion',
  'height',
  'weight',
  'conversation_prompt',
  'search_age_from',
  'search_age_to',
  'country_id',
  'city_id',
] as const;
const LIST_FIELDS = ['goal', 'interests', 'language'] as const;
const STRING_FIELDS = ['name', 'email', 'birthday'] as const;
const GENDERS = ['male', 'female'] as const;

/**
 * Keeps only well-formed, non-blank values from saved, social or landing data (spec 1 §4.1):
 * anything else would disable a step the member still has to answer.
 */
export function cleanRegistrationData(raw: unknown): RegistrationData {
  if (!raw || typeof raw !== 'object') return {};
  const source = raw as Record<string, unknown>;
  const data: RegistrationData = {};
  for (const field of NUMBER_FIELDS) {
    const value = typeof source[field] === 'string' ? Number(source[field]) : source[field];
    if (typeof value === 'number' && Number.isInteger(value)) data[field] = value;
  }
  for (const field of LIST_FIELDS) {
    const value = source[field];
    if (Array.isArray(value) && value.length > 0 && value.every((item) => Number.isInteger(item))) data[field] = value as number[];
  }
  for (const field of STRING_FIELDS) {
    const value = source[field];
    if (typeof value === 'string' && value.trim() !== '') data[field] = value.trim();
  }
  for (const field of ['gender', 'search_gender'] as const) {
    const value = source[field];
    if (GENDERS.includes(value as 'male')) data[field] = value as 'male' | 'female';
  }
  // Saved drafts may name the language list by its profile name.
  if (!data.language && Array.isArray(source.foreign_languages) && source.foreign_languages.length > 0 && source.foreign_languages.every((item) => Number.isInteger(item))) {
    data.language = source.foreign_languages as number[];
  }
  const photos = source.photos;
  if (Array.isArray(photos) && photos.length > 0 && photos.every((item) => typeof item === 'string')) data.photos = photos as string[];
  return data;
}

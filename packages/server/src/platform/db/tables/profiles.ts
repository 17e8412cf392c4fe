import type { Generated } from 'kysely';

/**
 * The profile of spec 1 §3: the member's own data, search settings and location.
 * List fields (goal, foreign_languages, interests) are JSON arrays of integer ids in text.
 */
export interface ProfilesTable {
  account_id: number;
  name: string;
  gender: 'male' | 'female';
  /** YYYY-MM-DD */
  birthday: string;
  search_gender: 'male' | 'female';
  search_age_from: number;
  search_age_to: number;
  /** GeoNames ids. */
  city_id: number | null;
  country_id: number | null;
  /** The city's coordinates. */
  latitude: number | null;
  longitude: number | null;
  /** Mood 1–19 (spec 1 §3). */
  user_mood: number | null;
  field_of_activity: number | null;
  alcohol: number | null;
  children: number | null;
  want_children: number | null;
  education: number | null;
  height: number | null;
  weight: number | null;
  marital_status: number | null;
  religion: number | null;
  smoking: number | null;
  ethnicity: number | null;
  accommodation: number | null;
  position: number | null;
  conversation_prompt: number | null;
  goal: Generated<string>;
  foreign_languages: Generated<string>;
  interests: Generated<string>;
  is_subscribed: Generated<number>;
  site_pushes_disabled: Generated<number>;
}

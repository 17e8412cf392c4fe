import type { PersonalInfoField } from '@amora/contracts';

/**
 * Where the own-profile screens live. The profile, its edit and the interests step each link to
 * the others' screens, so the paths are here rather than in any one of those features.
 */
export const CHECKLIST_PATH = '/profile/checklist';
export const INTERESTS_STEP_PATH = '/profile/steps/interests';
export const PROFILE_STEPS_PATH = '/profile/steps';

/** Each profile step's hash (spec 1 §2 "Profile steps"). */
const STEP_HASHES: Record<PersonalInfoField, string> = {
  goal: 'goal',
  marital_status: 'marital',
  children: 'children',
  want_children: 'want-children',
  accommodation: 'accommodation',
  height: 'height',
  weight: 'weight',
  alcohol: 'alcohol',
  smoking: 'smoking',
  education: 'education',
  field_of_activity: 'activity',
  position: 'position',
  foreign_languages: 'language',
  religion: 'religion',
  ethnicity: 'ethnicity',
};

export function stepHash(field: PersonalInfoField): string {
  return STEP_HASHES[field];
}

export function stepPath(field: PersonalInfoField): string {
  return `${PROFILE_STEPS_PATH}#${STEP_HASHES[field]}`;
}

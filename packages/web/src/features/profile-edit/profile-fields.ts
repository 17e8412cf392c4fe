import { PERSONAL_INFO_FIELDS, type PersonalInfoField } from '@amora/contracts';
import { stepHash } from '../../shared/profile/profile-paths.ts';

/** One profile step: its hash (spec 1 §2 "Profile steps") and the profile field it answers. */
export interface ProfileStep {
  hash: string;
  field: PersonalInfoField;
}

/** The steps in the spec's order, which is the order of the checklist's personal_info items. */
export const PROFILE_STEPS: readonly ProfileStep[] = PERSONAL_INFO_FIELDS.map((field) => ({ hash: stepHash(field), field }));

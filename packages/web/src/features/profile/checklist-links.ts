import { PERSONAL_INFO_FIELDS, type PersonalInfoField } from '@amora/contracts';
import { INTERESTS_STEP_PATH, stepPath } from '../../shared/profile/profile-paths.ts';

/**
 * What a missing item offers: a page that fixes it (with the translation key of the hint under
 * it), the confirm-e-mail popup, or nothing.
 */
export type ChecklistFix = { kind: 'link'; to: string; hint: string } | { kind: 'confirmEmail' } | { kind: 'none' };

function isPersonalInfoField(item: string): item is PersonalInfoField {
  return (PERSONAL_INFO_FIELDS as readonly string[]).includes(item);
}

/**
 * Each item leads to the screen that answers it: a personal field to its profile step, the mood
 * to the profile edit, the photo to the photos. Name, birthday, city and search settings have no
 * screen in the profile area, so they are only listed.
 */
export function fixFor(item: string): ChecklistFix {
  if (item === 'interests') return { kind: 'link', to: INTERESTS_STEP_PATH, hint: 'fixes.interests' };
  if (item === 'avatar') return { kind: 'link', to: '/photos', hint: 'fixes.avatar' };
  if (item === 'user_mood') return { kind: 'link', to: '/profile/edit', hint: 'fixes.user_mood' };
  if (isPersonalInfoField(item)) return { kind: 'link', to: stepPath(item), hint: 'fixes.step' };
  if (item === 'email_confirmed') return { kind: 'confirmEmail' };
  return { kind: 'none' };
}

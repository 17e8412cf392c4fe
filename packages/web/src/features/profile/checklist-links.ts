export const CHECKLIST_PATH = '/profile/checklist';
export const INTERESTS_STEP_PATH = '/profile/steps/interests';

/** What a missing item offers: a page that fixes it, the confirm-e-mail popup, or nothing yet. */
export type ChecklistFix = { kind: 'link'; to: string } | { kind: 'confirmEmail' } | { kind: 'none' };

/**
 * Only pages that exist are linked: the other items are listed without a link until their
 * screens (the profile steps, the profile edit) are built.
 */
export function fixFor(item: string): ChecklistFix {
  if (item === 'interests') return { kind: 'link', to: INTERESTS_STEP_PATH };
  if (item === 'avatar') return { kind: 'link', to: '/profile' };
  if (item === 'email_confirmed') return { kind: 'confirmEmail' };
  return { kind: 'none' };
}


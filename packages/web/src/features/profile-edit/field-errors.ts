import type { TFunction } from 'i18next';
import { parseProfileEdit, type VocabularyField } from '@amora/contracts';
import { rangeOf } from '../../shared/profile/profile-answers.ts';

/** Field errors by field name, each a translation key of the contracts (the error envelope's `fields`). */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * What the member reads for a field's error. A range says its bounds; a select field can only
 * hold a value the vocabulary no longer has, so it asks to choose again.
 */
export function fieldErrorMessage(t: TFunction<'profile'>, field: VocabularyField | undefined): string {
  const range = field && rangeOf(field);
  return range ? t('fieldErrors.range', range) : t('fieldErrors.invalid');
}

/** The same rules the server applies (contracts), run before sending so a typo needs no round trip. */
export function localFieldErrors(changes: Record<string, unknown>): FieldErrors {
  const { issues } = parseProfileEdit(changes, Date.now());
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0]);
    errors[field] ??= issue.message;
  }
  return errors;
}

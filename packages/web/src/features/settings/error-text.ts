import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Translates an error key of the API or of a shared rule ("settings.errors.passwordWrong",
 * "signup.errors.nameTooShort") under `errors.` of this namespace; a key this screen does not know
 * reads as the generic failure rather than as a raw key.
 */
export function useErrorText(): (key: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation('settings');
  return useCallback(
    (key) => {
      if (!key) return undefined;
      const path = `errors.${key}`;
      return i18n.exists(path, { ns: 'settings' }) ? t(path) : t('errors.generic');
    },
    [t, i18n],
  );
}

/** The HTTP status of an answered failure, else null (network trouble, timeout). */
export function statusOf(error: unknown): number | null {
  const status = (error as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' ? status : null;
}

/** The field errors of a 400 answer (field → error key), or none for any other failure. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (statusOf(error) !== 400) return {};
  const fields = (error as { fields?: unknown }).fields;
  return fields && typeof fields === 'object' ? (fields as Record<string, string>) : {};
}

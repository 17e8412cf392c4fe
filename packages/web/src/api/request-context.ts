import { DEFAULT_LANGUAGE, type Language } from '@amora/contracts';

/**
 * What every request carries besides its own arguments (spec 1 §7): the interface language for
 * accept-language. i18n keeps it current; the API layer does not depend on i18next.
 */
let currentLanguage: Language = DEFAULT_LANGUAGE;

export function setRequestLanguage(language: Language): void {
  currentLanguage = language;
}

export function requestLanguage(): Language {
  return currentLanguage;
}

export const CLIENT_VERSION = __BUILD_ID__;

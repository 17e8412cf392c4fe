import { isLanguage, LANGUAGE_COOKIE, matchLanguage, type Language } from '@amora/contracts';
import { readCookie, writeCookie } from '../browser/cookies.ts';

/** The language the member chose, kept in the `lang` cookie (spec 1 §1). */
export function cookieLanguage(): Language | null {
  const value = readCookie(LANGUAGE_COOKIE);
  return isLanguage(value) ? value : null;
}

export function rememberLanguage(language: Language): void {
  writeCookie(LANGUAGE_COOKIE, language);
}

export function browserLanguage(): Language | null {
  const preferred = navigator.languages?.length ? navigator.languages : [navigator.language];
  return matchLanguage(preferred.filter(Boolean).join(','));
}

/**
 * The language before login: cookie, then browser, then the brand's default (en-US for most).
 * After login the account setting ranks between cookie and browser (session/language-sync.ts).
 */
export function initialLanguage(brandDefault: Language): Language {
  return cookieLanguage() ?? browserLanguage() ?? brandDefault;
}

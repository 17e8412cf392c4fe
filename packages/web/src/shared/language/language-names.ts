import type { Language } from '@amora/contracts';

/** Each language named in itself ("Deutsch", "Polski"), as language pickers do. */
export function nativeLanguageName(language: Language): string {
  const name = new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}

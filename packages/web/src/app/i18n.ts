import i18next, { type i18n, type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, STARTUP_NAMESPACES, type Language } from '@amora/contracts';
import { setRequestLanguage } from '../api/request-context.ts';
import { fetchBackend } from './i18n-backend.ts';

/**
 * What the first page shows: `common` (shell, overlays, navigation, 404, interim screens), `auth`
 * (home and login) and `ui` (the component kit). The list is the contracts' (the server preloads
 * it with the page).
 */
export const NAMESPACES = STARTUP_NAMESPACES;
/**
 * Namespaces loaded when a screen first asks for them (it waits in a loading boundary meanwhile):
 * the registration funnel and its paywall, recovery (recover, sign-done, confirm e-mail),
 * dev-components, profile, settings, photos, legal pages and consent, verification, the
 * home-screen popup.
 */
export const LAZY_NAMESPACES = ['registration', 'recovery', 'dev-components', 'profile', 'settings', 'photos', 'legal', 'verification', 'homescreen', 'discovery', 'safety', 'activity', 'feed', 'messenger', 'webpush', 'smart-messages', 'system-thread', 'tutorials'] as const;

/**
 * Creates the i18next instance with `language` loaded (the choice is made by the caller:
 * cookie > account > browser > brand default, spec 1 §1). In development and tests a missing key
 * throws, so an untranslated string never ships silently.
 */
export async function createI18n(language: Language): Promise<i18n> {
  const instance = i18next.createInstance();
  instance.on('languageChanged', (next: string) => {
    if (!isLanguage(next)) return;
    setRequestLanguage(next);
    document.documentElement.lang = next;
  });
  await instance.use(fetchBackend).use(initReactI18next).init(i18nOptions(language));
  return instance;
}

/**
 * The options of every instance, the server's render of a first page included
 * (ssr/first-page.tsx): the same keys and interpolation give the same text on both sides.
 */
export function i18nOptions(language: Language): InitOptions {
  return {
    lng: language,
    // No fallback language: every language has every key (i18n.test.ts), and a fallback would
    // download each namespace a second time, in English, on every non-English first page.
    fallbackLng: false,
    supportedLngs: LANGUAGES,
    load: 'currentOnly',
    // A copy: i18next adds every namespace loaded later to this array.
    ns: [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: import.meta.env.DEV,
    missingKeyHandler: (languages, namespace, key) => {
      throw new Error(`Missing translation "${namespace}:${key}" for ${languages.join(', ')}`);
    },
  };
}

export function currentLanguage(instance: i18n): Language {
  return isLanguage(instance.language) ? instance.language : DEFAULT_LANGUAGE;
}

import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import type { Language } from '@amora/contracts';
import { useSaveLanguageTagMutation } from '../../api/profile.ts';
import { showPush } from '../overlays/overlay-slice.ts';
import { rememberLanguage } from './language-choice.ts';

/**
 * Switches the interface language at once, keeps it in the `lang` cookie and saves it to the
 * account (POST /rest/v2/user/settings/language_tag, spec 1 §1), with a push saying whether the
 * account took it. The profile's language modal and /settings/language both use it.
 */
export function useSwitchLanguage(): (language: Language) => Promise<void> {
  const { i18n } = useTranslation();
  const dispatch = useDispatch();
  const [save] = useSaveLanguageTagMutation();
  return useCallback(
    async (language: Language) => {
      if (language === i18n.language) return;
      rememberLanguage(language);
      await i18n.changeLanguage(language);
      const failed = 'error' in (await save(language));
      dispatch(showPush({ messageKey: failed ? 'pushes.languageNotSaved' : 'pushes.languageSaved', tone: failed ? 'error' : 'success' }));
    },
    [i18n, save, dispatch],
  );
}

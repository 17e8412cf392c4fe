import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { LANGUAGES, type Language } from '@amora/contracts';
import { useSaveLanguageTagMutation } from '../../api/profile.ts';
import { rememberLanguage } from '../../shared/language/language-choice.ts';
import { showPush } from '../../shared/overlays/overlay-slice.ts';
import { Popup } from '../../shared/ui/Popup.tsx';
import { nativeLanguageName } from './languages.ts';
import styles from './ProfilePages.module.css';

/**
 * Picks the interface language: switched at once, kept in the `lang` cookie and saved to the
 * account (POST /rest/v2/user/settings/language_tag, spec 1 §1).
 */
export function LanguageModal({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('common');
  const dispatch = useDispatch();
  const [save] = useSaveLanguageTagMutation();

  const choose = async (language: Language) => {
    onClose();
    if (language === i18n.language) return;
    rememberLanguage(language);
    await i18n.changeLanguage(language);
    const answer = await save(language);
    const failed = 'error' in answer;
    dispatch(showPush({ messageKey: failed ? 'pushes.languageNotSaved' : 'pushes.languageSaved', tone: failed ? 'error' : 'success' }));
  };

  return (
    <Popup title={t('profile.chooseLanguage')} onClose={onClose}>
      <ul className={styles.languageList}>
        {LANGUAGES.map((language) => (
          <li key={language}>
            <button
              type="button"
              lang={language}
              className={styles.languageOption}
              aria-current={language === i18n.language || undefined}
              onClick={() => void choose(language)}
            >
              {nativeLanguageName(language)}
            </button>
          </li>
        ))}
      </ul>
    </Popup>
  );
}

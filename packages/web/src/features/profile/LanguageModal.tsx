import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@amora/contracts';
import { useSwitchLanguage } from '../../shared/language/use-switch-language.ts';
import { Popup } from '../../shared/ui/Popup.tsx';
import { nativeLanguageName } from '../../shared/language/language-names.ts';
import styles from './ProfilePages.module.css';

/**
 * Picks the interface language: switched at once, kept in the `lang` cookie and saved to the
 * account (POST /rest/v2/user/settings/language_tag, spec 1 §1).
 */
export function LanguageModal({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('common');
  const switchLanguage = useSwitchLanguage();

  const choose = (language: Language) => {
    onClose();
    return switchLanguage(language);
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

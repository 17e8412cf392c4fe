import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@amora/contracts';
import { Radio } from '../../shared/ui/Radio.tsx';
import { useSwitchLanguage } from '../../shared/language/use-switch-language.ts';
import { nativeLanguageName } from '../../shared/language/language-names.ts';
import { SettingsPage } from './SettingsPage.tsx';
import styles from './Settings.module.css';

/**
 * /settings/language: the interface language, switched at once, kept in the `lang` cookie and
 * saved to the account, as the profile's language modal does (spec 1 §1).
 */
export function LanguagePage() {
  const { t, i18n } = useTranslation('settings');
  const choose = useSwitchLanguage();

  return (
    <SettingsPage title={t('language.title')} backTo="/settings">
      <fieldset className={styles.menu}>
        <legend className="visually-hidden">{t('language.title')}</legend>
        {LANGUAGES.map((language) => (
          <Radio
            key={language}
            className={styles.choice}
            lang={language}
            name="language"
            value={language}
            label={nativeLanguageName(language)}
            checked={language === i18n.language}
            onChange={() => void choose(language)}
          />
        ))}
      </fieldset>
    </SettingsPage>
  );
}

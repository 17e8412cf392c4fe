import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { isLanguage } from '@amora/contracts';
import { openModal } from '../../shared/overlays/overlay-slice.ts';
import { nativeLanguageName } from '../../shared/language/language-names.ts';
import styles from './ProfilePages.module.css';

/** The language row of the profile; the choice itself happens in the language modal. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('common');
  const dispatch = useDispatch();
  return (
    <button type="button" className={styles.settingRow} onClick={() => dispatch(openModal('language'))} aria-haspopup="dialog">
      <span className={styles.settingLabel}>{t('profile.language')}</span>
      <span className={styles.settingValue}>{isLanguage(i18n.language) ? nativeLanguageName(i18n.language) : i18n.language}</span>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path d="M9 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}

import { useTranslation } from 'react-i18next';
import { NearbyPanel } from './NearbyPanel.tsx';
import styles from './SearchPage.module.css';

/** `/search` (spec 1 §2): the members nearby, nearest first, within the range the member picks. */
export default function SearchPage() {
  const { t } = useTranslation('discovery');
  return (
    <div className={styles.page}>
      <div>
        <h1 className={styles.title}>{t('search.title')}</h1>
        <p className={styles.lead}>{t('search.lead')}</p>
      </div>
      <NearbyPanel />
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { NavigationHeader } from '../../shared/ui/NavigationHeader.tsx';
import { MemberProfileBody } from './MemberProfileBody.tsx';
import styles from './MemberProfile.module.css';

/** Another member's profile as a page (spec 1 §2 `/contact/{userId}`, legacy `/u{userHashId}`). */
export function MemberProfilePage({ hid }: { hid: string }) {
  const { t } = useTranslation('discovery');
  return (
    <div className={styles.screen}>
      <NavigationHeader title={t('profileView.title')} backTo="/matches" />
      <div className={styles.page}>
        <MemberProfileBody hid={hid} />
      </div>
    </div>
  );
}

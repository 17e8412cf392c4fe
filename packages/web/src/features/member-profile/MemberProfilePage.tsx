import { useTranslation } from 'react-i18next';
import { NavigationHeader } from '../../shared/ui/NavigationHeader.tsx';
import { MemberProfileBody, type MemberProfileSlots } from './MemberProfileBody.tsx';
import styles from './MemberProfile.module.css';

/** Another member's profile as a page (spec 1 §2 `/contact/{userId}`, legacy `/u{userHashId}`). */
export function MemberProfilePage({ hid, menu, blockedStub }: { hid: string } & MemberProfileSlots) {
  const { t } = useTranslation('discovery');
  return (
    <div className={styles.screen}>
      <NavigationHeader title={t('profileView.title')} backTo="/matches" />
      <div className={styles.page}>
        <MemberProfileBody hid={hid} menu={menu} blockedStub={blockedStub} />
      </div>
    </div>
  );
}

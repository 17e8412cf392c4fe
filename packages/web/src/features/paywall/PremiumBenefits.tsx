import { useTranslation } from 'react-i18next';
import { Popup } from '../../shared/ui/Popup.tsx';
import { buttonClass } from '../../shared/ui/button.ts';
import styles from './Paywall.module.css';

const BENEFITS = ['unlimitedLikes', 'seeWhoLikes', 'unblurredPhotos', 'priorityMessages'] as const;

/** Until payments exist the premium button opens the benefits (DESIGN.md §13), no price. */
export function PremiumBenefits({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('registration');
  return (
    <Popup
      title={t('paywall.benefits.title')}
      onClose={onClose}
      actions={
        <button type="button" className={buttonClass('primary', { block: true })} onClick={onClose}>
          {t('paywall.benefits.close')}
        </button>
      }
    >
      <ul className={styles.benefits}>
        {BENEFITS.map((benefit) => (
          <li key={benefit}>{t(`paywall.benefits.${benefit}`)}</li>
        ))}
      </ul>
    </Popup>
  );
}

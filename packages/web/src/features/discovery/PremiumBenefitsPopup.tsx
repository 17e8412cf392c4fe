import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../shared/ui/button.ts';
import { Popup } from '../../shared/ui/Popup.tsx';
import styles from './SearchPage.module.css';

/**
 * What premium would add to the search the member is looking at (DESIGN.md §13): the benefits
 * that matter there, already in the member's words, and no price until payments exist.
 */
export function PremiumBenefitsPopup({ benefits, onClose }: { benefits: readonly string[]; onClose: () => void }) {
  const { t } = useTranslation('discovery');
  return (
    <Popup
      title={t('nearby.benefits.title')}
      onClose={onClose}
      actions={
        <button type="button" className={buttonClass('primary', { block: true })} onClick={onClose}>
          {t('nearby.benefits.close')}
        </button>
      }
    >
      <ul className={styles.benefits}>
        {benefits.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
    </Popup>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from '../../../shared/routing/index.ts';
import { BenefitsPopup } from '../../../shared/ui/BenefitsPopup.tsx';
import { buttonClass } from '../../../shared/ui/button.ts';
import { Popup } from '../../../shared/ui/Popup.tsx';

const PREMIUM_BENEFITS = ['deliver', 'firstMessage', 'seeWho'] as const;

/** The paywall entry of a held message (DESIGN.md §14): what premium does for it; no price until payments exist (DESIGN.md §13). */
export function PremiumPopup({ name, onClose }: { name: string; onClose: () => void }) {
  const { t } = useTranslation('messenger');
  return (
    <BenefitsPopup
      title={t('thread.premium.title')}
      description={t('thread.premium.text', { name })}
      benefits={PREMIUM_BENEFITS.map((benefit) => t(`thread.premium.benefits.${benefit}`))}
      closeLabel={t('thread.premium.close')}
      onClose={onClose}
    />
  );
}

/**
 * Spec 2 §2's upload-photo popup, after the member's first message in a thread while they have
 * no photo: people answer a member with a photo far more, so it says so and leads to the upload.
 */
export function UploadPhotoPopup({ name, onClose }: { name: string; onClose: () => void }) {
  const { t } = useTranslation('messenger');
  return (
    <Popup
      title={t('thread.uploadPhoto.title')}
      description={t('thread.uploadPhoto.text', { name })}
      onClose={onClose}
      actions={
        <>
          <Link to="/photos" className={buttonClass('primary', { block: true })}>
            {t('thread.uploadPhoto.upload')}
          </Link>
          <button type="button" className={buttonClass('secondary', { block: true })} onClick={onClose}>
            {t('thread.uploadPhoto.notNow')}
          </button>
        </>
      }
    />
  );
}

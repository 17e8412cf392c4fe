import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from '../../shared/routing/index.ts';
import type { HostedPopupProps } from '../../shared/overlays/popup-props.ts';
import { Popup } from '../../shared/ui/Popup.tsx';
import styles from './Photos.module.css';

const GUIDELINES = ['face', 'alone', 'recent', 'decent'] as const;

/** Closes the popup and opens the photo manager, unless the member is already on it. */
function useToManager(onClose: () => void, onAction: (action: string) => void) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return () => {
    onAction('upload');
    onClose();
    if (pathname !== '/photos') void navigate('/photos');
  };
}

/** photo_rejected_popup: a photo failed moderation, with the photo guidelines (spec 3 §2, §4). */
export function PhotoRejectedPopup({ onClose, onAction }: HostedPopupProps) {
  const { t } = useTranslation('photos');
  const toManager = useToManager(onClose, onAction);
  return (
    <Popup
      title={t('rejectedPopup.title')}
      description={t('rejectedPopup.text')}
      onClose={onClose}
      buttons={[
        { label: t('rejectedPopup.upload'), onClick: toManager },
        { label: t('rejectedPopup.ok'), onClick: onClose },
      ]}
    >
      <ul className={styles.guidelines} aria-label={t('rejectedPopup.guidelines')}>
        {GUIDELINES.map((rule) => (
          <li key={rule}>{t(`rejectedPopup.rules.${rule}`)}</li>
        ))}
      </ul>
    </Popup>
  );
}

/** photo_fake_age_popup: moderation marked a photo as fake age (spec 3 §4). */
export function PhotoFakeAgePopup({ onClose, onAction }: HostedPopupProps) {
  const { t } = useTranslation('photos');
  const toManager = useToManager(onClose, onAction);
  return (
    <Popup
      title={t('fakeAgePopup.title')}
      description={t('fakeAgePopup.text')}
      onClose={onClose}
      buttons={[
        { label: t('fakeAgePopup.upload'), onClick: toManager },
        { label: t('fakeAgePopup.ok'), onClick: onClose },
      ]}
    />
  );
}

/** photo_upload_success_popup: photos uploaded and sent to moderation (spec 3 §2). */
export function PhotoUploadSuccessPopup({ onClose }: HostedPopupProps) {
  const { t } = useTranslation('photos');
  return <Popup title={t('successPopup.title')} description={t('successPopup.text')} onClose={onClose} buttons={[{ label: t('successPopup.ok'), onClick: onClose }]} />;
}

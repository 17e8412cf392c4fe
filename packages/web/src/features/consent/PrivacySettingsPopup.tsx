import { useTranslation } from 'react-i18next';
import type { ConsentPolicy } from '@amora/contracts';
import { Popup } from '../../shared/ui/Popup.tsx';
import { NECESSARY_ONLY } from './consent-store.ts';
import { PrivacySettingsManager } from './PrivacySettingsManager.tsx';
import { useSaveConsent } from './use-save-consent.ts';

/** "Manage cookies" from a cookie popup: the manager, every optional category off until switched on. */
export function PrivacySettingsPopup({ policy, onClose }: { policy: ConsentPolicy; onClose: () => void }) {
  const { t } = useTranslation('legal');
  const save = useSaveConsent();
  return (
    <Popup title={t('manager.title')} description={t('manager.lead')} align="bottom" onClose={onClose}>
      <PrivacySettingsManager initial={NECESSARY_ONLY} onSave={(permissions) => save({ ...permissions, policy })} />
    </Popup>
  );
}

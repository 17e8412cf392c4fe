import { useTranslation } from 'react-i18next';
import { SettingsPage } from '../SettingsPage.tsx';
import { PrivacyLinks } from './PrivacyLinks.tsx';

/** /settings/privacy: where a data request returns to (spec 1 §4). */
export function PrivacyPage() {
  const { t } = useTranslation('settings');
  return (
    <SettingsPage title={t('privacy.title')} backTo="/settings">
      <PrivacyLinks />
    </SettingsPage>
  );
}

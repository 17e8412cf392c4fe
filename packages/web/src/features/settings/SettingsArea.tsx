import { Navigate, Route, Routes } from '../../shared/routing/index.ts';
import { AccountPage } from './account/AccountPage.tsx';
import { ChangePasswordPage } from './account/ChangePasswordPage.tsx';
import { DeactivatePage } from './deactivation/DeactivatePage.tsx';
import { ReasonPage } from './deactivation/ReasonPage.tsx';
import { ReasonsPage } from './deactivation/ReasonsPage.tsx';
import { REASON_PAGE_NAMES } from './deactivation/reason-routes.ts';
import { HelpPage } from './HelpPage.tsx';
import { LanguagePage } from './LanguagePage.tsx';
import { NotificationsPage } from './notifications/NotificationsPage.tsx';
import { PrivacyPage } from './privacy/PrivacyPage.tsx';
import { RequestProfileInfoPage } from './privacy/RequestProfileInfoPage.tsx';
import { SettingsMenu } from './SettingsMenu.tsx';

/** /settings/* screens (spec 1 §2); legal documents, cookie settings and the consumer info centre are the legal feature's. */
export function SettingsArea() {
  return (
    <Routes>
      <Route index element={<SettingsMenu />} />
      <Route path="language" element={<LanguagePage />} />
      <Route path="notifications" element={<NotificationsPage />} />
      <Route path="profile" element={<AccountPage />} />
      <Route path="profile/change-password" element={<ChangePasswordPage />} />
      {/* Where the deprecated /settings/profilesettings/reasons leads. */}
      <Route path="profile/reasons" element={<Navigate to="/settings/deactivation" replace />} />
      <Route path="deactivation" element={<ReasonsPage />} />
      <Route path="deactivation/sub-reasons" element={<ReasonsPage sub />} />
      {REASON_PAGE_NAMES.map((page) => (
        <Route key={page} path={page} element={<ReasonPage page={page} />} />
      ))}
      <Route path="deactivate" element={<DeactivatePage />} />
      <Route path="privacy" element={<PrivacyPage />} />
      <Route path="privacy/request-profile-info" element={<RequestProfileInfoPage />} />
      <Route path="privacy/request-profile-info/email" element={<RequestProfileInfoPage otherAddress />} />
      <Route path="help-and-support" element={<HelpPage />} />
      <Route path="*" element={<Navigate to="/settings" replace />} />
    </Routes>
  );
}

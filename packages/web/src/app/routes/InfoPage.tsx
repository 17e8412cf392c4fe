import { useParams } from '../../shared/routing/index.ts';
import { useTranslation } from 'react-i18next';
import { LEGAL_DOCUMENT_PAGES } from '@amora/contracts';
import { CookieSettingsSection } from '../../features/consent/CookieSettingsSection.tsx';
import { DoNotSellSection } from '../../features/consent/DoNotSellSection.tsx';
import { NotFoundPage } from '../../features/interim/NotFoundPage.tsx';
import { DocumentScreen } from '../../features/legal/DocumentScreen.tsx';
import { COOKIE_SETTINGS, DO_NOT_SELL, isLegalDocumentRoute, MORE_PAGES } from '../../features/legal/legal-routes.ts';
import { LegalScreen } from '../../features/legal/LegalScreen.tsx';

/**
 * Public information pages under /info/* (spec 1 §2, DESIGN.md §13 "/info pages"); its own
 * chunk, loaded on first visit. They work logged out and logged in alike and call no login.
 * The legal texts with consent's cookie and do-not-sell controls, hence in app/routes.
 */
export default function InfoPage() {
  const { t } = useTranslation('legal');
  const route = (useParams()['*'] ?? '').replace(/\/$/, '');

  if (route === COOKIE_SETTINGS) {
    return (
      <LegalScreen title={t(`documents.${COOKIE_SETTINGS}`)} backTo="/">
        <CookieSettingsSection />
      </LegalScreen>
    );
  }
  if (!isLegalDocumentRoute(route)) return <NotFoundPage />;
  return (
    <DocumentScreen
      page={LEGAL_DOCUMENT_PAGES[route]}
      fallbackTitle={t(`documents.${route}`)}
      backTo="/"
      before={route === DO_NOT_SELL ? <DoNotSellSection /> : undefined}
      morePages={MORE_PAGES[route]}
    />
  );
}

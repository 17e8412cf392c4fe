import { useLocation } from '../../shared/routing/index.ts';
import { useTranslation } from 'react-i18next';
import { CONSUMER_INFO_PAGES, LEGAL_DOCUMENT_PAGES } from '@amora/contracts';
import { CookieSettingsSection } from '../../features/consent/CookieSettingsSection.tsx';
import { DoNotSellSection } from '../../features/consent/DoNotSellSection.tsx';
import { NotFoundPage } from '../../features/interim/NotFoundPage.tsx';
import { DocumentScreen } from '../../features/legal/DocumentScreen.tsx';
import { COOKIE_SETTINGS, DO_NOT_SELL, SETTINGS_DOCUMENTS } from '../../features/legal/legal-routes.ts';
import { LegalMenu } from '../../features/legal/LegalMenu.tsx';
import { LegalScreen } from '../../features/legal/LegalScreen.tsx';
import styles from './LegalSettingsArea.module.css';

const DOCUMENTS = '/settings/legal-documents';
const CONSUMER_INFO = '/settings/consumer-info-center';
const PRIVACY = '/settings/privacy';

/**
 * Legal documents, the cookie and do-not-sell privacy screens and the consumer info centre under
 * /settings (spec 1 §2). The app mounts it on each of those paths; the path picks the screen.
 * The legal texts with consent's cookie and do-not-sell controls, hence in app/routes.
 */
export function LegalSettingsArea() {
  const { t } = useTranslation('legal');
  const path = useLocation().pathname.replace(/\/$/, '');
  const [section, page] = splitPath(path);

  if (section === DOCUMENTS && page === null) {
    return (
      <LegalScreen title={t('legalDocuments.title')} backTo="/settings">
        <LegalMenu label={t('legalDocuments.title')} items={SETTINGS_DOCUMENTS.map((route) => ({ to: `${DOCUMENTS}/${route}`, title: t(`documents.${route}`) }))} />
      </LegalScreen>
    );
  }
  if (section === DOCUMENTS && (SETTINGS_DOCUMENTS as readonly string[]).includes(page ?? '')) {
    const route = page as (typeof SETTINGS_DOCUMENTS)[number];
    return <DocumentScreen page={LEGAL_DOCUMENT_PAGES[route]} fallbackTitle={t(`documents.${route}`)} backTo={DOCUMENTS} />;
  }
  if (section === CONSUMER_INFO && page === null) {
    return (
      <LegalScreen title={t('consumerInfo.title')} backTo="/settings">
        <p className={styles.lead}>{t('consumerInfo.lead')}</p>
        <LegalMenu label={t('consumerInfo.title')} items={CONSUMER_INFO_PAGES.map((name) => ({ to: `${CONSUMER_INFO}/${name}`, title: t(`consumerInfo.pages.${name}`) }))} />
      </LegalScreen>
    );
  }
  const consumerPage = CONSUMER_INFO_PAGES.find((name) => name === page);
  if (section === CONSUMER_INFO && consumerPage) {
    return <DocumentScreen page={consumerPage} fallbackTitle={t(`consumerInfo.pages.${consumerPage}`)} backTo={CONSUMER_INFO} />;
  }
  if (path === `${PRIVACY}/${COOKIE_SETTINGS}`) {
    return (
      <LegalScreen title={t(`documents.${COOKIE_SETTINGS}`)} backTo="/settings">
        <CookieSettingsSection />
      </LegalScreen>
    );
  }
  if (path === `${PRIVACY}/${DO_NOT_SELL}`) {
    return <DocumentScreen page="ccpa" fallbackTitle={t(`documents.${DO_NOT_SELL}`)} backTo="/settings" before={<DoNotSellSection />} />;
  }
  return <NotFoundPage />;
}

/** `/settings/legal-documents/terms` → the section and the page under it (null for the section itself). */
function splitPath(path: string): [section: string, page: string | null] {
  for (const section of [DOCUMENTS, CONSUMER_INFO]) {
    if (path === section) return [section, null];
    if (path.startsWith(`${section}/`)) return [section, path.slice(section.length + 1)];
  }
  return [path, null];
}

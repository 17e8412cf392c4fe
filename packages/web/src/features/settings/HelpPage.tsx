import { useTranslation } from 'react-i18next';
import { useBrand } from '../../shared/brand/brand-context.ts';
import { Disclosure } from '../../shared/ui/Disclosure.tsx';
import { EmailAddress } from '../../shared/ui/EmailAddress.tsx';
import { MenuItem } from '../../shared/ui/MenuItem.tsx';
import { SettingsPage } from './SettingsPage.tsx';
import styles from './Settings.module.css';

const FAQ = ['moderation', 'verification', 'payments', 'deleting', 'safety'] as const;
const LEGAL_DOCUMENTS = ['terms', 'privacy-policy', 'subscription-terms', 'cookie-policy', 'tips', 'consent-policy'] as const;

/** /settings/help-and-support: short answers, the support address, the help centre and the legal documents. */
export function HelpPage() {
  const { t } = useTranslation('settings');
  const brand = useBrand();
  const supportEmail = `support@${brand.domain}`;
  return (
    <SettingsPage title={t('help.title')} backTo="/settings">
      <section className={styles.group} aria-labelledby="help-faq">
        <h2 id="help-faq" className={styles.groupTitle}>
          {t('help.faqTitle')}
        </h2>
        <div className={styles.menu}>
          {FAQ.map((topic) => (
            <Disclosure key={topic} summary={t(`help.faq.${topic}.question`)}>
              <p>{t(`help.faq.${topic}.answer`, { brand: brand.name })}</p>
            </Disclosure>
          ))}
        </div>
      </section>
      <section className={styles.card} aria-labelledby="help-contact">
        <h2 id="help-contact" className={styles.cardTitle}>
          {t('help.contactTitle')}
        </h2>
        <p className={styles.muted}>{t('help.contactText')}</p>
        <a className={`${styles.row} ${styles.link}`} href={`mailto:${supportEmail}`}>
          <EmailAddress address={supportEmail} />
        </a>
        <a className={`${styles.row} ${styles.link}`} href={brand.helpArticleUrl} target="_blank" rel="noopener noreferrer">
          {t('help.helpCentre')}
        </a>
      </section>
      <section className={styles.group} aria-labelledby="help-legal">
        <h2 id="help-legal" className={styles.groupTitle}>
          {t('help.legalTitle')}
        </h2>
        <div className={styles.menu}>
          {LEGAL_DOCUMENTS.map((document) => (
            <MenuItem key={document} to={`/settings/legal-documents/${document}`} title={t(`help.legal.${document}`)} />
          ))}
        </div>
      </section>
    </SettingsPage>
  );
}

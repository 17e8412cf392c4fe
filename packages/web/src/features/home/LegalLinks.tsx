import { Link } from '../../shared/routing/index.ts';
import { useTranslation } from 'react-i18next';
import styles from './HomePage.module.css';

export type LegalLink = 'terms' | 'privacy' | 'consent' | 'ccpa' | 'tips' | 'subscriptionTerms';

const PATHS: Record<LegalLink, string> = {
  terms: '/info/terms',
  privacy: '/info/privacy-policy',
  consent: '/info/consent-policy',
  ccpa: '/info/do-not-sell-my-personal-information',
  tips: '/info/tips',
  subscriptionTerms: '/info/subscription-terms',
};

/** The footer's links to the public information pages (spec 1 §2). */
export function LegalLinks({ links }: { links: readonly LegalLink[] }) {
  const { t } = useTranslation('auth');
  return (
    <nav aria-label={t('home.footer.linksLabel')}>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link}>
            <Link to={PATHS[link]}>{t(`home.footer.links.${link}`)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import { useTranslation } from 'react-i18next';
import { useBrand } from '../../shared/brand/brand-context.ts';
import { buttonClass } from '../../shared/ui/button.ts';
import { HomeHeader } from './HomeHeader.tsx';
import { HeroIllustration } from './HeroIllustration.tsx';
import { LegalLinks, type LegalLink } from './LegalLinks.tsx';
import styles from './HomePage.module.css';

const STORE_LINKS: readonly LegalLink[] = ['terms', 'privacy', 'subscriptionTerms'];

/**
 * The store-download home variant (spec 1 §2). The registry names no store listing, so the
 * button leads to the brand's app page on its own domain, which forwards to the right store.
 */
export function StoreDownloadHome() {
  const brand = useBrand();
  const { t } = useTranslation('auth');
  return (
    <div className={styles.page}>
      <HomeHeader />
      <main className={styles.main}>
        <section className={styles.hero} aria-labelledby="home-title">
          <HeroIllustration />
          <h1 id="home-title" className={styles.title}>
            {t('home.store.title', { brand: brand.name })}
          </h1>
          <p className={styles.subtitle}>{t('home.store.subtitle')}</p>
          <p className={styles.description}>{t('home.store.description', { brand: brand.name })}</p>
          <a className={buttonClass('primary', { block: true })} href={`https://${brand.domain}/app`}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M12 4v11m0 0l-4.5-4.5M12 15l4.5-4.5M5 19h14" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            {t('home.store.download')}
          </a>
        </section>
      </main>
      <footer className={styles.footer}>
        <p className={styles.footerText}>{t('home.store.footer', { brand: brand.name })}</p>
        <LegalLinks links={STORE_LINKS} />
        <p className={styles.copyright}>{t('home.footer.copyright', { brand: brand.name, year: new Date().getFullYear() })}</p>
      </footer>
    </div>
  );
}

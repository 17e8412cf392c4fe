import { useEffect, useId, useState } from 'react';
import { Link, useNavigate } from '../../shared/routing/index.ts';
import { Trans, useTranslation } from 'react-i18next';
import { useBrand } from '../../shared/brand/brand-context.ts';
import { buttonClass } from '../../shared/ui/button.ts';
import { Checkbox } from '../../shared/ui/Checkbox.tsx';
import { landTraffic } from '../../shared/traffic/traffic.ts';
import { HomeHeader } from './HomeHeader.tsx';
import { HeroIllustration } from './HeroIllustration.tsx';
import { LegalLinks, type LegalLink } from './LegalLinks.tsx';
import { StoreDownloadHome } from './StoreDownloadHome.tsx';
import { usePageVisit } from './use-page-visit.ts';
import styles from './HomePage.module.css';

/**
 * Safety tips are linked for every visitor: the spec shows them "in some regions", but a
 * logged-out page does not know the visitor's region, and safety advice is never out of place.
 */
const FOOTER_LINKS: readonly LegalLink[] = ['terms', 'privacy', 'consent', 'ccpa', 'tips'];
const BENEFITS = ['real', 'free', 'private'] as const;

/** The brand home page (spec 1 §2): hero, register gated by the agreement, footer links. */
export function HomePage() {
  const brand = useBrand();
  usePageVisit();
  // The home page is a landing: it sets the traffic cookie registration needs (DESIGN.md §13).
  useEffect(() => void landTraffic(window.location.search), []);
  return brand.storeDownload ? <StoreDownloadHome /> : <RegisterHome />;
}

function RegisterHome() {
  const brand = useBrand();
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [agreed, setAgreed] = useState(false);
  const hintId = useId();
  const agreementId = useId();

  const register = () => {
    if (brand.registrationDomain) window.location.assign(`https://${brand.registrationDomain}/registration`);
    else void navigate('/registration');
  };

  return (
    <div className={styles.page}>
      <HomeHeader />
      <main className={styles.main}>
        <section className={styles.hero} aria-labelledby="home-title">
          <HeroIllustration />
          <h1 id="home-title" className={styles.title}>
            {t('home.hero.title')}
          </h1>
          <p className={styles.subtitle}>{t('home.hero.subtitle', { brand: brand.name })}</p>
          <button type="button" className={buttonClass('primary', { block: true })} disabled={!agreed} aria-describedby={hintId} onClick={register}>
            {t('home.hero.register')}
          </button>
          <p id={hintId} className={styles.hint} aria-live="polite">
            {agreed ? t('home.hero.registerReady') : t('home.hero.registerHint')}
          </p>
        </section>
        <ul className={styles.benefits}>
          {BENEFITS.map((benefit) => (
            <li key={benefit} className={styles.benefit}>
              <BenefitIcon kind={benefit} />
              <h2 className={styles.benefitTitle}>{t(`home.benefits.${benefit}`)}</h2>
            </li>
          ))}
        </ul>
      </main>
      <footer className={styles.footer}>
        <Checkbox
          id={agreementId}
          className={styles.agreement}
          checked={agreed}
          onChange={(event) => setAgreed(event.target.checked)}
          label={<Trans t={t} i18nKey="home.agreement.label" components={{ terms: <Link to="/info/terms" />, privacy: <Link to="/info/privacy-policy" /> }} />}
        />
        <LegalLinks links={FOOTER_LINKS} />
        <p className={styles.copyright}>{t('home.footer.copyright', { brand: brand.name, year: new Date().getFullYear() })}</p>
      </footer>
    </div>
  );
}

function BenefitIcon({ kind }: { kind: (typeof BENEFITS)[number] }) {
  const paths = {
    real: 'M12 2l2.4 2.1 3.2-.3.9 3.1 2.8 1.6-1.1 3 1.1 3-2.8 1.6-.9 3.1-3.2-.3L12 22l-2.4-2.1-3.2.3-.9-3.1-2.8-1.6 1.1-3-1.1-3 2.8-1.6.9-3.1 3.2.3zM8.5 12.2l2.3 2.3 4.7-4.8',
    free: 'M4 6.5A2.5 2.5 0 016.5 4h11A2.5 2.5 0 0120 6.5v7a2.5 2.5 0 01-2.5 2.5H10l-4.5 4v-4H6.5A2.5 2.5 0 014 13.5zM8.5 10h.01M12 10h.01M15.5 10h.01',
    private: 'M12 3l7 3v5c0 4.6-3 8.4-7 10-4-1.6-7-5.4-7-10V6zM9.5 11.5V10a2.5 2.5 0 015 0v1.5M9 11.5h6v4H9z',
  } as const;
  return (
    <span className={styles.benefitIcon} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="22" height="22">
        <path d={paths[kind]} fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}

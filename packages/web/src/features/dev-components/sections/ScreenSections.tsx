import { Link } from '../../../shared/routing/index.ts';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../../shared/brand/Logo.tsx';
import { buttonClass } from '../../../shared/ui/button.ts';
import { EnvelopeIllustration } from '../../../shared/ui/EnvelopeIllustration.tsx';
import { Icon } from '../../../shared/ui/Icon.tsx';
import { LoadState } from '../../../shared/ui/LoadState.tsx';
import { NavigationHeader } from '../../../shared/ui/NavigationHeader.tsx';
import { PageIllustration, PageLayout } from '../../../shared/ui/PageLayout.tsx';
import layout from '../../../shared/ui/PageLayout.module.css';
import { Splash } from '../../../shared/ui/Splash.tsx';
import { StatusScreen } from '../../../shared/ui/StatusScreen.tsx';
import { TopBar } from '../../../shared/ui/TopBar.tsx';
import { galleryHref, type GalleryTheme } from '../gallery-theme.ts';
import { GallerySection } from '../GallerySection.tsx';
import { SOFIA } from '../sample-people.ts';
import { ScreenFrame } from '../ScreenFrame.tsx';
import styles from './sections.module.css';

const SCREEN_FRAME_PX = 520;
const SPLASH_FRAME_PX = 320;

/** A screen with a parent (back to the gallery's top) and a top-level one. */
export function NavigationHeaderSection({ theme }: { theme: GalleryTheme }) {
  const { t } = useTranslation('dev-components');
  return (
    <GallerySection id="navigation-header" component="NavigationHeader">
      <ScreenFrame>
        <NavigationHeader title={t('people.nameAge', { name: SOFIA.name, age: SOFIA.age })} backTo={galleryHref(theme)} />
      </ScreenFrame>
      <ScreenFrame>
        <NavigationHeader title={t('header.settings')} />
      </ScreenFrame>
    </GallerySection>
  );
}

export function TopBarSection() {
  const { t } = useTranslation('dev-components');
  return (
    <GallerySection id="top-bar" component="TopBar">
      <ScreenFrame>
        <TopBar
          center={<Logo />}
          end={
            <Link to="/login" className={buttonClass('ghost', { small: true })}>
              {t('topBar.login')}
            </Link>
          }
        />
      </ScreenFrame>
    </GallerySection>
  );
}

export function PageLayoutSection({ theme }: { theme: GalleryTheme }) {
  const { t } = useTranslation('dev-components');
  return (
    <GallerySection id="page-layout" component="PageLayout · PageIllustration">
      <ScreenFrame height={SCREEN_FRAME_PX}>
        <PageLayout back={{ to: galleryHref(theme), label: t('pageLayout.back') }} centered>
          <PageIllustration>
            <Icon name="lock" size={44} />
          </PageIllustration>
          <p className={layout.title}>{t('pageLayout.title')}</p>
          <p className={layout.subtitle}>{t('pageLayout.subtitle')}</p>
          <p className={layout.hint}>{t('pageLayout.hint')}</p>
        </PageLayout>
      </ScreenFrame>
    </GallerySection>
  );
}

export function EnvelopeIllustrationSection() {
  const { t } = useTranslation('dev-components');
  return (
    <GallerySection id="envelope-illustration" component="EnvelopeIllustration">
      <div className={styles.centered}>
        <EnvelopeIllustration />
        <p className={styles.note}>{t('envelope.note')}</p>
      </div>
    </GallerySection>
  );
}

export function StatusScreenSection() {
  const { t } = useTranslation('dev-components');
  return (
    <GallerySection id="status-screen" component="StatusScreen">
      <ScreenFrame height={SCREEN_FRAME_PX}>
        <StatusScreen
          illustration={<Icon name="search" size={48} />}
          title={t('statusScreen.title')}
          actions={
            <Link to="/" className={buttonClass('primary', { block: true })}>
              {t('statusScreen.home')}
            </Link>
          }
        >
          <p>{t('statusScreen.text')}</p>
        </StatusScreen>
      </ScreenFrame>
    </GallerySection>
  );
}

export function SplashSection() {
  return (
    <GallerySection id="splash" component="Splash">
      <ScreenFrame height={SPLASH_FRAME_PX}>
        <Splash />
      </ScreenFrame>
    </GallerySection>
  );
}

/** LoadState: what a screen shows before its data: the placeholder, and the failure with a retry. */
export function LoadStateSection() {
  const { t } = useTranslation('dev-components');
  const failure = { message: t('loadState.failed'), retryLabel: t('loadState.retry'), className: styles.loadFailed };
  return (
    <GallerySection id="load-state" component="LoadState">
      <div className={styles.row}>
        <LoadState failed={false} loadingLabel={t('loadState.loading')} skeletonClassName={styles.loadSkeleton} failure={failure} onRetry={() => undefined} />
        <LoadState failed loadingLabel={t('loadState.loading')} skeletonClassName={styles.loadSkeleton} failure={failure} onRetry={() => undefined} />
      </div>
    </GallerySection>
  );
}

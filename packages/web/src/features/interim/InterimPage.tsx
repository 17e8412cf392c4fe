import { Link } from '../../shared/routing/index.ts';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../shared/brand/brand-context.ts';
import { Logo } from '../../shared/brand/Logo.tsx';
import { buttonClass } from '../../shared/ui/button.ts';
import { StatusScreen } from '../../shared/ui/StatusScreen.tsx';

/** Public sections whose screens later issues build. */
export type PublicSection = 'registration' | 'social' | 'recover' | 'signup' | 'info';
/** Member sections whose screens later issues build. */
export type MemberSection = 'contacts' | 'profileMore';

/**
 * A real page for a route whose screen is not open yet: it says where the visitor is and offers
 * the way on (home and login when logged out; when logged in, what a member can do now: complete
 * the profile and add photos — not /matches, which until the matches game lands is only the
 * profile checklist).
 */
export function InterimPage(props: { area: 'public'; section: PublicSection } | { area: 'member'; section: MemberSection }) {
  const { t } = useTranslation('common');
  const brand = useBrand();
  const base = `interim.${props.area}.${props.section}`;
  const actions =
    props.area === 'public' ? (
      <>
        <Link to="/login" className={buttonClass('primary', { block: true })}>
          {t('interim.public.login')}
        </Link>
        <Link to="/" className={buttonClass('ghost', { block: true })}>
          {t('interim.public.home')}
        </Link>
      </>
    ) : (
      <>
        <Link to="/profile/checklist" className={buttonClass('primary', { block: true })}>
          {t('interim.member.checklist')}
        </Link>
        <Link to="/photos" className={buttonClass('ghost', { block: true })}>
          {t('interim.member.photos')}
        </Link>
      </>
    );
  return (
    <StatusScreen
      top={props.area === 'public' ? <Link to="/">{<Logo />}</Link> : undefined}
      illustration={<CompassIcon />}
      title={t(`${base}.title`, { brand: brand.name })}
      actions={actions}
    >
      <p>{t(`${base}.text`, { brand: brand.name })}</p>
    </StatusScreen>
  );
}

function CompassIcon() {
  return (
    <svg viewBox="0 0 48 48" width="52" height="52">
      <circle cx="24" cy="24" r="16" fill="none" stroke="currentColor" strokeWidth="3" />
      <path d="M29.5 18.5l-3.2 7.8-7.8 3.2 3.2-7.8z" fill="currentColor" />
    </svg>
  );
}

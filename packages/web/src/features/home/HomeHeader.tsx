import { Link } from '../../shared/routing/index.ts';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../shared/brand/Logo.tsx';
import { buttonClass } from '../../shared/ui/button.ts';
import { TopBar } from '../../shared/ui/TopBar.tsx';

/** The home page header of both variants: the logo and the login button (spec 1 §2). */
export function HomeHeader() {
  const { t } = useTranslation('auth');
  return (
    <TopBar
      start={<Logo />}
      end={
        <Link to="/login" className={buttonClass('secondary', { small: true })}>
          {t('home.header.login')}
        </Link>
      }
    />
  );
}

import { NavLink } from '../../shared/routing/index.ts';
import { useTranslation } from 'react-i18next';
import styles from './LoggedInArea.module.css';

/** Only destinations that are built (DESIGN.md §13): matches, nearby search and the own profile. */
const DESTINATIONS = [
  { to: '/matches', key: 'nav.matches', icon: 'M12 20s-7.5-4.6-7.5-10.1C4.5 7.1 6.6 5 9.2 5c1.2 0 2.1.5 2.8 1.3.7-.8 1.6-1.3 2.8-1.3 2.6 0 4.7 2.1 4.7 4.9C19.5 15.4 12 20 12 20z' },
  { to: '/search', key: 'nav.search', icon: 'M10.5 18a7.5 7.5 0 100-15 7.5 7.5 0 000 15zM16 16l4.5 4.5' },
  { to: '/profile', key: 'nav.profile', icon: 'M12 12a4 4 0 100-8 4 4 0 000 8zM4.5 20c.8-3.6 3.8-6 7.5-6s6.7 2.4 7.5 6' },
] as const;

export function BottomNav() {
  const { t } = useTranslation('common');
  return (
    <nav className={styles.nav} aria-label={t('nav.label')}>
      {DESTINATIONS.map((destination) => (
        <NavLink key={destination.to} to={destination.to} end className={({ isActive }) => (isActive ? `${styles.navLink} ${styles.active}` : styles.navLink)}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d={destination.icon} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span>{t(destination.key)}</span>
        </NavLink>
      ))}
    </nav>
  );
}

import { useSelector } from 'react-redux';
import { NavLink } from '../../shared/routing/index.ts';
import { useTranslation } from 'react-i18next';
import { CounterBadge } from '../../shared/ui/CounterBadge.tsx';
import type { RootState } from '../store.ts';
import styles from './LoggedInArea.module.css';

/** Only destinations that are built (DESIGN.md §13): matches, nearby search, the messenger, activity (the people lists) and the own profile. */
const DESTINATIONS = [
  { to: '/matches', key: 'nav.matches', icon: 'M12 20s-7.5-4.6-7.5-10.1C4.5 7.1 6.6 5 9.2 5c1.2 0 2.1.5 2.8 1.3.7-.8 1.6-1.3 2.8-1.3 2.6 0 4.7 2.1 4.7 4.9C19.5 15.4 12 20 12 20z' },
  { to: '/search', key: 'nav.search', icon: 'M10.5 18a7.5 7.5 0 100-15 7.5 7.5 0 000 15zM16 16l4.5 4.5' },
  { to: '/dialogs', key: 'nav.messages', icon: 'M5 5h14a2 2 0 012 2v9a2 2 0 01-2 2h-8l-4.5 3.5V18H5a2 2 0 01-2-2V7a2 2 0 012-2z', also: ['/systemthread'] },
  { to: '/activity', key: 'nav.activity', icon: 'M3 12h3.5l2.5-6 4 12 2.5-6H21' },
  { to: '/profile', key: 'nav.profile', icon: 'M12 12a4 4 0 100-8 4 4 0 000 8zM4.5 20c.8-3.6 3.8-6 7.5-6s6.7 2.4 7.5 6' },
] as const;

/**
 * What is new behind a destination, as the realtime channel last sent it (issue 17 point 2): the
 * people lists under activity (likes-me, matches, visitors), the unread dialogs under messages
 * (issue 18). The counters frame follows every change.
 */
function newCountOf(to: string, counters: RootState['counters']): number {
  if (to === '/activity') return counters.newILikeCount + counters.newMatchesCount + counters.newVisitorsCount;
  if (to === '/dialogs') return counters.unreadDialogsCount;
  return 0;
}

export function BottomNav() {
  const { t } = useTranslation('common');
  const counters = useSelector((state: RootState) => state.counters);
  return (
    <nav className={styles.nav} aria-label={t('nav.label')}>
      {DESTINATIONS.map((destination) => {
        const newCount = newCountOf(destination.to, counters);
        return (
          <NavLink
            key={destination.to}
            to={destination.to}
            also={'also' in destination ? destination.also : []}
            end={destination.to !== '/activity' && destination.to !== '/dialogs'} className={({ isActive }) => (isActive ? `${styles.navLink} ${styles.active}` : styles.navLink)}>
            <span className={styles.navIcon}>
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
                <path d={destination.icon} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              {/* The badge shows "99+" (spec 2 §9); a screen reader hears the exact count in words instead. */}
              <span className={styles.navBadge} aria-hidden="true">
                <CounterBadge count={newCount} />
              </span>
            </span>
            <span>{t(destination.key)}</span>
            {newCount > 0 && <span className="visually-hidden">{t(destination.to === '/dialogs' ? 'nav.unreadDialogs' : 'nav.newCount', { count: newCount })}</span>}
          </NavLink>
        );
      })}
    </nav>
  );
}

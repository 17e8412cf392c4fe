import { useTranslation } from 'react-i18next';
import { Link } from '../../shared/routing/index.ts';
import styles from './MatchesGame.module.css';

/** Switches the matches game between the card stack (`/matches`) and the grid (`/matches/list`). */
export function ViewToggle({ active }: { active: 'cards' | 'list' }) {
  const { t } = useTranslation('discovery');
  return (
    <nav className={styles.viewToggle} aria-label={t('list.views')}>
      <Link to="/matches" replace aria-current={active === 'cards' ? 'page' : undefined}>
        {t('list.cards')}
      </Link>
      <Link to="/matches/list" replace aria-current={active === 'list' ? 'page' : undefined}>
        {t('list.grid')}
      </Link>
    </nav>
  );
}

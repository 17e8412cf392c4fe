import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../shared/routing/index.ts';
import { buttonClass } from '../../shared/ui/button.ts';
import styles from './MatchesGame.module.css';

/** Nobody left to deal, on the stack or the list: the way to search, and what the route adds under it. */
export function EmptyDeckState({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('discovery');
  return (
    <div className={styles.state}>
      <h2>{t('game.empty.title')}</h2>
      <p>{t('game.empty.text')}</p>
      <Link to="/search" className={buttonClass('secondary')}>
        {t('game.empty.action')}
      </Link>
      {children}
    </div>
  );
}

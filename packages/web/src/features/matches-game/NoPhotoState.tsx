import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../shared/routing/index.ts';
import { buttonClass } from '../../shared/ui/button.ts';
import styles from './MatchesGame.module.css';

/** Spec 2 §2's upload-photo card: a member without a photo cannot react, on the stack or the list. */
export function NoPhotoState({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('discovery');
  return (
    <div className={styles.state}>
      <h2>{t('game.noPhoto.title')}</h2>
      <p>{t('game.noPhoto.text')}</p>
      <Link to="/photos" className={buttonClass('primary')}>
        {t('game.noPhoto.action')}
      </Link>
      {children}
    </div>
  );
}

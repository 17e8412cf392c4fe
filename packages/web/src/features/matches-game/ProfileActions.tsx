import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../shared/ui/button.ts';
import { Icon } from '../../shared/ui/Icon.tsx';
import type { CardDecision } from './card-fling.ts';
import styles from './MatchesGame.module.css';

/** What the page hands the profile it opens over the game or the list (the route renders it, from member-profile). */
export interface ProfileSlot {
  hid: string;
  /** Who it shows, for the dialog's name. */
  label: string;
  onClose: () => void;
  /** The pass and like for that card. */
  actions: ReactNode;
}

/** Pass and like on the card whose profile is open: they act on that card and the deck moves on. */
export function ProfileActions({ onDecide }: { onDecide: (decision: CardDecision) => void }) {
  const { t } = useTranslation('discovery');
  return (
    <>
      <div className={styles.profileActions}>
        <button type="button" className={buttonClass('secondary')} onClick={() => onDecide('pass')}>
          <Icon name="close" size={20} />
          {t('profileView.pass')}
        </button>
        <button type="button" className={buttonClass('primary')} onClick={() => onDecide('like')}>
          <Icon name="heart" size={20} />
          {t('profileView.like')}
        </button>
      </div>
      <p className={styles.profileHints} aria-hidden="true">
        {t('profileView.keyHints')}
      </p>
    </>
  );
}

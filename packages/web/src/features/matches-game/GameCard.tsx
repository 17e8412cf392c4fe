import type { MatchesUser } from '@amora/contracts';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../shared/ui/Icon.tsx';
import { OnlineMark } from '../../shared/ui/OnlineMark.tsx';
import styles from './MatchesGame.module.css';

/**
 * One member of the deck as a card (spec 2 §3 matches user): the photo filling the card, name and
 * age, online or when last seen, verified and premium marks, and whether they liked the viewer.
 */
export function GameCard({ user }: { user: MatchesUser }) {
  const { t } = useTranslation('discovery');
  return (
    <div className={styles.cardFace}>
      {user.avatar ? <img src={user.avatar.avatar_l} alt="" draggable={false} /> : <span className={styles.noPhoto} aria-hidden="true" />}
      {user.likedMe && <span className={styles.likedMe}>{t('game.likedYou')}</span>}
      <div className={styles.cardText} data-card-info="">
        <h2 className={styles.cardName}>
          {t('card.nameAge', { name: user.name, age: user.age })}
          {user.isVerified && <Icon name="verified" label={t('game.verified')} size={20} className={styles.verified} />}
          {user.isPremium && <Icon name="crown" label={t('card.premium')} size={18} className={styles.premium} />}
        </h2>
        <p className={styles.cardMeta}>
          {user.isOnline ? (
            <OnlineMark label={t('card.online')} />
          ) : user.onlineAgoHours !== null ? (
            <span>{user.onlineAgoHours < 24 ? t('game.seenHoursAgo', { count: Math.max(1, user.onlineAgoHours) }) : t('game.seenDaysAgo', { count: Math.floor(user.onlineAgoHours / 24) })}</span>
          ) : null}
          {user.totalPhotosCount > 1 && <span>{t('game.photos', { count: user.totalPhotosCount })}</span>}
        </p>
      </div>
    </div>
  );
}

import type { ListEntry } from '@amora/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from '../../shared/routing/index.ts';
import { CloseGlyph } from '../../shared/ui/glyphs.tsx';
import type { PeopleList } from './api.ts';
import styles from './Activity.module.css';

export interface ListCardProps {
  entry: ListEntry;
  list: PeopleList;
  onLike: (entry: ListEntry) => void;
  /** Visitors: remove them; favourites: unfavourite them. */
  onRemove?: (entry: ListEntry) => void;
}

/**
 * A member of a people list (spec 2 §3 list user card): the photo, name and age, "Match",
 * "Likes you" and "Online" from the entry's flags (not the one the list itself already says),
 * the heart that likes them (top right, so the name has the card's width), and on visitors and
 * favourites a way to take them off the list (top left). The photo and name open their profile.
 */
export function ListCard({ entry, list, onLike, onRemove }: ListCardProps) {
  const { t } = useTranslation('activity');
  const label = t('card.nameAge', { name: entry.name, age: entry.age });
  const liked = entry.isUserLiked || entry.list_data.i_like_this_user;
  const match = entry.list_data.is_match && list !== 'matches';
  const likesYou = entry.list_data.user_like_me && !entry.list_data.is_match && list !== 'likes';
  return (
    <div className={styles.card}>
      <Link to={`/contact/${entry.hid}`} className={styles.cardLink}>
        {entry.photoUrl ? <img src={entry.photoUrl} alt="" loading="lazy" /> : <span className={styles.noPhoto} aria-hidden="true" />}
        <span className={styles.cardText}>
          {(match || likesYou) && (
            <span className={styles.badges}>
              {match && <span className={`${styles.badge} ${styles.matchBadge}`}>{t('badges.match')}</span>}
              {likesYou && <span className={styles.badge}>{t('badges.likesYou')}</span>}
            </span>
          )}
          <span className={styles.cardName}>{label}</span>
          {entry.recentlyActive && <span className={styles.online}>{t('badges.online')}</span>}
        </span>
      </Link>
      {onRemove && (
        <button type="button" className={styles.remove} aria-label={t(list === 'favourites' ? 'actions.unfavourite' : 'actions.remove', { name: entry.name })} onClick={() => onRemove(entry)}>
          <CloseGlyph />
        </button>
      )}
      <button
        type="button"
        className={liked ? `${styles.like} ${styles.liked}` : styles.like}
        aria-label={t('actions.like', { name: entry.name })}
        aria-pressed={liked}
        // There is no unlike (spec 2 §7 names only the like): a liked heart stays filled.
        disabled={liked}
        onClick={() => onLike(entry)}
      >
        <HeartGlyph filled={liked} />
      </button>
    </div>
  );
}

/** The sprite's heart, drawn here so a like can fill it. */
function HeartGlyph({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d="M12 20.5C7 17 3 13.5 3 9a4.5 4.5 0 0 1 9-2.5A4.5 4.5 0 0 1 21 9c0 4.5-4 8-9 11.5z" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

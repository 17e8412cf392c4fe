import type { SearchResultUser } from '@amora/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from '../../shared/routing/index.ts';
import { Icon } from '../../shared/ui/Icon.tsx';
import { OnlineMark } from '../../shared/ui/OnlineMark.tsx';
import styles from './MemberCard.module.css';

/**
 * A member as search and nearby list them (spec 1 §3 search result user): the photo, name and
 * age, whether they were active lately, the premium mark and, nearby, how far they are. The
 * whole card opens their profile.
 */
export function MemberCard({ member }: { member: SearchResultUser }) {
  const { t } = useTranslation('discovery');
  const distance = member.distanceKilometers;
  return (
    <Link to={`/contact/${member.hid}`} className={styles.card}>
      {member.photo ? <img src={member.photo.thumbnailUrl} alt="" loading="lazy" /> : <span className={styles.noPhoto} aria-hidden="true" />}
      <span className={styles.text}>
        <span className={styles.name}>
          {t('card.nameAge', { name: member.name, age: member.age })}
          {member.subscriptions.premiumBasic && <Icon name="crown" label={t('card.premium')} size={14} className={styles.badge} />}
        </span>
        <span className={styles.meta}>
          {member.recentlyActive && <OnlineMark label={t('card.online')} />}
          {/* 1 km is the floor of every distance shown (DESIGN.md §14): it reads "less than 1 km". */}
          {typeof distance === 'number' && <span>{distance <= 1 ? t('card.underOneKm') : t('card.distance', { km: distance })}</span>}
        </span>
      </span>
      {member.relationships.myLikes && <Icon name="heart" label={t('card.liked')} size={18} className={styles.liked} />}
    </Link>
  );
}

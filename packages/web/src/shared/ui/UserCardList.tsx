import { useEffect, useEffectEvent, useRef, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './UserCardList.module.css';

/** Spec 2 §9, spec 3 §9: 8 skeleton cards; load the next page within 600 px of the end. */
export const SKELETON_CARDS = 8;
export const LOAD_MORE_WITHIN_PX = 600;

export interface UserCardListProps<T> {
  /** The list's accessible name ("Likes", "Visitors"…). */
  label: string;
  items: readonly T[];
  getKey: (item: T) => string | number;
  renderCard: (item: T) => ReactNode;
  columns?: 1 | 2 | 3;
  loading?: boolean;
  hasNextPage?: boolean;
  onLoadMore?: () => void;
}

/**
 * A grid of user cards with infinite scroll. While a page loads, 8 skeleton cards stand in after
 * the cards already shown. The observer is rebuilt whenever loading ends, so a page that still
 * leaves the end within reach asks for the next one at once.
 */
export function UserCardList<T>({ label, items, getKey, renderCard, columns = 2, loading = false, hasNextPage = false, onLoadMore }: UserCardListProps<T>) {
  const { t } = useTranslation('ui');
  const endRef = useRef<HTMLDivElement>(null);
  const loadMore = useEffectEvent(() => onLoadMore?.());

  useEffect(() => {
    const end = endRef.current;
    if (!end || loading || !hasNextPage) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMore();
    }, { rootMargin: `0px 0px ${LOAD_MORE_WITHIN_PX}px 0px` });
    observer.observe(end);
    return () => observer.disconnect();
  }, [loading, hasNextPage]);

  return (
    <div className={styles.list} aria-busy={loading}>
      <ul className={styles.grid} aria-label={label} data-columns={columns} style={{ '--columns': columns } as CSSProperties}>
        {items.map((item) => (
          <li key={getKey(item)}>{renderCard(item)}</li>
        ))}
        {loading && Array.from({ length: SKELETON_CARDS }, (_, index) => <li key={`skeleton-${index}`} className={styles.skeleton} aria-hidden="true" />)}
      </ul>
      <p role="status" className="visually-hidden">
        {loading ? t('userCardList.loading') : ''}
      </p>
      <div ref={endRef} className={styles.end} />
    </div>
  );
}

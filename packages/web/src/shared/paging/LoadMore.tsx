import { useEffect, useEffectEvent, useRef } from 'react';
import { buttonClass } from '../ui/button.ts';
import styles from './LoadMore.module.css';

/** Spec 2 §9 "Infinite scroll trigger": within 600 px of the list end. */
const LOAD_MORE_WITHIN_PX = 600;

interface LoadMoreProps {
  loading: boolean;
  onLoadMore: () => void;
  label: string;
  loadingLabel: string;
  /** The placeholder row while the next page loads, sized like the list's own rows. */
  skeletonClassName: string | undefined;
}

/**
 * The end of a paged list (feed, dialogs): asks for the next page when the end comes within
 * reach; a button does it by hand, for keyboards and browsers without IntersectionObserver.
 */
export function LoadMore({ loading, onLoadMore, label, loadingLabel, skeletonClassName }: LoadMoreProps) {
  const endRef = useRef<HTMLDivElement>(null);
  const loadMore = useEffectEvent(onLoadMore);
  useEffect(() => {
    const end = endRef.current;
    if (!end || loading || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: `0px 0px ${LOAD_MORE_WITHIN_PX}px 0px` },
    );
    observer.observe(end);
    return () => observer.disconnect();
  }, [loading]);
  return (
    <div ref={endRef} className={styles.more}>
      {loading ? (
        <div className={skeletonClassName} role="status" aria-label={loadingLabel} />
      ) : (
        <button type="button" className={buttonClass('secondary', { block: true })} onClick={onLoadMore}>
          {label}
        </button>
      )}
    </div>
  );
}

import { useEffect, useEffectEvent, useRef } from 'react';
import { buttonClass } from '../../../shared/ui/button.ts';
import styles from './Dialogs.module.css';

/** Spec 2 §9 "Infinite scroll trigger": within 600 px of the list end. */
const LOAD_MORE_WITHIN_PX = 600;

/** Asks for the next page when the end of the list comes within reach; a button does it by hand. */
export function LoadMore({ loading, onLoadMore, label, loadingLabel }: { loading: boolean; onLoadMore: () => void; label: string; loadingLabel: string }) {
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
        <div className={styles.skeleton} role="status" aria-label={loadingLabel} />
      ) : (
        <button type="button" className={buttonClass('secondary', { block: true })} onClick={onLoadMore}>
          {label}
        </button>
      )}
    </div>
  );
}

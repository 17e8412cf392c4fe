import { useTranslation } from 'react-i18next';
import { Link } from '../../shared/routing/index.ts';
import { buttonClass } from '../../shared/ui/button.ts';
import { CounterBadge } from '../../shared/ui/CounterBadge.tsx';
import { useGetFeedUnreadCountQuery } from './api.ts';

/**
 * The way to the feed ("What’s new") with its unread count (spec 2 §4 activity feed), live: the
 * realtime feed frame reloads the count (app/store.ts).
 */
export function FeedLink() {
  const { t } = useTranslation('feed');
  const { data: unreadCount = 0 } = useGetFeedUnreadCountQuery();
  return (
    <Link to="/feeds" className={buttonClass('ghost', { small: true })} aria-label={unreadCount > 0 ? t('linkUnread', { count: unreadCount }) : undefined}>
      {t('link')}
      <span aria-hidden="true">
        <CounterBadge count={unreadCount} />
      </span>
    </Link>
  );
}

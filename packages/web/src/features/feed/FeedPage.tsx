import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FEED_ACTIVITY_TYPES, FEED_BATCH_MAX, type FeedActivity } from '@amora/contracts';
import { LoadMore } from '../../shared/paging/LoadMore.tsx';
import { useNavigate } from '../../shared/routing/index.ts';
import { buttonClass } from '../../shared/ui/button.ts';
import { Checkbox } from '../../shared/ui/Checkbox.tsx';
import { LoadFailed } from '../../shared/ui/LoadState.tsx';
import { NavigationHeader } from '../../shared/ui/NavigationHeader.tsx';
import { useDeleteFeedItemsMutation, useGetFeedActivitiesInfiniteQuery, useGetFeedUnreadCountQuery, useMarkFeedReadMutation, useResetFeedUnreadCountMutation } from './api.ts';
import { relativeTime } from './feed-time.ts';
import styles from './FeedPage.module.css';

const SKELETON_ROWS = 6;
const KNOWN = new Set<string>(FEED_ACTIVITY_TYPES);

/**
 * `/feeds` (spec 2 §2 "Activity feed list", §4): who liked, matched with or visited the member,
 * newest first, unread ones marked. Tapping an item opens the member's profile and marks it
 * read; "Mark all read" resets the unread count; edit mode deletes chosen items (in batches of
 * at most 100, spec 2 §9). Pages load as the end comes near (a "Show more" button does the same
 * for keyboards); a refresh button reloads from the top — a pull gesture would fight the
 * browser's own pull-to-refresh on mobile.
 */
export function FeedPage() {
  const { t } = useTranslation('feed');
  const list = useGetFeedActivitiesInfiniteQuery();
  const { data: unreadCount = 0 } = useGetFeedUnreadCountQuery();
  const [resetUnread] = useResetFeedUnreadCountMutation();
  const [remove, removing] = useDeleteFeedItemsMutation();
  const [editing, setEditing] = useState(false);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const items = (list.data?.pages.flatMap((page) => page.activities) ?? []).filter((item) => KNOWN.has(item.type) && item.details.user);
  const anyUnread = unreadCount > 0 || items.some((item) => item.state === 'unread');

  const refresh = () => {
    void list.refetch();
  };
  const leaveEditing = () => {
    setEditing(false);
    setChosen(new Set());
  };
  const toggle = (hid: string) =>
    setChosen((before) => {
      const next = new Set(before);
      if (next.has(hid)) next.delete(hid);
      else next.add(hid);
      return next;
    });
  const deleteChosen = async () => {
    const hids = [...chosen];
    try {
      for (let start = 0; start < hids.length; start += FEED_BATCH_MAX) await remove(hids.slice(start, start + FEED_BATCH_MAX)).unwrap();
      leaveEditing();
    } catch {
      // The rows are back (api.ts undoes them); the alert below says so.
    }
  };

  let body;
  if (!list.data) {
    body = list.isError ? (
      <LoadFailed message={t('failed')} retryLabel={t('retry')} onRetry={refresh} className={styles.failure} />
    ) : (
      <ul className={styles.list} role="status" aria-label={t('loading')}>
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <li key={index} className={styles.skeleton} aria-hidden="true" />
        ))}
      </ul>
    );
  } else if (items.length === 0 && !list.hasNextPage) {
    body = (
      <div className={styles.empty}>
        <EmptyIllustration />
        <h2>{t('empty.title')}</h2>
        <p>{t('empty.text')}</p>
      </div>
    );
  } else {
    body = (
      <>
        <ul className={styles.list} aria-label={t('listLabel')}>
          {items.map((item) => (
            <FeedRow key={item.hid} item={item} editing={editing} chosen={chosen.has(item.hid)} onToggle={toggle} />
          ))}
        </ul>
        {list.isFetchNextPageError && <LoadFailed message={t('failedMore')} retryLabel={t('retry')} onRetry={() => void list.fetchNextPage()} className={styles.failure} />}
        {list.hasNextPage && !list.isFetchNextPageError && (
          <LoadMore loading={list.isFetchingNextPage} onLoadMore={() => void list.fetchNextPage()} label={t('more')} loadingLabel={t('loading')} skeletonClassName={styles.skeleton} />
        )}
      </>
    );
  }

  return (
    <>
      <NavigationHeader title={t('title')} />
      <div className={styles.page}>
        {list.data && items.length > 0 && (
          <div className={styles.toolbar}>
            {editing ? (
              <>
                <span className={styles.chosenCount} aria-live="polite">
                  {chosen.size === 0 ? t('edit.choose') : t('edit.chosen', { count: chosen.size })}
                </span>
                <button type="button" className={buttonClass('ghost', { small: true })} onClick={leaveEditing}>
                  {t('edit.done')}
                </button>
              </>
            ) : (
              <>
                <button type="button" className={styles.refresh} onClick={refresh} disabled={list.isFetching} aria-label={t('refreshLabel')} title={t('refresh')}>
                  <RefreshGlyph spinning={list.isFetching && !list.isFetchingNextPage} />
                </button>
                <span className={styles.spacer} />
                {anyUnread && (
                  <button type="button" className={buttonClass('ghost', { small: true, className: styles.markAll })} onClick={() => void resetUnread()}>
                    {t('markAllRead')}
                  </button>
                )}
                <button type="button" className={buttonClass('secondary', { small: true })} onClick={() => setEditing(true)}>
                  {t('edit.start')}
                </button>
              </>
            )}
          </div>
        )}
        {body}
        {editing && (
          <div className={styles.editBar}>
            {removing.isError && !removing.isLoading && (
              <p role="alert" className={styles.problem}>
                {t('edit.failed')}
              </p>
            )}
            <button type="button" className={buttonClass('primary', { block: true })} disabled={chosen.size === 0 || removing.isLoading} onClick={() => void deleteChosen()}>
              {chosen.size === 0 ? t('edit.deleteNone') : t('edit.delete', { count: chosen.size })}
            </button>
          </div>
        )}
      </div>
    </>
  );
}

function FeedRow({ item, editing, chosen, onToggle }: { item: FeedActivity; editing: boolean; chosen: boolean; onToggle: (hid: string) => void }) {
  const { t, i18n } = useTranslation('feed');
  const navigate = useNavigate();
  const [markRead] = useMarkFeedReadMutation();
  const [now] = useState(() => Date.now());
  const user = item.details.user!;
  const unread = item.state === 'unread';
  const text = t(`items.${item.type}`, { name: user.name, context: user.gender });
  const content = (
    <span className={styles.rowContent}>
      {user.photoUrl ? (
        <img className={styles.avatar} src={user.photoUrl} alt="" />
      ) : (
        <span className={styles.avatar} aria-hidden="true">
          {user.name.charAt(0)}
        </span>
      )}
      <span className={styles.texts}>
        <span className={styles.text}>{text}</span>
        <time className={styles.time} dateTime={item.updateTime}>
          {relativeTime(item.updateTime, now, i18n.language)}
        </time>
      </span>
      <TypeBadge type={item.type} />
      {unread && (
        <span className={styles.dot}>
          <span className="visually-hidden">{t('unread')}</span>
        </span>
      )}
    </span>
  );

  if (editing) {
    return (
      <li className={styles.row} data-unread={unread || undefined}>
        <Checkbox className={styles.item} label={content} checked={chosen} onChange={() => onToggle(item.hid)} />
      </li>
    );
  }
  const open = () => {
    if (unread) void markRead([item.hid]);
    navigate(`/contact/${encodeURIComponent(user.hid)}`);
  };
  return (
    <li className={styles.row} data-unread={unread || undefined}>
      <button type="button" className={styles.item} onClick={open}>
        {content}
      </button>
    </li>
  );
}

function TypeBadge({ type }: { type: FeedActivity['type'] }) {
  return (
    <span className={styles.badge} data-type={type} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="14" height="14" focusable="false">
        {type === 'visit' ? (
          <path d="M12 5C6.5 5 2.7 9.3 1.5 12c1.2 2.7 5 7 10.5 7s9.3-4.3 10.5-7C21.3 9.3 17.5 5 12 5zm0 11a4 4 0 1 1 0-8 4 4 0 0 1 0 8z" fill="currentColor" />
        ) : (
          <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.6 2.8 4.5 6.6 4.5c2.2 0 3.8 1.2 5.4 3.1 1.6-1.9 3.2-3.1 5.4-3.1 3.8 0 5.7 4.1 4.2 7.3C19.5 16.4 12 21 12 21z" fill="currentColor" />
        )}
      </svg>
    </span>
  );
}

function RefreshGlyph({ spinning }: { spinning: boolean }) {
  return (
    <svg className={styles.refreshGlyph} data-spinning={spinning || undefined} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M20 12a8 8 0 1 1-2.34-5.66M20 4v5h-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function EmptyIllustration() {
  return (
    <svg className={styles.emptyArt} width="96" height="96" viewBox="0 0 96 96" aria-hidden="true" focusable="false">
      <circle cx="48" cy="48" r="44" fill="var(--color-surface-2)" />
      <path d="M30 60V44a18 18 0 0 1 36 0v16l5 6H25z" fill="none" stroke="var(--color-primary)" strokeWidth="4" strokeLinejoin="round" />
      <path d="M42 72a6 6 0 0 0 12 0" fill="none" stroke="var(--color-primary)" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

export default FeedPage;

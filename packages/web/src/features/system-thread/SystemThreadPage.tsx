import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SystemMessageKind } from '@amora/contracts';
import { useBrand } from '../../shared/brand/brand-context.ts';
import { BrandIcon } from '../../shared/brand/Logo.tsx';
import { Link } from '../../shared/routing/index.ts';
import { buttonClass } from '../../shared/ui/button.ts';
import { LoadFailed } from '../../shared/ui/LoadState.tsx';
import { MessageBubble } from '../../shared/ui/MessageBubble.tsx';
import { NavigationHeader } from '../../shared/ui/NavigationHeader.tsx';
import type { Sentiment } from '../../shared/ui/sentiment.ts';
import { useGetSystemThreadInfiniteQuery, useMarkSystemThreadReadMutation } from './api.ts';
import { NoticeText, useNoticeTitle } from './NoticeText.tsx';
import styles from './SystemThread.module.css';

const SKELETON_ROWS = 3;
/** How each kind's header reads: good news in the success colour, a refusal in the danger colour. */
const SENTIMENT: Record<SystemMessageKind, Sentiment> = {
  welcome: 'neutral',
  photoApproved: 'positive',
  photoRejected: 'negative',
  verificationApproved: 'positive',
  verificationRejected: 'negative',
};
/** Where the member gets an answer: the thread itself cannot be answered. */
const SUPPORT_PATH = '/settings/help-and-support';

/**
 * `/systemthread` (spec 1 §2, spec 2 §2; docs/decisions.md "System thread"): the member's
 * notices from the brand's team, oldest at the top as in any conversation, earlier pages on
 * request. Opening it marks every notice read. It has no reply box: a line says so and leads to
 * help and support.
 */
export function SystemThreadPage() {
  const { t } = useTranslation('system-thread');
  const brand = useBrand();
  const title = useNoticeTitle();
  const thread = useGetSystemThreadInfiniteQuery(undefined, { refetchOnMountOrArgChange: true });
  const [markRead] = useMarkSystemThreadReadMutation();
  const endRef = useRef<HTMLDivElement>(null);
  const unreadCount = thread.data?.pages[0]?.unreadCount ?? 0;
  const latestId = thread.data?.pages[0]?.messages[0]?.id;
  const loaded = thread.data !== undefined;
  /** The latest notice the read was asked for: once each, so a refused call is not repeated in a loop. */
  const readUpTo = useRef<string | undefined>(undefined);

  // Read as soon as the notices are on screen.
  useEffect(() => {
    if (unreadCount === 0 || thread.isFetching || !latestId || readUpTo.current === latestId) return;
    readUpTo.current = latestId;
    void markRead();
  }, [unreadCount, latestId, thread.isFetching, markRead]);
  // The latest notice is where a conversation is read from.
  useEffect(() => {
    if (loaded) endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [loaded]);

  const messages = [...(thread.data?.pages.flatMap((page) => page.messages) ?? [])].reverse();
  let body;
  if (!thread.data) {
    body = thread.isError ? (
      <LoadFailed message={t('page.failed')} retryLabel={t('page.retry')} onRetry={() => void thread.refetch()} className={styles.failure} />
    ) : (
      <div className={styles.notices} role="status" aria-label={t('page.loading')}>
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <div key={index} className={styles.skeleton} aria-hidden="true" />
        ))}
      </div>
    );
  } else if (messages.length === 0) {
    body = (
      <div className={styles.empty}>
        <h2>{t('page.empty')}</h2>
        <p>{t('page.emptyText', { brand: brand.name })}</p>
      </div>
    );
  } else {
    body = (
      <>
        {thread.isFetchNextPageError && <LoadFailed message={t('page.failedEarlier')} retryLabel={t('page.retry')} onRetry={() => void thread.fetchNextPage()} className={styles.failure} />}
        {thread.hasNextPage && !thread.isFetchNextPageError && (
          <button type="button" className={buttonClass('ghost', { small: true })} disabled={thread.isFetchingNextPage} onClick={() => void thread.fetchNextPage()}>
            {thread.isFetchingNextPage ? t('page.loading') : t('page.earlier')}
          </button>
        )}
        <ol className={styles.notices} aria-label={t('page.listLabel')}>
          {messages.map((message) => (
            <li key={message.id} className={styles.notice}>
              <MessageBubble header={{ text: title(message), sentiment: SENTIMENT[message.kind] }} content={{ text: <NoticeText message={message} />, size: 'small' }} info={{ time: message.createdAt }} />
            </li>
          ))}
        </ol>
      </>
    );
  }

  return (
    <>
      <NavigationHeader title={t('team', { brand: brand.name })} backTo="/dialogs" />
      <div className={styles.page}>
        <div className={styles.intro}>
          <BrandIcon className={styles.teamAvatar} size={52} />
          <p>{t('page.intro', { brand: brand.name })}</p>
        </div>
        {body}
        <div ref={endRef} className={styles.readOnly}>
          <p>{t('page.readOnly', { brand: brand.name })}</p>
          <Link to={SUPPORT_PATH}>{t('page.support')}</Link>
        </div>
      </div>
    </>
  );
}

export default SystemThreadPage;

import { useTranslation } from 'react-i18next';
import type { BlockedUser } from '@amora/contracts';
import { buttonClass } from '../../shared/ui/button.ts';
import { LoadState } from '../../shared/ui/LoadState.tsx';
import { NavigationHeader } from '../../shared/ui/NavigationHeader.tsx';
import { useBlockMemberMutation, useGetBlockedUsersInfiniteQuery, useUnblockMemberMutation } from './api.ts';
import { announce } from './safety-toast.ts';
import styles from './Safety.module.css';

/**
 * `/settings/blocklist` (spec 1 §2, spec 2 §3 "Blocked user"): the members the viewer blocked,
 * newest first, 20 a page. Unblock flips the row at once (spec 2 §4: success toggles
 * `isBlocked`), with an undo in the note; the row stays, offering to block again, until the
 * page is left.
 */
export function BlocklistPage() {
  const { t } = useTranslation('safety');
  const list = useGetBlockedUsersInfiniteQuery();
  const users = list.data?.pages.flatMap((page) => page.users) ?? [];

  let body;
  if (!list.data) {
    body = (
      <LoadState
        failed={list.isError}
        onRetry={() => void list.refetch()}
        loadingLabel={t('blocklist.loading')}
        skeletonClassName={styles.listSkeleton}
        failure={{ message: t('blocklist.failed'), retryLabel: t('blocklist.retry'), className: styles.inlineFailure }}
      />
    );
  } else if (users.length === 0 && !list.hasNextPage) {
    body = (
      <div className={styles.empty}>
        <BlockedIllustration />
        <h2>{t('blocklist.empty.title')}</h2>
        <p>{t('blocklist.empty.text')}</p>
      </div>
    );
  } else {
    body = (
      <>
        <p className={styles.lead}>{t('blocklist.lead')}</p>
        <ul className={styles.blocklist} aria-label={t('blocklist.listLabel')}>
          {users.map((user) => (
            <BlockedRow key={user.userHashId} user={user} />
          ))}
        </ul>
        {list.isFetchNextPageError && (
          <p role="alert" className={styles.problem}>
            {t('blocklist.failed')}
          </p>
        )}
        {list.hasNextPage && (
          <button type="button" className={buttonClass('secondary', { block: true })} disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {t('blocklist.more')}
          </button>
        )}
      </>
    );
  }

  return (
    <>
      <NavigationHeader title={t('blocklist.title')} backTo="/settings" />
      <div className={styles.page}>{body}</div>
    </>
  );
}

function BlockedRow({ user }: { user: BlockedUser }) {
  const { t } = useTranslation('safety');
  const [unblock, unblocking] = useUnblockMemberMutation();
  const [block, blocking] = useBlockMemberMutation();
  const name = user.name;
  const busy = unblocking.isLoading || blocking.isLoading;
  const failed = (user.isBlocked ? unblocking.isError : blocking.isError) && !busy;

  const reblock = () => void block({ hid: user.userHashId, source: 'blocklist' }).unwrap().then(() => announce(t('blocklist.reblocked', { name })), () => undefined);
  const onUnblock = () =>
    void unblock({ hid: user.userHashId, source: 'blocklist' })
      .unwrap()
      .then(() => announce(t('blocklist.unblocked', { name }), { label: t('blocklist.undo'), run: reblock }), () => undefined);

  return (
    <li className={styles.blockedRow} data-unblocked={!user.isBlocked || undefined}>
      {user.photoThumbnailUrl ? (
        <img className={styles.avatar} src={user.photoThumbnailUrl} alt="" />
      ) : (
        <span className={styles.avatar} aria-hidden="true">
          {name.charAt(0)}
        </span>
      )}
      <span className={styles.blockedName}>
        {name}
        {failed && (
          <span role="alert" className={styles.rowProblem}>
            {t('blocklist.actionFailed')}
          </span>
        )}
      </span>
      {user.isBlocked ? (
        <button type="button" className={buttonClass('secondary', { small: true })} aria-label={t('blocklist.unblockLabel', { name })} disabled={busy} onClick={onUnblock}>
          {t('blocklist.unblock')}
        </button>
      ) : (
        <button type="button" className={buttonClass('ghost', { small: true })} aria-label={t('blocklist.blockAgainLabel', { name })} disabled={busy} onClick={reblock}>
          {t('blocklist.blockAgain')}
        </button>
      )}
    </li>
  );
}

function BlockedIllustration() {
  return (
    <svg className={styles.emptyArt} width="96" height="96" viewBox="0 0 96 96" aria-hidden="true" focusable="false">
      <circle cx="48" cy="48" r="44" fill="var(--color-surface-2)" />
      <circle cx="48" cy="40" r="13" fill="none" stroke="var(--color-primary)" strokeWidth="4" />
      <path d="M24 74c4-12 13-18 24-18s20 6 24 18" fill="none" stroke="var(--color-primary)" strokeWidth="4" strokeLinecap="round" />
      <circle cx="70" cy="26" r="12" fill="var(--color-bg)" stroke="var(--color-text-muted)" strokeWidth="3" />
      <path d="M62 34 78 18" stroke="var(--color-text-muted)" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

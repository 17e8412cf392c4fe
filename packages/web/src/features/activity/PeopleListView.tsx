import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListsCode, RelationsCode, type ListEntry } from '@amora/contracts';
import { useDispatch } from 'react-redux';
import type { AppDispatch } from '../../api/dispatch.ts';
import type { ApiError } from '../../api/base-query.ts';
import { Link } from '../../shared/routing/index.ts';
import { buttonClass } from '../../shared/ui/button.ts';
import { ActionToast } from '../../shared/ui/ActionToast.tsx';
import { LoadFailed } from '../../shared/ui/LoadState.tsx';
import { UserCardList } from '../../shared/ui/UserCardList.tsx';
import { activityApi, hasTeasers, useGetListTeasersQuery, useGetPeopleListInfiniteQuery, useLikeFromListMutation, useUnfavouriteMutation, type PeopleList, type TeaserList } from './api.ts';
import { ListCard } from './ListCard.tsx';
import { Teasers } from './Teasers.tsx';
import styles from './Activity.module.css';

/** How long a removal can be taken back before it is sent. */
const UNDO_MS = 5000;

const codeOf = (error: unknown) => (error && typeof error === 'object' && 'code' in error ? (error as ApiError).code : undefined);

/**
 * One people list (spec 2 §4): 8 skeleton cards while the first page loads, the cards two to a
 * row, the next page as the end comes within reach (or on "Show more"), the empty view, the
 * failure with a retry. Likes-you and visitors refused for want of premium (403 code 124) show
 * their teasers and the way to premium instead.
 */
export function PeopleListView({ list }: { list: PeopleList }) {
  const { t } = useTranslation('activity');
  const dispatch = useDispatch<AppDispatch>();
  const people = useGetPeopleListInfiniteQuery(list);
  const [like] = useLikeFromListMutation();
  const [unfavourite] = useUnfavouriteMutation();
  const [problem, setProblem] = useState<'like' | 'likesLimit' | null>(null);
  /**
   * A visitor removed but not yet sent: hidden, with Undo. The removal is sent when its note goes
   * (its time is up, it is closed, the next removal replaces it, or the member leaves the list),
   * never before, so Undo costs nothing.
   */
  const [pending, setPending] = useState<ListEntry | null>(null);

  if (hasTeasers(list) && codeOf(people.error) === ListsCode.premiumRequired) return <TeasersPanel list={list} />;

  const entries = (people.data?.pages.flatMap((page) => page.entries) ?? []).filter((entry) => entry.hid !== pending?.hid);
  const firstLoad = people.isLoading || (people.isFetching && !people.data);

  if (people.isError && entries.length === 0) {
    return <LoadFailed className={styles.state} message={t('failed')} retryLabel={t('retry')} onRetry={() => void people.refetch()} />;
  }
  if (!firstLoad && entries.length === 0 && !people.hasNextPage && !pending) return <EmptyView list={list} />;

  const onLike = (entry: ListEntry) => {
    setProblem(null);
    like(entry.hid)
      .unwrap()
      .catch((error: unknown) => setProblem(codeOf(error) === RelationsCode.likesLimitReached ? 'likesLimit' : 'like'));
  };
  const onRemove =
    list === 'visitors'
      ? (entry: ListEntry) => setPending(entry)
      : list === 'favourites'
        ? (entry: ListEntry) => {
            setProblem(null);
            void unfavourite(entry.hid);
          }
        : undefined;
  const loadingMore = people.isFetchingNextPage;

  return (
    <div className={styles.listArea}>
      <UserCardList
        label={t(`lists.${list}`)}
        items={entries}
        getKey={(entry) => entry.hid}
        renderCard={(entry) => <ListCard entry={entry} list={list} onLike={onLike} {...(onRemove ? { onRemove } : {})} />}
        loading={firstLoad || loadingMore}
        hasNextPage={people.hasNextPage && !people.isError}
        onLoadMore={() => void people.fetchNextPage()}
      />
      {people.isError ? (
        <LoadFailed className={styles.state} message={t('moreFailed')} retryLabel={t('retry')} onRetry={() => void people.fetchNextPage()} />
      ) : (
        people.hasNextPage &&
        !people.isFetching && (
          <button type="button" className={buttonClass('secondary', { small: true, className: styles.more })} onClick={() => void people.fetchNextPage()}>
            {t('more')}
          </button>
        )
      )}
      {problem && (
        <p role="alert" className={styles.problem}>
          {t(problem === 'likesLimit' ? 'errors.likesLimit' : 'errors.like')}
        </p>
      )}
      <ActionToast
        note={pending && { id: pending.hid, message: t('removed.message', { name: pending.name }), action: { label: t('removed.undo'), onAction: () => setPending(null) } }}
        closeLabel={t('removed.close')}
        timeoutMs={UNDO_MS}
        onDismiss={(hid) => {
          void dispatch(activityApi.endpoints.removeVisitor.initiate(hid));
          setPending((current) => (current?.hid === hid ? null : current));
        }}
      />
    </div>
  );
}

function TeasersPanel({ list }: { list: TeaserList }) {
  const { t } = useTranslation('activity');
  const teasers = useGetListTeasersQuery(list);
  if (teasers.isError) return <LoadFailed className={styles.state} message={t('failed')} retryLabel={t('retry')} onRetry={() => void teasers.refetch()} />;
  if (!teasers.data) return <UserCardList label={t(`teasers.${list}.label`)} items={[]} getKey={() => ''} renderCard={() => null} loading />;
  return <Teasers list={list} teasers={teasers.data.teasers} />;
}

/** Spec 2 §4: nobody in the list and nothing more to load. */
function EmptyView({ list }: { list: PeopleList }) {
  const { t } = useTranslation('activity');
  return (
    <div className={styles.state}>
      <EmptyHeart />
      <h2>{t(`empty.${list}.title`)}</h2>
      <p>{t(`empty.${list}.text`)}</p>
      <Link to="/matches" className={buttonClass('primary')}>
        {t('empty.action')}
      </Link>
    </div>
  );
}

function EmptyHeart() {
  return (
    <svg className={styles.stateIcon} viewBox="0 0 48 48" width="56" height="56" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="23" fill="currentColor" opacity="0.12" />
      <path d="M24 34c-5.5-3.8-10-7.6-10-12.3a5 5 0 0 1 10-2.7 5 5 0 0 1 10 2.7c0 4.7-4.5 8.5-10 12.3z" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinejoin="round" />
    </svg>
  );
}

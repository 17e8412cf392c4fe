import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSENGER_BATCH_MAX, type DialogFilter } from '@amora/contracts';
import { LoadMore } from '../../../shared/paging/LoadMore.tsx';
import { Link } from '../../../shared/routing/index.ts';
import { buttonClass } from '../../../shared/ui/button.ts';
import { Icon } from '../../../shared/ui/Icon.tsx';
import { LoadFailed } from '../../../shared/ui/LoadState.tsx';
import { NavigationHeader } from '../../../shared/ui/NavigationHeader.tsx';
import { TutorialTooltip } from '../../../shared/tutorials/TutorialTooltip.tsx';
import { useTutorial } from '../../../shared/tutorials/use-tutorial.ts';
import { useDeleteDialogsMutation, useGetDialogsInfiniteQuery, useMarkDialogsReadMutation } from '../api.ts';
import { RemoveConfirmation } from '../RemoveConfirmation.tsx';
import { DialogRow } from './DialogRow.tsx';
import { FilterPopup } from './FilterPopup.tsx';
import styles from './Dialogs.module.css';

const SKELETON_ROWS = 6;

/** Sends the chosen hids in batches of at most 100 (spec 2 §9), one after another. */
async function inBatches(hids: readonly string[], call: (batch: string[]) => Promise<unknown>) {
  for (let start = 0; start < hids.length; start += MESSENGER_BATCH_MAX) await call(hids.slice(start, start + MESSENGER_BATCH_MAX));
}

/**
 * `/dialogs` (spec 2 §2 "Dialog list screen", §4 "Dialog list"): the member's dialogs, latest
 * first, 20 a page as the end comes near; the filter popup (one filter at a time); edit mode to
 * mark chosen dialogs read or delete them, in batches of at most 100. The chat events keep it
 * live (live/dialog-events.ts). `entry` is a row the app puts above the dialogs (smart messages).
 */
export function DialogsPage({ entry }: { entry?: ReactNode } = {}) {
  const { t } = useTranslation('messenger');
  const [filter, setFilter] = useState<DialogFilter>('all');
  const [filtering, setFiltering] = useState(false);
  const [editing, setEditing] = useState(false);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const list = useGetDialogsInfiniteQuery(filter);
  const [markRead, marking] = useMarkDialogsReadMutation();
  const [remove, removing] = useDeleteDialogsMutation();
  const [failed, setFailed] = useState(false);
  // Deleting clears the history for the member for good: it asks first, as deleting a message does.
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const dialogs = list.data?.pages.flatMap((page) => page.dialogs) ?? [];
  const busy = marking.isLoading || removing.isLoading;
  const allChosen = dialogs.length > 0 && dialogs.every((dialog) => chosen.has(dialog.hid));
  // Starring a chat means something once there is a chat to star.
  const favouritesTip = useTutorial('favourites', { when: !editing && dialogs.length > 0 });

  const leaveEditing = () => {
    setEditing(false);
    setChosen(new Set());
    setFailed(false);
  };
  const toggle = useCallback(
    (hid: string) =>
      setChosen((before) => {
        const next = new Set(before);
        if (next.has(hid)) next.delete(hid);
        else next.add(hid);
        return next;
      }),
    [],
  );
  const bulk = async (call: (batch: string[]) => Promise<unknown>) => {
    setFailed(false);
    try {
      await inBatches([...chosen], call);
      leaveEditing();
    } catch {
      setFailed(true);
    }
  };

  let body;
  if (!list.data) {
    body = list.isError ? (
      <LoadFailed message={t('dialogs.failed')} retryLabel={t('retry')} onRetry={() => void list.refetch()} className={styles.failure} />
    ) : (
      <ul className={styles.list} role="status" aria-label={t('dialogs.loading')}>
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <li key={index} className={styles.skeleton} aria-hidden="true" />
        ))}
      </ul>
    );
  } else if (dialogs.length === 0 && !list.hasNextPage) {
    body =
      filter === 'all' ? (
        <div className={styles.empty}>
          <EmptyArt />
          <h2>{t('dialogs.empty.title')}</h2>
          <p>{t('dialogs.empty.text')}</p>
          <Link to="/matches" className={buttonClass('primary')}>
            {t('dialogs.empty.discover')}
          </Link>
        </div>
      ) : (
        <div className={styles.empty}>
          <h2>{t('dialogs.emptyFiltered.title')}</h2>
          <p>{t(`dialogs.emptyFiltered.${filter}`)}</p>
          <button type="button" className={buttonClass('secondary')} onClick={() => setFilter('all')}>
            {t('dialogs.emptyFiltered.showAll')}
          </button>
        </div>
      );
  } else {
    body = (
      <>
        <ul className={styles.list} aria-label={t('dialogs.listLabel')}>
          {dialogs.map((dialog) => (
            <DialogRow key={dialog.hid} dialog={dialog} editing={editing} chosen={chosen.has(dialog.hid)} onToggle={toggle} />
          ))}
        </ul>
        {list.isFetchNextPageError && <LoadFailed message={t('dialogs.failedMore')} retryLabel={t('retry')} onRetry={() => void list.fetchNextPage()} className={styles.failure} />}
        {list.hasNextPage && !list.isFetchNextPageError && (
          <LoadMore loading={list.isFetchingNextPage} onLoadMore={() => void list.fetchNextPage()} label={t('dialogs.more')} loadingLabel={t('dialogs.loading')} skeletonClassName={styles.skeleton} />
        )}
      </>
    );
  }

  return (
    <>
      <NavigationHeader title={t('dialogs.title')} />
      <div className={styles.page}>
        <div className={styles.toolbar}>
          {editing ? (
            <>
              <span className={styles.chosenCount} aria-live="polite">
                {chosen.size === 0 ? t('dialogs.edit.choose') : t('dialogs.edit.chosen', { count: chosen.size })}
              </span>
              <button type="button" className={buttonClass('ghost', { small: true })} onClick={() => setChosen(allChosen ? new Set() : new Set(dialogs.map((dialog) => dialog.hid)))}>
                {allChosen ? t('dialogs.edit.chooseNone') : t('dialogs.edit.chooseAll')}
              </button>
              <button type="button" className={buttonClass('ghost', { small: true })} onClick={leaveEditing}>
                {t('dialogs.edit.done')}
              </button>
            </>
          ) : (
            <>
              <TutorialTooltip tutorial={favouritesTip} align="start" placement="bottom">
                <button type="button" className={buttonClass('secondary', { small: true })} aria-haspopup="dialog" onClick={() => setFiltering(true)}>
                  <Icon name="filter" size={18} />
                  {t(`dialogs.filters.${filter}`)}
                </button>
              </TutorialTooltip>
              <span className={styles.spacer} />
              {dialogs.length > 0 && (
                <button type="button" className={buttonClass('ghost', { small: true })} onClick={() => setEditing(true)}>
                  {t('dialogs.edit.start')}
                </button>
              )}
            </>
          )}
        </div>
        {!editing && entry}
        {body}
        {editing && (
          <div className={styles.editBar}>
            {failed && (
              <p role="alert" className={styles.problem}>
                {t('dialogs.edit.failed')}
              </p>
            )}
            <div className={styles.editActions}>
              <button type="button" className={buttonClass('secondary', { block: true })} disabled={chosen.size === 0 || busy} onClick={() => void bulk((batch) => markRead(batch).unwrap())}>
                {t('dialogs.edit.markRead')}
              </button>
              <button type="button" className={buttonClass('primary', { block: true })} disabled={chosen.size === 0 || busy} onClick={() => setConfirmingDelete(true)}>
                {chosen.size === 0 ? t('dialogs.edit.deleteNone') : t('dialogs.edit.delete', { count: chosen.size })}
              </button>
            </div>
          </div>
        )}
      </div>
      {confirmingDelete && (
        <RemoveConfirmation
          title={t('dialogs.edit.confirmDelete.title', { count: chosen.size })}
          text={t('dialogs.edit.confirmDelete.text')}
          onConfirm={() => {
            setConfirmingDelete(false);
            void bulk((batch) => remove(batch).unwrap());
          }}
          onClose={() => setConfirmingDelete(false)}
        />
      )}
      {filtering && (
        <FilterPopup
          value={filter}
          onChoose={(next) => {
            setFilter(next);
            leaveEditing();
          }}
          onClose={() => setFiltering(false)}
        />
      )}
    </>
  );
}

function EmptyArt() {
  return (
    <svg width="96" height="96" viewBox="0 0 96 96" aria-hidden="true" focusable="false">
      <circle cx="48" cy="48" r="44" fill="var(--color-surface-2)" />
      <path d="M26 30h44a6 6 0 0 1 6 6v22a6 6 0 0 1-6 6H46l-12 10V64h-8a6 6 0 0 1-6-6V36a6 6 0 0 1 6-6z" fill="none" stroke="var(--color-primary)" strokeWidth="4" strokeLinejoin="round" />
      <path d="M36 47h24" stroke="var(--color-primary)" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

export default DialogsPage;

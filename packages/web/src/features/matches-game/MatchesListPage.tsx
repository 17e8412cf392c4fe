import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { MatchesHit } from '@amora/contracts';
import { useGetOwnProfileQuery } from '../../api/profile.ts';
import { useBrand } from '../../shared/brand/brand-context.ts';
import { buttonClass } from '../../shared/ui/button.ts';
import { Icon } from '../../shared/ui/Icon.tsx';
import { LoadFailed } from '../../shared/ui/LoadState.tsx';
import type { CardDecision } from './card-fling.ts';
import { GamePopupHost } from './GamePopupHost.tsx';
import { ProfileActions, type ProfileSlot } from './ProfileActions.tsx';
import { useProfileParam } from './profile-param.ts';
import { NoPhotoState } from './NoPhotoState.tsx';
import { EmptyDeckState } from './EmptyDeckState.tsx';
import { useDeck } from './use-deck.ts';
import { useGameActions } from './use-game-actions.ts';
import { ViewToggle } from './ViewToggle.tsx';
import styles from './MatchesList.module.css';

/** Cards asked for at first, and how many more each time the end of the grid comes into view. */
export const LIST_FIRST = 12;
export const LIST_STEP = 12;

/**
 * `/matches/list` (spec 2 §2): the matches game's candidates as a two-column grid, each with
 * its photo, name and age, whether they are online and whether they like the viewer, and a pass
 * and a like; more are dealt as the grid is scrolled to its end. A reaction takes the card out
 * at once and puts it back if the server refuses. `renderProfile` opens a member over the list.
 */
export function MatchesListPage({ whileWaiting, renderProfile }: { whileWaiting?: ReactNode; renderProfile?: (slot: ProfileSlot) => ReactNode }) {
  const { t } = useTranslation('discovery');
  const brand = useBrand();
  const { data: profile } = useGetOwnProfileQuery();
  const [wanted, setWanted] = useState(LIST_FIRST);
  const deck = useDeck({ minimum: wanted });
  const { react: send, popup, closePopup, problem } = useGameActions();
  const profileParam = useProfileParam();
  const hasPhoto = profile ? Boolean(profile.photos?.avatar) : true;
  const { cards } = deck;

  const react = useCallback(
    (hit: MatchesHit, decision: CardDecision) => {
      deck.remove(hit.user.hid);
      send(hit, decision, { method: 'button', onRefused: () => deck.putBack(hit) });
    },
    [deck, send],
  );

  // Infinite loading: the end of the grid in view asks for a page more than is held.
  const end = useRef<HTMLDivElement>(null);
  const more = useCallback(() => setWanted(cards.length + LIST_STEP), [cards.length]);
  useEffect(() => {
    const sentinel = end.current;
    if (!sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) more();
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [more]);

  const open = profileParam.hid ? cards.find((hit) => hit.user.hid === profileParam.hid) : undefined;
  const grid = useRef<HTMLUListElement>(null);
  useFocusBackToCard(grid, open ? cards.indexOf(open) : null);
  const label = (hit: MatchesHit) => t('card.nameAge', { name: hit.user.name, age: hit.user.age });

  let body: ReactNode;
  if (!hasPhoto) {
    body = <NoPhotoState>{whileWaiting}</NoPhotoState>;
  } else if (cards.length === 0 && deck.status === 'failed') {
    body = <LoadFailed className={styles.state} message={t('game.failed')} retryLabel={t('retry')} onRetry={deck.retry} />;
  } else if (cards.length === 0 && deck.exhausted) {
    body = <EmptyDeckState>{whileWaiting}</EmptyDeckState>;
  } else if (cards.length === 0) {
    body = (
      <div className={styles.grid} role="status" aria-label={t('list.loading')}>
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className={styles.skeleton} />
        ))}
      </div>
    );
  } else {
    body = (
      <>
        <ul ref={grid} className={styles.grid} aria-label={t('list.title')}>
          {cards.map((hit) => (
            <ListCard key={hit.user.hid} hit={hit} label={label(hit)} onReact={(decision) => react(hit, decision)} onOpen={() => (renderProfile ? profileParam.open(hit.user.hid) : undefined)} canOpen={renderProfile !== undefined} />
          ))}
        </ul>
        <div ref={end} className={styles.end}>
          {deck.status === 'failed' ? (
            <LoadFailed className={styles.endFailed} message={t('list.moreFailed')} retryLabel={t('retry')} onRetry={deck.retry} />
          ) : deck.complete ? (
            <p>{t('list.end')}</p>
          ) : deck.loading ? (
            <span className={styles.spinner} role="status" aria-label={t('list.loadingMore')} />
          ) : (
            <button type="button" className={buttonClass('secondary', { small: true })} onClick={more}>
              {t('list.more')}
            </button>
          )}
        </div>
      </>
    );
  }

  return (
    <div className={styles.page}>
      <header className={styles.heading}>
        <h1 className={styles.title}>{t('game.title')}</h1>
        <ViewToggle active="list" />
      </header>
      {body}
      {problem && (
        <p role="alert" className={styles.problem}>
          {t('game.reactionFailed')}
        </p>
      )}
      {open &&
        renderProfile?.({
          hid: open.user.hid,
          label: label(open),
          onClose: profileParam.close,
          actions: (
            <ProfileActions
              onDecide={(decision) => {
                profileParam.close();
                react(open, decision);
              }}
            />
          ),
        })}
      {popup && <GamePopupHost popup={popup} brandName={brand.name} onClose={closePopup} />}
    </div>
  );
}

/**
 * Focus goes back to the card whose profile closed, in the same commit that removes the modal (the
 * close icon, Escape, the back button); after a like or a pass from it that card has left the
 * grid, and the one that took its place gets it.
 */
function useFocusBackToCard(grid: RefObject<HTMLUListElement | null>, openIndex: number | null) {
  const lastOpen = useRef<number | null>(null);
  useLayoutEffect(() => {
    const closed = lastOpen.current;
    lastOpen.current = openIndex;
    if (closed === null || openIndex !== null) return;
    const cards = grid.current?.querySelectorAll<HTMLElement>(':scope > li') ?? [];
    cards[Math.min(closed, cards.length - 1)]?.querySelector<HTMLElement>('button')?.focus();
  }, [grid, openIndex]);
}

function ListCard({ hit, label, onReact, onOpen, canOpen }: { hit: MatchesHit; label: string; onReact: (decision: CardDecision) => void; onOpen: () => void; canOpen: boolean }) {
  const { t } = useTranslation('discovery');
  const { user } = hit;
  const photo = user.avatar ? <img src={user.avatar.avatar_360sm} alt="" loading="lazy" /> : <span className={styles.noPhoto} aria-hidden="true" />;
  return (
    <li className={styles.card} aria-label={label}>
      {canOpen ? (
        <button type="button" className={styles.photo} onClick={onOpen} aria-label={t('game.openLabel', { name: label })}>
          {photo}
        </button>
      ) : (
        <div className={styles.photo}>{photo}</div>
      )}
      {hit.relationships.likesYou && <span className={styles.likesYou}>{t('game.likedYou')}</span>}
      <div className={styles.text}>
        <p className={styles.name}>
          {user.isOnline && <span className={styles.online} role="img" aria-label={t('card.online')} />}
          <span>{label}</span>
        </p>
        <div className={styles.actions}>
          <button type="button" className={`${styles.action} ${styles.pass}`} onClick={() => onReact('pass')} aria-label={t('game.passLabel', { name: label })}>
            <Icon name="close" size={20} />
          </button>
          <button type="button" className={`${styles.action} ${styles.like}`} onClick={() => onReact('like')} aria-label={t('game.likeLabel', { name: label })}>
            <Icon name="heart" size={20} />
          </button>
        </div>
      </div>
    </li>
  );
}

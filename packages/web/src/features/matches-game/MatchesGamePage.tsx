import { useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { InteractionMethod, MatchesHit } from '@amora/contracts';
import { useGetOwnProfileQuery } from '../../api/profile.ts';
import { useBrand } from '../../shared/brand/brand-context.ts';
import { useNavigate } from '../../shared/routing/index.ts';
import { LoadFailed } from '../../shared/ui/LoadState.tsx';
import { AdCard } from './AdCard.tsx';
import { damperStatus, isAdDue, useAdPlan } from './ads.ts';
import type { CardDecision } from './card-fling.ts';
import { GameCard } from './GameCard.tsx';
import { ProfileActions, type ProfileSlot } from './ProfileActions.tsx';
import { GamePopupHost } from './GamePopupHost.tsx';
import { useProfileParam } from './profile-param.ts';
import { SwipeDeck } from './SwipeDeck.tsx';
import { UndoPass } from './UndoPass.tsx';
import { NoPhotoState } from './NoPhotoState.tsx';
import { EmptyDeckState } from './EmptyDeckState.tsx';
import { useDeck } from './use-deck.ts';
import { useGameActions } from './use-game-actions.ts';
import { ViewToggle } from './ViewToggle.tsx';
import styles from './MatchesGame.module.css';

/** A member is greeted as new on the day they joined (issue 16 point 7). */
const NEW_MEMBER_SECONDS = 86_400;

/**
 * `/matches`, the post-login home (spec 2 §2, issue 16 point 6): the deck of members who would
 * pick each other, liked or passed one by one; a mutual like is a match. Members without a photo
 * are asked for one first, since they cannot react (spec 2 §4). `whileWaiting` goes under the
 * empty deck's message and the request for a photo (the route puts the profile checklist there).
 * `renderProfile` shows the card's member over the game; without it the profile is a page.
 * On brands with an ad slot, members without premium find the ads card in the deck (ads.ts).
 */
export function MatchesGamePage({ whileWaiting, renderProfile }: { whileWaiting?: ReactNode; renderProfile?: (slot: ProfileSlot) => ReactNode }) {
  const { t } = useTranslation('discovery');
  const brand = useBrand();
  const { data: profile } = useGetOwnProfileQuery();
  const deck = useDeck();
  const navigate = useNavigate();
  const profileParam = useProfileParam();
  const { react, popup, showPopup, closePopup, problem } = useGameActions();
  const [skipped, setSkipped] = useState<MatchesHit | null>(null);
  // The ads damper (spec 2 §4): members decided and ads closed since the page opened; leaving the page resets both.
  const adPlan = useAdPlan();
  const [decided, setDecided] = useState(0);
  const [adsClosed, setAdsClosed] = useState(0);

  const hasPhoto = profile ? Boolean(profile.photos?.avatar) : true;
  const [openedAt] = useState(() => Date.now() / 1000);
  const isNew = profile?.common ? openedAt - profile.common.registration_ts < NEW_MEMBER_SECONDS : false;
  const current = deck.cards[0];
  const next = deck.cards[1];
  const adDue = current !== undefined && isAdDue(adPlan, decided, adsClosed);
  const profileOpen = renderProfile !== undefined && current !== undefined && !adDue && profileParam.hid === current.user.hid;

  const onDecide = useCallback(
    (decision: CardDecision, method: InteractionMethod) => {
      if (!current) return;
      deck.take();
      setDecided((count) => count + 1);
      setSkipped(decision === 'pass' && current.relationships.likesYou ? current : null);
      react(current, decision, {
        method,
        onRefused: () => {
          deck.putBack(current);
          setDecided((count) => count - 1);
          setSkipped(null);
        },
      });
    },
    [current, deck, react],
  );

  const closeAd = useCallback(() => setAdsClosed((count) => count + 1), []);

  const { open: openProfileOf, close: closeProfile } = profileParam;
  const openProfile = useCallback(() => {
    if (!current) return;
    if (renderProfile) openProfileOf(current.user.hid);
    else void navigate(`/contact/${current.user.hid}`);
  }, [current, renderProfile, openProfileOf, navigate]);

  // Focus goes back to the card the profile was opened from, whichever way it closed (the
  // close icon, Escape, the down arrow, the back button, a like or a pass from it). A layout
  // effect: in the same commit that removes the modal, so focus never falls to the page between.
  const deckHost = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);
  useLayoutEffect(() => {
    if (wasOpen.current && !profileOpen) deckHost.current?.querySelector<HTMLElement>('[data-card]')?.focus();
    wasOpen.current = profileOpen;
  }, [profileOpen]);

  const cardLabel = current ? t('card.nameAge', { name: current.user.name, age: current.user.age }) : '';

  return (
    <div className={styles.page} data-ads-damper={adPlan ? damperStatus(adDue, adsClosed) : undefined}>
      <header>
        <div className={styles.heading}>
          <h1 className={styles.title}>{t('game.title')}</h1>
          <ViewToggle active="cards" />
        </div>
        {isNew && profile?.common && <p className={styles.lead}>{t('game.welcomeNew', { name: profile.common.name, brand: brand.name })}</p>}
      </header>
      {!hasPhoto ? (
        <NoPhotoState>{whileWaiting}</NoPhotoState>
      ) : current && adDue && adPlan ? (
        <div ref={deckHost} className={styles.deckHost}>
          <SwipeDeck
            key={`ad-${adsClosed}`}
            kind="ad"
            current={{ key: `ad-${adsClosed}`, label: t('ads.cardLabel'), face: <AdCard slot={adPlan.slot} brandName={brand.name} onClose={closeAd} onOffer={() => showPopup({ kind: 'adsFree' })} /> }}
            next={{ key: current.user.hid, face: <GameCard user={current.user} /> }}
            onDecide={closeAd}
            onOpen={closeAd}
            enabled={popup === null}
          />
        </div>
      ) : current ? (
        <div ref={deckHost} className={styles.deckHost}>
          <SwipeDeck
            key={current.user.hid}
            current={{ key: current.user.hid, label: cardLabel, face: <GameCard user={current.user} /> }}
            next={next ? { key: next.user.hid, face: <GameCard user={next.user} /> } : null}
            onDecide={onDecide}
            onOpen={openProfile}
            enabled={popup === null && !profileOpen}
          />
        </div>
      ) : deck.status === 'failed' ? (
        <LoadFailed className={styles.state} message={t('game.failed')} retryLabel={t('retry')} onRetry={deck.retry} />
      ) : deck.exhausted ? (
        <EmptyDeckState>{whileWaiting}</EmptyDeckState>
      ) : (
        <div className={styles.skeleton} role="status" aria-label={t('game.loading')} />
      )}
      {problem && (
        <p role="alert" className={styles.problem}>
          {t('game.reactionFailed')}
        </p>
      )}
      {skipped && skipped !== current && <UndoPass hit={skipped} onDone={() => setSkipped(null)} onRestore={deck.putBack} onNeedsPremium={() => showPopup({ kind: 'undoNeedsPremium' })} />}
      {profileOpen &&
        current &&
        renderProfile?.({
          hid: current.user.hid,
          label: cardLabel,
          onClose: closeProfile,
          actions: (
            <ProfileActions
              onDecide={(decision) => {
                closeProfile();
                onDecide(decision, 'button');
              }}
            />
          ),
        })}
      {popup && <GamePopupHost popup={popup} brandName={brand.name} onClose={closePopup} />}
    </div>
  );
}

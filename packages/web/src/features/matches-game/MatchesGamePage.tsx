import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RelationsCode, type InteractionMethod, type MatchesHit } from '@amora/contracts';
import type { ApiError } from '../../api/base-query.ts';
import { useGetOwnProfileQuery } from '../../api/profile.ts';
import { useBrand } from '../../shared/brand/brand-context.ts';
import { Link, useNavigate } from '../../shared/routing/index.ts';
import { buttonClass } from '../../shared/ui/button.ts';
import { LoadFailed } from '../../shared/ui/LoadState.tsx';
import { useLikeCardMutation, usePassCardMutation } from './api.ts';
import type { CardDecision } from './card-fling.ts';
import { GameCard } from './GameCard.tsx';
import { GamePopupHost, type GamePopup } from './GamePopupHost.tsx';
import { SwipeDeck } from './SwipeDeck.tsx';
import { UndoPass } from './UndoPass.tsx';
import { useDeck } from './use-deck.ts';
import styles from './MatchesGame.module.css';

/** A member is greeted as new on the day they joined (issue 16 point 7). */
const NEW_MEMBER_SECONDS = 86_400;

/**
 * `/matches`, the post-login home (spec 2 §2, issue 16 point 6): the deck of members who would
 * pick each other, liked or passed one by one; a mutual like is a match. Members without a photo
 * are asked for one first, since they cannot react (spec 2 §4). `whileWaiting` goes under the
 * empty deck's message and the request for a photo (the route puts the profile checklist there).
 */
export function MatchesGamePage({ whileWaiting }: { whileWaiting?: ReactNode }) {
  const { t } = useTranslation('discovery');
  const brand = useBrand();
  const { data: profile } = useGetOwnProfileQuery();
  const deck = useDeck();
  const navigate = useNavigate();
  const [like] = useLikeCardMutation();
  const [pass] = usePassCardMutation();
  const [popup, setPopup] = useState<GamePopup | null>(null);
  const [skipped, setSkipped] = useState<MatchesHit | null>(null);
  const [problem, setProblem] = useState(false);

  const hasPhoto = profile ? Boolean(profile.photos?.avatar) : true;
  const [openedAt] = useState(() => Date.now() / 1000);
  const isNew = profile?.common ? openedAt - profile.common.registration_ts < NEW_MEMBER_SECONDS : false;
  const current = deck.cards[0];
  const next = deck.cards[1];

  const onDecide = useCallback(
    (decision: CardDecision, method: InteractionMethod) => {
      if (!current) return;
      deck.take();
      setProblem(false);
      setSkipped(decision === 'pass' && current.relationships.likesYou ? current : null);
      const react = decision === 'like' ? like : pass;
      react({ token: current.user.operationToken, trackingData: current.user.trackingData, interactionMethod: method })
        .unwrap()
        .then((answer) => {
          if (answer.isMatch) setPopup({ kind: 'match', user: current.user });
        })
        .catch((error: ApiError) => {
          deck.putBack(current);
          setSkipped(null);
          if ('code' in error && error.code === RelationsCode.likesLimitReached) setPopup({ kind: 'likesLimit' });
          else if ('code' in error && error.code === RelationsCode.photoRequired) setPopup({ kind: 'photoRequired' });
          else setProblem(true);
        });
    },
    [current, deck, like, pass],
  );

  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>{t('game.title')}</h1>
        {isNew && profile?.common && <p className={styles.lead}>{t('game.welcomeNew', { name: profile.common.name, brand: brand.name })}</p>}
      </header>
      {!hasPhoto ? (
        <div className={styles.state}>
          <h2>{t('game.noPhoto.title')}</h2>
          <p>{t('game.noPhoto.text')}</p>
          <Link to="/photos" className={buttonClass('primary')}>
            {t('game.noPhoto.action')}
          </Link>
          {whileWaiting}
        </div>
      ) : current ? (
        <SwipeDeck
          key={current.user.hid}
          current={{ key: current.user.hid, label: t('card.nameAge', { name: current.user.name, age: current.user.age }), face: <GameCard user={current.user} /> }}
          next={next ? { key: next.user.hid, face: <GameCard user={next.user} /> } : null}
          onDecide={onDecide}
          onOpen={() => void navigate(`/contact/${current.user.hid}`)}
          enabled={popup === null}
        />
      ) : deck.status === 'failed' ? (
        <LoadFailed className={styles.state} message={t('game.failed')} retryLabel={t('retry')} onRetry={deck.retry} />
      ) : deck.exhausted ? (
        <div className={styles.state}>
          <h2>{t('game.empty.title')}</h2>
          <p>{t('game.empty.text')}</p>
          <Link to="/search" className={buttonClass('secondary')}>
            {t('game.empty.action')}
          </Link>
          {whileWaiting}
        </div>
      ) : (
        <div className={styles.skeleton} role="status" aria-label={t('game.loading')} />
      )}
      {problem && (
        <p role="alert" className={styles.problem}>
          {t('game.reactionFailed')}
        </p>
      )}
      {skipped && skipped !== current && <UndoPass hit={skipped} onDone={() => setSkipped(null)} onRestore={deck.putBack} onNeedsPremium={() => setPopup({ kind: 'undoNeedsPremium' })} />}
      {popup && <GamePopupHost popup={popup} onClose={() => setPopup(null)} />}
    </div>
  );
}

import { useEffect, useLayoutEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { InteractionMethod } from '@amora/contracts';
import { buttonClass } from '../../shared/ui/button.ts';
import { Icon } from '../../shared/ui/Icon.tsx';
import { decisionOf, dragTransform, stampOpacity, type CardDecision } from './card-fling.ts';
import styles from './MatchesGame.module.css';

/** How long a decided card takes to fly off, or a released one to spring back (the CSS matches). */
export const FLING_MS = 260;

interface Drag {
  pointerId: number;
  /** Started on the card's name and details: a tap there opens the profile. */
  onInfo: boolean;
  x: number;
  y: number;
  at: number;
  dx: number;
  dy: number;
}

export interface SwipeDeckProps {
  /** The card on top and the one under it (null at the end of the deck). */
  current: { key: string; label: string; face: ReactNode };
  next: { key: string; face: ReactNode } | null;
  /** Called once the decided card has left. */
  onDecide: (decision: CardDecision, method: InteractionMethod) => void;
  /** Opens the member's profile (the up key, a tap on the card's name and details). */
  onOpen: () => void;
  /** While false the card neither moves nor takes a decision, and the keys do nothing (a popup, the profile open). */
  enabled: boolean;
  /**
   * 'ad' for the ads card: one skip button in place of pass, profile and like, no stamps, and
   * nothing to open; a swipe either way skips it.
   */
  kind?: 'member' | 'ad';
}

/**
 * The deck of the matches game (spec 2 §2, issue 16 point 6): the current card over the next, to
 * be dragged or flung right to like and left to pass, with a spring back when a drag is not
 * enough; the like and pass buttons and the arrow keys do the same, and the card flies off the
 * way it was decided. Motion follows the member's reduced-motion setting. Render it keyed by the
 * card on top, so each card starts at rest.
 */
export function SwipeDeck({ current, next, onDecide, onOpen, enabled, kind = 'member' }: SwipeDeckProps) {
  const { t } = useTranslation('discovery');
  const cardRef = useRef<HTMLDivElement>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const [leaving, setLeaving] = useState<{ decision: CardDecision; method: InteractionMethod } | null>(null);
  /** The card's width, measured when a gesture or a decision starts (the distances are shares of it). */
  const [width, setWidth] = useState(320);
  const measure = () => {
    const measured = cardRef.current?.offsetWidth || width;
    setWidth(measured);
    return measured;
  };

  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(() => onDecide(leaving.decision, leaving.method), reducedMotion() ? 0 : FLING_MS);
    return () => clearTimeout(timer);
  }, [leaving, onDecide]);

  const decide = (decision: CardDecision, method: InteractionMethod) => {
    if (!enabled || leaving) return;
    measure();
    setLeaving({ decision, method });
  };

  // Listening from the layout effect: a key pressed as soon as the card shows is not lost to an
  // effect still waiting for the next frame.
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!enabled || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      if (event.key === 'ArrowRight') decide(kind === 'ad' ? 'pass' : 'like', 'keyboard');
      else if (event.key === 'ArrowLeft') decide('pass', 'keyboard');
      else if (event.key === 'ArrowUp' && kind === 'member') onOpen();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    // The card's own controls (the ad's close and offer) take their clicks, not a drag.
    if (!enabled || leaving || event.button !== 0 || target.closest('button, a')) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    measure();
    // Read now: once the card captures the pointer, the release's target is the card itself.
    const onInfo = kind === 'member' && target.closest('[data-card-info]') !== null;
    setDrag({ pointerId: event.pointerId, onInfo, x: event.clientX, y: event.clientY, at: event.timeStamp, dx: 0, dy: 0 });
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (drag?.pointerId !== event.pointerId) return;
    setDrag({ ...drag, dx: event.clientX - drag.x, dy: event.clientY - drag.y });
  };
  const onPointerUp = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (drag?.pointerId !== event.pointerId) return;
    const decision = decisionOf({ dx: drag.dx, dy: drag.dy, width, durationMs: event.timeStamp - drag.at });
    if (decision) setLeaving({ decision, method: 'swipe' });
    else if (Math.hypot(drag.dx, drag.dy) < 6 && drag.onInfo) onOpen();
    setDrag(null);
  };

  const dx = leaving ? (leaving.decision === 'like' ? 1.6 : -1.6) * width : (drag?.dx ?? 0);
  const dy = drag?.dy ?? 0;
  const stamp = leaving ? 1 : stampOpacity(dx, width);

  return (
    <div className={styles.deck}>
      <div className={styles.stack}>
        {next && (
          <div key={next.key} className={`${styles.card} ${styles.under}`} aria-hidden="true">
            {next.face}
          </div>
        )}
        <div
          key={current.key}
          ref={cardRef}
          className={styles.card}
          tabIndex={-1}
          data-card={kind}
          role="group"
          aria-roledescription={t('game.cardRole')}
          aria-label={current.label}
          data-dragging={drag ? '' : undefined}
          style={{ transform: dragTransform(dx, dy, width) }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={() => setDrag(null)}
        >
          {current.face}
          {kind === 'member' && (
            <>
              <span className={`${styles.stamp} ${styles.stampLike}`} style={{ opacity: dx > 0 ? stamp : 0 }} aria-hidden="true">
                {t('game.like')}
              </span>
              <span className={`${styles.stamp} ${styles.stampPass}`} style={{ opacity: dx < 0 ? stamp : 0 }} aria-hidden="true">
                {t('game.pass')}
              </span>
            </>
          )}
        </div>
      </div>
      {kind === 'ad' ? (
        <div className={styles.actions}>
          <button type="button" className={buttonClass('secondary')} disabled={!enabled || !!leaving} onClick={() => decide('pass', 'button')}>
            {t('ads.skip')}
          </button>
        </div>
      ) : (
      <div className={styles.actions}>
        <button type="button" className={`${styles.action} ${styles.passButton}`} disabled={!enabled || !!leaving} onClick={() => decide('pass', 'button')} aria-label={t('game.passLabel', { name: current.label })}>
          <Icon name="close" size={30} />
        </button>
        <button type="button" className={`${styles.action} ${styles.infoButton}`} onClick={onOpen} aria-label={t('game.openLabel', { name: current.label })}>
          <Icon name="chevron" size={22} />
        </button>
        <button type="button" className={`${styles.action} ${styles.likeButton}`} disabled={!enabled || !!leaving} onClick={() => decide('like', 'button')} aria-label={t('game.likeLabel', { name: current.label })}>
          <Icon name="heart" size={30} />
        </button>
      </div>
      )}
      <p className={styles.hints} aria-hidden="true">
        {t(kind === 'ad' ? 'ads.keyHints' : 'game.keyHints')}
      </p>
    </div>
  );
}

function reducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
}

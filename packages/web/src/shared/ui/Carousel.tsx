import { useEffect, useEffectEvent, useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { swipeStep } from './carousel-swipe.ts';
import { SliderDots } from './SliderDots.tsx';
import styles from './Carousel.module.css';

/** How long a slide takes to glide into place (Carousel.module.css uses the same). */
export const SLIDE_MS = 300;
/** Pointer travel below this is a tap, not a drag, so the slide's own click still happens. */
const TAP_SLOP_PX = 6;
/** Past the first or last slide of a finite carousel the drag follows at a third of the pace. */
const EDGE_RESISTANCE = 3;

export interface CarouselProps {
  /** The carousel's accessible name. */
  label: string;
  slides: readonly ReactNode[];
  /** After the last slide comes the first again, and before the first the last. */
  infinite?: boolean;
  /** Moves to the next slide after this many ms on one slide; paused while dragging or focused. */
  autoplayMs?: number;
  initialIndex?: number;
  onIndexChange?: (index: number) => void;
  /** Slider dots under the slides (default on). */
  dots?: boolean;
}

interface Drag {
  pointerId: number;
  startX: number;
  startedAt: number;
  width: number;
}

/**
 * Slides moved by drag, arrow keys or autoplay (spec 3 §4). An infinite carousel has a copy of
 * the last slide before the first and of the first after the last: it glides onto the copy and
 * then swaps to the real slide unseen, so wrapping looks like any other step.
 */
export function Carousel({ label, slides, infinite = false, autoplayMs, initialIndex = 0, onIndexChange, dots = true }: CarouselProps) {
  const { t } = useTranslation('ui');
  const count = slides.length;
  const loop = infinite && count > 1;
  const first = loop ? 1 : 0;
  const track = loop ? [slides[count - 1], ...slides, slides[0]] : slides;

  const [position, setPosition] = useState(initialIndex + first);
  const [animated, setAnimated] = useState(false);
  const [dragOffset, setDragOffset] = useState<number | null>(null);
  const [focused, setFocused] = useState(false);
  const viewportRef = useRef<HTMLDivElement>(null);
  const dragRef = useRef<Drag | null>(null);
  const draggedRef = useRef(false);

  const isCopy = (at: number) => loop && (at === 0 || at === count + 1);
  const realPosition = (at: number) => (at === 0 && loop ? count : at === count + 1 && loop ? 1 : at);
  const index = loop ? (position - 1 + count) % count : position;
  const dragging = dragOffset !== null;

  const moveBy = (step: number) => {
    setAnimated(true);
    setPosition((from) => {
      // On a copy the swap to the real slide is due; a step now would glide the wrong way round.
      if (isCopy(from)) return from;
      return loop ? from + step : Math.min(count - 1, Math.max(0, from + step));
    });
  };

  const advance = useEffectEvent(() => {
    if (!loop && index === count - 1) {
      setAnimated(true);
      setPosition(0);
    } else {
      moveBy(1);
    }
  });
  useEffect(() => {
    if (!autoplayMs || count < 2 || dragging || focused) return;
    const timer = setTimeout(advance, autoplayMs);
    return () => clearTimeout(timer);
  }, [autoplayMs, count, dragging, focused, index]);

  const onCopy = isCopy(position);
  const real = realPosition(position);
  useEffect(() => {
    if (!onCopy) return;
    const timer = setTimeout(() => {
      setAnimated(false);
      setPosition(real);
    }, SLIDE_MS);
    return () => clearTimeout(timer);
  }, [onCopy, real]);

  const reportedRef = useRef(index);
  const report = useEffectEvent((shown: number) => onIndexChange?.(shown));
  useEffect(() => {
    if (reportedRef.current === index) return;
    reportedRef.current = index;
    report(index);
  }, [index]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (count < 2 || (event.pointerType === 'mouse' && event.button !== 0)) return;
    dragRef.current = { pointerId: event.pointerId, startX: event.clientX, startedAt: Date.now(), width: viewportRef.current?.clientWidth ?? 0 };
    draggedRef.current = false;
    setAnimated(false);
    setPosition((at) => realPosition(at));
    setDragOffset(0);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const drag = dragRef.current;
    if (!drag || event.pointerId !== drag.pointerId) return;
    const offset = event.clientX - drag.startX;
    if (!draggedRef.current && Math.abs(offset) >= TAP_SLOP_PX) {
      draggedRef.current = true;
      // Captured only once it is a drag: a captured tap would click the viewport, not the slide's button.
      event.currentTarget.setPointerCapture?.(event.pointerId);
    }
    const pastEdge = !loop && ((index === 0 && offset > 0) || (index === count - 1 && offset < 0));
    setDragOffset(pastEdge ? offset / EDGE_RESISTANCE : offset);
  };

  const endDrag = (event: PointerEvent<HTMLDivElement>, { cancelled }: { cancelled: boolean }) => {
    const drag = dragRef.current;
    if (!drag || event.pointerId !== drag.pointerId) return;
    dragRef.current = null;
    setDragOffset(null);
    moveBy(cancelled ? 0 : swipeStep({ offset: event.clientX - drag.startX, width: drag.width, durationMs: Date.now() - drag.startedAt }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Keys pressed in a slide's own controls stay theirs.
    if (event.target !== event.currentTarget || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    moveBy(event.key === 'ArrowRight' ? 1 : -1);
  };

  const trackStyle = { transform: `translateX(calc(${-position * 100}% + ${dragOffset ?? 0}px))` } as CSSProperties;
  return (
    <section
      className={styles.carousel}
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={label}
      tabIndex={0}
      onKeyDown={onKeyDown}
      // Autoplay waits while the keyboard is here. A press focuses too, but it has started a drag
      // by then, and a drag has its own pause.
      onFocus={() => {
        if (!dragRef.current) setFocused(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div
        ref={viewportRef}
        className={styles.viewport}
        data-dragging={dragging}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={(event) => endDrag(event, { cancelled: false })}
        onPointerCancel={(event) => endDrag(event, { cancelled: true })}
        onClickCapture={(event) => {
          // A drag that ends over a link or button is not a click on it.
          if (!draggedRef.current) return;
          draggedRef.current = false;
          event.preventDefault();
          event.stopPropagation();
        }}
        onDragStart={(event) => event.preventDefault()}
      >
        <div className={styles.track} style={trackStyle} data-animated={animated && !dragging} aria-live={autoplayMs && !focused ? 'off' : 'polite'}>
          {track.map((slide, at) => {
            const slideIndex = loop ? (at - 1 + count) % count : at;
            const shown = at === position;
            return (
              <div
                key={isCopy(at) ? `copy-${at}` : slideIndex}
                className={styles.slide}
                role="group"
                aria-roledescription={t('carousel.slideRoleDescription')}
                aria-label={t('carousel.slidePosition', { current: slideIndex + 1, total: count })}
                aria-hidden={shown ? undefined : true}
                inert={!shown}
              >
                {slide}
              </div>
            );
          })}
        </div>
      </div>
      {dots && <SliderDots count={count} active={index} />}
    </section>
  );
}

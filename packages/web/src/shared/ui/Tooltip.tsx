import { useEffect, useRef, type ReactNode } from 'react';
import styles from './Tooltip.module.css';

export type TooltipAlign = 'start' | 'center' | 'end';
export type TooltipPlacement = 'top' | 'bottom';

const ARROW_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

/**
 * A tutorial tooltip (spec 2 §2, spec 3 §2) over or under its anchor (`children`), aligned to
 * the anchor's start, centre or end with its arrow pointing at it. The caller decides when it
 * shows; a click outside or an arrow key asks it to close. The tip takes no taps: one on it goes
 * to what it covers, and counts as outside. `block` keeps a full-width anchor (a list row) as wide
 * as before. `closeOnAnchorClick` also closes it when the anchor is used (clicked, tapped or
 * pressed), for a tip about that very control: using it is the tip taken.
 */
export function Tooltip({
  open,
  content,
  align = 'center',
  placement = 'top',
  block = false,
  closeOnAnchorClick = false,
  onClose,
  children,
}: {
  open: boolean;
  content: ReactNode;
  align?: TooltipAlign;
  placement?: TooltipPlacement;
  block?: boolean;
  closeOnAnchorClick?: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const root = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) onClose();
    };
    const onKey = (event: KeyboardEvent) => {
      if (ARROW_KEYS.has(event.key)) onClose();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, onClose]);

  return (
    <span ref={root} className={styles.anchor} data-block={block || undefined} onClickCapture={open && closeOnAnchorClick ? onClose : undefined}>
      {children}
      {/* A live region, so the tip is read out when it appears on its own. */}
      <span aria-live="polite">
        {open && (
          <span role="tooltip" className={styles.tip} data-align={align} data-placement={placement}>
            {content}
            <span className={styles.arrow} aria-hidden="true" />
          </span>
        )}
      </span>
    </span>
  );
}

import { useRef, useState, type PointerEvent } from 'react';
import { PUSH_SWIPE_DISMISS_PX } from '@amora/contracts';

/** A pointer that moved further than this was dragging, not clicking. */
const CLICK_SLOP_PX = 8;

/**
 * A sideways swipe longer than PUSH_SWIPE_DISMISS_PX dismisses (spec 2 §9); a shorter one snaps
 * back. `offset` follows the finger so the toast moves with it.
 */
export function useSwipeDismiss(onDismiss: () => void) {
  const startX = useRef<number | null>(null);
  const dragged = useRef(false);
  const [offset, setOffset] = useState(0);

  const reset = () => {
    startX.current = null;
    setOffset(0);
  };

  return {
    offset,
    /** Whether the last gesture was a drag, so the click that ends it must not count as one. */
    wasDragged: () => dragged.current,
    handlers: {
      onPointerDown(event: PointerEvent<HTMLElement>) {
        startX.current = event.clientX;
        dragged.current = false;
        event.currentTarget.setPointerCapture(event.pointerId);
      },
      onPointerMove(event: PointerEvent<HTMLElement>) {
        if (startX.current === null) return;
        const dx = event.clientX - startX.current;
        if (Math.abs(dx) > CLICK_SLOP_PX) dragged.current = true;
        setOffset(dx);
      },
      onPointerUp(event: PointerEvent<HTMLElement>) {
        if (startX.current === null) return;
        const dx = event.clientX - startX.current;
        reset();
        if (Math.abs(dx) > PUSH_SWIPE_DISMISS_PX) onDismiss();
      },
      onPointerCancel: reset,
    },
  };
}

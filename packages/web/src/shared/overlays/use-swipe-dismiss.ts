import { useRef, useState, type PointerEvent } from 'react';
import { PUSH_SWIPE_DISMISS_PX } from '@amora/contracts';

/** A pointer that moved further than this was dragging, not clicking. */
const CLICK_SLOP_PX = 8;

/**
 * A sideways swipe longer than PUSH_SWIPE_DISMISS_PX dismisses (spec 2 §9); a shorter one snaps
 * back. `offset` follows the finger so the toast moves with it. The pointer is captured only once
 * it has moved past the click slop: captured at once, a plain click would land on the toast itself
 * rather than on its close button or link.
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
      },
      onPointerMove(event: PointerEvent<HTMLElement>) {
        if (startX.current === null) return;
        const dx = event.clientX - startX.current;
        if (!dragged.current && Math.abs(dx) > CLICK_SLOP_PX) {
          dragged.current = true;
          // From here on the drag follows the pointer even when it leaves the toast.
          const target = event.currentTarget;
          if (!target.hasPointerCapture?.(event.pointerId)) target.setPointerCapture?.(event.pointerId);
        }
        if (dragged.current) setOffset(dx);
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

import { useEffect, useState } from 'react';

/** Drawer and popup enter/leave animation (spec 3 §9); their CSS modules use the same 400 ms. */
export const OVERLAY_ANIMATION_MS = 400;

/** How long a closing overlay stays: its leave animation, or nothing when motion is reduced. */
export function overlayLeaveMs(): number {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 0 : OVERLAY_ANIMATION_MS;
}

/**
 * Keeps a closing overlay mounted while its leave animation plays: `mounted` stays true for
 * overlayLeaveMs() after `open` turns false, with `leaving` true meanwhile.
 */
export function useOverlayPresence(open: boolean): { mounted: boolean; leaving: boolean } {
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  useEffect(() => {
    if (open || !mounted) return;
    const timer = setTimeout(() => setMounted(false), overlayLeaveMs());
    return () => clearTimeout(timer);
  }, [open, mounted]);
  return { mounted, leaving: mounted && !open };
}

/**
 * How many popups are on screen, the queue's and the features' own (a greetings popup, a picker):
 * every kit Popup counts itself while it is mounted. The popup loop waits while any is open, so a
 * queued popup never opens over one a member is using.
 */
let open = 0;

/** Counts a popup open; the returned function counts it closed (once). */
export function popupOpened(): () => void {
  open += 1;
  let closed = false;
  return () => {
    if (closed) return;
    closed = true;
    open -= 1;
  };
}

export const anyPopupOpen = (): boolean => open > 0;

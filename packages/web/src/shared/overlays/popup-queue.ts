/** The loop looks for the next popup this often (spec 2 §9). */
export const POPUP_LOOP_MS = 3000;
/** The priority of a popup queued without one; higher shows first. */
export const DEFAULT_POPUP_PRIORITY = 0;

export interface QueuedPopup<Name extends string = string> {
  name: Name;
  priority: number;
  /** A show-once popup is not shown again until this long after it was last shown. */
  showOnceMs: number | null;
}

/** Inserts after every popup of the same or a higher priority: descending, and stable among equals. */
export function insertByPriority<Name extends string>(queue: readonly QueuedPopup<Name>[], item: QueuedPopup<Name>): QueuedPopup<Name>[] {
  const at = queue.findIndex((queued) => queued.priority < item.priority);
  return at === -1 ? [...queue, item] : [...queue.slice(0, at), item, ...queue.slice(at)];
}

/**
 * The popup to show now: the first in queue order that is not a show-once popup still inside its
 * timeout. The suppressed ones ahead of it leave the queue; the feature queues them again when
 * their trigger fires again.
 */
export function nextPopup<Name extends string>(
  queue: readonly QueuedPopup<Name>[],
  lastShownAt: (name: Name) => number | null,
  now: number,
): { next: Name | null; suppressed: Name[] } {
  const suppressed: Name[] = [];
  for (const item of queue) {
    const shownAt = item.showOnceMs === null ? null : lastShownAt(item.name);
    if (shownAt !== null && item.showOnceMs !== null && now - shownAt < item.showOnceMs) suppressed.push(item.name);
    else return { next: item.name, suppressed };
  }
  return { next: null, suppressed };
}

/** What the popup loop looks at on each turn (spec 2 §4). */
export interface PopupLoopState {
  loggedIn: boolean;
  queued: number;
  modalOpen: boolean;
  popupOpen: boolean;
  /** The page blocks popups (popup-route.ts). */
  routeBlocked: boolean;
}

/** The loop shows a popup only to a member, with one queued, nothing else open, on a page that allows it. */
export function mayShowNextPopup(state: PopupLoopState): boolean {
  return state.loggedIn && state.queued > 0 && !state.modalOpen && !state.popupOpen && !state.routeBlocked;
}

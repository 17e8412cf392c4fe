import type { PushType } from '@amora/contracts';
import type { ToastPush } from './push-toast.ts';

/** Pushes that say a message came in: the open thread with their sender already shows it. */
const MESSAGE_PUSHES: ReadonlySet<PushType> = new Set(['new_message', 'real_message', 'message_2_0', 'gift_notification']);

/** What the page shows now that a push could repeat. */
export interface PageShows {
  /** The other member of the open thread. */
  openDialogHid: string | null;
  /** The member whose mutual-match popup is open. */
  matchHid: string | null;
}

/**
 * A push the current page already shows is hidden by it (spec 2 §4 push action
 * `hide_by_current_page`): a message from the member whose thread is open, or the match with the
 * member whose mutual-match popup is up — a toast would only repeat it.
 */
export function isShownByPage(push: ToastPush, page: PageShows): boolean {
  if (push.source !== 'server') return false;
  const { type, senderHid, context } = push.record;
  if (page.openDialogHid !== null && MESSAGE_PUSHES.has(type) && senderHid === page.openDialogHid) return true;
  return page.matchHid !== null && context === 'match' && senderHid === page.matchHid;
}

import type { PushType } from '@amora/contracts';
import type { ToastPush } from './push-toast.ts';

/** Pushes that say a message came in: the open thread with their sender already shows it. */
const MESSAGE_PUSHES: ReadonlySet<PushType> = new Set(['new_message', 'real_message', 'message_2_0', 'gift_notification']);

/**
 * A message push from the member whose thread is open is hidden by the current page (spec 2 §4
 * push actions `hide_by_current_page`): the message is on screen already, a toast would repeat it.
 */
export function isAboutOpenDialog(push: ToastPush, openDialogHid: string | null): boolean {
  return openDialogHid !== null && push.source === 'server' && MESSAGE_PUSHES.has(push.record.type) && push.record.senderHid === openDialogHid;
}

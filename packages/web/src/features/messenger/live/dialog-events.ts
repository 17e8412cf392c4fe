import type { ListenerEffectAPI, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { ChatEvent } from '@amora/contracts';
import { messengerApi, patchDialogs } from '../api.ts';
import { lastMessageOf } from '../dialogs/dialog-preview.ts';
import type { MessengerRootState } from '../thread/thread-slice.ts';

type Api = ListenerEffectAPI<MessengerRootState, ThunkDispatch<MessengerRootState, unknown, UnknownAction>>;

/** Whether the member is looking at this dialog now: a message there is read as it comes. */
const reading = (api: Api, hid: string) => api.getState().messenger.openHid === hid && document.visibilityState !== 'hidden';

/**
 * A chat event on the dialog lists (spec 2 §4 "Incoming events can mark a dialog read, set its
 * unread count, or delete it"): patched in place where the dialog is loaded, the dialog moved to
 * the top on a new message; a dialog no list holds yet, or a deletion that changes a last
 * message, has the lists read again.
 */
export function applyToDialogs(api: Api, event: ChatEvent): void {
  const dispatch = api.dispatch as (action: unknown) => unknown;
  const chosen = (dialog: { hid: string }) => dialog.hid === event.dialogHid;
  switch (event.type) {
    case 'message': {
      const { message } = event;
      const open = reading(api, event.dialogHid);
      const listed = { found: false, fresh: false };
      patchDialogs(dispatch, api.getState, chosen, (dialog) => {
        listed.found = true;
        // A list read after this message was written already counts it (a replay after a reload, a frame later than the read).
        if (dialog.lastMessage && dialog.lastMessage.createDate >= message.createDate) return;
        listed.fresh = true;
        dialog.lastMessage = lastMessageOf(message);
        if (message.isIncoming && !message.isRead && !open) {
          dialog.unreadMessagesCount += 1;
          dialog.isRead = false;
        }
      });
      if (listed.fresh) moveToTop(api, event.dialogHid);
      if (!listed.found) api.dispatch(messengerApi.util.invalidateTags(['Dialogs']));
      // The thread is on screen: the other side hears it read (their double check).
      if (open && message.isIncoming && !message.isRead) void api.dispatch(messengerApi.endpoints.markDialogsRead.initiate([event.dialogHid]));
      return;
    }
    case 'messages_sent':
      patchDialogs(dispatch, api.getState, chosen, (dialog) => {
        if (dialog.lastMessage) dialog.lastMessage.isSent = true;
      });
      return;
    case 'messages_deleted':
      api.dispatch(messengerApi.util.invalidateTags(['Dialogs', { type: 'Dialog', id: event.dialogHid }]));
      return;
    case 'contact_read':
      return;
    case 'dialog_read':
      patchDialogs(dispatch, api.getState, chosen, (dialog) => {
        dialog.isRead = true;
        dialog.unreadMessagesCount = 0;
      });
      return;
    case 'dialog_deleted':
      patchDialogs(dispatch, api.getState, chosen, 'remove');
      return;
  }
}

/** The dialog with a new message leads every list that holds it (the lists are latest first). */
function moveToTop(api: Api, hid: string): void {
  const dispatch = api.dispatch as (action: unknown) => unknown;
  for (const filter of messengerApi.util.selectCachedArgsForQuery(api.getState() as never, 'getDialogs')) {
    dispatch(
      messengerApi.util.updateQueryData('getDialogs', filter, (draft) => {
        const first = draft.pages[0];
        if (!first) return;
        for (const page of draft.pages) {
          const index = page.dialogs.findIndex((dialog) => dialog.hid === hid);
          if (index < 0) continue;
          const [dialog] = page.dialogs.splice(index, 1);
          first.dialogs.unshift(dialog!);
          return;
        }
      }),
    );
  }
}

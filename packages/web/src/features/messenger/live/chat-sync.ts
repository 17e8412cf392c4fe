import type { ListenerEffectAPI, ListenerMiddlewareInstance, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { ChatEvent } from '@amora/contracts';
import { blockedByUser, chatEventReceived, realtimeAuthenticated } from '../../../shared/realtime/frame-events.ts';
import { messengerApi } from '../api.ts';
import { chatEventApplied, threadLeft, threadReloadRequested, threadsRestored, threadsResynced, type MessengerRootState } from '../thread/thread-slice.ts';
import { applyToDialogs } from './dialog-events.ts';
import { readPersisted, writePersisted } from './persisted.ts';

type Api = ListenerEffectAPI<MessengerRootState, ThunkDispatch<MessengerRootState, unknown, UnknownAction>>;

/**
 * The messenger's live, gap-free side (DESIGN.md §14; Mattermost's resync on a sequence gap):
 * each chat event carries the member's next `seq`. Events apply once, in seq order: a frame at
 * or below the last seq is a duplicate and dropped; a frame past the next one means frames were
 * lost, so it waits while `GET /v3/messenger/events?after=` fills the gap (page after page until
 * `hasMore` is false). Every (re)authentication of the socket catches up the same way, from the
 * seq this tab kept across reloads (live/persisted.ts). `resync` (the missed events were pruned)
 * reloads the dialogs and the open thread instead. A tab with no seq yet takes the server's
 * latest as its start: what it shows was just loaded.
 */
export function registerMessengerSync(listeners: ListenerMiddlewareInstance<MessengerRootState>) {
  let memberHid: string | null = null;
  let lastSeq: number | null = null;
  /** Frames that came out of order or during a catch-up, by seq. */
  const waiting = new Map<number, ChatEvent>();
  let catchingUp = false;
  let again = false;

  const persist = (api: Api) => {
    if (memberHid !== null && lastSeq !== null) writePersisted(memberHid, lastSeq, api.getState().messenger);
  };

  const apply = (api: Api, event: ChatEvent) => {
    lastSeq = event.seq;
    api.dispatch(chatEventApplied(event));
    applyToDialogs(api, event);
  };

  /** Applies the waiting frames that follow on; answers whether a gap is left behind them. */
  const drain = (api: Api): boolean => {
    if (lastSeq === null) return waiting.size > 0;
    for (const seq of [...waiting.keys()]) if (seq <= lastSeq) waiting.delete(seq);
    let next = waiting.get(lastSeq + 1);
    while (next) {
      waiting.delete(next.seq);
      apply(api, next);
      next = waiting.get(lastSeq + 1);
    }
    return waiting.size > 0;
  };

  const catchUp = async (api: Api) => {
    if (catchingUp) {
      again = true;
      return;
    }
    catchingUp = true;
    try {
      do {
        again = false;
        const seqBefore = lastSeq;
        let more = true;
        while (more) {
          const start = lastSeq;
          const answer = await api.dispatch(messengerApi.endpoints.getChatEvents.initiate(start ?? 0, { subscribe: false, forceRefetch: true })).unwrap();
          if (start === null || answer.resync) {
            lastSeq = answer.latestSeq;
            if (answer.resync) {
              waiting.clear();
              api.dispatch(threadsResynced());
              api.dispatch(messengerApi.util.invalidateTags(['Dialogs', 'Dialog']));
            }
            more = false;
          } else {
            for (const event of answer.events) if (event.seq === lastSeq! + 1) apply(api, event);
            // A page that brought nothing in line ends the loop rather than asking the same again.
            more = answer.hasMore && lastSeq !== start;
          }
        }
        // Frames that came meanwhile follow on from here; one still beyond a gap asks again, as
        // long as asking moved the seq (else the next frame or reconnection tries).
        const gapLeft = drain(api);
        again = (again || gapLeft) && lastSeq !== seqBefore;
      } while (again);
    } catch {
      // The next frame or reconnection asks again; what waits stays waiting.
    } finally {
      catchingUp = false;
      persist(api);
    }
  };

  listeners.startListening({
    actionCreator: realtimeAuthenticated,
    effect: (action, api) => {
      if (memberHid !== action.payload.hid) {
        memberHid = action.payload.hid;
        waiting.clear();
        const kept = readPersisted(memberHid);
        lastSeq = kept?.seq ?? null;
        if (kept) api.dispatch(threadsRestored(kept.threads));
      }
      return catchUp(api);
    },
  });

  // A thread left keeps its latest messages for a reload too, consistent with the seq kept beside them.
  listeners.startListening({ actionCreator: threadLeft, effect: (_action, api) => persist(api) });

  // A member who blocked the viewer is gone from the lists; an open thread with them reads again and, refused, goes back to the list.
  listeners.startListening({
    actionCreator: blockedByUser,
    effect: (action, api) => {
      api.dispatch(messengerApi.util.invalidateTags(['Dialogs', { type: 'Dialog', id: action.payload.userHid }]));
      if (api.getState().messenger.openHid === action.payload.userHid) api.dispatch(threadReloadRequested());
    },
  });

  listeners.startListening({
    actionCreator: chatEventReceived,
    effect: (action, api) => {
      const event = action.payload;
      if (lastSeq !== null && event.seq <= lastSeq) return;
      if (lastSeq !== null && !catchingUp && event.seq === lastSeq + 1) {
        apply(api, event);
        drain(api);
        persist(api);
        return;
      }
      waiting.set(event.seq, event);
      return catchUp(api);
    },
  });
}

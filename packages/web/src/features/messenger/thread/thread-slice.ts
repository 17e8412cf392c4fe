import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { installMessengerReducer } from '../../../shared/messenger/lazy-reducer.ts';
import type { ChatEvent, Message, MessagesResponse, SendMessageBody } from '@amora/contracts';
import { CACHED_MESSAGES_PER_DIALOG, initialMessengerState, type MessengerState, type ThreadState } from './messenger-state.ts';

const PRELOAD_PREFIX = 'preload-';
/** A preload message's id is its requestId's, so the message finds what is being sent for it. */
export const preloadIdOf = (requestId: string) => `${PRELOAD_PREFIX}${requestId}`;
export const requestIdOf = (preloadId: string) => preloadId.slice(PRELOAD_PREFIX.length);

const emptyThread = (): ThreadState => ({ messages: [], olderToken: '', loaded: false });

/** Inserts or replaces messages by id, keeping the thread in time order and the preloads last. */
function upsert(thread: ThreadState, incoming: readonly Message[]) {
  const byId = new Map(thread.messages.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  thread.messages = [...byId.values()].sort((a, b) => Number(a.isPreload) - Number(b.isPreload) || a.createDate - b.createDate);
}

/** What a closed dialog keeps: its latest non-preload messages (spec 2 §4 "Leaving caches …"), and the unsent ones the member typed. */
function trim(thread: ThreadState) {
  const kept = thread.messages.filter((message) => !message.isPreload).slice(-CACHED_MESSAGES_PER_DIALOG);
  thread.messages = [...kept, ...thread.messages.filter((message) => message.isPreload)];
  thread.olderToken = '';
  thread.loaded = false;
}

/** Whether a message from the server is the one a preload stands for (its event can come before the send's answer). */
function samePayload(message: Message, body: SendMessageBody): boolean {
  if (message.type !== body.type) return false;
  switch (body.type) {
    case 'text':
      return message.text === body.textMessageBody?.text;
    case 'sticker':
      return message.stickerType === body.stickerMessageBody?.stickerType;
    case 'gift':
      return message.giftType === body.giftMessageBody?.giftType;
    case 'greeting':
      return message.greetingType === body.greetingMessageBody?.greetingType;
    case 'conversationPrompt':
      return message.questionId === body.conversationPromptMessageBody?.questionId && message.text === body.conversationPromptMessageBody?.answer;
    default:
      return false;
  }
}

export const messengerSlice = createSlice({
  name: 'messenger',
  initialState: initialMessengerState,
  reducers: {
    /** Entering a thread: its cached messages show at once (spec 2 §4). */
    threadEntered(state, action: PayloadAction<string>) {
      state.openHid = action.payload;
      state.threads[action.payload] ??= emptyThread();
    },
    threadLeft(state, action: PayloadAction<string>) {
      if (state.openHid === action.payload) state.openHid = null;
      const thread = state.threads[action.payload];
      if (thread) trim(thread);
    },
    /** A page of the thread (newest first from the server). */
    threadPageLoaded(state, action: PayloadAction<{ hid: string; newest: boolean; response: MessagesResponse }>) {
      const { hid, newest, response } = action.payload;
      const thread = (state.threads[hid] ??= emptyThread());
      if (newest) {
        // The newest page is the truth from its oldest message on: a cached one it lacks was deleted meanwhile.
        const floor = response.nextPageToken ? Math.min(...response.messages.map((message) => message.createDate)) : -Infinity;
        const fresh = new Set(response.messages.map((message) => message.id));
        thread.messages = thread.messages.filter((message) => message.isPreload || fresh.has(message.id) || message.createDate < floor);
        if (!thread.loaded) thread.olderToken = response.nextPageToken;
        thread.loaded = true;
      } else {
        thread.olderToken = response.nextPageToken;
      }
      // Oldest first, so messages of one millisecond keep the server's order (the sort is stable).
      upsert(thread, [...response.messages].reverse());
    },
    /** The cache restored after a reload (live/persisted.ts). */
    threadsRestored(state, action: PayloadAction<Record<string, Message[]>>) {
      for (const [hid, messages] of Object.entries(action.payload)) {
        if (state.threads[hid]) continue;
        state.threads[hid] = { ...emptyThread(), messages };
      }
    },
    sendStarted(state, action: PayloadAction<{ hid: string; requestId: string; body: SendMessageBody; preload: Message }>) {
      const { hid, requestId, body, preload } = action.payload;
      state.outgoing[requestId] = { requestId, hid, body, status: 'sending', code: null };
      upsert((state.threads[hid] ??= emptyThread()), [preload]);
    },
    sendRetried(state, action: PayloadAction<string>) {
      const outgoing = state.outgoing[action.payload];
      if (outgoing) {
        outgoing.status = 'sending';
        outgoing.code = null;
      }
    },
    /** The server's message replaces the preload (spec 2 §4 "on success it is replaced by the server message"). */
    sendSucceeded(state, action: PayloadAction<{ requestId: string; message: Message }>) {
      const { requestId, message } = action.payload;
      const outgoing = state.outgoing[requestId];
      if (!outgoing) return;
      delete state.outgoing[requestId];
      const thread = (state.threads[outgoing.hid] ??= emptyThread());
      thread.messages = thread.messages.filter((entry) => entry.id !== preloadIdOf(requestId));
      upsert(thread, [message]);
    },
    sendFailed(state, action: PayloadAction<{ requestId: string; code: number | null }>) {
      const outgoing = state.outgoing[action.payload.requestId];
      if (outgoing) {
        outgoing.status = 'failed';
        outgoing.code = action.payload.code;
      }
    },
    /** Deleting: hidden at once, gone on success, back on failure (spec 2 §4). */
    deleteStarted(state, action: PayloadAction<{ hid: string; id: string }>) {
      const message = state.threads[action.payload.hid]?.messages.find((entry) => entry.id === action.payload.id);
      if (message) message.isDeleted = true;
    },
    deleteFailed(state, action: PayloadAction<{ hid: string; id: string }>) {
      const message = state.threads[action.payload.hid]?.messages.find((entry) => entry.id === action.payload.id);
      if (message) message.isDeleted = false;
    },
    /** One chat event, in seq order (live/chat-sync.ts decides the order). */
    chatEventApplied(state, action: PayloadAction<ChatEvent>) {
      const event = action.payload;
      const thread = state.threads[event.dialogHid];
      switch (event.type) {
        case 'message': {
          if (!thread) return;
          // The member's own message can come back live before the send's answer: it takes the preload's place.
          if (!event.message.isIncoming && !thread.messages.some((message) => message.id === event.message.id)) {
            const waiting = Object.values(state.outgoing).find((outgoing) => outgoing.hid === event.dialogHid && outgoing.status === 'sending' && samePayload(event.message, outgoing.body));
            if (waiting) {
              delete state.outgoing[waiting.requestId];
              thread.messages = thread.messages.filter((message) => message.id !== preloadIdOf(waiting.requestId));
            }
          }
          upsert(thread, [event.message]);
          if (state.openHid !== event.dialogHid) trim(thread);
          return;
        }
        case 'messages_sent':
        case 'messages_deleted': {
          if (!thread) return;
          const ids = new Set(event.messageIds);
          if (event.type === 'messages_deleted') thread.messages = thread.messages.filter((message) => !ids.has(message.id));
          else for (const message of thread.messages) if (ids.has(message.id)) message.isSent = true;
          return;
        }
        case 'contact_read':
          for (const message of thread?.messages ?? []) if (!message.isIncoming && message.isSent && !message.isPreload) message.isRead = true;
          return;
        case 'dialog_read':
          for (const message of thread?.messages ?? []) if (message.isIncoming) message.isRead = true;
          return;
        case 'dialog_deleted':
          if (thread) state.threads[event.dialogHid] = emptyThread();
          return;
      }
    },
    /** The open thread must be read again (the member was blocked by the other). */
    threadReloadRequested(state) {
      state.reloads += 1;
    },
    /** Events were lost for good (`resync`): every cached thread is stale, the open one is read again. */
    threadsResynced(state) {
      for (const hid of Object.keys(state.threads)) if (hid !== state.openHid) delete state.threads[hid];
      state.reloads += 1;
    },
  },
});

export const { threadEntered, threadLeft, threadPageLoaded, threadReloadRequested, threadsRestored, sendStarted, sendRetried, sendSucceeded, sendFailed, deleteStarted, deleteFailed, chatEventApplied, threadsResynced } =
  messengerSlice.actions;

export type MessengerRootState = { messenger: MessengerState };
export const selectThread = (hid: string) => (state: MessengerRootState) => state.messenger.threads[hid];
export const selectOutgoing = (state: MessengerRootState) => state.messenger.outgoing;

// Whatever loads the messenger's code (a thread, the chat sync) brings its reducer into the store.
installMessengerReducer(messengerSlice.reducer);

import type { Message, SendMessageBody } from '@amora/contracts';

/** Spec 2 §9 "Cached messages per dialog": what a dialog keeps for an instant reopening. */
export const CACHED_MESSAGES_PER_DIALOG = 20;

export interface ThreadState {
  /** Oldest first; the member's messages being sent (`isPreload`) at the end. */
  messages: Message[];
  /** The older page to ask for next; empty when the oldest has been loaded (or nothing is known yet). */
  olderToken: string;
  /** A page came from the server since the thread was entered (before that, the cache shows). */
  loaded: boolean;
}

/** A message on its way: what to send again, under the same requestId, after a failure. */
export interface Outgoing {
  requestId: string;
  hid: string;
  body: SendMessageBody;
  status: 'sending' | 'failed';
  /** The refusal's code (130 coins, 132 blocked …), null for a lost connection. */
  code: number | null;
}

export interface MessengerState {
  openHid: string | null;
  threads: Record<string, ThreadState>;
  outgoing: Record<string, Outgoing>;
  /** Bumped when the open thread must be read again from the server (a resync). */
  reloads: number;
}

/** Also the store's placeholder before the thread slice loads (app/store.ts): one value for both. */
export const initialMessengerState: MessengerState = { openHid: null, threads: {}, outgoing: {}, reloads: 0 };


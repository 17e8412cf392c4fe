import type { ChatEvent } from './messenger.ts';
import type { PushRecord } from './push-types.ts';

/**
 * The realtime channel (DESIGN.md §7, spec 2 §4 "Real-time channel"): one websocket per tab at
 * REALTIME_PATH; every frame is JSON `{ channel, type, payload }`. Plain constants and types:
 * the web imports this file.
 */
export const REALTIME_PATH = '/v3/realtime';
export const REALTIME_CHANNELS = ['chat', 'rpc', 'push', 'online'] as const;
export type RealtimeChannel = (typeof REALTIME_CHANNELS)[number];

/** Online presence is sharded by profile id (spec 2 §9). */
export const ONLINE_SHARDS = 32;
export const onlineShardOf = (profileId: number): number => ((profileId % ONLINE_SHARDS) + ONLINE_SHARDS) % ONLINE_SHARDS;

export const REALTIME_CLOSE = {
  /** No valid token in time, a token that failed, or the session was revoked. */
  unauthorized: 4401,
  /** The socket could not keep up: its send buffer was full. */
  slowConsumer: 4408,
  /** The server is shutting down; reconnect elsewhere. */
  goingAway: 1001,
} as const;

/** The first frame must authenticate within this time (issue: 5 s). */
export const REALTIME_AUTH_TIMEOUT_MS = 5000;
/** The server sends a heartbeat this often; a client that hears nothing for twice it reconnects. */
export const REALTIME_HEARTBEAT_MS = 25_000;

/** The counters of spec 2 §4 (rpc): sent on authentication and whenever one changes. */
export interface RealtimeCounters {
  unreadDialogsCount: number;
  newILikeCount: number;
  newMatchesCount: number;
  newVisitorsCount: number;
}

/** Frames the client sends. */
export type ClientFrame =
  | { channel: 'rpc'; type: 'auth'; payload: { accessToken: string } }
  | { channel: 'rpc'; type: 'counters'; payload?: Record<string, never> }
  /** Presence of the profiles on screen: the shards (profile id mod 32) to hear; replaces the last set. */
  | { channel: 'online'; type: 'subscribe'; payload: { shards: number[] } };

/** Frames the server sends. */
export type ServerFrame =
  | { channel: 'rpc'; type: 'authenticated'; payload: { hid: string } }
  | { channel: 'rpc'; type: 'counters'; payload: RealtimeCounters }
  | { channel: 'rpc'; type: 'heartbeat'; payload: { at: number } }
  | { channel: 'rpc'; type: 'blocked_by_user'; payload: { userHid: string } }
  /** The activity feed changed (an item came, was read or deleted): its unread count now, so the badge and an open feed follow. */
  | { channel: 'rpc'; type: 'feed'; payload: { unreadCount: number } }
  | { channel: 'push'; type: 'push'; payload: PushRecord }
  | { channel: 'online'; type: 'presence'; payload: { hid: string; online: boolean } }
  /**
   * The messenger's events (contracts messenger.ts ChatEvent), one frame each, typed by the
   * event: the payload carries the member's gap-free `seq`, so a client that sees a gap, or
   * reconnects, asks `GET /v3/messenger/events?after={last seq}` for what it missed.
   */
  | ChatFrame;

/** A chat event as its frame: `{ channel: 'chat', type: event.type, payload: event }`. */
export type ChatFrame = { [T in ChatEvent['type']]: { channel: 'chat'; type: T; payload: Extract<ChatEvent, { type: T }> } }[ChatEvent['type']];

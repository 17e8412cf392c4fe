import type { UnknownAction } from '@reduxjs/toolkit';
import type { ServerFrame } from '@amora/contracts';
import { pushReceived } from '../../shared/overlays/overlay-slice.ts';
import { countersReceived } from '../../shared/realtime/counters-slice.ts';
import { presenceChanged } from './presence-slice.ts';
import { blockedByUser, chatEventReceived, feedChanged, realtimeAuthenticated } from '../../shared/realtime/frame-events.ts';

type FrameOfType<Type extends ServerFrame['type']> = Extract<ServerFrame, { type: Type }>;

/**
 * The typed frame → action map (Mastodon's stream handlers). `heartbeat` concerns only the
 * connection itself, so it maps to no action; `authenticated` starts the chat catch-up.
 */
const FRAME_ACTIONS: { [Type in ServerFrame['type']]: ((frame: FrameOfType<Type>) => UnknownAction) | null } = {
  authenticated: (frame) => realtimeAuthenticated(frame.payload),
  heartbeat: null,
  counters: (frame) => countersReceived(frame.payload),
  push: (frame) => pushReceived(frame.payload),
  presence: (frame) => presenceChanged(frame.payload),
  blocked_by_user: (frame) => blockedByUser(frame.payload),
  feed: (frame) => feedChanged(frame.payload),
  message: (frame) => chatEventReceived(frame.payload),
  messages_sent: (frame) => chatEventReceived(frame.payload),
  messages_deleted: (frame) => chatEventReceived(frame.payload),
  contact_read: (frame) => chatEventReceived(frame.payload),
  dialog_read: (frame) => chatEventReceived(frame.payload),
  dialog_deleted: (frame) => chatEventReceived(frame.payload),
};

export function frameAction(frame: ServerFrame): UnknownAction | null {
  const toAction = FRAME_ACTIONS[frame.type] as ((frame: ServerFrame) => UnknownAction) | null;
  return toAction ? toAction(frame) : null;
}

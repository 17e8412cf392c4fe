import type { UnknownAction } from '@reduxjs/toolkit';
import type { ServerFrame } from '@amora/contracts';
import { pushReceived } from '../../shared/overlays/overlay-slice.ts';
import { countersReceived } from '../../shared/realtime/counters-slice.ts';
import { presenceChanged } from './presence-slice.ts';
import { blockedByUser, chatMessageReceived, feedChanged } from '../../shared/realtime/frame-events.ts';

type FrameOfType<Type extends ServerFrame['type']> = Extract<ServerFrame, { type: Type }>;

/**
 * The typed frame → action map (Mastodon's stream handlers). `authenticated` and `heartbeat`
 * concern only the connection itself, so they map to no action.
 */
const FRAME_ACTIONS: { [Type in ServerFrame['type']]: ((frame: FrameOfType<Type>) => UnknownAction) | null } = {
  authenticated: null,
  heartbeat: null,
  counters: (frame) => countersReceived(frame.payload),
  push: (frame) => pushReceived(frame.payload),
  presence: (frame) => presenceChanged(frame.payload),
  blocked_by_user: (frame) => blockedByUser(frame.payload),
  feed: (frame) => feedChanged(frame.payload),
  message: (frame) => chatMessageReceived(frame.payload),
};

export function frameAction(frame: ServerFrame): UnknownAction | null {
  const toAction = FRAME_ACTIONS[frame.type] as ((frame: ServerFrame) => UnknownAction) | null;
  return toAction ? toAction(frame) : null;
}

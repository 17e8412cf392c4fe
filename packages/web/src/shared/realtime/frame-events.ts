import { createAction } from '@reduxjs/toolkit';
import type { ChatEvent } from '@amora/contracts';

/**
 * Realtime frames that belong to other features (messenger, member lists, the feed): the channel
 * reports them as actions, and those features handle them in their own slices.
 */

/** A member blocked the viewer: that member's info must be reloaded (spec 2 §4 rpc). */
export const blockedByUser = createAction<{ userHid: string }>('realtime/blockedByUser');
/** The socket was (re)authenticated as this member: the messenger asks for the chat events it missed. */
export const realtimeAuthenticated = createAction<{ hid: string }>('realtime/authenticated');
/** One of the member's chat events (contracts messenger.ts), numbered by `seq`; the messenger orders and applies them. */
export const chatEventReceived = createAction<ChatEvent>('realtime/chatEventReceived');
/** The activity feed changed (an item came, was read or deleted): its unread count now (our rpc frame). */
export const feedChanged = createAction<{ unreadCount: number }>('realtime/feedChanged');

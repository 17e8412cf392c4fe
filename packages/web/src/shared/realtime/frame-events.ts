import { createAction } from '@reduxjs/toolkit';

/**
 * Realtime frames that belong to other features (messenger, member lists, the feed): the channel
 * reports them as actions, and those features handle them in their own slices.
 */

/** A member blocked the viewer: that member's info must be reloaded (spec 2 §4 rpc). */
export const blockedByUser = createAction<{ userHid: string }>('realtime/blockedByUser');
/** A chat message was delivered (spec 2 §4). */
export const chatMessageReceived = createAction<Record<string, unknown>>('realtime/chatMessageReceived');
/** The activity feed changed (an item came, was read or deleted): its unread count now (our rpc frame). */
export const feedChanged = createAction<{ unreadCount: number }>('realtime/feedChanged');

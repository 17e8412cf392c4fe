import {
  NAVIGATING_PUSHES,
  PUSH_AUTO_CLOSE_MS,
  PUSH_SOURCE_PARAM,
  PUSH_SOURCE_VALUE,
  pushAutoCloseMs,
  pushTypeForTracking,
  type PushAction,
  type PushRecord,
  type PushType,
} from '@amora/contracts';
import type { PushShowTracking } from '../../api/tracking.ts';

export type PushTone = 'info' | 'success' | 'error';

/** A toast a feature raised on this page (a success or failure note), in the `common` namespace. */
export interface LocalPush {
  source: 'local';
  /** Identifies the toast in this tab. */
  key: number;
  /** Tracking id of a typed local push (the server never saw it). */
  pushId: string;
  /** The push-catalogue type, when the toast is one of spec 2 §4's pushes; plain notes have none. */
  type: PushType | null;
  messageKey: string;
  tone: PushTone;
  /** Where a click takes the member (the answer-sent toast opens the chat); null for a toast that only informs. */
  url: string | null;
  createdAt: number;
}

/** A push the server sent over the realtime channel, already in the member's language. */
export interface ServerPush {
  source: 'server';
  key: number;
  record: PushRecord;
}

export type ToastPush = LocalPush | ServerPush;

export function toastAutoCloseMs(push: ToastPush): number {
  if (push.source === 'server') return pushAutoCloseMs(push.record.type, push.record.expiredInterval);
  return push.type ? pushAutoCloseMs(push.type, null) : PUSH_AUTO_CLOSE_MS.localDefault;
}

export function toastPhoto(push: ToastPush): string | null {
  return push.source === 'server' ? push.record.photo : null;
}

/**
 * What POST push/show sends, or null for an untyped local note: only catalogue pushes are
 * tracked, since the tracking call needs a push type.
 */
export function toastShowTracking(push: ToastPush): PushShowTracking | null {
  if (push.source === 'server') {
    const { record } = push;
    return {
      sender_hid: record.senderHid,
      push_id: record.pushId,
      context: record.context,
      push_type: pushTypeForTracking(record.type),
      server_sent_timestamp: record.serverSentTimestamp,
    };
  }
  if (!push.type) return null;
  return { sender_hid: null, push_id: push.pushId, context: null, push_type: pushTypeForTracking(push.type), server_sent_timestamp: push.createdAt };
}

/** The id push/action tracks, or null when the toast is not tracked at all. */
export function toastTrackingId(push: ToastPush): string | null {
  return toastShowTracking(push)?.push_id ?? null;
}

/**
 * Why a push that arrived while another toast was up stays hidden (spec 2 §4): a server push to
 * a member who turned site pushes off counts as unsubscribed, anything else as hidden by the page.
 */
export function hiddenPushAction(push: ToastPush, sitePushesDisabled: boolean): PushAction {
  return push.source === 'server' && sitePushesDisabled ? 'hide_as_unsubscribed' : 'hide_by_current_page';
}

/** Where a click takes the member: a local toast's own url, a server push's url with source=site_push, or null when it does not navigate. */
export function toastTarget(push: ToastPush, origin: string): string | null {
  if (push.source === 'local') return push.url;
  if (!push.record.url || !NAVIGATING_PUSHES.has(push.record.type)) return null;
  const url = new URL(push.record.url, origin);
  url.searchParams.set(PUSH_SOURCE_PARAM, PUSH_SOURCE_VALUE);
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

import webpush from 'web-push';
import {
  brandAssetUrl,
  brandById,
  NotificationType,
  PUSH_SOURCE_PARAM,
  PUSH_SOURCE_VALUE,
  type Brand,
  type PushRecord,
  type SettingNotificationType,
  type WebPushPayload,
} from '@amora/contracts';
import { DAY, SECOND } from '../../platform/clock.ts';
import type { Platform } from '../../platform/platform.ts';
import type { VapidKeys } from '../../platform/secrets.ts';
import type { AccountsService } from '../accounts/index.ts';
import type { SeenAt } from '../pushes/index.ts';
import { isNotificationEnabled } from '../settings/index.ts';
import { isPushServiceEndpoint } from './endpoint.ts';
import { subscriptionsRepo, type SubscriptionRow } from './repo.ts';

/** How long a push service keeps a push for a browser that is off: a day-old message or like is still news. */
export const WEB_PUSH_TTL_SECONDS = DAY / SECOND;
/** A push service that has not answered by then is given up on; the push is lost, never the request that caused it. */
const SEND_TIMEOUT_MS = 10 * SECOND;

/**
 * The pushes that also go out as web push, and the notification setting each obeys (spec 2 §9
 * push types 1 and 2; a match is a `new_like` whose context is `match`, docs/decisions.md "Match
 * and like pushes"). The rest only matter in the app.
 */
export function notificationTypeOf(record: PushRecord): SettingNotificationType | null {
  switch (record.type) {
    case 'new_message':
    case 'real_message':
    case 'message_2_0':
      return NotificationType.newMessages;
    case 'new_like':
      return record.context === 'match' ? NotificationType.matches : NotificationType.likes;
    default:
      return null;
  }
}

/**
 * Whether the member has a socket open on any server process. Every process's realtime hub
 * writes `last_online_at` for the members of its open sockets at each heartbeat (and when the
 * first one opens), so a member seen within two heartbeats has one; the database is the only
 * place all processes share. A tab closed a moment ago counts as open for up to two heartbeats
 * (under a minute by default), after which pushes go to web push.
 */
export function hasOpenSocket(lastOnlineAt: number | null, now: number, heartbeatMs: number): boolean {
  return lastOnlineAt !== null && now - Number(lastOnlineAt) < 2 * heartbeatMs;
}

/** What the service worker shows: the push's own texts and the page a click opens, marked as coming from a push. */
export function webPushPayloadOf(record: PushRecord, brand: Brand): WebPushPayload {
  const url = new URL(record.url ?? '/', 'https://site.invalid');
  url.searchParams.set(PUSH_SOURCE_PARAM, PUSH_SOURCE_VALUE);
  return {
    title: record.template.title,
    body: record.template.body,
    url: `${url.pathname}${url.search}`,
    icon: brandAssetUrl(brand, 'icon-192.png'),
    tag: record.url ?? record.type,
  };
}

export interface WebPushDeliveryDeps {
  platform: Platform;
  accounts: Pick<AccountsService, 'findById' | 'findProfile'>;
  vapid: VapidKeys;
}

/**
 * Web push to members who have no socket open (DESIGN.md §14 "Notifications"), told of every push
 * once it has gone to the sockets, after its commit. It works in the background: the request or
 * dispatch that caused the push never waits for a push service, and a failure is reported, never
 * thrown. At most once, as the bus is: a crash mid-send loses the web push, never a row. A push
 * service answering 404 or 410 means the browser dropped the subscription: its row goes.
 */
export class WebPushDelivery {
  private readonly inFlight = new Set<Promise<void>>();
  private onError: (error: unknown) => void = () => undefined;

  constructor(private readonly deps: WebPushDeliveryDeps) {}

  reportErrorsTo(handler: (error: unknown) => void): void {
    this.onError = handler;
  }

  /**
   * `seen` is when the member was last seen as the caller read it in the push's transaction: one
   * with a socket open then is settled here, without reading their account again (a message
   * between two members in the app costs no web push work at all).
   */
  offer(accountId: number, record: PushRecord, seen?: SeenAt): void {
    const type = notificationTypeOf(record);
    if (type === null) return;
    const { platform } = this.deps;
    if (seen && hasOpenSocket(seen.lastOnlineAt, platform.clock.now(), platform.config.realtimeHeartbeatMs)) return;
    const delivery: Promise<void> = this.deliver(accountId, record, type)
      .catch((error: unknown) => this.onError(error))
      .finally(() => this.inFlight.delete(delivery));
    this.inFlight.add(delivery);
  }

  /** Resolves once every delivery under way has finished (shutdown, tests). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  private async deliver(accountId: number, record: PushRecord, type: SettingNotificationType): Promise<void> {
    const { platform, accounts } = this.deps;
    const account = await accounts.findById(accountId);
    const brand = account && brandById(account.brand_id);
    if (!account || !brand || Number(account.ok) !== 1) return;
    if (hasOpenSocket(account.last_online_at, platform.clock.now(), platform.config.realtimeHeartbeatMs)) return;
    if (!(await isNotificationEnabled({ db: platform.db, accounts }, accountId, type))) return;
    const subscriptions = await subscriptionsRepo.ofMember(platform.db, accountId);
    if (subscriptions.length === 0) return;
    const payload = JSON.stringify(webPushPayloadOf(record, brand));
    const results = await Promise.allSettled(subscriptions.map((subscription) => this.post(subscription, payload)));
    for (const result of results) if (result.status === 'rejected') this.onError(result.reason);
  }

  /**
   * Encrypts for the browser and signs with VAPID (the `web-push` library); the post itself is
   * ours, so no redirect is followed. A subscription whose session has ended (logout, password
   * change, ban) is dropped instead: whoever uses that browser now is not to read the member's news.
   */
  private async post(subscription: SubscriptionRow, payload: string): Promise<void> {
    const { platform, vapid } = this.deps;
    if (!(await platform.sessions.isAlive(subscription.session_id))) {
      await subscriptionsRepo.expire(platform.db, subscription);
      return;
    }
    // Checked again at sending: an operator may have narrowed the push services since it was saved.
    if (!isPushServiceEndpoint(subscription.endpoint, platform.config.webPush)) return;
    const request = webpush.generateRequestDetails({ endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, payload, {
      vapidDetails: { subject: platform.config.webPush.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
      TTL: WEB_PUSH_TTL_SECONDS,
      urgency: 'high',
      contentEncoding: 'aes128gcm',
    });
    const headers = Object.fromEntries(
      Object.entries(request.headers as Record<string, string | number>)
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]) => [name, String(value)]),
    );
    const response = await fetch(request.endpoint, {
      method: 'POST',
      headers,
      body: request.body ? Uint8Array.from(request.body) : undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) {
      await subscriptionsRepo.expire(platform.db, subscription);
      return;
    }
    if (response.status < 200 || response.status >= 300) throw new Error(`Push service ${new URL(subscription.endpoint).host} answered ${response.status}`);
  }
}

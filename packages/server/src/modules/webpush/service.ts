import { parseWebPushToken, WebPushFieldError, type PushRecord, type WebPushSubscribeBody } from '@amora/contracts';
import type { Platform } from '../../platform/platform.ts';
import { ApiError } from '../../platform/errors.ts';
import type { AccountsService } from '../accounts/index.ts';
import type { SeenAt } from '../pushes/index.ts';
import { WebPushDelivery } from './delivery.ts';
import { isPushServiceEndpoint } from './endpoint.ts';
import { subscriptionsRepo } from './repo.ts';

/** Browsers a member keeps subscribed at once; a new one beyond pushes out the one saved longest ago. */
export const WEB_PUSH_DEVICES_PER_MEMBER = 10;

/**
 * Web push (spec 2 §4 "Web push", §7; DESIGN.md §14 "Notifications"): the members' subscriptions,
 * one per browser, and the delivery of pushes to those with no socket open. The pushes module
 * offers every push it sends (`offer`), so this module decides which go out here.
 */
export class WebPushService {
  private readonly delivery: WebPushDelivery;

  constructor(
    private readonly platform: Platform,
    accounts: Pick<AccountsService, 'findById' | 'findProfile'>,
  ) {
    this.delivery = new WebPushDelivery({ platform, accounts, vapid: this.vapid });
  }

  /** The environment's VAPID keys when given, else those generated into DATA_DIR. */
  private get vapid() {
    return this.platform.config.webPush.keys ?? this.platform.secrets.vapid;
  }

  /** GET …/key: what browsers subscribe with (`applicationServerKey`). */
  publicKey(): string {
    return this.vapid.publicKey;
  }

  /** POST …/subscriptions: the browser's subscription, saved in the member's current session, replacing the device's earlier one. */
  async subscribe({ accountId, sessionId }: { accountId: number; sessionId: string }, body: WebPushSubscribeBody): Promise<void> {
    const subscription = parseWebPushToken(body.token);
    if (!subscription || !isPushServiceEndpoint(subscription.endpoint, this.platform.config.webPush)) {
      throw ApiError.validation({ token: WebPushFieldError.tokenInvalid }, 'Not a push subscription of a known push service');
    }
    await this.platform.db.transaction().execute(async (trx) => {
      await subscriptionsRepo.save(trx, { account_id: accountId, device_id: body.deviceId, endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth, session_id: sessionId }, this.platform.clock.now());
      await subscriptionsRepo.trim(trx, accountId, WEB_PUSH_DEVICES_PER_MEMBER);
    });
  }

  /** DELETE …/subscriptions/{deviceId}: the browser unsubscribed; nothing to do when it never was. */
  async unsubscribe(accountId: number, deviceId: string): Promise<void> {
    await subscriptionsRepo.remove(this.platform.db, accountId, deviceId);
  }

  /**
   * Whether a push reaches the member outside the app: a browser subscribed in a session that is
   * still alive. The notification e-mails ask it, so a member web push reaches gets no mail of the
   * same news (DESIGN.md §14 "Notifications": web push, else e-mail).
   */
  async reachesOffline(accountId: number): Promise<boolean> {
    for (const subscription of await subscriptionsRepo.ofMember(this.platform.db, accountId)) {
      if (await this.platform.sessions.isAlive(subscription.session_id)) return true;
    }
    return false;
  }

  /** A push went to the member's sockets: it goes to their browsers as well when they have none open. */
  offer(accountId: number, record: PushRecord, seen?: SeenAt): void {
    this.delivery.offer(accountId, record, seen);
  }

  reportErrorsTo(handler: (error: unknown) => void): void {
    this.delivery.reportErrorsTo(handler);
  }

  /** Resolves once the web pushes under way have gone (shutdown, tests). */
  idle(): Promise<void> {
    return this.delivery.idle();
  }
}

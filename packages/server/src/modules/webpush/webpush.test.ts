import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationType, type WebPushPayload } from '@amora/contracts';
import { startListeningApp, type ListeningApp } from '../../testing/listening-app.ts';
import type { SeededMember } from '../../testing/seed.ts';
import { TEST_DIALECTS } from '../../testing/test-app.ts';
import { HOUR } from '../../platform/clock.ts';
import { BERLIN, cohort, manOf, womanOf } from '../discovery/game/game.fixture.ts';
import { addressesOf, deliveredMail } from '../emails/outbox.fixture.ts';
import { storedFiles } from '../member-views/member-views.fixture.ts';
import { DIGEST_GATHER_MS, DIGEST_JOB } from '../notification-mails/index.ts';
import type { RenditionFiles } from '../photos/index.ts';
import { webPushMemberData } from './member-data.ts';
import { decryptPush, PushEndpoint, vapidClaims, type TestBrowser } from './push-endpoint.fixture.ts';

const KEY = '/v3/notifications/webpush/key';
const SUBSCRIPTIONS = '/v3/notifications/webpush/subscriptions';
const SUBJECT = 'mailto:ops@example.com';

/** Web push (issue 18 point 6): subscriptions, and pushes to a loopback push service while the member has no socket open. */
describe.each(TEST_DIALECTS)('web push on %s', (dialect) => {
  let t: ListeningApp;
  let files: RenditionFiles;
  let pushService: PushEndpoint;
  let cohorts = 0;
  beforeAll(async () => {
    pushService = await PushEndpoint.start();
    t = await startListeningApp(dialect, { env: { WEB_PUSH_LOOPBACK: '1', VAPID_SUBJECT: SUBJECT } });
    files = await storedFiles(t);
  });
  afterAll(async () => {
    await t?.close();
    await pushService?.close();
  });

  const subscribe = (member: SeededMember, body: unknown) => t.request({ method: 'POST', url: SUBSCRIPTIONS, headers: member.headers, payload: body as object });
  const subscribeBrowser = async (member: SeededMember, deviceId: string, browser: TestBrowser) => {
    const res = await subscribe(member, { deviceId, token: browser.token });
    expect(res.statusCode, res.body).toBe(204);
  };
  const like = async (liker: SeededMember, hid: string) => {
    const res = await t.request({ method: 'POST', url: '/apis/relations/v1/users/me/likes?context=profile', headers: liker.headers, payload: { contact_hid: hid } });
    expect(res.statusCode, res.body).toBe(200);
  };
  /** Every web push the likes caused has gone (or was decided against). */
  const settled = () => t.app.services.webPush.idle();
  const subscriptionsOf = (member: SeededMember) =>
    t.database.db.selectFrom('webpush_subscriptions').select(['device_id', 'endpoint']).where('account_id', '=', member.account.id).orderBy('device_id').execute();
  const pair = async () => {
    const c = cohort(cohorts++);
    return { her: await womanOf(t, files, c, { at: BERLIN, photos: 1 }), him: await manOf(t, files, c, { at: BERLIN, name: 'Jonas' }), c };
  };

  it('answers the VAPID key and refuses strangers and bad subscriptions with 401 and 400, writing nothing', async () => {
    const { her } = await pair();
    const key = await t.request({ method: 'GET', url: KEY, headers: her.headers });
    expect(key.statusCode, key.body).toBe(200);
    expect(key.json()).toEqual({ publicKey: t.app.platform.secrets.vapid.publicKey });

    const browser = pushService.browser('stranger');
    for (const res of [
      await t.request({ method: 'GET', url: KEY }),
      await t.request({ method: 'POST', url: SUBSCRIPTIONS, payload: { deviceId: 'd1', token: browser.token } }),
      await t.request({ method: 'DELETE', url: `${SUBSCRIPTIONS}/d1` }),
      await t.request({ method: 'POST', url: SUBSCRIPTIONS, headers: { authorization: 'JWT forged' }, payload: { deviceId: 'd1', token: browser.token } }),
    ]) {
      expect(res.statusCode, res.body).toBe(401);
    }

    const keys = JSON.parse(browser.token).keys as { p256dh: string; auth: string };
    const tokenWith = (subscription: object) => JSON.stringify(subscription);
    const bad: Array<[unknown, string]> = [
      [{ deviceId: 'd1', token: 'not json' }, 'token'],
      [{ deviceId: 'd1', token: '{}' }, 'token'],
      [{ deviceId: 'd1', token: tokenWith({ endpoint: browser.endpoint }) }, 'token'],
      [{ deviceId: 'd1', token: tokenWith({ endpoint: browser.endpoint, keys: { p256dh: keys.auth, auth: keys.auth } }) }, 'token'],
      [{ deviceId: 'd1', token: tokenWith({ endpoint: browser.endpoint, keys: { p256dh: keys.p256dh, auth: `${keys.auth}AA` } }) }, 'token'],
      [{ deviceId: 'd1', token: tokenWith({ endpoint: 'https://intranet.example.com/push', keys }) }, 'token'],
      [{ deviceId: 'd1', token: tokenWith({ endpoint: 'http://fcm.googleapis.com/fcm/send/x', keys }) }, 'token'],
      [{ deviceId: 'd1', token: tokenWith({ endpoint: 'https://fcm.googleapis.com:8443/fcm/send/x', keys }) }, 'token'],
      [{ deviceId: 'd1', token: tokenWith({ endpoint: 'https://user@fcm.googleapis.com/fcm/send/x', keys }) }, 'token'],
      [{ deviceId: 'd1', token: tokenWith({ endpoint: 'http://10.0.0.1/push', keys }) }, 'token'],
      [{ deviceId: 'd1', token: tokenWith({ endpoint: 'file:///etc/passwd', keys }) }, 'token'],
      [{ deviceId: 'd1', token: tokenWith({ endpoint: `https://fcm.googleapis.com/${'x'.repeat(2100)}`, keys }) }, 'token'],
      [{ deviceId: 'd1', token: 'x'.repeat(5000) }, 'token'],
      [{ deviceId: 'd1', token: 42 }, 'token'],
      [{ deviceId: 'd1' }, 'token'],
      [{ deviceId: '../d1', token: browser.token }, 'deviceId'],
      [{ deviceId: 'd'.repeat(65), token: browser.token }, 'deviceId'],
      [{ deviceId: '', token: browser.token }, 'deviceId'],
      [{ token: browser.token }, 'deviceId'],
    ];
    for (const [body, field] of bad) {
      const res = await subscribe(her, body);
      expect(res.statusCode, `${JSON.stringify(body).slice(0, 120)}: ${res.body}`).toBe(400);
      expect(Object.keys((res.json() as { fields?: object }).fields ?? {}), JSON.stringify(body).slice(0, 120)).toContain(field);
    }
    for (const res of [
      await t.request({ method: 'POST', url: SUBSCRIPTIONS, headers: { ...her.headers, 'content-type': 'application/json' }, payload: '[1,2]' }),
      await t.request({ method: 'DELETE', url: `${SUBSCRIPTIONS}/${'d'.repeat(65)}`, headers: her.headers }),
    ]) {
      expect(res.statusCode, res.body).toBe(400);
    }
    expect(await subscriptionsOf(her)).toEqual([]);

    // A real push service's endpoint is taken (nothing is sent to it in this test).
    const fcm = tokenWith({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def', expirationTime: null, keys });
    expect((await subscribe(her, { deviceId: 'phone', token: fcm })).statusCode).toBe(204);
    expect(await subscriptionsOf(her)).toEqual([{ device_id: 'phone', endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def' }]);
    expect((await t.request({ method: 'DELETE', url: `${SUBSCRIPTIONS}/phone`, headers: her.headers })).statusCode).toBe(204);
    expect((await t.request({ method: 'DELETE', url: `${SUBSCRIPTIONS}/phone`, headers: her.headers })).statusCode).toBe(204);
    expect(await subscriptionsOf(her)).toEqual([]);
  });

  it('sends a like to the browser of a member who is away, encrypted for it and signed with the VAPID key, and nothing while a socket is open', async () => {
    const { her, him, c } = await pair();
    const browser = pushService.browser(`her-${dialect}`);
    await subscribeBrowser(her, 'laptop', browser);

    const arrival = pushService.next(browser);
    await like(him, her.account.hid);
    const push = await arrival;
    const payload = JSON.parse(decryptPush(push, browser)) as WebPushPayload;
    // She is free: a like names nobody (as the in-app push), and a click opens her likes.
    expect(payload).toEqual({
      title: 'Someone likes you',
      body: 'Upgrade to see who it is.',
      url: '/activity/likes?source=site_push',
      icon: '/brand/amora/icon-192.png?v=3',
      tag: '/activity/likes',
    });
    const claims = vapidClaims(push, t.app.platform.secrets.vapid.publicKey);
    expect(claims).toMatchObject({ aud: pushService.origin, sub: SUBJECT, k: t.app.platform.secrets.vapid.publicKey });
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());
    expect(push.headers).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: '86400', urgency: 'high' });

    // With a tab open she hears it there, live: nothing goes to the browser's push service.
    const socket = await t.sockets.signedIn(her.accessToken!);
    await socket.next('counters');
    const second = await manOf(t, files, c, { at: BERLIN });
    await like(second, her.account.hid);
    expect((await socket.next('push')).payload).toMatchObject({ type: 'new_like', context: 'like' });
    await settled();
    expect(pushService.pushesTo(browser)).toHaveLength(1);

    // Tab closed: two heartbeats later she counts as away again.
    socket.close();
    await socket.closed;
    t.clock.advance(2 * t.config.realtimeHeartbeatMs);
    const third = await manOf(t, files, c, { at: BERLIN });
    const again = pushService.next(browser);
    await like(third, her.account.hid);
    expect(JSON.parse(decryptPush(await again, browser))).toMatchObject({ title: 'Someone likes you' });
  });

  it('sends a new message to the browser of a member who is away, naming the sender and never the words, and nothing while a socket is open', async () => {
    const { her, him } = await pair();
    const browser = pushService.browser(`message-${dialect}`);
    await subscribeBrowser(her, 'laptop', browser);
    const socket = await t.sockets.signedIn(her.accessToken!);
    await socket.next('counters');
    await like(him, her.account.hid);
    await like(her, him.account.hid);
    let sent = 0;
    const write = async (text: string) => {
      const res = await t.request({ method: 'POST', url: `/v3/messenger/dialogs/${her.account.hid}/messages`, headers: him.headers, payload: { requestId: `wp-${sent++}`, type: 'text', textMessageBody: { text } } });
      expect(res.statusCode, res.body).toBe(200);
    };

    // Online: the message and its push come to her tab; her browser's push service hears nothing.
    await write('Secret words');
    // The like and the match came to the tab first.
    let push = await socket.next('push');
    while ((push.payload as { type: string }).type !== 'new_message') push = await socket.next('push');
    expect(push.payload).toMatchObject({ type: 'new_message', senderName: 'Jonas' });
    await settled();
    expect(pushService.pushesTo(browser)).toHaveLength(0);

    socket.close();
    await socket.closed;
    t.clock.advance(2 * t.config.realtimeHeartbeatMs);
    const arrival = pushService.next(browser);
    await write('More secret words');
    const payload = JSON.parse(decryptPush(await arrival, browser)) as WebPushPayload;
    expect(payload).toMatchObject({ title: 'New message from Jonas', url: `/dialogs/${him.account.hid}?source=site_push` });
    expect(JSON.stringify(payload).toLowerCase()).not.toContain('secret');
  });

  it('follows her notification settings: likes off, nothing; a match still comes, naming him', async () => {
    const { her, him } = await pair();
    const browser = pushService.browser(`settings-${dialect}`);
    await subscribeBrowser(her, 'laptop', browser);
    const off = await t.request({ method: 'PUT', url: '/rest/v2/user/settings/notifications', headers: her.headers, payload: { disabled: [NotificationType.likes] } });
    expect(off.statusCode, off.body).toBe(200);

    await like(him, her.account.hid);
    await settled();
    expect(pushService.pushesTo(browser)).toEqual([]);

    const match = pushService.next(browser);
    await like(her, him.account.hid);
    expect(JSON.parse(decryptPush(await match, browser))).toEqual({
      title: 'It’s a match!',
      body: 'You and Jonas like each other.',
      url: `/contact/${him.account.hid}?source=site_push`,
      icon: '/brand/amora/icon-192.png?v=3',
      tag: `/contact/${him.account.hid}`,
    });

    // Matches off too: the next match tells her browser nothing.
    await t.request({ method: 'PUT', url: '/rest/v2/user/settings/notifications', headers: her.headers, payload: { disabled: [NotificationType.matches] } });
    const other = await manOf(t, files, cohort(cohorts - 1), { at: BERLIN });
    await like(other, her.account.hid);
    await like(her, other.account.hid);
    await settled();
    expect(pushService.pushesTo(browser)).toHaveLength(1);
  });

  it('drops a subscription the push service says is gone (410, 404) or whose session ended, keeps the live one, and gives a browser to the member who last subscribed in it', async () => {
    const { her, him, c } = await pair();
    const [live, gone, missing] = ['live', 'gone', 'missing'].map((name) => pushService.browser(`${name}-${dialect}`)) as [TestBrowser, TestBrowser, TestBrowser];
    pushService.statusOf.set(new URL(gone.endpoint).pathname, 410);
    pushService.statusOf.set(new URL(missing.endpoint).pathname, 404);
    await subscribeBrowser(her, 'a-live', live);
    await subscribeBrowser(her, 'b-gone', gone);
    await subscribeBrowser(her, 'c-missing', missing);

    await like(him, her.account.hid);
    await settled();
    expect(pushService.pushesTo(live)).toHaveLength(1);
    expect(pushService.pushesTo(gone)).toHaveLength(1);
    expect(pushService.pushesTo(missing)).toHaveLength(1);
    expect(await subscriptionsOf(her)).toEqual([{ device_id: 'a-live', endpoint: live.endpoint }]);

    // The same device subscribing again replaces its row; another member signing in on that browser takes it over.
    const renewed = pushService.browser(`renewed-${dialect}`);
    await subscribeBrowser(her, 'a-live', renewed);
    expect(await subscriptionsOf(her)).toEqual([{ device_id: 'a-live', endpoint: renewed.endpoint }]);
    const sister = await womanOf(t, files, c, { at: BERLIN, photos: 1 });
    await subscribeBrowser(sister, 'shared', renewed);
    expect(await subscriptionsOf(her)).toEqual([]);
    expect(await subscriptionsOf(sister)).toEqual([{ device_id: 'shared', endpoint: renewed.endpoint }]);

    const toSister = pushService.next(renewed);
    await like(him, sister.account.hid);
    await toSister;

    // She logs out of that browser: her news stops going there, and the subscription with it.
    expect((await t.request({ method: 'POST', url: '/rest/v2/logout', headers: sister.headers })).statusCode).toBe(200);
    await like(await manOf(t, files, c, { at: BERLIN }), sister.account.hid);
    await settled();
    expect(pushService.pushesTo(renewed)).toHaveLength(1);
    expect(await subscriptionsOf(sister)).toEqual([]);
  });

  it('mails no digest of the likes web push brought her; once her browser unsubscribes, the e-mail comes', async () => {
    const c = cohort(cohorts++);
    const her = await womanOf(t, files, c, { at: BERLIN, photos: 1, account: { last_online_at: t.clock.now() - 2 * HOUR } });
    const browser = pushService.browser(`digest-${dialect}`);
    await subscribeBrowser(her, 'laptop', browser);
    const mailsToHer = async () => (await deliveredMail(t)).filter((mail) => addressesOf(mail).includes(her.account.email.toLowerCase()));

    const arrival = pushService.next(browser);
    await like(await manOf(t, files, c, { at: BERLIN }), her.account.hid);
    await arrival;
    t.clock.advance(DIGEST_GATHER_MS);
    await t.app.platform.jobs.run(DIGEST_JOB);
    expect(await mailsToHer()).toEqual([]);

    expect((await t.request({ method: 'DELETE', url: `${SUBSCRIPTIONS}/laptop`, headers: her.headers })).statusCode).toBe(204);
    await like(await manOf(t, files, c, { at: BERLIN }), her.account.hid);
    await settled();
    t.clock.advance(DIGEST_GATHER_MS);
    await t.app.platform.jobs.run(DIGEST_JOB);
    const [mail] = await mailsToHer();
    expect(mail?.text).toContain('New likes while you were away: 1.');
  });

  it('erases and exports the subscriptions with the member, naming the push service but never the endpoint', async () => {
    const { her } = await pair();
    await subscribeBrowser(her, 'laptop', pushService.browser(`export-${dialect}`));
    const hooks = webPushMemberData({ db: t.database.db });
    const archive = await hooks.export!({ accountId: her.account.id, language: 'en-US' });
    expect(JSON.stringify(archive)).not.toContain('/push/export');
    expect(archive).toMatchObject({ sections: { web_push: [{ device: 'laptop', push_service: new URL(pushService.origin).host }] } });
    await t.database.db.transaction().execute((trx) => hooks.erase!(trx, her.account.id));
    expect(await subscriptionsOf(her)).toEqual([]);
  });
});

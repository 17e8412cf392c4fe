import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UI_EVENTS_PER_BATCH } from '@amora/contracts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app.ts';

describe.each(TEST_DIALECTS)('tracking on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) => t.request({ method: 'POST', url, payload: payload as object, headers });
  const eventsOf = (kind: string) => t.database.db.selectFrom('events').selectAll().where('kind', '=', kind).orderBy('id').execute();

  it('stores a funnel start of a visitor', async () => {
    const res = await post('/rest/v2/tracking/funnel/start', { uid: 'u-1', funnel_id: 'f-1', product_id: 7 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: true });
    const [row] = await eventsOf('funnel.start');
    expect(row).toMatchObject({ brand_id: 7, account_id: null, uid: 'u-1', funnel_id: 'f-1', created_at: t.clock.now() });
    expect(JSON.parse(row!.payload)).toEqual({ uid: 'u-1', funnel_id: 'f-1', product_id: 7 });
  });

  it('refuses a product id of another brand', async () => {
    const res = await post('/rest/v2/tracking/funnel/start', { uid: 'u-1', funnel_id: 'f-1', product_id: 8 });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ product_id: 'validation.invalid' });
  });

  it('stores the login view step as the login page sends it, tied to a logged-in member', async () => {
    const member = await t.seed.member();
    const step = { uid: 'u-2', funnel_id: 'f-2', event_name: 'view', step_name: 'login_step', step_number: 0, step_count: 0, step_type: 0, landing_id: 12, channel_id: 'organic' };
    expect((await post('/rest/v2/tracking/funnel/v2/step', step, member.headers)).statusCode).toBe(200);
    const [row] = await eventsOf('funnel.step');
    expect(row).toMatchObject({ account_id: member.account.id, uid: 'u-2', funnel_id: 'f-2' });
    expect(JSON.parse(row!.payload)).toEqual(step);
  });

  it('stores push and popup reports of a member (spec 2 §7) and refuses them without a session', async () => {
    const member = await t.seed.member();
    const reports: [string, string, Record<string, unknown>][] = [
      ['/rest/v2/tracking/push/show', 'push.show', { sender_hid: null, push_id: 'p-1', context: 'email', push_type: 'email_verified', server_sent_timestamp: 1_700_000_000_000 }],
      ['/rest/v2/tracking/push/action', 'push.action', { push_id: 'p-1', push_action: 'fade' }],
      ['/rest/v2/tracking/push/subscribe', 'push.subscribe', { action: 'granted' }],
      ['/rest/v2/tracking/popup/show', 'popup.show', { popup_id: 'q-1', popup_name: 'profile_restored_popup', pay_context_name: null }],
      ['/rest/v2/tracking/popup/action', 'popup.action', { popup_id: 'q-1', action: 'close', step_number: 1 }],
    ];
    for (const [url, kind, body] of reports) {
      expect((await post(url, body)).statusCode).toBe(401);
      expect((await post(url, body, member.headers)).statusCode).toBe(200);
      const [row] = await eventsOf(kind);
      expect(row).toMatchObject({ account_id: member.account.id, brand_id: 7 });
      expect(JSON.parse(row!.payload)).toEqual(body);
    }
    const unknownAction = await post('/rest/v2/tracking/push/action', { push_id: 'p-1', push_action: 'explode' }, member.headers);
    expect(unknownAction.statusCode).toBe(400);
    expect(unknownAction.json().fields).toHaveProperty('push_action');
  });

  it('ignores an invalid token instead of failing the report', async () => {
    const res = await post('/rest/v2/tracking/funnel/event', { uid: 'u-3', funnel_id: 'f-3', name: 'click', element_type: 'button', action: 'register', meta: { page: 'home' } }, { authorization: 'JWT broken' });
    expect(res.statusCode).toBe(200);
    const [row] = await eventsOf('funnel.event');
    expect(row).toMatchObject({ account_id: null, uid: 'u-3' });
    expect(JSON.parse(row!.payload).meta).toEqual({ page: 'home' });
  });

  it('stores connection checks and page visits', async () => {
    expect((await post('/rest/v2/tracking/connection/check', { duration: 120, downlink: 9.5, type: '4g', source: 'init', funnel_id: 'f-4' })).statusCode).toBe(200);
    expect((await eventsOf('connection.check'))[0]).toMatchObject({ funnel_id: 'f-4' });
    const visit = await post('/v3/ui/events/pageVisit:collect', { causedBy: 'navigation', referrer: 'https://example.com/', target: '/login' });
    expect(visit.statusCode).toBe(204);
    expect(visit.body).toBe('');
    expect(JSON.parse((await eventsOf('ui.pageVisit'))[0]!.payload)).toEqual({ causedBy: 'navigation', referrer: 'https://example.com/', target: '/login' });
  });

  it('stores a batch of UI events as one row each, at most a hundred', async () => {
    const requests = Array.from({ length: 3 }, (_, i) => ({ action: 'show', category: 'paywall', label: `step-${i}`, value: i }));
    expect((await post('/v3/ui/events/generic:batchCollect', { requests })).statusCode).toBe(204);
    expect((await eventsOf('ui.generic')).map((r) => JSON.parse(r.payload))).toEqual(requests);
    const tooMany = Array.from({ length: MAX_UI_EVENTS_PER_BATCH + 1 }, () => ({ action: 'a', category: 'c' }));
    expect((await post('/v3/ui/events/generic:batchCollect', { requests: tooMany })).statusCode).toBe(400);
    expect((await post('/v3/ui/events/generic:batchCollect', { requests: [] })).statusCode).toBe(400);
    expect(await eventsOf('ui.generic')).toHaveLength(3);
  });

  it('bounds every field', async () => {
    const cases: [string, object][] = [
      ['/rest/v2/tracking/funnel/start', { uid: 'x'.repeat(65), funnel_id: 'f', product_id: 7 }],
      ['/rest/v2/tracking/funnel/v2/step', { event_name: 'view', step_name: 'x'.repeat(65) }],
      ['/rest/v2/tracking/funnel/event', { name: 'n', meta: { blob: 'x'.repeat(5000) } }],
      ['/rest/v2/tracking/connection/check', { duration: -1 }],
      ['/v3/ui/events/pageVisit:collect', { target: 'x'.repeat(2049) }],
      ['/v3/ui/events/generic:batchCollect', { requests: [{ action: 'a', category: 'c', value: { nested: true } }] }],
    ];
    for (const [url, payload] of cases) {
      const res = await post(url, payload);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code).toBe(400);
    }
  });

  it('refuses reports from an unknown host', async () => {
    const res = await post('/v3/ui/events/pageVisit:collect', { target: '/' }, { host: 'evil.example' });
    expect(res.statusCode).toBe(404);
  });
});

describe('tracking rate limit', () => {
  it('limits each client to 300 reports a minute per call', async () => {
    const t = await startTestApp('sqlite');
    try {
      const send = () => t.request({ method: 'POST', url: '/v3/ui/events/pageVisit:collect', payload: { target: '/' } });
      for (let i = 0; i < 300; i++) expect((await send()).statusCode).toBe(204);
      const limited = await send();
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
    } finally {
      await t.close();
    }
  });
});

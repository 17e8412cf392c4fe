import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app.ts';
import { GUEST_HOMESCREEN_THROTTLE } from './homescreen.ts';

describe.each(TEST_DIALECTS)('home-screen popup tracking on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.request({ method: 'POST', url: `/rest/v2/tracking/homescreen/${url}`, payload: payload as object, headers });
  const eventsOf = (kind: string) => t.database.db.selectFrom('events').selectAll().where('kind', '=', kind).orderBy('id').execute();

  it("stores the member's show and install action, tied to the member", async () => {
    const member = await t.seed.member();
    const show = await post('popupShow', { user_hid: member.account.hid }, member.headers);
    expect(show.statusCode).toBe(200);
    expect(show.json()).toEqual({ result: true });
    expect((await post('popupAction', { user_hid: member.account.hid, action: 'install' }, member.headers)).statusCode).toBe(200);
    const [shown] = await eventsOf('homescreen.show');
    expect(shown).toMatchObject({ account_id: member.account.id, brand_id: 7, created_at: t.clock.now() });
    const [action] = await eventsOf('homescreen.action');
    expect(JSON.parse(action!.payload)).toEqual({ user_hid: member.account.hid, action: 'install' });
  });

  it("refuses the member calls without a session, another member's hid and an unknown action", async () => {
    const member = await t.seed.member();
    const other = await t.seed.member();
    expect((await post('popupShow', { user_hid: member.account.hid })).statusCode).toBe(401);
    const forged = await post('popupShow', { user_hid: other.account.hid }, member.headers);
    expect(forged.statusCode).toBe(400);
    expect(forged.json().fields).toEqual({ user_hid: 'validation.invalid' });
    const unknown = await post('popupAction', { user_hid: member.account.hid, action: 'explode' }, member.headers);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toHaveProperty('action');
    expect((await eventsOf('homescreen.show')).filter((row) => row.account_id === member.account.id)).toEqual([]);
  });

  it("stores a visitor's show and action by funnel without a session, and validates them", async () => {
    expect((await post('guest-popup-show', { funnel_id: 'f-home' })).statusCode).toBe(200);
    expect((await post('guest-popup-action', { funnel_id: 'f-home', action: 'close' })).statusCode).toBe(200);
    const [shown] = await eventsOf('homescreen.guestShow');
    expect(shown).toMatchObject({ account_id: null, brand_id: 7, funnel_id: 'f-home' });
    const [action] = await eventsOf('homescreen.guestAction');
    expect(JSON.parse(action!.payload)).toEqual({ funnel_id: 'f-home', action: 'close' });
    const missing = await post('guest-popup-show', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty('funnel_id');
    expect((await post('guest-popup-action', { funnel_id: 'x'.repeat(65), action: 'install' })).statusCode).toBe(400);
  });

  it("throttles a visitor's address", async () => {
    const inject = () => t.request({ method: 'POST', url: '/rest/v2/tracking/homescreen/guest-popup-show', payload: { funnel_id: 'f-throttle' }, remoteAddress: '203.0.113.77' });
    for (let i = 0; i < GUEST_HOMESCREEN_THROTTLE.limit; i++) expect((await inject()).statusCode).toBe(200);
    const refused = await inject();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    expect((await t.request({ method: 'POST', url: '/rest/v2/tracking/homescreen/guest-popup-show', payload: { funnel_id: 'f-other' }, remoteAddress: '198.51.100.9' })).statusCode).toBe(200);
  });
});

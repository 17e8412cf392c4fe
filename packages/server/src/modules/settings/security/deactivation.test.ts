import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiCode, LoginCode, SettingsFieldError } from '@amora/contracts';
import { DAY } from '../../../platform/clock.ts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../../testing/test-app.ts';
import { login, memberWithSession, PASSWORD } from '../../auth/members.fixture.ts';
import { refresh } from '../settings.fixture.ts';

describe.each(TEST_DIALECTS)('deactivation on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  const reasons = (headers: { authorization: string }) =>
    t.request({ method: 'GET', url: '/rest/v2/user/settings/account/deactivate/reasons?timestamp=1', headers });
  const deactivate = (headers: { authorization: string }, payload: Record<string, unknown>) =>
    t.request({ method: 'POST', url: '/rest/v2/user/settings/account/deactivate', headers, payload, remoteAddress: '10.2.0.1' });
  const subscribe = (accountId: number) => t.app.services.accounts.update(accountId, { premium_until: t.clock.now() + 30 * DAY, is_pay_user: 1 });

  it('lists reasons 5, 1, 2, 3, 32 with sub-reasons 4, 6, 8, 9 when deleting is available', async () => {
    const member = await memberWithSession(t, { email: 'free@example.com' });
    const res = await reasons(member.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      result: {
        deleting_available: true,
        reasons: [
          { id: 5, sub_reasons: [] },
          { id: 1, sub_reasons: [] },
          { id: 2, sub_reasons: [] },
          { id: 3, sub_reasons: [{ id: 4 }, { id: 6 }, { id: 8 }, { id: 9 }] },
          { id: 32, sub_reasons: [] },
        ],
      },
    });
  });

  it('lists reasons 3, 1, 2, 32 with sub-reasons 4, 6 for a paying member, active or paused', async () => {
    const member = await memberWithSession(t, { email: 'paying@example.com' });
    await subscribe(member.account.id);
    const expected = {
      result: {
        deleting_available: false,
        reasons: [
          { id: 3, sub_reasons: [{ id: 4 }, { id: 6 }] },
          { id: 1, sub_reasons: [] },
          { id: 2, sub_reasons: [] },
          { id: 32, sub_reasons: [] },
        ],
      },
    };
    expect((await reasons(member.headers)).json()).toEqual(expected);
    await t.app.services.accounts.update(member.account.id, { paused_until: t.clock.now() + 7 * DAY });
    expect((await reasons(member.headers)).json()).toEqual(expected);
    // A lapsed subscription is no longer paid: deleting is available again.
    await t.app.services.accounts.update(member.account.id, { premium_until: t.clock.now() - DAY, paused_until: null });
    expect((await reasons(member.headers)).json().result.deleting_available).toBe(true);
  });

  it('refuses a wrong password as a field error and keeps the account', async () => {
    const member = await memberWithSession(t, { email: 'oops@example.com' });
    const res = await deactivate(member.headers, { reason_id: 2, password: 'not-the-password', comment: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: ApiCode.validation, fields: { password: SettingsFieldError.passwordWrong } });
    expect((await t.app.services.accounts.findById(member.account.id))!.ok).toBe(1);
    expect((await refresh(t, member.refreshToken)).statusCode).toBe(200);
  });

  it('refuses a reason outside the member\'s list', async () => {
    const member = await memberWithSession(t, { email: 'odd-reason@example.com' });
    await subscribe(member.account.id);
    for (const reason_id of [8, 9, 5, 7]) {
      const res = await deactivate(member.headers, { reason_id, password: PASSWORD });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ reason_id: SettingsFieldError.reasonInvalid });
    }
    expect((await t.app.services.accounts.findById(member.account.id))!.ok).toBe(1);
  });

  it('self-removes a free member: every session ends, login shows the restore screen, restore brings the account back', async () => {
    const member = await memberWithSession(t, { email: 'leaving@example.com' });
    const other = await t.seed.logIn({ email: 'leaving@example.com', password: PASSWORD });
    const res = await deactivate(member.headers, { reason_id: 1, password: ` ${PASSWORD} `, comment: '  Found someone  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ result: { ok: -1 } });

    const account = (await t.app.services.accounts.findById(member.account.id))!;
    expect(account).toMatchObject({ ok: -1, self_removed_at: t.clock.now() });
    for (const session of [member, other]) expect((await refresh(t, session.refreshToken)).json().code).toBe(ApiCode.refreshTokenInvalid);
    const event = await t.database.db.selectFrom('events').selectAll().where('kind', '=', 'account.deactivate').where('account_id', '=', account.id).executeTakeFirstOrThrow();
    expect(JSON.parse(event.payload)).toEqual({ reason_id: 1, comment: 'Found someone', ok: -1 });

    const back = await login(t, { email: 'leaving@example.com', password: PASSWORD });
    expect(back.statusCode).toBe(200);
    expect(back.json().result.user.ok).toBe(-1);
    const headers = { authorization: `JWT ${back.json().result.accessToken.access_token}` };
    const restored = await t.request({ method: 'POST', url: '/rest/v2/user/settings/account/restore', headers });
    expect(restored.json()).toEqual({ result: true });
    expect(await t.app.services.accounts.findById(account.id)).toMatchObject({ ok: 1, self_removed_at: null });
  });

  it('hides a paying member instead, and the hidden member may restore', async () => {
    const member = await memberWithSession(t, { email: 'hiding@example.com' });
    await subscribe(member.account.id);
    const res = await deactivate(member.headers, { reason_id: 4, password: PASSWORD });
    expect(res.json()).toEqual({ result: { ok: 0 } });
    expect(await t.app.services.accounts.findById(member.account.id)).toMatchObject({ ok: 0, self_removed_at: null });
    expect((await refresh(t, member.refreshToken)).statusCode).toBe(401);

    const back = await t.seed.logIn({ email: 'hiding@example.com', password: PASSWORD });
    expect((await deactivate(back.headers, { reason_id: 2, password: PASSWORD })).json().code).toBe(ApiCode.accountStateChanged);
    await t.request({ method: 'POST', url: '/rest/v2/user/settings/account/restore', headers: back.headers });
    expect((await t.app.services.accounts.findById(member.account.id))!.ok).toBe(1);
  });

  it('throttles wrong passwords together with login attempts', async () => {
    const member = await memberWithSession(t, { email: 'guess@example.com' });
    for (let i = 0; i < 5; i += 1) expect((await deactivate(member.headers, { reason_id: 2, password: `wrong-${i}` })).statusCode).toBe(400);
    const throttled = await deactivate(member.headers, { reason_id: 2, password: PASSWORD });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().code).toBe(LoginCode.tooManyAttempts);
    expect((await t.app.services.accounts.findById(member.account.id))!.ok).toBe(1);
  });

  it('stores a delete attempt with its reason', async () => {
    const member = await memberWithSession(t, { email: 'attempt@example.com' });
    const res = await t.request({ method: 'POST', url: '/rest/v2/tracking/account/delete-attempt', headers: member.headers, payload: { reason_id: 32 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ result: true });
    const events = await t.database.db.selectFrom('events').selectAll().where('kind', '=', 'account.deleteAttempt').where('account_id', '=', member.account.id).execute();
    expect(events.map((event) => JSON.parse(event.payload))).toEqual([{ reason_id: 32 }]);
    const bad = await t.request({ method: 'POST', url: '/rest/v2/tracking/account/delete-attempt', headers: member.headers, payload: { reason_id: 'x' } });
    expect(bad.statusCode).toBe(400);
  });
});

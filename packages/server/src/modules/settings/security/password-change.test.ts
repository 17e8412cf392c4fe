import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiCode, FieldErrorKey, LoginCode, SettingsFieldError, SignupFieldError } from '@amora/contracts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../../testing/test-app.ts';
import { login, memberWithSession, PASSWORD } from '../../auth/members.fixture.ts';
import { lastMailTo } from '../../emails/outbox.fixture.ts';
import { refresh } from '../settings.fixture.ts';

const NEW_PASSWORD = 'lantern-orchard-42';

describe.each(TEST_DIALECTS)('password change on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  const change = (headers: { authorization: string }, payload: Record<string, unknown>, ip = '10.1.0.1') =>
    t.request({ method: 'POST', url: '/rest/v2/user/authorization/password', headers, payload, remoteAddress: ip });

  it('sets the new password, keeps this session, ends the others, mails and pushes', async () => {
    const member = await memberWithSession(t, { email: 'ines@example.com', emailConfirmed: false });
    const other = await t.seed.logIn({ email: 'ines@example.com', password: PASSWORD });

    const res = await change(member.headers, { old_password: PASSWORD, new_password: `  ${NEW_PASSWORD} ` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ result: true });

    expect((await login(t, { email: 'ines@example.com', password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await login(t, { email: 'ines@example.com', password: PASSWORD })).json().code).toBe(LoginCode.wrongCredentials);

    const otherRefresh = await refresh(t, other.refreshToken);
    expect(otherRefresh.statusCode).toBe(401);
    expect(otherRefresh.json().code).toBe(ApiCode.refreshTokenInvalid);
    expect((await refresh(t, member.refreshToken)).statusCode).toBe(200);
    const stillIn = await t.request({ method: 'GET', url: '/rest/v2/user/settings/language_tag', headers: member.headers });
    expect(stillIn.statusCode).toBe(200);

    const mail = await lastMailTo(t, 'ines@example.com');
    expect(mail?.subject).toBe('Your Amora password was changed');
    const pushes = await t.database.db.selectFrom('pushes').selectAll().where('account_id', '=', member.account.id).execute();
    expect(pushes.map((push) => push.type)).toEqual(['password_changed']);
    // Changing a password confirms no e-mail address (only a reset link does).
    expect((await t.app.services.accounts.findById(member.account.id))!.email_confirmed).toBe(0);
  });

  it('refuses a wrong or missing old password as a field error, changing nothing', async () => {
    const member = await memberWithSession(t, { email: 'jon@example.com' });
    const wrong = await change(member.headers, { old_password: 'not-my-password', new_password: NEW_PASSWORD });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: ApiCode.validation, fields: { old_password: SettingsFieldError.passwordWrong } });

    const missing = await change(member.headers, { new_password: NEW_PASSWORD });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ old_password: FieldErrorKey.required });

    expect((await login(t, { email: 'jon@example.com', password: PASSWORD })).statusCode).toBe(200);
    expect(await t.database.db.selectFrom('pushes').select('id').where('account_id', '=', member.account.id).execute()).toEqual([]);
  });

  it('refuses a short or guessable new password with the sign-up keys', async () => {
    const member = await memberWithSession(t, { email: 'kai@example.com' });
    const short = await change(member.headers, { old_password: PASSWORD, new_password: ' 1234567 ' });
    expect(short.json()).toMatchObject({ code: ApiCode.validation, fields: { new_password: SignupFieldError.passwordTooShort } });
    const guessable = await change(member.headers, { old_password: PASSWORD, new_password: 'kai@example.com' });
    expect(guessable.json().fields).toEqual({ new_password: SignupFieldError.passwordWeak });
    const common = await change(member.headers, { old_password: PASSWORD, new_password: 'password123' });
    expect(common.json().fields).toEqual({ new_password: SignupFieldError.passwordWeak });
    expect((await login(t, { email: 'kai@example.com', password: PASSWORD })).statusCode).toBe(200);
  });

  it('throttles wrong old passwords together with login attempts', async () => {
    const member = await memberWithSession(t, { email: 'lou@example.com' });
    for (let i = 0; i < 5; i += 1) {
      expect((await change(member.headers, { old_password: `wrong-${i}-password`, new_password: NEW_PASSWORD })).statusCode).toBe(400);
    }
    const throttled = await change(member.headers, { old_password: PASSWORD, new_password: NEW_PASSWORD });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().code).toBe(LoginCode.tooManyAttempts);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(t, { email: 'lou@example.com', password: PASSWORD })).json().code).toBe(LoginCode.tooManyAttempts);
  });

  it('lets an account without a password set its first one without an old password', async () => {
    const member = await t.seed.member({ email: 'mira@example.com', password: null });
    const res = await change(member.headers, { new_password: NEW_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.app.services.accounts.findById(member.account.id))!.is_has_password).toBe(1);
    expect((await login(t, { email: 'mira@example.com', password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('needs a login', async () => {
    const res = await t.request({ method: 'POST', url: '/rest/v2/user/authorization/password', payload: { new_password: NEW_PASSWORD } });
    expect(res.statusCode).toBe(401);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiCode,
  CONSENT_POLICIES,
  DATA_EXPORT_LINK_DAYS,
  DATA_REQUEST_INTERVAL_HOURS,
  DataExportError,
  FieldErrorKey,
  LoginCode,
  NotificationType,
  SettingsFieldError,
} from '@amora/contracts';
import { DAY, HOUR } from '../../../platform/clock.ts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../../testing/test-app.ts';
import { memberWithSession, PASSWORD } from '../../auth/members.fixture.ts';
import { lastMailTo, linkIn } from '../../emails/outbox.fixture.ts';
import { renditionKey } from '../../photos/index.ts';
import { ARCHIVE_DATA_FILE } from './archive.ts';

const JOB = 'settings.data-export';

describe.each(TEST_DIALECTS)('request my data on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  const ask = (headers: { authorization: string }, payload: Record<string, unknown>, ip = '10.2.0.1') =>
    t.request({ method: 'POST', url: '/rest/v2/user/zendesk/used_user_data_request', headers, payload, remoteAddress: ip });
  /** The link opened in a browser: no session, no API headers. */
  const download = (url: URL) => t.app.inject({ method: 'GET', url: url.pathname, headers: { host: url.host } });
  const requestRows = (accountId: number) => t.database.db.selectFrom('data_requests').selectAll().where('account_id', '=', accountId).execute();

  async function memberWithPhoto(email: string) {
    const member = await memberWithSession(t, { email });
    const image = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3060a0' } }).png().toBuffer();
    const photo = await t.app.services.photoFiles.storePhoto(member.account.id, image, { isAvatar: true, moderation: 'approved' });
    return { ...member, photo };
  }

  it('builds a ZIP of the member’s own data and photos, mails a link that downloads it without a session', async () => {
    const member = await memberWithPhoto('export-me@example.com');
    const other = await memberWithPhoto('someone-else@example.com');
    await t.request({ method: 'PUT', url: '/rest/v2/user/settings/notifications', headers: member.headers, payload: { disabled: [NotificationType.gifts] } });
    await t.request({ method: 'PUT', url: '/rest/v2/user/onboarding/item', headers: member.headers, payload: { item: 'likes_you' } });
    await t.request({ method: 'POST', url: '/rest/v2/tracking/account/delete-attempt', headers: member.headers, payload: { reason_id: 5 } });
    await t.request({ method: 'POST', url: '/rest/v2/tracking/account/delete-attempt', headers: other.headers, payload: { reason_id: 2 } });

    await t.database.db
      .insertInto('member_consents')
      .values({ account_id: member.account.id, functional: 1, performance: 0, advertising: 0, policy: CONSENT_POLICIES[0], updated_at: t.clock.now() })
      .execute();

    const res = await ask(member.headers, { password: PASSWORD, receiver_email: ' lawyer@example.org ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ result: true });
    expect(await lastMailTo(t, 'lawyer@example.org')).toBeUndefined();

    expect(await t.app.platform.jobs.run(JOB)).toBe(1);
    const mail = (await lastMailTo(t, 'lawyer@example.org'))!;
    expect(mail.subject).toBe('Your Amora data is ready');
    const link = linkIn(mail, '/rest/v2/user/data-export/');
    const file = await download(link);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    expect(file.headers['content-disposition']).toContain('attachment');
    expect(file.headers['cache-control']).toBe('no-store');

    const entries = unzipSync(new Uint8Array(file.rawPayload));
    const original = await t.app.platform.storage.get(renditionKey(member.photo.storageKey, 'o', 'jpg'));
    expect(Object.keys(entries).sort()).toEqual([ARCHIVE_DATA_FILE, `photos/${member.photo.hid}.jpg`]);
    expect(Buffer.from(entries[`photos/${member.photo.hid}.jpg`]!).equals(Buffer.concat(await original!.body.toArray()))).toBe(true);
    const json = strFromU8(entries[ARCHIVE_DATA_FILE]!);
    const data = JSON.parse(json);
    expect(data.account).toMatchObject({ id: member.account.id, hid: member.account.hid, email: 'export-me@example.com' });
    expect(data.profile).toMatchObject({ name: 'Alice', gender: 'female', birthday: '1995-04-02' });
    expect(data.photos).toEqual([expect.objectContaining({ hid: member.photo.hid, file: `photos/${member.photo.hid}.jpg`, is_avatar: true })]);
    expect(data.settings.email_notifications.find((item: { id: number }) => item.id === NotificationType.gifts).disabled).toBe(true);
    expect(data.settings.onboarding.find((item: { name: string }) => item.name === 'likes_you').done_at).toBe(new Date(t.clock.now()).toISOString());
    expect(data.settings.cookie_consent).toMatchObject({ functional: true, performance: false, advertising: false, policy: CONSENT_POLICIES[0] });
    // Nothing of the password and nothing of anyone else.
    expect(json).not.toContain('password_hash');
    expect(json).not.toContain(member.account.password_hash!);
    expect(json).not.toContain('someone-else@example.com');
    expect(json).not.toContain(other.account.hid);
    expect(json).not.toContain(other.photo.hid);
    expect(data.events).toEqual([expect.objectContaining({ kind: 'account.deleteAttempt', payload: expect.objectContaining({ reason_id: 5 }) })]);
  });

  it('refuses a wrong password and a bad address with field errors, recording nothing', async () => {
    const member = await memberWithSession(t, { email: 'careful@example.com' });
    const wrong = await ask(member.headers, { password: 'not-my-password', receiver_email: 'careful@example.com' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: ApiCode.validation, fields: { password: SettingsFieldError.passwordWrong } });
    const badEmail = await ask(member.headers, { password: PASSWORD, receiver_email: 'not an address' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().fields).toEqual({ receiver_email: FieldErrorKey.invalidEmail });
    const missing = await ask(member.headers, { receiver_email: 'careful@example.com' });
    expect(missing.json().fields).toEqual({ password: FieldErrorKey.required });
    expect(await requestRows(member.account.id)).toEqual([]);
    expect((await t.request({ method: 'POST', url: '/rest/v2/user/zendesk/used_user_data_request', payload: { password: PASSWORD, receiver_email: 'x@example.com' } })).statusCode).toBe(401);
  });

  it('throttles wrong passwords together with login attempts', async () => {
    const member = await memberWithSession(t, { email: 'guesser@example.com' });
    for (let i = 0; i < 5; i += 1) expect((await ask(member.headers, { password: `wrong-${i}`, receiver_email: 'guesser@example.com' }, '10.2.0.9')).statusCode).toBe(400);
    const throttled = await ask(member.headers, { password: PASSWORD, receiver_email: 'guesser@example.com' }, '10.2.0.9');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().code).toBe(LoginCode.tooManyAttempts);
  });

  it(`takes one request at a time, and another ${DATA_REQUEST_INTERVAL_HOURS} h after the mail`, async () => {
    const member = await memberWithSession(t, { email: 'twice@example.com' });
    const body = { password: PASSWORD, receiver_email: 'twice@example.com' };
    expect((await ask(member.headers, body)).statusCode).toBe(200);
    const pending = await ask(member.headers, body);
    expect(pending.statusCode).toBe(409);
    expect(pending.json()).toMatchObject({ code: 409, fields: { _: DataExportError.pending } });

    await t.app.platform.jobs.run(JOB);
    t.clock.advance(DATA_REQUEST_INTERVAL_HOURS * HOUR - 1);
    member.headers = await freshHeaders(member.account.id);
    expect((await ask(member.headers, body)).statusCode).toBe(409);
    t.clock.advance(1);
    // The access token of the session died on the way (15 minutes); a new session asks again.
    member.headers = await freshHeaders(member.account.id);
    expect((await ask(member.headers, body)).statusCode).toBe(200);
    expect((await requestRows(member.account.id)).map((row) => row.status).sort()).toEqual(['mailed', 'pending']);
  });

  it(`answers 404 once the link is ${DATA_EXPORT_LINK_DAYS} days old, and the archive is gone`, async () => {
    const member = await memberWithSession(t, { email: 'expiring@example.com' });
    await ask(member.headers, { password: PASSWORD, receiver_email: 'expiring@example.com' });
    await t.app.platform.jobs.run(JOB);
    const link = linkIn((await lastMailTo(t, 'expiring@example.com'))!, '/rest/v2/user/data-export/');
    const [row] = await requestRows(member.account.id);
    const archive = path.join(t.config.dataDir, 'media', row!.storage_key!);
    expect(fs.existsSync(archive)).toBe(true);

    t.clock.advance(DATA_EXPORT_LINK_DAYS * DAY - 1);
    expect((await download(link)).statusCode).toBe(200);
    t.clock.advance(1);
    expect((await download(link)).statusCode).toBe(404);
    await t.app.platform.jobs.run(JOB);
    expect(fs.existsSync(archive)).toBe(false);
    expect(await requestRows(member.account.id)).toEqual([]);
    expect((await download(link)).statusCode).toBe(404);
    expect((await download(new URL('/rest/v2/user/data-export/made-up-token', link))).statusCode).toBe(404);
  });

  async function freshHeaders(accountId: number) {
    const account = (await t.app.services.accounts.findById(accountId))!;
    const tokens = await t.app.platform.sessions.start(account);
    return { authorization: `JWT ${tokens.accessToken.access_token}` };
  }
});

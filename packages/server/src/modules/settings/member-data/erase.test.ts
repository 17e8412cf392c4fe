import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETION_GRACE_DAYS, LoginCode, NotificationType } from '@amora/contracts';
import { DAY } from '../../../platform/clock.ts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../../testing/test-app.ts';
import { login, memberWithSession, PASSWORD } from '../../auth/members.fixture.ts';
import { texturedPhoto } from '../../../testing/photos.ts';
import { submitVerificationPhoto } from '../../verification/verification.fixture.ts';

const JOB = 'settings.erase-self-removed';

describe.each(TEST_DIALECTS)('erasing self-removed accounts on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  const filesOf = (storageKey: string) => {
    const dir = path.join(t.config.dataDir, 'media', storageKey);
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };

  async function withPhoto(email: string) {
    const member = await memberWithSession(t, { email });
    const image = await sharp({ create: { width: 500, height: 500, channels: 3, background: '#a04060' } }).png().toBuffer();
    const photo = await t.app.services.photoFiles.storePhoto(member.account.id, image, { isAvatar: true, moderation: 'approved' });
    await t.request({ method: 'POST', url: '/rest/v2/tracking/account/delete-attempt', headers: member.headers, payload: { reason_id: 2 } });
    return { ...member, photo };
  }

  const selfRemove = (headers: { authorization: string }) =>
    t.request({ method: 'POST', url: '/rest/v2/user/settings/account/deactivate', headers, payload: { reason_id: 2, password: PASSWORD } });

  it(`erases rows and photo files ${DELETION_GRACE_DAYS} days after self-removal, not before`, async () => {
    const member = await withPhoto('gone@example.com');
    const stays = await withPhoto('stays@example.com');
    expect(filesOf(member.photo.storageKey).length).toBeGreaterThan(0);
    await submitVerificationPhoto(t, member.headers, await texturedPhoto(4242));
    const verification = await t.database.db.selectFrom('verifications').select('storage_key').where('account_id', '=', member.account.id).executeTakeFirstOrThrow();
    expect(filesOf(verification.storage_key!).length).toBeGreaterThan(0);
    expect((await selfRemove(member.headers)).json()).toEqual({ result: { ok: -1 } });

    t.clock.advance(DELETION_GRACE_DAYS * DAY - 1);
    expect(await t.app.platform.jobs.run(JOB)).toBe(0);
    expect(await t.app.services.accounts.findById(member.account.id)).toBeDefined();
    expect(filesOf(member.photo.storageKey).length).toBeGreaterThan(0);

    t.clock.advance(1);
    expect(await t.app.platform.jobs.run(JOB)).toBe(1);
    const { db } = t.database;
    expect(await t.app.services.accounts.findById(member.account.id)).toBeUndefined();
    expect(await db.selectFrom('profiles').select('account_id').where('account_id', '=', member.account.id).execute()).toEqual([]);
    expect(await db.selectFrom('photos').select('id').where('account_id', '=', member.account.id).execute()).toEqual([]);
    expect(await db.selectFrom('refresh_tokens').select('id').where('account_id', '=', member.account.id).execute()).toEqual([]);
    expect(await db.selectFrom('events').select('id').where('account_id', '=', member.account.id).execute()).toEqual([]);
    expect(filesOf(member.photo.storageKey)).toEqual([]);
    expect(filesOf(verification.storage_key!)).toEqual([]);
    // No account answers to the address any more; the other member is untouched.
    expect((await login(t, { email: 'gone@example.com', password: PASSWORD })).json().code).toBe(LoginCode.wrongCredentials);
    expect(await t.app.services.accounts.findById(stays.account.id)).toMatchObject({ ok: 1 });
    expect(filesOf(stays.photo.storageKey).length).toBeGreaterThan(0);
    expect(await db.selectFrom('events').select('id').where('account_id', '=', stays.account.id).execute()).toHaveLength(1);
  });

  it('erases the settings, onboarding, unsubscribe code and data exports with the account', async () => {
    const member = await memberWithSession(t, { email: 'settled@example.com' });
    const { headers } = member;
    await t.request({ method: 'PUT', url: '/rest/v2/user/settings/notifications', headers, payload: { disabled: [NotificationType.likes] } });
    await t.request({ method: 'PUT', url: '/rest/v2/user/onboarding/item', headers, payload: { item: 'matches_game' } });
    const exported = await t.request({ method: 'POST', url: '/rest/v2/user/zendesk/used_user_data_request', headers, payload: { password: PASSWORD, receiver_email: 'archive-box@example.org' } });
    expect(exported.statusCode, exported.body).toBe(200);
    await t.app.platform.jobs.run('settings.data-export');
    await t.app.platform.mail.idle();
    const { db } = t.database;
    expect(await db.selectFrom('mail_outbox').select('id').where('to_address', '=', 'archive-box@example.org').execute()).toHaveLength(1);
    const [request] = await db.selectFrom('data_requests').selectAll().where('account_id', '=', member.account.id).execute();
    const archive = path.join(t.config.dataDir, 'media', request!.storage_key!);
    expect(fs.existsSync(archive)).toBe(true);
    await db.insertInto('unsubscribe_codes').values({ account_id: member.account.id, notification_type: NotificationType.gifts, code_hash: 'x', attempts_left: 3, expires_at: t.clock.now(), created_at: t.clock.now() }).execute();
    await selfRemove(headers);

    t.clock.advance(DELETION_GRACE_DAYS * DAY);
    expect(await t.app.platform.jobs.run(JOB)).toBe(1);
    for (const table of ['notification_settings', 'onboarding_items', 'data_requests', 'unsubscribe_codes'] as const) {
      expect(await db.selectFrom(table).select('account_id').where('account_id', '=', member.account.id).execute(), table).toEqual([]);
    }
    expect(fs.existsSync(archive)).toBe(false);
    await t.app.platform.mail.idle();
    expect(await db.selectFrom('mail_outbox').select('id').where('to_address', '=', 'archive-box@example.org').execute()).toEqual([]);
  });

  it('never erases a restored or a hidden account', async () => {
    const restored = await withPhoto('restored@example.com');
    await selfRemove(restored.headers);
    t.clock.advance(DAY);
    const back = await login(t, { email: 'restored@example.com', password: PASSWORD });
    await t.request({ method: 'POST', url: '/rest/v2/user/settings/account/restore', headers: { authorization: `JWT ${back.json().result.accessToken.access_token}` } });
    const hidden = await withPhoto('hidden@example.com');
    await t.app.services.accounts.update(hidden.account.id, { premium_until: t.clock.now() + 400 * DAY });
    expect((await selfRemove(hidden.headers)).json()).toEqual({ result: { ok: 0 } });

    t.clock.advance(DELETION_GRACE_DAYS * 2 * DAY);
    expect(await t.app.platform.jobs.run(JOB)).toBe(0);
    expect(await t.app.services.accounts.findById(restored.account.id)).toMatchObject({ ok: 1 });
    expect(await t.app.services.accounts.findById(hidden.account.id)).toMatchObject({ ok: 0 });
    expect(filesOf(restored.photo.storageKey).length).toBeGreaterThan(0);
    expect(filesOf(hidden.photo.storageKey).length).toBeGreaterThan(0);
  });
});

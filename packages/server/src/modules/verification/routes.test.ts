import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFICATION_GESTURES, VERIFICATION_HASH_TTL_MS, type ServerFrame, type VerificationHashResponse } from '@amora/contracts';
import { approveVerifications, formatPendingVerifications, listPendingVerifications, rejectVerifications, UnknownVerificationsError } from '../../moderation/commands.ts';
import { MINUTE } from '../../platform/clock.ts';
import { startListeningApp, type ListeningApp } from '../../testing/listening-app.ts';
import { TEST_DIALECTS } from '../../testing/test-app.ts';
import { texturedPhoto } from '../../testing/photos.ts';
import type { SeededMember } from '../../testing/seed.ts';
import { PHOTO_THROTTLE } from './routes.ts';
import { verificationBody } from './verification.fixture.ts';

let nextSeed = 9000;

describe.each(TEST_DIALECTS)('photo verification on %s', (dialect) => {
  let t: ListeningApp;

  beforeAll(async () => {
    t = await startListeningApp(dialect);
  });
  afterAll(() => t.close());

  const issueHash = async (member: SeededMember) => {
    const res = await t.request({ method: 'POST', url: '/apis/photos/v1/users/me/verification/hash', headers: member.headers });
    expect(res.statusCode).toBe(200);
    return res.json() as VerificationHashResponse;
  };
  const gesture = (member: SeededMember, hash: string) =>
    t.request({ method: 'GET', url: `/apis/photos/v1/users/me/verification/gesture?hash=${encodeURIComponent(hash)}`, headers: member.headers });
  const sendPhoto = (member: SeededMember, fields: { hash?: string; file?: Buffer }) => {
    const { payload, contentType } = verificationBody(fields);
    return t.request({ method: 'POST', url: '/apis/photos/v1/users/me/verification/photos', headers: { ...member.headers, 'content-type': contentType }, payload });
  };
  const state = async (member: SeededMember) =>
    (await t.request({ method: 'GET', url: '/apis/photos/v1/users/me/verification', headers: member.headers })).json() as { status: string };
  const socketOf = (member: SeededMember) => t.sockets.signedIn(member.accessToken);
  const pendingOf = async (member: SeededMember) => (await listPendingVerifications(t.app)).filter((v) => v.ownerHid === member.account.hid);
  const submitted = async (member: SeededMember) => {
    const { hash } = await issueHash(member);
    expect((await sendPhoto(member, { hash, file: await texturedPhoto(nextSeed++) })).statusCode).toBe(200);
    const [pending] = await pendingOf(member);
    return pending!;
  };

  it('hash → gesture → photo → pending → operator approves: verified, and the passed push reaches the open app', async () => {
    const member = await t.seed.member({ account: { language: 'de-DE' } });
    const socket = await socketOf(member);
    expect(await state(member)).toEqual({ status: 'none' });

    const issued = await issueHash(member);
    expect(VERIFICATION_GESTURES).toContain(issued.gesture.id);
    expect(issued.expires_at).toBe(t.clock.now() + VERIFICATION_HASH_TTL_MS);
    const shown = await gesture(member, issued.hash);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({ gesture: issued.gesture, expires_at: issued.expires_at });

    const sent = await sendPhoto(member, { hash: issued.hash, file: await texturedPhoto(nextSeed++) });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ status: 'pending' });
    expect(await state(member)).toEqual({ status: 'pending' });

    // The photo is in no album, so nobody sees it; the operator finds its file.
    const album = await t.request({ method: 'GET', url: '/apis/photos/v1/users/me/albums/-3', headers: member.headers });
    expect(album.json().photos).toEqual([]);
    t.clock.advance(2 * MINUTE);
    const [pending] = await pendingOf(member);
    expect(pending).toMatchObject({ ownerEmail: member.account.email, ageMs: 2 * MINUTE, gesture: issued.gesture.id });
    expect(fs.existsSync(path.join(t.config.dataDir, pending!.file))).toBe(true);
    expect(formatPendingVerifications([pending!])).toContain(`${pending!.id}  ${member.account.hid} <${member.account.email}>  2 min  gesture ${issued.gesture.id}  ${pending!.file}`);

    expect(await approveVerifications(t.app, [pending!.id])).toEqual([{ hid: pending!.id, changed: true }]);
    expect(await state(member)).toEqual({ status: 'verified' });
    const push = (await socket.next('push')) as Extract<ServerFrame, { type: 'push' }>;
    expect(push.payload).toMatchObject({ type: 'verification_passed', template: { title: 'Du bist verifiziert' } });
    // Decided: the photo has done its job and its files are gone.
    expect(fs.existsSync(path.join(t.config.dataDir, pending!.file))).toBe(false);
    // Deciding again changes nothing and sends nothing.
    expect(await approveVerifications(t.app, [pending!.id])).toEqual([{ hid: pending!.id, changed: false }]);
    expect(await t.app.platform.db.selectFrom('pushes').select('type').where('account_id', '=', member.account.id).execute()).toEqual([{ type: 'verification_passed' }]);
  });

  it('operator rejects: failed state and the failed push; a new hash and photo make it pending again', async () => {
    const member = await t.seed.member({ account: { language: 'pl-PL' } });
    const socket = await socketOf(member);
    const pending = await submitted(member);
    expect(await rejectVerifications(t.app, [pending.id], 'gesture_missing')).toEqual([{ hid: pending.id, changed: true }]);
    expect(await state(member)).toEqual({ status: 'failed' });
    const push = (await socket.next('push')) as Extract<ServerFrame, { type: 'push' }>;
    expect(push.payload).toMatchObject({ type: 'verification_failed', context: 'gesture_missing', template: { title: 'Weryfikacja nieudana' } });

    await submitted(member);
    expect(await state(member)).toEqual({ status: 'pending' });
    await expect(rejectVerifications(t.app, [pending.id], ' ')).rejects.toThrow(/--reason/);
  });

  it('changes nothing when any verification id is unknown', async () => {
    const member = await t.seed.member();
    const pending = await submitted(member);
    const error = await approveVerifications(t.app, [pending.id, 'nosuchid']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnknownVerificationsError);
    expect((error as UnknownVerificationsError).hids).toEqual(['nosuchid']);
    expect(await state(member)).toEqual({ status: 'pending' });
  });

  it("refuses another member's hash as unknown, and a used or expired hash with its field error", async () => {
    const owner = await t.seed.member();
    const stranger = await t.seed.member();
    const { hash } = await issueHash(owner);
    expect((await gesture(stranger, hash)).statusCode).toBe(404);
    expect((await gesture(stranger, 'made-up')).statusCode).toBe(404);
    expect((await sendPhoto(stranger, { hash, file: await texturedPhoto(nextSeed++) })).statusCode).toBe(404);
    expect(await state(stranger)).toEqual({ status: 'none' });

    expect((await sendPhoto(owner, { hash, file: await texturedPhoto(nextSeed++) })).statusCode).toBe(200);
    const again = await sendPhoto(owner, { hash, file: await texturedPhoto(nextSeed++) });
    expect(again.statusCode).toBe(400);
    expect(again.json().fields).toEqual({ hash: 'verification.errors.hashUsed' });

    const late = await issueHash(owner);
    t.clock.advance(VERIFICATION_HASH_TTL_MS);
    const later = { ...owner, headers: await owner.freshHeaders() };
    const expired = await gesture(later, late.hash);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().fields).toEqual({ hash: 'verification.errors.hashExpired' });
    expect((await sendPhoto(later, { hash: late.hash, file: await texturedPhoto(nextSeed++) })).statusCode).toBe(400);
  });

  it('decides the file type by decoding: a text file named .jpg and a GIF are refused, nothing is stored', async () => {
    const member = await t.seed.member();
    const { hash } = await issueHash(member);
    const text = await sendPhoto(member, { hash, file: Buffer.from('GIF89a, or so it says; really just text') });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ code: 3, fields: { file: 'photos.errors.invalidFile' } });
    const gif = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#888888' } }).gif().toBuffer();
    const refused = await sendPhoto(member, { hash, file: gif });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 2, fields: { file: 'photos.errors.invalidImage' } });
    expect(await state(member)).toEqual({ status: 'none' });
    // The hash is still good for a real photo.
    expect((await sendPhoto(member, { hash, file: await texturedPhoto(nextSeed++) })).statusCode).toBe(200);
  });

  it('strips EXIF from the stored photo', async () => {
    const member = await t.seed.member();
    const { hash } = await issueHash(member);
    const withGps = await sharp(await texturedPhoto(nextSeed++))
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '13/1 24/1 0/1' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    expect((await sendPhoto(member, { hash, file: withGps })).statusCode).toBe(200);
    const [pending] = await pendingOf(member);
    const stored = fs.readFileSync(path.join(t.config.dataDir, pending!.file));
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
  });

  it('answers field errors for a missing hash or photo and for a body that is not multipart', async () => {
    const member = await t.seed.member();
    const { hash } = await issueHash(member);
    expect((await sendPhoto(member, { hash })).json().fields).toEqual({ file: 'validation.required' });
    expect((await sendPhoto(member, { file: await texturedPhoto(nextSeed++) })).json().fields).toEqual({ hash: 'validation.required' });
    const json = await t.request({ method: 'POST', url: '/apis/photos/v1/users/me/verification/photos', headers: member.headers, payload: { hash } });
    expect(json.statusCode).toBe(400);
  });

  it('refuses every call without a session (401)', async () => {
    const calls = [
      { method: 'GET', url: '/apis/photos/v1/users/me/verification' },
      { method: 'POST', url: '/apis/photos/v1/users/me/verification/hash' },
      { method: 'GET', url: '/apis/photos/v1/users/me/verification/gesture?hash=x' },
      { method: 'POST', url: '/apis/photos/v1/users/me/verification/photos' },
    ] as const;
    for (const call of calls) expect((await t.request(call)).statusCode, call.url).toBe(401);
  });

  it('throttles photo uploads per member', async () => {
    const member = await t.seed.member();
    for (let i = 0; i < PHOTO_THROTTLE.limit; i++) await sendPhoto(member, { hash: 'x' });
    expect((await sendPhoto(member, { hash: 'x' })).statusCode).toBe(429);
  });

  it('the verification.moderation job approves pending photos where moderation auto-approves (demo mode)', async () => {
    const member = await t.seed.member();
    await submitted(member);
    expect(t.app.platform.jobs.names()).toContain('verification.moderation');
    await t.app.platform.jobs.run('verification.moderation');
    expect(await state(member)).toEqual({ status: 'verified' });
  });
});

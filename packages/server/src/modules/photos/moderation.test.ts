import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PhotoStatus, type PhotoAlbum, type PushRecord, type ServerFrame } from '@amora/contracts';
import { MINUTE } from '../../platform/clock.ts';
import { startListeningApp, type ListeningApp } from '../../testing/listening-app.ts';
import { TEST_DIALECTS } from '../../testing/test-app.ts';
import type { SeededMember } from '../../testing/seed.ts';
import { loadModerationRules, parseModerationFile, type ModerationRules } from './moderation-config.ts';
import { texturedPhoto } from '../../testing/photos.ts';
import { moderatePending } from './moderation-job.ts';
import { PhotoModerator } from './moderation.ts';
import { renditionKey } from './presets.ts';
import { photosRepo } from './repo.ts';

const RULES: ModerationRules = {
  autoApprove: true,
  batchSize: 50,
  rules: { minimumDimensions: { width: 320, height: 320 }, duplicateOfOtherMember: { maxDistance: 6 }, duplicateOfOwnPhoto: { maxDistance: 6 } },
};

/** Every test uses its own images: the job compares against every photo already checked. */
let nextSeed = 1000;

describe.each(TEST_DIALECTS)('photo moderation job on %s', (dialect) => {
  let t: ListeningApp;

  beforeAll(async () => {
    t = await startListeningApp(dialect);
  });
  afterAll(() => t.close());

  const run = (rules: ModerationRules = RULES) => moderatePending(t.app.platform, rules, new PhotoModerator(t.app.platform));
  const store = async (member: SeededMember, image: Buffer, isAvatar = false) =>
    t.app.services.photoFiles.storePhoto(member.account.id, image, { isAvatar, moderation: 'pending' });
  const photo = async (hid: string) => (await photosRepo.findByHid(t.app.platform.db, hid))!;
  const pushesOf = (member: SeededMember) =>
    t.app.platform.db.selectFrom('pushes').select(['type', 'record']).where('account_id', '=', member.account.id).orderBy('id').execute();
  const album = async (member: SeededMember) =>
    (await t.request({ method: 'GET', url: '/apis/photos/v1/users/me/albums/-3', headers: member.headers })).json() as PhotoAlbum;
  const connected = (member: SeededMember) => t.sockets.signedIn(member.accessToken);

  it('approves a photo that passes every rule: status 3, decision time on the clock, no push', async () => {
    const member = await t.seed.member();
    const stored = await store(member, await texturedPhoto(nextSeed++), true);
    t.clock.advance(MINUTE);
    expect(await run()).toBeGreaterThanOrEqual(1);
    expect(await photo(stored.hid)).toMatchObject({ moderation: 'approved', moderation_reason: null, moderated_at: t.clock.now() });
    expect((await album(member)).photos.map((p) => p.status)).toEqual([PhotoStatus.moderated]);
    expect(await pushesOf(member)).toEqual([]);
    // Checked once: the next run has nothing to do.
    expect(await run()).toBe(0);
  });

  it('rejects a photo below the minimum dimensions and pushes the photo error to the open app', async () => {
    const member = await t.seed.member({ account: { language: 'de-DE' } });
    const socket = await connected(member);
    const tiny = await store(member, await texturedPhoto(nextSeed++, { width: 250, height: 300 }));
    await run();
    expect(await photo(tiny.hid)).toMatchObject({ moderation: 'rejected', moderation_reason: 'too_small' });
    const push = (await socket.next('push')) as Extract<ServerFrame, { type: 'push' }>;
    expect(push.payload).toMatchObject({ type: 'photo_upload_error', context: 'too_small', template: { title: 'Foto nicht freigegeben' } });
    const recorded = await pushesOf(member);
    expect(recorded.map((row) => row.type)).toEqual(['photo_upload_error']);
    expect((JSON.parse(recorded[0]!.record) as PushRecord).pushId).toBe(push.payload.pushId);
  });

  it('rejects a photo whose stored file does not decode', async () => {
    const member = await t.seed.member();
    const broken = await store(member, await texturedPhoto(nextSeed++));
    fs.writeFileSync(path.join(t.config.dataDir, 'media', renditionKey(broken.storageKey, 'o', 'jpg')), 'this is no longer a JPEG');
    await run();
    expect(await photo(broken.hid)).toMatchObject({ moderation: 'rejected', moderation_reason: 'undecodable', dhash: null });
  });

  it("rejects a resized, re-encoded copy of another member's photo and of the member's own earlier photo", async () => {
    const first = await t.seed.member();
    const second = await t.seed.member();
    const seed = nextSeed++;
    const original = await store(first, await texturedPhoto(seed));
    await run();
    const stolen = await store(second, await texturedPhoto(seed, { width: 480, height: 600, quality: 40 }));
    const again = await store(first, await texturedPhoto(seed, { width: 700, height: 875, quality: 60 }));
    const unrelated = await store(second, await texturedPhoto(nextSeed++));
    await run();
    expect((await photo(original.hid)).moderation).toBe('approved');
    expect(await photo(stolen.hid)).toMatchObject({ moderation: 'rejected', moderation_reason: 'duplicate' });
    expect(await photo(again.hid)).toMatchObject({ moderation: 'rejected', moderation_reason: 'own_duplicate' });
    expect((await photo(unrelated.hid)).moderation).toBe('approved');
  });

  it('catches two copies within one batch, keeping the earlier one', async () => {
    const member = await t.seed.member();
    const other = await t.seed.member();
    const seed = nextSeed++;
    const earlier = await store(member, await texturedPhoto(seed));
    const later = await store(other, await texturedPhoto(seed, { quality: 50 }));
    await run();
    expect((await photo(earlier.hid)).moderation).toBe('approved');
    expect(await photo(later.hid)).toMatchObject({ moderation: 'rejected', moderation_reason: 'duplicate' });
  });

  it('never calls plain one-colour photos duplicates of each other', async () => {
    const sharp = (await import('sharp')).default;
    const plain = () => sharp({ create: { width: 640, height: 800, channels: 3, background: '#446688' } }).jpeg().toBuffer();
    const a = await store(await t.seed.member(), await plain());
    const b = await store(await t.seed.member(), await plain());
    await run();
    expect([(await photo(a.hid)).moderation, (await photo(b.hid)).moderation]).toEqual(['approved', 'approved']);
  });

  it('with autoApprove off leaves a passing photo pending (checked once) and still rejects a failing one', async () => {
    const member = await t.seed.member();
    const good = await store(member, await texturedPhoto(nextSeed++));
    const tiny = await store(member, await texturedPhoto(nextSeed++, { width: 300, height: 250 }));
    await run({ ...RULES, autoApprove: false });
    expect(await photo(good.hid)).toMatchObject({ moderation: 'pending', moderated_at: null });
    expect((await photo(good.hid)).dhash).toMatch(/^[0-9a-f]{16}$/);
    expect((await photo(tiny.hid)).moderation).toBe('rejected');
    expect(await run({ ...RULES, autoApprove: false })).toBe(0);
    expect((await album(member)).photos.map((p) => p.status)).toEqual([PhotoStatus.pending, PhotoStatus.rejected]);
  });

  it('moves the avatar to the next photo when it is rejected, and clears it when none is left', async () => {
    const member = await t.seed.member();
    const avatar = await store(member, await texturedPhoto(nextSeed++, { width: 260, height: 260 }), true);
    const next = await store(member, await texturedPhoto(nextSeed++));
    await run();
    expect((await photo(avatar.hid)).is_avatar).toBe(0);
    expect((await album(member)).coverId).toBe(next.hid);

    const alone = await t.seed.member();
    const only = await store(alone, await texturedPhoto(nextSeed++, { width: 260, height: 260 }), true);
    await run();
    expect((await photo(only.hid)).is_avatar).toBe(0);
    expect((await album(alone)).coverId).toBeNull();
    expect(await t.app.services.photoFiles.avatarUrls(alone.account.id)).toMatchObject({ avatar: null });
  });

  it('takes at most batchSize photos a run, oldest first', async () => {
    const member = await t.seed.member();
    const photos = [];
    for (let i = 0; i < 3; i++) photos.push(await store(member, await texturedPhoto(nextSeed++)));
    expect(await run({ ...RULES, batchSize: 2 })).toBe(2);
    expect(await Promise.all(photos.map(async (p) => (await photo(p.hid)).moderation))).toEqual(['approved', 'approved', 'pending']);
    expect(await run({ ...RULES, batchSize: 2 })).toBe(1);
  });

  it("never overrides the operator's decision made while the job was checking the photo", async () => {
    const member = await t.seed.member();
    const stored = await store(member, await texturedPhoto(nextSeed++));
    const seenByJob = await photo(stored.hid);
    const moderator = new PhotoModerator(t.app.platform);
    await moderator.decide(await photo(stored.hid), { moderation: 'rejected', reason: 'operator' });
    expect(await moderator.decide(seenByJob, { moderation: 'approved' }, { onlyIfPending: true })).toBe(false);
    expect(await photo(stored.hid)).toMatchObject({ moderation: 'rejected', moderation_reason: 'operator' });
  });

  it('is registered as photos.moderation with the shipped rules (auto-approving in demo mode)', async () => {
    const member = await t.seed.member();
    const stored = await store(member, await texturedPhoto(nextSeed++));
    expect(t.app.platform.jobs.names()).toContain('photos.moderation');
    await t.app.platform.jobs.run('photos.moderation');
    expect((await photo(stored.hid)).moderation).toBe('approved');
  });
});

describe('moderation rule file', () => {
  it('ships a valid file whose autoApprove follows demo mode', () => {
    expect(loadModerationRules(true).autoApprove).toBe(true);
    expect(loadModerationRules(false).autoApprove).toBe(false);
  });

  it('refuses a broken file with the place of the mistake', () => {
    expect(() => parseModerationFile('{', 'moderation.json', true)).toThrow(/moderation.json: not valid JSON/);
    expect(() => parseModerationFile(JSON.stringify({ ...RULES, batchSize: 0 }), 'moderation.json', true)).toThrow(/batchSize/);
    expect(parseModerationFile(JSON.stringify({ ...RULES, autoApprove: false }), 'm.json', true).autoApprove).toBe(false);
  });
});

import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerFrame } from '@amora/contracts';
import { HOUR } from '../platform/clock.ts';
import { texturedPhoto } from '../testing/photos.ts';
import { PhotoModerator } from '../modules/photos/index.ts';
import type { SeededMember } from '../testing/seed.ts';
import { startListeningApp, type ListeningApp } from '../testing/listening-app.ts';
import { runOperatorCommand } from '../testing/operator-command.ts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../testing/test-app.ts';
import { approve, formatPending, listPending, markFakeAge, reject, UnknownPhotosError } from './commands.ts';

let nextSeed = 5000;

describe.each(TEST_DIALECTS)('moderation command functions on %s', (dialect) => {
  let t: ListeningApp;

  beforeAll(async () => {
    t = await startListeningApp(dialect);
  });
  afterAll(() => t.close());

  const store = async (member: SeededMember, isAvatar = false) =>
    t.app.services.photoFiles.storePhoto(member.account.id, await texturedPhoto(nextSeed++), { isAvatar, moderation: 'pending' });
  const photo = async (hid: string) => (await new PhotoModerator(t.app.platform).findByHids([hid]))[0]!;
  const pushTypes = async (member: SeededMember) =>
    (await t.app.platform.db.selectFrom('pushes').select('type').where('account_id', '=', member.account.id).orderBy('id').execute()).map((row) => row.type);

  it('lists pending photos oldest first with owner, age and whether the job checked them', async () => {
    const member = await t.seed.member();
    const older = await store(member, true);
    t.clock.advance(3 * HOUR);
    const newer = await store(member);
    await t.app.platform.db.updateTable('photos').set({ dhash: '0123456789abcdef' }).where('hid', '=', older.hid).execute();
    const listed = (await listPending(t.app)).filter((p) => p.ownerHid === member.account.hid);
    expect(listed).toEqual([
      { hid: older.hid, ownerHid: member.account.hid, ownerEmail: member.account.email, ageMs: 3 * HOUR, width: 640, height: 800, checked: true },
      { hid: newer.hid, ownerHid: member.account.hid, ownerEmail: member.account.email, ageMs: 0, width: 640, height: 800, checked: false },
    ]);
    const text = formatPending(listed);
    expect(text).toContain(`${older.hid}  ${member.account.hid} <${member.account.email}>  3 h  640×800  checked`);
    expect(text).toContain(`${newer.hid}  ${member.account.hid} <${member.account.email}>  0 min  640×800  not checked yet`);
    expect(formatPending([])).toBe('No photos are waiting for moderation.');
  });

  it('approves: status moderated, no push; the same approval twice changes nothing', async () => {
    const member = await t.seed.member();
    const stored = await store(member, true);
    expect(await approve(t.app, [stored.hid])).toEqual([{ hid: stored.hid, changed: true }]);
    expect(await photo(stored.hid)).toMatchObject({ moderation: 'approved', moderated_at: t.clock.now() });
    expect(await approve(t.app, [stored.hid])).toEqual([{ hid: stored.hid, changed: false }]);
    expect(await pushTypes(member)).toEqual([]);
  });

  it('rejects with the reason given, moves the avatar and pushes once; approving later restores it as avatar', async () => {
    const member = await t.seed.member();
    const avatar = await store(member, true);
    expect(await reject(t.app, [avatar.hid], 'nudity')).toEqual([{ hid: avatar.hid, changed: true }]);
    expect(await photo(avatar.hid)).toMatchObject({ moderation: 'rejected', moderation_reason: 'nudity', is_avatar: 0 });
    await reject(t.app, [avatar.hid], 'nudity');
    expect(await pushTypes(member)).toEqual(['photo_upload_error']);
    await approve(t.app, [avatar.hid]);
    expect(await photo(avatar.hid)).toMatchObject({ moderation: 'approved', moderation_reason: null, is_avatar: 1 });
    await expect(reject(t.app, [avatar.hid], '  ')).rejects.toThrow(/--reason/);
  });

  it('marks fake age: rejected with reason fake_age and the fake-age push reaches the open app', async () => {
    const member = await t.seed.member({ account: { language: 'fr-FR' } });
    const socket = await t.sockets.signedIn(member.accessToken);
    const stored = await store(member, true);
    await markFakeAge(t.app, [stored.hid]);
    expect(await photo(stored.hid)).toMatchObject({ moderation: 'rejected', moderation_reason: 'fake_age' });
    const push = (await socket.next('push')) as Extract<ServerFrame, { type: 'push' }>;
    expect(push.payload).toMatchObject({ type: 'photo_moderation_fake_age', context: 'fake_age', template: { title: 'Photo refusée' } });
    expect(await pushTypes(member)).toEqual(['photo_moderation_fake_age']);
  });

  it('changes nothing when any hid is unknown', async () => {
    const member = await t.seed.member();
    const stored = await store(member);
    const error = await approve(t.app, [stored.hid, 'nosuchphoto']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnknownPhotosError);
    expect((error as UnknownPhotosError).hids).toEqual(['nosuchphoto']);
    expect((await photo(stored.hid)).moderation).toBe('pending');
  });
});

const runCommand = (dataDir: string, args: string[]) => runOperatorCommand(path.join(import.meta.dirname, 'cli.ts'), dataDir, args);

describe('moderation command as a process', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('lists, rejects on the configured database and exits non-zero on an unknown hid', async () => {
    const member = await t.seed.member();
    const stored = await t.app.services.photoFiles.storePhoto(member.account.id, await texturedPhoto(nextSeed++), { isAvatar: true, moderation: 'pending' });

    const listed = await runCommand(t.config.dataDir, ['list']);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toContain(`${stored.hid}  ${member.account.hid} <${member.account.email}>`);

    const rejected = await runCommand(t.config.dataDir, ['reject', '--reason', 'spam', stored.hid]);
    expect(rejected.code, rejected.stderr).toBe(0);
    expect(rejected.stdout).toContain(`${stored.hid}: rejected`);
    const [row] = await new PhotoModerator(t.app.platform).findByHids([stored.hid]);
    expect(row).toMatchObject({ moderation: 'rejected', moderation_reason: 'spam' });

    // One hid in 64 begins with a dash: it is still a hid, not an option.
    const unknown = await runCommand(t.config.dataDir, ['approve', '-nosuchphoto']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No photo with hid -nosuchphoto. Nothing was changed.');
    expect((await runCommand(t.config.dataDir, ['approve'])).code).toBe(2);
    // Four processes, each compiling the server's TypeScript as it starts: on a busy machine that
    // alone can take most of the default 30 s.
  }, 90_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_THREAD_PAGE_SIZE, type SystemMessage, type SystemThreadResponse } from '@amora/contracts';
import { MINUTE, SECOND } from '../../platform/clock.ts';
import type { DomainEvent } from '../../platform/events/types.ts';
import { approve, reject } from '../../moderation/commands.ts';
import type { SeededMember } from '../../testing/seed.ts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app.ts';

const THREAD = '/v3/messenger/system-thread';
const MARK_READ = '/v3/messenger/system-thread:markRead';

/** The system thread (issue 18 point 7; docs/decisions.md "System thread"): notices written once from their events, and the member's own pages. */
describe.each(TEST_DIALECTS)('system thread on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t?.close());

  const read = async (member: SeededMember, pageToken?: string): Promise<SystemThreadResponse> => {
    const res = await t.request({ method: 'GET', url: THREAD, query: pageToken === undefined ? {} : { pageToken }, headers: member.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as SystemThreadResponse;
  };
  const kinds = async (member: SeededMember) => (await read(member)).messages.map((message) => [message.kind, message.params]);
  /** An event recorded as its module records it; dispatched once the transaction commits, as every event is. */
  const record = (event: DomainEvent) => t.app.platform.events.transaction((trx) => t.app.platform.events.record(trx, event));
  /** The member's notice rows, counted in the table itself (not through the route under test). */
  const rowsOf = async (member: SeededMember) =>
    Number((await t.database.db.selectFrom('system_messages').select((eb) => eb.fn.countAll<number | string>().as('n')).where('account_id', '=', member.account.id).executeTakeFirstOrThrow()).n);

  it('welcomes a member who signs up, once, however often the event comes; a member made otherwise gets no welcome', async () => {
    const before = t.clock.now();
    const member = await t.seed.signUp();
    const { messages, nextPageToken, unreadCount } = await read(member);
    expect(messages).toEqual([{ id: expect.any(String) as string, kind: 'welcome', params: {}, createdAt: before, read: false }]);
    expect(messages[0]!.id).not.toBe(String(member.account.id));
    expect(messages[0]!.id).toMatch(/^[A-Za-z0-9_-]{10,}$/);
    expect({ nextPageToken, unreadCount }).toEqual({ nextPageToken: '', unreadCount: 1 });

    // The outbox delivers at least once: the same news again writes nothing.
    await record({ type: 'member.registered', memberId: member.account.id });
    expect(await rowsOf(member)).toBe(1);

    const seeded = await t.seed.member();
    expect(await read(seeded)).toEqual({ messages: [], nextPageToken: '', unreadCount: 0 });
  });

  it('says so when the first photo is approved (not the next ones) and when a photo is rejected, with the reason it can word', async () => {
    const member = await t.seed.member();
    await t.seed.uploadPhoto(member, { approved: true });
    t.clock.advance(MINUTE);
    await t.seed.uploadPhoto(member, { approved: true });
    expect(await kinds(member)).toEqual([['photoApproved', {}]]);

    const small = await t.seed.uploadPhoto(member);
    const blurry = await t.seed.uploadPhoto(member);
    const fake = await t.seed.uploadPhoto(member);
    await reject(t.app, [small.id], 'too_small');
    await reject(t.app, [blurry.id], 'blurry');
    await reject(t.app, [fake.id], 'fake_age');
    // An operator's own word is not shown: it was never translated.
    expect(await kinds(member)).toEqual([
      ['photoRejected', { reason: 'fake_age' }],
      ['photoRejected', { reason: null }],
      ['photoRejected', { reason: 'too_small' }],
      ['photoApproved', {}],
    ]);

    // Approved again and rejected again: the same photo's rejection is told once, and there is no second approval notice.
    await approve(t.app, [small.id]);
    await reject(t.app, [small.id], 'too_small');
    const [row] = await t.database.db.selectFrom('photos').select('id').where('hid', '=', small.id).execute();
    await record({ type: 'photo.rejected', memberId: member.account.id, photoId: Number(row!.id), reason: 'too_small' });
    expect(await rowsOf(member)).toBe(4);
  });

  it('tells the verification outcome once per verification', async () => {
    const member = await t.seed.member();
    await record({ type: 'verification.decided', memberId: member.account.id, verificationId: 901, approved: false, reason: 'gesture_missing' });
    t.clock.advance(MINUTE);
    await record({ type: 'verification.decided', memberId: member.account.id, verificationId: 902, approved: true, reason: null });
    await record({ type: 'verification.decided', memberId: member.account.id, verificationId: 902, approved: true, reason: null });
    expect(await kinds(member)).toEqual([
      ['verificationApproved', {}],
      ['verificationRejected', {}],
    ]);
  });

  it('pages newest first, 20 a page, with a sealed token of the member’s own', async () => {
    const member = await t.seed.member();
    const other = await t.seed.member();
    const total = SYSTEM_THREAD_PAGE_SIZE * 2 + 5;
    for (let photoId = 1; photoId <= total; photoId++) {
      await record({ type: 'photo.rejected', memberId: member.account.id, photoId: 10_000 + photoId, reason: 'duplicate' });
      t.clock.advance(SECOND);
    }
    const pages: SystemMessage[][] = [];
    let token: string | undefined;
    do {
      const page = await read(member, token);
      expect(page.unreadCount).toBe(total);
      pages.push(page.messages);
      token = page.nextPageToken || undefined;
      if (token) {
        // Nothing in it reads as a row id, and it opens for its member alone.
        expect(token).not.toMatch(/^\d+$/);
        const stolen = await t.request({ method: 'GET', url: THREAD, query: { pageToken: token }, headers: other.headers });
        expect(stolen.statusCode, stolen.body).toBe(400);
        expect(stolen.json()).toMatchObject({ fields: { pageToken: expect.any(String) as string } });
      }
    } while (token);
    expect(pages.map((page) => page.length)).toEqual([20, 20, 5]);
    const times = pages.flat().map((message) => message.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(pages.flat().map((message) => message.id)).size).toBe(total);

    for (const pageToken of ['x'.repeat(161), 'AAAA', `${(await read(member)).nextPageToken}A`]) {
      const res = await t.request({ method: 'GET', url: THREAD, query: { pageToken }, headers: member.headers });
      expect(res.statusCode, res.body).toBe(400);
    }
  });

  it('marks every notice of the caller read, and only the caller’s', async () => {
    const member = await t.seed.signUp();
    const other = await t.seed.signUp();
    await record({ type: 'verification.decided', memberId: member.account.id, verificationId: 903, approved: true, reason: null });
    expect((await read(member)).unreadCount).toBe(2);

    const res = await t.request({ method: 'POST', url: MARK_READ, headers: member.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({});
    const after = await read(member);
    expect(after.unreadCount).toBe(0);
    expect(after.messages.map((message) => message.read)).toEqual([true, true]);
    expect(await read(other)).toMatchObject({ unreadCount: 1, messages: [{ kind: 'welcome', read: false }] });

    // A notice after the read is unread again.
    await t.seed.uploadPhoto(member, { approved: true });
    expect((await read(member)).unreadCount).toBe(1);
  });

  it('shows a member none of another’s notices, and strangers nothing (401)', async () => {
    const member = await t.seed.signUp();
    const other = await t.seed.member();
    await record({ type: 'verification.decided', memberId: member.account.id, verificationId: 904, approved: true, reason: null });
    expect(await read(other)).toEqual({ messages: [], nextPageToken: '', unreadCount: 0 });
    await t.request({ method: 'POST', url: MARK_READ, headers: other.headers });
    expect((await read(member)).unreadCount).toBe(2);

    for (const res of [
      await t.request({ method: 'GET', url: THREAD }),
      await t.request({ method: 'POST', url: MARK_READ }),
      await t.request({ method: 'GET', url: THREAD, headers: { authorization: 'JWT forged' } }),
    ]) {
      expect(res.statusCode, res.body).toBe(401);
    }
    expect((await read(member)).unreadCount).toBe(2);
  });

  it('erases the thread with the account', async () => {
    const member = await t.seed.signUp();
    expect(await rowsOf(member)).toBe(1);
    await t.database.db.transaction().execute(async (trx) => {
      await t.app.platform.memberData.erase(trx, member.account.id);
    });
    expect(await rowsOf(member)).toBe(0);
  });
});

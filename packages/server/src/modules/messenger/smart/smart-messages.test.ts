import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMART_MESSAGES_DAILY_LIMIT, type MessagesResponse } from '@amora/contracts';
import { DAY, HOUR, MINUTE } from '../../../platform/clock.ts';
import type { SeededMember } from '../../../testing/seed.ts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../../testing/test-app.ts';
import { pointFrom } from '../../discovery/discovery.fixture.ts';
import { BERLIN, cohort, manOf, womanOf } from '../../discovery/game/game.fixture.ts';
import { storedFiles } from '../../member-views/member-views.fixture.ts';
import type { RenditionFiles } from '../../photos/index.ts';
import { GREETINGS } from '../greetings/catalogue.ts';

const near = (km: number) => pointFrom(BERLIN, 45, km);
const JOB = 'messenger.smart-messages';

describe.each(TEST_DIALECTS)('smart messages on %s', (dialect) => {
  let t: TestApp;
  let files: RenditionFiles;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    files = await storedFiles(t);
  });
  afterAll(() => t.close());

  const call = async (member: SeededMember, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) => {
    // The clock moves days on: a fresh access token each call.
    const res = await t.request({ method, url, headers: await member.freshHeaders(), ...(payload === undefined ? {} : { payload: payload as object }) });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(500);
    return res;
  };
  const state = async (member: SeededMember) => (await call(member, 'GET', '/rest/v2/user/mass/outgoing?timestamp=1')).json();
  const responses = async (member: SeededMember) => (await call(member, 'GET', '/rest/v2/pings/responses?timestamp=1')).json();
  const runJob = () => t.app.platform.jobs.run(JOB);
  /** The hids the sender's smart messages went to, oldest first, and whether each is held. */
  const smartSent = async (sender: SeededMember) => {
    const rows = await t.app.platform.db
      .selectFrom('messages')
      .innerJoin('accounts', 'accounts.id', 'messages.receiver_account_id')
      .select(['accounts.hid', 'messages.is_held', 'messages.greeting_type', 'messages.text'])
      .where('messages.sender_account_id', '=', sender.account.id)
      .where('messages.is_smart', '=', 1)
      .orderBy('messages.id')
      .execute();
    return rows;
  };
  let nextRequest = 0;
  const text = (from: SeededMember, to: SeededMember, words: string) =>
    call(from, 'POST', `/v3/messenger/dialogs/${to.account.hid}/messages`, { type: 'text', textMessageBody: { text: words }, requestId: `t-${nextRequest++}` });

  it('sends the greeting to at most 20 suitable members a day, never twice, never to the blocked, unsuitable or contacted; disabling stops it', async () => {
    const c = cohort(0);
    const sender = await womanOf(t, files, c, { at: BERLIN, photos: 1, account: { premium_until: t.clock.now() + 365 * DAY, language: 'en-US' } });
    const suitable: SeededMember[] = [];
    for (let i = 0; i < 23; i++) suitable.push(await manOf(t, files, c, { at: near(i + 1), account: { language: i % 2 ? 'de-DE' : 'en-US' } }));
    const blocked = await manOf(t, files, c, { at: near(1) });
    const blocking = await manOf(t, files, c, { at: near(1) });
    const contacted = await manOf(t, files, c, { at: near(1) });
    const unsuitable = [
      await manOf(t, files, c, { at: near(1), searchGender: 'male' }),
      await manOf(t, files, c, { at: near(1), photos: 0 }),
      await manOf(t, files, c, { at: near(1), age: c.men + 10 }),
      await womanOf(t, files, c, { at: near(1), photos: 1 }),
    ];
    expect((await call(sender, 'POST', `/v3/users/${blocked.account.hid}:block`, { source: 'profile' })).statusCode).toBe(200);
    expect((await call(blocking, 'POST', `/v3/users/${sender.account.hid}:block`, { source: 'profile' })).statusCode).toBe(200);
    expect((await text(sender, contacted, 'Hello there')).statusCode).toBe(200);

    // Nothing goes out before she enables them.
    expect(await state(sender)).toEqual({ result: { done: false } });
    await runJob();
    expect(await smartSent(sender)).toEqual([]);

    for (const body of [{ context: 'x'.repeat(33) }, [], { context: null }, { context: 5 }]) {
      expect((await call(sender, 'POST', '/rest/v2/user/mass/outgoing', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await state(sender)).toEqual({ result: { done: false } });
    expect((await call(sender, 'POST', '/rest/v2/user/mass/outgoing', { context: 'dialogs' })).json()).toEqual({ result: { done: true } });
    expect(await state(sender)).toEqual({ result: { done: true } });

    expect(await runJob()).toBe(SMART_MESSAGES_DAILY_LIMIT);
    const firstDay = await smartSent(sender);
    expect(firstDay).toHaveLength(SMART_MESSAGES_DAILY_LIMIT);
    const suitableHids = new Set(suitable.map((m) => m.account.hid));
    for (const row of firstDay) {
      expect(suitableHids.has(row.hid), row.hid).toBe(true);
      expect(row.is_held).toBe(0);
      // In the receiver's language.
      const receiver = suitable.find((m) => m.account.hid === row.hid)!;
      expect(row.text).toBe(GREETINGS[receiver.account.language as 'en-US' | 'de-DE'][row.greeting_type! - 1]);
    }
    expect(new Set(firstDay.map((row) => row.hid)).size).toBe(SMART_MESSAGES_DAILY_LIMIT);

    // The receiver sees an incoming smart greeting.
    const receiver = suitable.find((m) => m.account.hid === firstDay[0]!.hid)!;
    const thread = (await call(receiver, 'GET', `/v3/messenger/dialogs/${sender.account.hid}/messages?timestamp=1`)).json() as MessagesResponse;
    expect(thread.messages).toEqual([expect.objectContaining({ type: 'greeting', isIncoming: true, isSmart: true, isSent: true })]);

    // Later the same day: nothing more, however often the job runs.
    t.clock.advance(6 * HOUR);
    expect(await runJob()).toBe(0);
    expect(await smartSent(sender)).toHaveLength(SMART_MESSAGES_DAILY_LIMIT);

    // The next day the rest of the suitable members, each once.
    t.clock.advance(18 * HOUR + MINUTE);
    expect(await runJob()).toBe(suitable.length - SMART_MESSAGES_DAILY_LIMIT);
    const all = await smartSent(sender);
    expect(new Set(all.map((row) => row.hid))).toEqual(suitableHids);
    for (const member of [blocked, blocking, contacted, ...unsuitable]) expect(all.map((row) => row.hid)).not.toContain(member.account.hid);
    t.clock.advance(2 * HOUR);
    expect(await runJob()).toBe(0);

    // Replies count as responses; a reply to her other words does not.
    expect(await responses(sender)).toEqual({ result: { count: 0 } });
    expect((await text(suitable[0]!, sender, 'Hi! Nice to meet you')).statusCode).toBe(200);
    expect((await text(suitable[1]!, sender, 'Hey, thanks!')).statusCode).toBe(200);
    expect((await text(suitable[1]!, sender, 'How are you?')).statusCode).toBe(200);
    expect((await text(contacted, sender, 'Hi back')).statusCode).toBe(200);
    expect(await responses(sender)).toEqual({ result: { count: 2 } });

    // Disabled: a new suitable member gets nothing, from now on.
    expect((await call(sender, 'DELETE', '/rest/v2/user/mass/outgoing')).json()).toEqual({ result: { done: false } });
    const newcomer = await manOf(t, files, c, { at: near(1) });
    t.clock.advance(2 * DAY);
    expect(await runJob()).toBe(0);
    expect((await smartSent(sender)).some((row) => row.hid === newcomer.account.hid)).toBe(false);
    // Enabled again: only the newcomer is left to write to.
    await call(sender, 'POST', '/rest/v2/user/mass/outgoing', { context: 'dialogs' });
    expect(await runJob()).toBe(1);
    expect((await smartSent(sender)).at(-1)!.hid).toBe(newcomer.account.hid);

    const archive = await t.app.platform.memberData.export({ accountId: sender.account.id, language: 'en-US' });
    expect((archive!.data.settings as Record<string, unknown>).smart_messages).toEqual({ enabled: true, changed_at: expect.any(String) });
  });

  it('sends a free sender’s smart messages as sent (the free trial), a day’s share at a time', async () => {
    const c = cohort(1);
    const sender = await womanOf(t, files, c, { at: BERLIN, photos: 1 });
    const men: SeededMember[] = [];
    for (let i = 0; i < SMART_MESSAGES_DAILY_LIMIT + 3; i++) men.push(await manOf(t, files, c, { at: near(i + 1) }));
    await call(sender, 'POST', '/rest/v2/user/mass/outgoing', {});
    expect(await runJob()).toBe(SMART_MESSAGES_DAILY_LIMIT);
    const first = await smartSent(sender);
    expect(first.every((row) => row.is_held === 0)).toBe(true);
    // The receiver reads it: a dialog with one unread message.
    const reader = men.find((man) => man.account.hid === first[0]!.hid)!;
    const dialog = (await call(reader, 'GET', `/v3/messenger/dialogs/${sender.account.hid}`)).json();
    expect(dialog.dialog).toMatchObject({ unreadMessagesCount: 1 });
    t.clock.advance(DAY + MINUTE);
    expect(await runJob()).toBe(3);
    expect(await smartSent(sender)).toHaveLength(SMART_MESSAGES_DAILY_LIMIT + 3);

    await t.app.platform.db.transaction().execute((trx) => t.app.platform.memberData.erase(trx, sender.account.id));
    expect(await t.app.platform.db.selectFrom('smart_messages').selectAll().where('account_id', '=', sender.account.id).execute()).toEqual([]);
  });
});

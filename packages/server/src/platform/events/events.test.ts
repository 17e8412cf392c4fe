import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DAY } from '../clock.ts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app.ts';
import { EVENT_MAX_ATTEMPTS, EventOutbox, eventRetryDelayMs } from './outbox.ts';
import { createProbeTables, probeRows, recordMessages, subscribeProbe, type ProbeTables } from './probe.fixture.ts';

/**
 * Domain events after commit (platform/events), on a real database. The app's own poll is slowed
 * to a minute so each test decides when a pass runs; a second outbox on the same database plays
 * another process.
 */
describe.each(TEST_DIALECTS)('domain events on %s', (dialect) => {
  let t: TestApp;
  let nextMember = 1000;
  const member = () => nextMember++;

  beforeAll(async () => {
    t = await startTestApp(dialect, { env: { EVENTS_POLL_MS: '60000' } });
    await createProbeTables(t.database.db, dialect);
    subscribeProbe(t.app.platform.events, 'app');
  });
  afterAll(() => t.close());

  const events = () => t.app.platform.events;
  const outboxRows = (memberId: number) => t.database.db.selectFrom('event_outbox').selectAll().where('member_id', '=', memberId).orderBy('id').execute();
  const probed = async (memberId: number) => (await probeRows(t.database.db)).filter((row) => Number(row.member_id) === memberId);
  /** Another process on the same database: records, and dispatches only when told. */
  const otherProcess = (pollMs = 60_000) => new EventOutbox(t.database.db, dialect, t.clock, { pollMs, dispatchDelayMs: 0 });

  it('delivers an event recorded in a committed transaction once, after the commit, with its delivery record', async () => {
    const memberId = member();
    await events().transaction(async (trx) => {
      await events().record(trx, { type: 'message.sent', memberId, senderId: 7, messageId: 1 });
      // Inside the transaction nothing has been dispatched yet.
      expect(await trx.selectFrom('event_deliveries').select('event_id').execute()).toEqual([]);
    });
    const [row] = await outboxRows(memberId);
    expect(row).toMatchObject({ type: 'message.sent', payload: JSON.stringify({ senderId: 7, messageId: 1 }), dispatched_at: t.clock.now(), attempts: 1, last_error: null });
    expect((await probed(memberId)).map((probe) => [Number(probe.event_id), Number(probe.message_id)])).toEqual([[Number(row!.id), 1]]);
    // One delivery record per subscriber: the probe's, and the app's own (the new-message mails).
    const deliveries = await t.database.db.selectFrom('event_deliveries').select(['subscriber']).where('event_id', '=', row!.id).orderBy('subscriber').execute();
    expect(deliveries).toEqual([{ subscriber: 'notification-mails.message.sent' }, { subscriber: 'probe.message-sent' }]);

    // Dispatching again finds nothing to do.
    await events().dispatchDue();
    expect(await probed(memberId)).toHaveLength(1);
  });

  it('never delivers an event recorded in a rolled-back transaction: it never reaches the table', async () => {
    const memberId = member();
    const failed = events().transaction(async (trx) => {
      await events().record(trx, { type: 'message.sent', memberId, senderId: 7, messageId: 1 });
      throw new Error('the write behind it failed');
    });
    await expect(failed).rejects.toThrow('the write behind it failed');
    expect(await outboxRows(memberId)).toEqual([]);
    await events().dispatchDue();
    expect(await probed(memberId)).toEqual([]);
  });

  it('refuses an event recorded outside events.transaction(), which would never be dispatched after commit', async () => {
    const memberId = member();
    const plain = t.database.db.transaction().execute((trx) => events().record(trx, { type: 'message.sent', memberId, senderId: 7, messageId: 1 }));
    await expect(plain).rejects.toThrow(/outside events\.transaction/);
    expect(await outboxRows(memberId)).toEqual([]);
  });

  it('keeps each member in order: a failing event holds back that member only, and its retry runs only the subscriber that failed', async () => {
    const steady: string[] = [];
    const flaky: string[] = [];
    let failOnce = true;
    events().subscribe({
      name: 'probe.liked-steady',
      type: 'member.liked',
      handle: async (event) => void steady.push(`${event.memberId}:${event.likerId}`),
    });
    events().subscribe({
      name: 'probe.liked-flaky',
      type: 'member.liked',
      async handle(event, context) {
        // Written before the failure and rolled back with it: it exists once, from the retry.
        await context.db
          .withTables<ProbeTables>()
          .insertInto('event_probe')
          .values({ event_id: context.eventId, member_id: event.memberId, message_id: event.likerId, handler: 'flaky' })
          .execute();
        if (failOnce && event.likerId === 1) {
          failOnce = false;
          throw new Error('push service away');
        }
        flaky.push(`${event.memberId}:${event.likerId}`);
      },
    });
    const [m, n] = [member(), member()];
    const like = (memberId: number, likerId: number) => events().transaction((trx) => events().record(trx, { type: 'member.liked', memberId, likerId }));
    await like(m, 1);
    await like(m, 2);
    await like(n, 4);
    await like(m, 3);

    expect(steady).toEqual([`${m}:1`, `${n}:4`]);
    expect(flaky).toEqual([`${n}:4`]);
    const [first, second] = await outboxRows(m);
    expect(first).toMatchObject({ attempts: 1, dispatched_at: null, last_error: 'push service away', next_attempt_at: t.clock.now() + eventRetryDelayMs(1) });
    expect(second).toMatchObject({ attempts: 0, dispatched_at: null });

    // Not yet due: a pass leaves the member waiting.
    await events().dispatchDue();
    expect(flaky).toEqual([`${n}:4`]);

    t.clock.advance(eventRetryDelayMs(1));
    await events().dispatchDue();
    expect(steady).toEqual([`${m}:1`, `${n}:4`, `${m}:2`, `${m}:3`]);
    expect(flaky).toEqual([`${n}:4`, `${m}:1`, `${m}:2`, `${m}:3`]);
    expect((await probed(m)).map((row) => Number(row.message_id))).toEqual([1, 2, 3]);
    expect((await outboxRows(m)).map((row) => [row.attempts, row.last_error, row.dispatched_at !== null])).toEqual([
      [2, null, true],
      [1, null, true],
      [1, null, true],
    ]);
  });

  it('gives an event up after the last attempt, keeping the error, and the member\'s queue moves on', async () => {
    const memberId = member();
    events().subscribe({
      name: 'probe.match-broken',
      type: 'match.created',
      async handle(event) {
        if (event.otherId === 13) throw new Error('never works');
      },
    });
    const match = (otherId: number) => events().transaction((trx) => events().record(trx, { type: 'match.created', memberId, otherId }));
    await match(13);
    await match(14);
    for (let attempt = 1; attempt < EVENT_MAX_ATTEMPTS; attempt++) {
      t.clock.advance(eventRetryDelayMs(attempt));
      await events().dispatchDue();
    }
    const [broken, next] = await outboxRows(memberId);
    expect(broken).toMatchObject({ attempts: EVENT_MAX_ATTEMPTS, last_error: 'never works', dispatched_at: t.clock.now() });
    expect(next).toMatchObject({ attempts: 1, last_error: null, dispatched_at: t.clock.now() });
  });

  it('picks up events another process committed but never dispatched: on the next pass, and at once when a dispatcher starts', async () => {
    const crashed = otherProcess();
    const [early, late] = [member(), member()];
    // Not started, as a process killed before its dispatch: the events wait in the outbox.
    await recordMessages(crashed, [{ memberId: early, messageId: 1 }]);
    expect(await probed(early)).toEqual([]);
    await events().dispatchDue();
    expect((await probed(early)).map((row) => row.handler)).toEqual(['app']);

    await recordMessages(crashed, [{ memberId: late, messageId: 1 }]);
    const restarted = otherProcess(20);
    subscribeProbe(restarted, 'restarted');
    restarted.start();
    await vi.waitFor(async () => expect((await probed(late)).map((row) => row.handler)).toEqual(['restarted']), { timeout: 5000, interval: 20 });
    await restarted.stop();
  });

  it('dispatches each event once and each member in order with several dispatchers at work at once', async () => {
    const writer = otherProcess();
    const [a, b] = [otherProcess(), otherProcess()];
    subscribeProbe(a, 'a');
    subscribeProbe(b, 'b');
    a.start();
    b.start();
    const members = [member(), member(), member(), member()];
    const messages = Array.from({ length: 60 }, (_, i) => ({ memberId: members[i % members.length]!, messageId: i }));
    await recordMessages(writer, messages);
    await Promise.all([a.dispatchDue(), b.dispatchDue(), a.dispatchDue(), b.dispatchDue(), events().dispatchDue()]);
    await Promise.all([a.stop(), b.stop()]);

    const rows = (await probeRows(t.database.db)).filter((row) => members.includes(Number(row.member_id)));
    expect(rows).toHaveLength(messages.length);
    expect(new Set(rows.map((row) => Number(row.event_id))).size).toBe(messages.length);
    for (const memberId of members) {
      const handled = rows.filter((row) => Number(row.member_id) === memberId).map((row) => Number(row.message_id));
      expect(handled).toEqual(messages.filter((message) => message.memberId === memberId).map((message) => message.messageId));
    }
  });

  it('purges settled events after the retention, with their delivery records, and keeps pending ones', async () => {
    const [settled, pending] = [member(), member()];
    await recordMessages(events(), [{ memberId: settled, messageId: 1 }]);
    await recordMessages(otherProcess(), [{ memberId: pending, messageId: 1 }]);
    t.clock.advance(8 * DAY);
    await events().purgeSettled(t.clock.now() - 7 * DAY);
    expect(await outboxRows(settled)).toEqual([]);
    expect(await outboxRows(pending)).toHaveLength(1);
  });
});

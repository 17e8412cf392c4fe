import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '@amora/contracts';
import { startListeningApp, type ListeningApp } from '../../testing/listening-app.ts';
import type { SeededMember } from '../../testing/seed.ts';
import { TEST_DIALECTS } from '../../testing/test-app.ts';
import { StatementCounter } from './statements.fixture.ts';

/**
 * What one text between two matched members costs in SQL statements (bench/README.md, messenger:
 * each is a round trip on the loaded cores), counted with all it causes: the request's reads, the
 * send's transaction, the web push offer and the dispatch of its event. Before the send path was
 * trimmed it took 45 with the receiver online and 48 away (docs/decisions.md "Messenger send
 * path (benchmark)"). A change that adds one fails here: find a read to save, or raise the budget
 * with a reason there.
 */
const ONLINE_BUDGET = 29;
/** Away, web push reads the receiver's account, notification settings and subscriptions too. */
const AWAY_BUDGET = 33;
/** Tables only the delivery to an away member reads. */
const AWAY_ONLY = ['select notification_settings', 'select webpush_subscriptions'];

describe.each(TEST_DIALECTS)('the statements of a send on %s', (dialect) => {
  let t: ListeningApp;
  const counter = new StatementCounter();
  let nextRequest = 0;
  beforeAll(async () => {
    // The outbox's poll stays out of the count: a send dispatches its own event.
    t = await startListeningApp(dialect, { plugin: counter.plugin, env: { EVENTS_POLL_MS: '3600000' } });
  });
  afterAll(() => t.close());

  const like = async (a: SeededMember, b: SeededMember) => {
    const res = await t.request({ method: 'POST', url: '/apis/relations/v1/users/me/likes?context=profile', headers: a.headers, payload: { contact_hid: b.account.hid } });
    expect(res.statusCode, res.body).toBe(200);
  };
  /** One text, counted with everything it causes until the web push offers have settled. */
  const countedSend = async (from: SeededMember, to: SeededMember, text: string) => {
    const { result, statements } = await counter.during(async () => {
      const res = await t.request({ method: 'POST', url: `/v3/messenger/dialogs/${to.account.hid}/messages`, headers: from.headers, payload: { requestId: `s-${nextRequest++}`, type: 'text', textMessageBody: { text } } });
      await t.app.services.webPush.idle();
      return res;
    });
    expect(result.statusCode, result.body).toBe(200);
    return { message: (result.json() as { message: Message }).message, statements };
  };

  it('stays within its budget of statements, with the receiver online and away', async () => {
    const alice = await t.seed.member({ persona: 'alice' });
    const bob = await t.seed.member({ persona: 'bob' });
    await like(alice, bob);
    await like(bob, alice);
    const socket = await t.sockets.signedIn(bob.accessToken!);
    // The pair's first words create the dialog rows and move the unread count: the budget is for a conversation under way.
    await countedSend(alice, bob, 'Hi');

    const online = await countedSend(alice, bob, 'How are you?');
    let frame = await socket.next('message');
    while ((frame.payload as { message: Message }).message.id !== online.message.id) frame = await socket.next('message');
    expect(online.statements.length, online.statements.join('\n')).toBeLessThanOrEqual(ONLINE_BUDGET);
    expect(online.statements.filter((statement) => AWAY_ONLY.includes(statement))).toEqual([]);

    socket.close();
    await socket.closed;
    t.clock.advance(2 * t.config.realtimeHeartbeatMs);
    const away = await countedSend(alice, bob, 'Still there?');
    expect(away.statements.length, away.statements.join('\n')).toBeLessThanOrEqual(AWAY_BUDGET);
    expect(away.statements).toEqual(expect.arrayContaining(AWAY_ONLY));
  });
});

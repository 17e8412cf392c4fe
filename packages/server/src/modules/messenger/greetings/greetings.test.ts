import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GreetingsResponse, Message, MessagesResponse, SentGreeting } from '@amora/contracts';
import type { SeededMember } from '../../../testing/seed.ts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../../testing/test-app.ts';
import { GREETINGS } from './catalogue.ts';

describe.each(TEST_DIALECTS)('greetings on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  const call = async (member: SeededMember, method: 'GET' | 'POST', url: string, options: { payload?: object; language?: string } = {}) => {
    const headers = { ...member.headers, 'accept-language': options.language ?? 'en-US' };
    const res = await t.request({ method, url, headers, ...(options.payload ? { payload: options.payload } : {}) });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(500);
    return res;
  };
  const suggestions = async (from: SeededMember, to: SeededMember, query = '', language?: string) => {
    const res = await call(from, 'GET', `/v3/messenger/dialogs/${to.account.hid}/greetings?timestamp=1${query}`, { language });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as GreetingsResponse).greetings;
  };
  const block = (from: SeededMember, to: SeededMember) => call(from, 'POST', `/v3/users/${to.account.hid}:block`, { payload: { source: 'profile' } });

  it('suggests 3 greetings for the pair in the caller’s language, the same each time, others for “create more”, 1 when asked', async () => {
    const alice = await t.seed.member({ persona: 'alice' });
    const bob = await t.seed.member({ persona: 'bob' });
    const carol = await t.seed.member({ persona: 'carol' });

    const first = await suggestions(alice, bob);
    expect(first).toHaveLength(3);
    expect(new Set(first.map((g) => g.id)).size).toBe(3);
    for (const greeting of first) expect(greeting.text).toBe(GREETINGS['en-US'][greeting.id - 1]);
    expect(await suggestions(alice, bob)).toEqual(first);

    // The same suggestions in German, written in German.
    const german = await suggestions(alice, bob, '', 'de-DE');
    expect(german.map((g) => g.id)).toEqual(first.map((g) => g.id));
    for (const greeting of german) expect(greeting.text).toBe(GREETINGS['de-DE'][greeting.id - 1]);

    // "Create more": the next round shows other greetings.
    const more = await suggestions(alice, bob, '&round=1');
    expect(more).toHaveLength(3);
    expect(more.map((g) => g.id).filter((id) => first.some((g) => g.id === id))).toEqual([]);
    // The casual-dating group asks for one.
    expect(await suggestions(alice, bob, '&pageSize=1')).toEqual([first[0]]);
    // Another pair, another order (the catalogue is the same, the pick is the pair's).
    const rounds = await Promise.all([0, 1, 2, 3].map((round) => suggestions(alice, carol, `&round=${round}`)));
    expect(new Set(rounds.flat().map((g) => g.id)).size).toBe(12);

    for (const query of ['&pageSize=4', '&pageSize=0', '&round=-1', '&round=x']) {
      expect((await call(alice, 'GET', `/v3/messenger/dialogs/${bob.account.hid}/greetings?timestamp=1${query}`)).statusCode).toBe(400);
    }
  });

  it('answers 404 for a member blocked either way, hidden, unknown, or the caller', async () => {
    const alice = await t.seed.member({ persona: 'alice' });
    const bob = await t.seed.member({ persona: 'bob' });
    const dave = await t.seed.member({ persona: 'dave' });
    const hidden = await t.seed.member({ persona: 'carol' });
    await t.seed.hide(hidden);
    expect((await block(bob, alice)).statusCode).toBe(200);
    const notFound = async (from: SeededMember, hid: string) => expect((await call(from, 'GET', `/v3/messenger/dialogs/${hid}/greetings`)).statusCode).toBe(404);
    await notFound(alice, bob.account.hid);
    await notFound(bob, alice.account.hid);
    await notFound(dave, hidden.account.hid);
    await notFound(dave, 'AAAAAAAAAAAAAAAAAAAAAA');
    await notFound(dave, dave.account.hid);
    expect(await suggestions(dave, alice)).toHaveLength(3);
  });

  it('sends a greeting through the coins variant once, free, with its text in the sender’s language', async () => {
    const alice = await t.seed.member({ persona: 'alice' });
    const bob = await t.seed.member({ persona: 'bob' });
    await t.seed.makePremium(alice);
    const send = (payload: object, language?: string) => call(alice, 'POST', '/rest/v2/user/messenger/messages/greeting', { payload, language });

    const res = await send({ contact_hid: bob.account.hid, ping_id: 3, context: 'dialog' }, 'fr-FR');
    expect(res.statusCode, res.body).toBe(200);
    const { result } = res.json() as { result: SentGreeting };
    expect(result).toEqual({ id: expect.any(String), created_at: Math.floor(t.clock.now() / 1000), type: 26, is_unread: true, body: GREETINGS['fr-FR'][2] });
    // A retried call answers the first message and stores nothing new.
    expect((await send({ contact_hid: bob.account.hid, ping_id: 3, context: 'dialog' }, 'fr-FR')).json()).toEqual({ result });

    const thread = await call(bob, 'GET', `/v3/messenger/dialogs/${alice.account.hid}/messages?timestamp=1`);
    const greetings = (thread.json() as MessagesResponse).messages.filter((m: Message) => m.type === 'greeting');
    expect(greetings).toEqual([expect.objectContaining({ id: result.id, isIncoming: true, isSent: true, isSmart: false, subtype: 26, greetingType: 3, text: GREETINGS['fr-FR'][2] })]);

    for (const payload of [{ contact_hid: bob.account.hid, ping_id: 13 }, { contact_hid: bob.account.hid, ping_id: 0 }, { ping_id: 1 }, { contact_hid: 'not a hid', ping_id: 1 }, { contact_hid: bob.account.hid, ping_id: 1, context: 'x'.repeat(33) }]) {
      expect((await send(payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    await block(bob, alice);
    expect((await send({ contact_hid: bob.account.hid, ping_id: 1 })).statusCode).toBe(404);
  });
});

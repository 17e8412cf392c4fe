import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MessengerCode, PROFILE_SELECT_FIELDS, SplitGroup, SplitTest, type ChatEventsResponse, type Dialog, type DialogsResponse, type Message, type MessagesResponse, type RealtimeCounters, type ServerFrame, type UnreadCounter } from '@amora/contracts';
import { DAY } from '../../platform/clock.ts';
import { startListeningApp, type ListeningApp } from '../../testing/listening-app.ts';
import type { TestSocket } from '../../testing/realtime-client.ts';
import type { SeededMember } from '../../testing/seed.ts';
import { TEST_DIALECTS } from '../../testing/test-app.ts';
import { GREETING_IDS, greetingText } from './greetings/index.ts';
import { iceBreakerQuestionOf } from './system-messages.ts';

type ChatFrameOf<T extends string> = Extract<ServerFrame, { channel: 'chat'; type: T }>;

describe.each(TEST_DIALECTS)('messenger on %s', (dialect) => {
  let t: ListeningApp;
  let nextRequest = 0;
  beforeAll(async () => {
    t = await startListeningApp(dialect);
  });
  afterAll(() => t.close());

  const call = async (member: SeededMember, method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await t.request({ method, url, headers: member.headers, ...(payload ? { payload } : {}) });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(500);
    return res;
  };
  const ok = async <T>(member: SeededMember, method: 'GET' | 'POST', url: string, payload?: object): Promise<T> => {
    const res = await call(member, method, url, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
    return res.json() as T;
  };
  const requestId = () => `r-${dialect}-${nextRequest++}`;
  const send = (from: SeededMember, to: SeededMember, body: Record<string, unknown>) => call(from, 'POST', `/v3/messenger/dialogs/${to.account.hid}/messages`, { requestId: requestId(), ...body });
  const text = (from: SeededMember, to: SeededMember, words: string, extra: Record<string, unknown> = {}) => send(from, to, { type: 'text', textMessageBody: { text: words }, ...extra });
  const sent = async (res: Awaited<ReturnType<typeof call>>): Promise<Message> => {
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { message: Message }).message;
  };
  const like = (a: SeededMember, b: SeededMember) => ok(a, 'POST', '/apis/relations/v1/users/me/likes?context=profile', { contact_hid: b.account.hid });
  const match = async (a: SeededMember, b: SeededMember) => {
    await like(a, b);
    await like(b, a);
  };
  const dialogs = async (member: SeededMember, query = '') => (await ok<DialogsResponse>(member, 'GET', `/v3/messenger/dialogs?timestamp=1${query}`)).dialogs;
  const thread = (member: SeededMember, other: SeededMember, query = '') => ok<MessagesResponse>(member, 'GET', `/v3/messenger/dialogs/${other.account.hid}/messages?timestamp=1${query}`);
  const threads = async (member: SeededMember) => {
    const { result } = await ok<{ result: UnreadCounter[] }>(member, 'GET', '/rest/v2/user/lists/counter/unread?timestamp=1');
    return result.find((counter) => counter.type === 1)!.value;
  };
  const catchUp = (member: SeededMember, after = 0) => ok<ChatEventsResponse>(member, 'GET', `/v3/messenger/events?after=${after}`);
  const chat = async <T extends ChatFrameOf<string>['type']>(socket: TestSocket, type: T) => (await socket.next(type)) as ChatFrameOf<T>;
  /** The socket's counters frames until one has `unreadDialogsCount`. */
  const unreadFrame = async (socket: TestSocket, count: number) => {
    for (;;) if (((await socket.next('counters')).payload as RealtimeCounters).unreadDialogsCount === count) return;
  };

  it('carries a conversation between two matched members live, with reads, replies, stickers, gifts and deletions', async () => {
    const alice = await t.seed.member({ persona: 'alice' });
    const bob = await t.seed.member({ persona: 'bob' });
    const aliceSocket = await t.sockets.signedIn(alice.accessToken);
    const bobSocket = await t.sockets.signedIn(bob.accessToken);
    await match(alice, bob);
    // The match writes its system messages into both dialogs, never unread: the user match, then
    // the ice breaker asking the pair's conversation-prompt question, the same on both sides.
    const matchFrame = await chat(bobSocket, 'message');
    expect(matchFrame.payload).toMatchObject({ dialogHid: alice.account.hid, message: { type: 'userMatch', subtype: 38, isIncoming: true } });
    const iceFrame = await chat(bobSocket, 'message');
    const questionId = iceBreakerQuestionOf(alice.account.id, bob.account.id);
    expect(iceFrame.payload).toMatchObject({ dialogHid: alice.account.hid, message: { type: 'iceBreaker', subtype: 33, isIncoming: true, isRead: true, text: null, questionId } });
    expect(PROFILE_SELECT_FIELDS.conversation_prompt.values.map((value) => value.id)).toContain(questionId);
    expect(iceBreakerQuestionOf(bob.account.id, alice.account.id)).toBe(questionId);
    expect(iceFrame.payload.seq).toBe(matchFrame.payload.seq + 1);
    expect(await dialogs(bob)).toEqual([expect.objectContaining({ hid: alice.account.hid, unreadMessagesCount: 0, isRead: true })]);
    expect(await threads(bob)).toBe(0);
    const alicesStart = await thread(alice, bob);
    expect(alicesStart.messages.map((m) => [m.type, m.id, m.questionId])).toEqual([
      ['iceBreaker', iceFrame.payload.message.id, questionId],
      ['userMatch', matchFrame.payload.message.id, null],
    ]);
    expect(alicesStart.conversationStarter).toEqual({ type: 'greeting' });

    const hello = await sent(await text(alice, bob, '  Hi Bob <b>&#128512;</b>  '));
    expect(hello).toMatchObject({ text: '  Hi Bob <b>&#128512;</b>  ', isIncoming: false, isSent: true, isRead: false, type: 'text', subtype: 1 });
    const incoming = await chat(bobSocket, 'message');
    expect(incoming.payload).toMatchObject({ dialogHid: alice.account.hid, message: { id: hello.id, isIncoming: true, text: hello.text } });
    expect(incoming.payload.seq).toBe(iceFrame.payload.seq + 1);
    await unreadFrame(bobSocket, 1);
    expect(await threads(bob)).toBe(1);
    const [bobsDialog] = await dialogs(bob, '&filter.unread=true');
    expect(bobsDialog).toMatchObject({ hid: alice.account.hid, unreadMessagesCount: 1, isRead: false, lastMessage: { isRead: false, isSent: true, type: 'text', isIncoming: true, text: hello.text }, user: { hid: alice.account.hid, isMatch: true } });
    expect(bobsDialog!.replyDeadline).toBe(hello.createDate + DAY);
    expect((await call(bob, 'GET', '/v3/messenger/dialogs?filter.unread=true&filter.matched=true')).statusCode).toBe(400);

    // Bob opens the thread: read, Alice hears it, his counter drops.
    const opened = await thread(bob, alice);
    expect(opened.messages.map((m) => m.type)).toEqual(['text', 'iceBreaker', 'userMatch']);
    expect(opened.conversationStarter).toBeNull();
    expect((await chat(aliceSocket, 'contact_read')).payload).toMatchObject({ dialogHid: bob.account.hid });
    await unreadFrame(bobSocket, 0);
    expect(await threads(bob)).toBe(0);

    // A reply with a quote, a sticker and a free gift.
    const reply = await sent(await text(bob, alice, 'Hey!', { replyToId: hello.id }));
    expect(reply.repliedMessage).toMatchObject({ id: hello.id, isIncoming: true, text: hello.text });
    const sticker = await sent(await send(bob, alice, { type: 'sticker', stickerMessageBody: { stickerType: 'wave' } }));
    const gift = await sent(await send(bob, alice, { type: 'gift', giftMessageBody: { giftType: 7 } }));
    expect([sticker.stickerType, gift.giftType, gift.subtype]).toEqual(['wave', 7, 10]);
    expect((await dialogs(alice, '&filter.exchangedMessages=true')).map((d) => d.hid)).toEqual([bob.account.hid]);

    // Only one's own messages are deleted, for both sides.
    expect((await ok(alice, 'POST', `/v3/messenger/dialogs/${bob.account.hid}/messages:batchDelete`, { ids: [reply.id, hello.id] }))).toEqual({});
    expect((await chat(bobSocket, 'messages_deleted')).payload.messageIds).toEqual([hello.id]);
    const afterDelete = await thread(bob, alice);
    const systemIds = [iceFrame.payload.message.id, matchFrame.payload.message.id];
    expect(afterDelete.messages.map((m) => m.id)).toEqual([gift.id, sticker.id, reply.id, ...systemIds]);
    expect(afterDelete.messages.find((m) => m.id === reply.id)!.repliedMessage).toMatchObject({ id: hello.id, isDeleted: true, text: null });

    // Pages of a thread: newest first, sealed tokens bound to the member and dialog.
    const first = await thread(alice, bob, '&pageSize=3&view=basic');
    expect(first.dialog).toBeNull();
    const second = await thread(alice, bob, `&pageSize=3&pageToken=${first.nextPageToken}`);
    expect([...first.messages, ...second.messages].map((m) => m.id)).toEqual([gift.id, sticker.id, reply.id, ...systemIds]);
    expect((await call(bob, 'GET', `/v3/messenger/dialogs/${alice.account.hid}/messages?pageToken=${first.nextPageToken}`)).statusCode).toBe(400);

    // Catch-up replays every event of the member, numbered 1, 2, 3 … without a gap.
    const replay = await catchUp(bob);
    expect(replay.events.map((event) => event.seq)).toEqual(replay.events.map((_, i) => i + 1));
    expect(replay.latestSeq).toBe(replay.events.length);
    const live = bobSocket.frames.filter((frame) => frame.channel === 'chat').map((frame) => frame.payload);
    expect(replay.events.slice(0, live.length)).toEqual(live);
    expect(await catchUp(bob, replay.latestSeq)).toEqual({ events: [], latestSeq: replay.latestSeq, hasMore: false, resync: false });
    expect(await ok(bob, 'GET', '/v3/messenger/events')).toEqual({ events: [], latestSeq: replay.latestSeq, hasMore: false, resync: false });
    expect(await catchUp(bob, replay.latestSeq + 5)).toMatchObject({ events: [], resync: true });

    // Deleting the dialog hides it for Bob alone; a new message brings it back without the old ones.
    expect(await ok(bob, 'POST', '/v3/messenger/dialogs:batchDelete', { hids: [alice.account.hid] })).toEqual({});
    expect(await dialogs(bob)).toEqual([]);
    expect((await dialogs(alice)).map((d) => d.hid)).toEqual([bob.account.hid]);
    const back = await sent(await text(alice, bob, 'Still there?'));
    expect((await thread(bob, alice)).messages.map((m) => m.id)).toEqual([back.id]);
  });

  it('counts unread dialogs exactly as members come and go, highlights, marks read in bulk, pushes and replays after a gap', async () => {
    const alice = await t.seed.member({ persona: 'alice' });
    const bob = await t.seed.member({ persona: 'bob' });
    const carol = await t.seed.member({ persona: 'carol' });
    const aliceSocket = await t.sockets.signedIn(alice.accessToken);
    await match(alice, bob);
    await match(alice, carol);
    await sent(await text(bob, alice, 'From Bob'));
    await sent(await text(carol, alice, 'From Carol'));
    await unreadFrame(aliceSocket, 2);
    // The new-message push names the sender and leads to the dialog, never the words.
    const push = aliceSocket.frames.find((frame): frame is Extract<ServerFrame, { type: 'push' }> => frame.type === 'push' && frame.payload.type === 'new_message')!;
    expect(push.payload).toMatchObject({ type: 'new_message', senderHid: bob.account.hid, url: `/dialogs/${bob.account.hid}`, template: { title: 'New message from Bob' } });
    expect(JSON.stringify(push.payload)).not.toContain('From Bob');

    // Carol hides her profile: her dialog leaves Alice's list and count; restored, it is back.
    await t.seed.hide(carol);
    await unreadFrame(aliceSocket, 1);
    expect((await dialogs(alice)).map((d) => d.hid)).toEqual([bob.account.hid]);
    expect((await text(alice, carol, 'Are you there?')).statusCode).toBe(404);
    const restored = await t.request({ method: 'POST', url: '/rest/v2/user/settings/account/restore', headers: (await t.seed.logIn(carol)).headers });
    expect(restored.statusCode, restored.body).toBe(200);
    await unreadFrame(aliceSocket, 2);

    expect(await ok(alice, 'POST', '/v3/messenger/dialogs:batchMarkRead', { hids: [bob.account.hid, carol.account.hid, alice.account.hid] })).toEqual({});
    await unreadFrame(aliceSocket, 0);
    expect((await dialogs(alice)).every((d) => d.isRead)).toBe(true);

    // The highlight brings a dialog without messages to the top of the caller's list.
    const dave = await t.seed.member({ persona: 'dave' });
    expect(await ok(alice, 'POST', `/rest/v2/user/messenger/threads/${dave.account.hid}/highlight`)).toEqual({ result: { highlighted: true } });
    expect((await dialogs(alice))[0]).toMatchObject({ hid: dave.account.hid, lastMessage: null, unreadMessagesCount: 0 });
    expect((await ok<{ dialog: Dialog }>(alice, 'GET', `/v3/messenger/dialogs/${dave.account.hid}`)).dialog.lastMessage).toBeNull();

    // Events older than the kept days are pruned: a client that far behind is told to resync.
    const { latestSeq } = await catchUp(alice);
    t.clock.advance(8 * DAY);
    expect(await t.app.platform.jobs.run('messenger.prune-chat-events')).toBeGreaterThan(0);
    const fresh = await t.seed.logIn(alice);
    const behind = await t.request({ method: 'GET', url: '/v3/messenger/events?after=0', headers: fresh.headers });
    expect(behind.json()).toEqual({ events: [], latestSeq, hasMore: false, resync: true });
  });

  it('refuses bad sends with field errors and stores nothing', async () => {
    const alice = await t.seed.member({ persona: 'alice' });
    const bob = await t.seed.member({ persona: 'bob' });
    await match(alice, bob);
    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ type: 'text', textMessageBody: { text: '' } }, 'textMessageBody.text'],
      [{ type: 'text', textMessageBody: { text: ' \n\t ' } }, 'textMessageBody.text'],
      [{ type: 'text', textMessageBody: { text: 'é'.repeat(2001) } }, 'textMessageBody.text'],
      [{ type: 'text' }, 'textMessageBody'],
      [{ type: 'gift', giftMessageBody: { giftType: 285 } }, 'giftMessageBody.giftType'],
      [{ type: 'gift', giftMessageBody: { giftType: 0 } }, 'giftMessageBody.giftType'],
      [{ type: 'sticker', stickerMessageBody: { stickerType: 'nope' } }, 'stickerMessageBody.stickerType'],
      [{ type: 'text', textMessageBody: { text: 'hi' }, replyToId: 'AAAAAAAAAAAAAAAAAAAAAA' }, 'replyToId'],
      [{ type: 'greeting' }, 'greetingMessageBody'],
      [{ type: 'greeting', greetingMessageBody: { greetingType: GREETING_IDS.length + 1 } }, 'greetingMessageBody.greetingType'],
      [{ type: 'greeting', greetingMessageBody: { greetingType: 1, text: ' ' } }, 'greetingMessageBody.text'],
    ];
    for (const [body, field] of refusals) {
      const res = await send(alice, bob, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys((res.json() as { fields: Record<string, string> }).fields)).toContain(field);
    }
    expect((await sent(await text(alice, bob, 'é'.repeat(2000)))).text).toHaveLength(2000);
    expect((await call(alice, 'POST', `/v3/messenger/dialogs/${bob.account.hid}/messages`, { type: 'text', textMessageBody: { text: 'no id' } })).statusCode).toBe(400);
    expect((await call(alice, 'POST', '/v3/messenger/dialogs:batchMarkRead', { hids: Array.from({ length: 101 }, (_, i) => `h${i}`) })).statusCode).toBe(400);
    expect((await call(alice, 'POST', '/v3/messenger/dialogs:batchDelete', { hids: [] })).statusCode).toBe(400);
    expect((await text(alice, alice, 'me')).statusCode).toBe(404);
    expect((await call(alice, 'GET', '/v3/messenger/dialogs/AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await thread(bob, alice)).messages.filter((m) => m.type === 'text' || m.type === 'greeting')).toHaveLength(1);
  });

  it('sends once per requestId however it is retried, and refuses another message under a used one', async () => {
    const alice = await t.seed.member({ persona: 'alice' });
    const bob = await t.seed.member({ persona: 'bob' });
    await match(alice, bob);
    const body = { type: 'text', requestId: requestId(), textMessageBody: { text: 'Once' } };
    const url = `/v3/messenger/dialogs/${bob.account.hid}/messages`;
    const answers = await Promise.all([1, 2, 3].map(() => call(alice, 'POST', url, body)));
    const ids = answers.map((res) => (res.json() as { message: Message }).message.id);
    expect(new Set(ids).size).toBe(1);
    const other = await call(alice, 'POST', url, { ...body, textMessageBody: { text: 'Twice' } });
    expect([other.statusCode, (other.json() as { code: number }).code]).toEqual([409, MessengerCode.requestIdReused]);
    expect((await thread(bob, alice)).messages.filter((m) => m.type === 'text').map((m) => m.id)).toEqual([ids[0]]);

    // A greeting sent by its id alone carries the catalogue's words in the sender's language; its
    // requestId is bound to what was sent: the id again answers the first, another greeting or
    // the words spelt out are another message.
    const zofia = await t.seed.member({ name: 'Zofia', account: { language: 'pl-PL', premium_until: t.clock.now() + 365 * DAY } });
    const greetingUrl = `/v3/messenger/dialogs/${bob.account.hid}/messages`;
    const greetingBody = { type: 'greeting', requestId: requestId(), greetingMessageBody: { greetingType: 3 } };
    const greeting = await sent(await call(zofia, 'POST', greetingUrl, greetingBody));
    expect(greeting).toMatchObject({ type: 'greeting', subtype: 26, greetingType: 3, isSent: true, text: greetingText(3, 'pl-PL') });
    expect(greeting.text).not.toBe(greetingText(3, 'en-US'));
    expect((await sent(await call(zofia, 'POST', greetingUrl, greetingBody))).id).toBe(greeting.id);
    for (const changed of [{ greetingType: 4 }, { greetingType: 3, text: greeting.text }]) {
      const refused = await call(zofia, 'POST', greetingUrl, { ...greetingBody, greetingMessageBody: changed });
      expect([refused.statusCode, (refused.json() as { code: number }).code]).toEqual([409, MessengerCode.requestIdReused]);
    }
    expect((await thread(bob, zofia)).messages.map((m) => [m.id, m.type, m.text, m.isIncoming])).toEqual([[greeting.id, 'greeting', greeting.text, true]]);

    // Property: random interleavings of concurrent sends and retries over a few request ids.
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 10 }), async (picks) => {
        const round = requestId();
        const answered = await Promise.all(picks.map((pick) => call(alice, 'POST', url, { type: 'text', requestId: `${round}-${pick}`, textMessageBody: { text: `Pick ${pick}` } })));
        const byRequest = new Map<number, Set<string>>();
        for (const [i, res] of answered.entries()) {
          expect(res.statusCode, res.body).toBe(200);
          byRequest.set(picks[i]!, (byRequest.get(picks[i]!) ?? new Set()).add((res.json() as { message: Message }).message.id));
        }
        for (const messageIds of byRequest.values()) expect(messageIds.size).toBe(1);
        const stored = await t.database.db.selectFrom('messages').select('request_id').where('sender_account_id', '=', alice.account.id).where('request_id', 'like', `${round}-%`).execute();
        expect(stored.length).toBe(new Set(picks).size);
      }),
      { numRuns: 15 },
    );
  });

  it('debits a paid gift with its message, once, never below zero', async () => {
    const alice = await t.seed.member({ persona: 'alice' });
    const bob = await t.seed.member({ persona: 'bob' });
    await match(alice, bob);
    const gift = (id: string) => call(alice, 'POST', `/v3/messenger/dialogs/${bob.account.hid}/messages`, { type: 'gift', requestId: id, giftMessageBody: { giftType: 41 } });
    const poor = await gift(requestId());
    expect([poor.statusCode, (poor.json() as { code: number }).code]).toEqual([402, MessengerCode.notEnoughCoins]);
    await t.app.services.coins.change({ accountId: alice.account.id, delta: 150, reason: 'operator', idempotencyKey: `grant-${dialect}` });
    const id = requestId();
    const paid = await sent(await gift(id));
    expect((await sent(await gift(id))).id).toBe(paid.id);
    expect(await t.app.services.coins.balance(alice.account.id)).toBe(50);
    expect((await gift(requestId())).statusCode).toBe(402);
    expect(await t.app.services.coins.balance(alice.account.id)).toBe(50);
    // Two paid gifts at once on coins for one: one is sent, the other refused, the balance never below zero.
    await t.app.services.coins.change({ accountId: alice.account.id, delta: 50, reason: 'operator', idempotencyKey: `grant-2-${dialect}` });
    const race = await Promise.all([gift(requestId()), gift(requestId())]);
    expect(race.map((res) => res.statusCode).sort()).toEqual([200, 402]);
    expect(await t.app.services.coins.balance(alice.account.id)).toBe(0);
    expect((await thread(bob, alice)).messages.filter((m) => m.type === 'gift')).toHaveLength(2);
  });

  it('charges every gift in the all-paid test group, and none of the free ones to its control group', async () => {
    const alice = await t.seed.member({ persona: 'alice' });
    const bob = await t.seed.member({ persona: 'bob' });
    await match(alice, bob);
    // The groups as the web's login binds them (the split assigns by hid; the test picks).
    await t.app.platform.db
      .insertInto('split_bindings')
      .values([
        { account_id: alice.account.id, split_hid: SplitTest.allPaidGifts, split_group: SplitGroup.first, created_at: t.clock.now() },
        { account_id: bob.account.id, split_hid: SplitTest.allPaidGifts, split_group: SplitGroup.control, created_at: t.clock.now() },
      ])
      .execute();
    const freeGift = (from: typeof alice, to: typeof bob) => call(from, 'POST', `/v3/messenger/dialogs/${to.account.hid}/messages`, { type: 'gift', requestId: requestId(), giftMessageBody: { giftType: 7 } });
    const refused = await freeGift(alice, bob);
    expect([refused.statusCode, (refused.json() as { code: number }).code]).toEqual([402, MessengerCode.notEnoughCoins]);
    await sent(await freeGift(bob, alice));
    await t.app.services.coins.change({ accountId: alice.account.id, delta: 100, reason: 'operator', idempotencyKey: `grant-all-paid-${dialect}` });
    await sent(await freeGift(alice, bob));
    expect(await t.app.services.coins.balance(alice.account.id)).toBe(0);
    expect(await t.app.services.coins.balance(bob.account.id)).toBe(0);
  });

  it('refuses messages across a block both ways and hides the dialog', async () => {
    const alice = await t.seed.member({ persona: 'alice' });
    const bob = await t.seed.member({ persona: 'bob' });
    await match(alice, bob);
    await sent(await text(bob, alice, 'Hello'));
    expect(await threads(alice)).toBe(1);
    expect((await call(alice, 'POST', `/v3/users/${bob.account.hid}:block`, {})).statusCode).toBe(200);
    const mine = await text(alice, bob, 'Blocked?');
    expect([mine.statusCode, (mine.json() as { code: number }).code]).toEqual([403, MessengerCode.blocked]);
    expect((await text(bob, alice, 'Hello?')).statusCode).toBe(404);
    expect(await dialogs(alice)).toEqual([]);
    expect(await dialogs(bob)).toEqual([]);
    expect(await threads(alice)).toBe(0);
    expect((await ok<{ dialog: Dialog }>(alice, 'GET', `/v3/messenger/dialogs/${bob.account.hid}`)).dialog.user.isBlockedByMe).toBe(true);
    expect((await call(bob, 'GET', `/v3/messenger/dialogs/${alice.account.hid}/messages`)).statusCode).toBe(404);
  });

  it('holds a free member’s first words to a non-match until they upgrade, then delivers them', async () => {
    const carol = await t.seed.member({ persona: 'carol' });
    const dave = await t.seed.member({ persona: 'dave' });
    const daveSocket = await t.sockets.signedIn(dave.accessToken);
    const carolSocket = await t.sockets.signedIn(carol.accessToken);
    const first = await sent(await text(carol, dave, 'Hi Dave'));
    expect(first.isSent).toBe(false);
    expect((await dialogs(carol))[0]).toMatchObject({ hid: dave.account.hid, lastMessage: { isSent: false } });
    expect(await dialogs(dave)).toEqual([]);
    expect((await thread(dave, carol)).messages).toEqual([]);
    expect((await thread(dave, carol)).conversationStarter).toEqual({ type: 'greeting' });
    expect(await threads(dave)).toBe(0);

    // Premium now: the job delivers the held words to Dave and tells Carol they are sent.
    await t.seed.makePremium(carol);
    expect(await t.app.platform.jobs.run('messenger.release-held')).toBe(1);
    expect((await chat(daveSocket, 'message')).payload.message).toMatchObject({ id: first.id, isIncoming: true, isSent: true });
    expect((await chat(carolSocket, 'messages_sent')).payload).toEqual(expect.objectContaining({ dialogHid: dave.account.hid, messageIds: [first.id] }));
    expect(await threads(dave)).toBe(1);
    expect((await thread(carol, dave)).messages.map((m) => m.isSent)).toEqual([true]);

    // Premium seen on the member's next call: held words go out before the call answers.
    const gina = await t.seed.member({ name: 'Gina' });
    const held = await sent(await text(gina, dave, 'Hi from Gina'));
    expect(held.isSent).toBe(false);
    await t.seed.makePremium(gina);
    expect((await dialogs(gina))[0]).toMatchObject({ hid: dave.account.hid, lastMessage: { isSent: true } });
    expect((await thread(dave, gina)).messages.map((m) => m.id)).toEqual([held.id]);

    // A reply from a free member is always sent; a match releases what was held.
    expect((await sent(await text(dave, carol, 'Hi back'))).isSent).toBe(true);
    const erin = await t.seed.member({ persona: 'erin' });
    const frank = await t.seed.member({ name: 'Frank' });
    expect((await sent(await text(frank, erin, 'Hi Erin'))).isSent).toBe(false);
    await match(frank, erin);
    expect((await thread(frank, erin)).messages.map((m) => [m.type, m.isSent])).toEqual([
      ['iceBreaker', true],
      ['userMatch', true],
      ['text', true],
    ]);
  });
});

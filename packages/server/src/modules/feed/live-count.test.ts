import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FeedActivitiesResponse, type ServerFrame } from '@amora/contracts';
import { startListeningApp, type ListeningApp } from '../../testing/listening-app.ts';
import type { TestSocket } from '../../testing/realtime-client.ts';
import type { SeededMember } from '../../testing/seed.ts';
import { TEST_DIALECTS } from '../../testing/test-app.ts';

const FEED = '/v3/activityFeed/activities';

/** The `feed` frame (contracts realtime.ts): every change of the feed's unread count reaches the member's open tabs. */
describe.each(TEST_DIALECTS)('the live feed count on %s', (dialect) => {
  let t: ListeningApp;
  beforeAll(async () => {
    t = await startListeningApp(dialect);
  });
  afterAll(() => t.close());

  const post = (member: SeededMember, url: string, payload: object = {}) => t.request({ method: 'POST', url, headers: member.headers, payload });
  const like = (a: SeededMember, b: SeededMember) => post(a, '/apis/relations/v1/users/me/likes?context=profile', { contact_hid: b.account.hid });
  const feedCount = async (socket: TestSocket) => ((await socket.next('feed')) as Extract<ServerFrame, { type: 'feed' }>).payload.unreadCount;
  const unreadCount = async (member: SeededMember) => ((await t.request({ method: 'GET', url: `${FEED}:unreadCount?timestamp=1`, headers: member.headers })).json() as { unreadCount: number }).unreadCount;
  const hids = async (member: SeededMember) =>
    ((await t.request({ method: 'GET', url: `${FEED}?timestamp=1`, headers: member.headers })).json() as FeedActivitiesResponse).activities.map((item) => item.hid);

  it('sends the liked member’s sockets the new unread count, and 0 after :resetUnreadCount', async () => {
    const alice = await t.seed.member({ persona: 'alice' });
    const bob = await t.seed.member({ persona: 'bob' });
    const carol = await t.seed.member({ persona: 'carol' });
    const [first, second] = [await t.sockets.signedIn(alice.accessToken), await t.sockets.signedIn(alice.accessToken)];
    const bobs = await t.sockets.signedIn(bob.accessToken);

    expect((await like(bob, alice)).statusCode).toBe(200);
    for (const socket of [first, second]) expect(await feedCount(socket)).toBe(1);
    expect((await post(carol, `/v3/users/${alice.account.hid}:visit`)).statusCode).toBe(200);
    for (const socket of [first, second]) expect(await feedCount(socket)).toBe(2);
    // A like back upgrades bob's item to the match (still one item, unread) and gives bob his.
    expect((await like(alice, bob)).json()).toMatchObject({ isMatch: true });
    for (const socket of [first, second]) expect(await feedCount(socket)).toBe(2);
    expect(await feedCount(bobs)).toBe(1);

    expect((await post(alice, `${FEED}:resetUnreadCount`)).statusCode).toBe(200);
    for (const socket of [first, second]) expect(await feedCount(socket)).toBe(0);
    expect(await unreadCount(alice)).toBe(0);
    // Nothing left unread: a second reset changes nothing and sends nothing, so the next frame is the next change's.
    expect((await post(alice, `${FEED}:resetUnreadCount`)).statusCode).toBe(200);
    t.clock.advance(1000);
    expect((await like(carol, alice)).statusCode).toBe(200);
    expect(await feedCount(first)).toBe(1);
  });

  it('follows marking read, deleting, a block and the status of the member an item is about', async () => {
    const alice = await t.seed.member({ persona: 'alice' });
    const bob = await t.seed.member({ persona: 'bob' });
    const carol = await t.seed.member({ persona: 'carol' });
    const dave = await t.seed.member({ persona: 'dave' });
    const socket = await t.sockets.signedIn(alice.accessToken);
    for (const liker of [bob, carol, dave]) {
      t.clock.advance(1000);
      expect((await like(liker, alice)).statusCode).toBe(200);
    }
    for (const expected of [1, 2, 3]) expect(await feedCount(socket)).toBe(expected);
    const [daves, carols] = await hids(alice);

    expect((await post(alice, `${FEED}:batchMarkRead`, { hids: [daves] })).statusCode).toBe(200);
    expect(await feedCount(socket)).toBe(2);
    expect((await post(alice, `${FEED}:batchDelete`, { hids: [carols] })).statusCode).toBe(200);
    expect(await feedCount(socket)).toBe(1);

    // bob hidden: his item no longer counts; back, it counts again.
    await t.seed.hide(bob);
    expect(await feedCount(socket)).toBe(0);
    expect(await t.app.services.accounts.restore(bob.account.id)).toBe(true);
    expect(await feedCount(socket)).toBe(1);

    // A block takes the pair's items off both feeds.
    expect((await post(alice, `/v3/users/${bob.account.hid}:block`)).statusCode).toBe(200);
    expect(await feedCount(socket)).toBe(0);
    expect(await unreadCount(alice)).toBe(0);
  });
});

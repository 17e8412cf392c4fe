import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAILY_LIKES_LIMIT, LIKES_WINDOW_SECONDS, RelationsCode, reverseResponseSchema } from '@amora/contracts';
import { DAY, MINUTE, SECOND } from '../../../platform/clock.ts';
import type { SeededMember } from '../../../testing/seed.ts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../../testing/test-app.ts';
import type { BlockPairs } from '../../member-views/index.ts';
import { countedMemberViews, givePhotos, storedFiles } from '../../member-views/member-views.fixture.ts';
import type { RenditionFiles } from '../../photos/index.ts';
import { pointFrom } from '../discovery.fixture.ts';
import { BERLIN, cardOf, cohort, manOf, pickUp, react, wholeDeck, womanOf } from './game.fixture.ts';
import { OperationTokens } from './operation-token.ts';
import { GameService } from './service.ts';

const near = (km: number, bearing = 45) => pointFrom(BERLIN, bearing, km);

describe.each(TEST_DIALECTS)('the matches game on %s', (dialect) => {
  let t: TestApp;
  let files: RenditionFiles;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    files = await storedFiles(t);
  });
  afterAll(() => t.close());

  const marksOf = (accountId: number) => t.database.db.selectFrom('marks').selectAll().where('account_id', '=', accountId).orderBy('id').execute();
  /** A like from search, as a member's other screens give it (spec 2 §7). */
  const likeFromSearch = (liker: SeededMember, hid: string, headers = liker.headers) =>
    t.request({ method: 'POST', url: '/apis/relations/v1/users/me/likes?context=search', headers, payload: { contact_hid: hid } });

  it('deals members who would pick each other: the viewer’s search and theirs, gender and age both ways', async () => {
    const c = cohort(0);
    const viewer = await womanOf(t, files, c, { at: BERLIN, photos: 1 });
    const shown = [await manOf(t, files, c, { at: near(2) }), await manOf(t, files, c, { at: near(3), age: c.men + 2 })];
    const pending = await manOf(t, files, c, { at: near(1), photos: 0 });
    await givePhotos(t, pending.account.id, files, ['pending']);
    const hidden = [
      await manOf(t, files, c, { at: near(1), age: c.men + 3 }), // older than she searches for
      await manOf(t, files, c, { at: near(1), searchAges: [c.women + 1, c.women + 5] }), // she is younger than he searches for
      await manOf(t, files, c, { at: near(1), searchGender: 'male' }), // he looks for men
      await womanOf(t, files, c, { at: near(1), photos: 1 }), // a woman
      await manOf(t, files, c, { at: near(1), photos: 0 }), // no photo
      pending, // only a photo waiting for moderation
      await manOf(t, files, c, { at: near(1), ok: 0 }), // hidden
      await manOf(t, files, c, { at: near(1), ok: -2 }), // banned
    ];

    const page = await pickUp(t, viewer.headers);
    expect(new Set(page.hits.map((hit) => hit.user.hid))).toEqual(new Set(shown.map((m) => m.account.hid)));
    expect(page.nextPageToken).toBe('');
    for (const member of hidden) expect(JSON.stringify(page)).not.toContain(member.account.hid);
    expect(JSON.stringify(page)).not.toContain(viewer.account.hid);
    const [first] = page.hits;
    expect(first).toMatchObject({
      user: { name: 'Mark', age: c.men, gender: 'male', likedMe: false, totalPhotosCount: 1, avatar: expect.objectContaining({ avatar: expect.any(String) }) },
      relationships: { likesYou: false },
    });
    expect(first!.user.operationToken).toMatch(new RegExp(`^${first!.user.hid}\\.\\d+\\.[\\w-]{43}$`));
    expect(first!.user.trackingData).toBe('s0.r0');

    // His own settings work the same way round: he is dealt her, the others are not.
    const him = (await pickUp(t, shown[0]!.headers)).hits.map((hit) => hit.user.hid);
    expect(him).toContain(viewer.account.hid);
    expect(await pickUp(t, hidden[1]!.headers)).toEqual({ hits: [], nextPageToken: '' });
  });

  it('never deals a marked member again, and never repeats a card still in the client’s buffer', async () => {
    const c = cohort(1);
    const viewer = await womanOf(t, files, c, { at: BERLIN, photos: 1 });
    const men: SeededMember[] = [];
    for (let i = 0; i < 6; i++) men.push(await manOf(t, files, c, { at: near(1 + i) }));

    const first = await pickUp(t, viewer.headers, 'pageSize=2');
    expect(first.hits).toHaveLength(2);
    const [liked, kept] = first.hits;
    const likeRes = await react(t, viewer.headers, liked!.user.operationToken, 'like', { trackingData: liked!.user.trackingData, interactionMethod: 'swipe' });
    expect(likeRes.statusCode, likeRes.body).toBe(200);
    expect(likeRes.json()).toEqual({ isMatch: false, likesLeft: DAILY_LIKES_LIMIT.free - 1 });
    // The second card stays in the buffer, unmarked: the next page deals two others.
    const second = await pickUp(t, viewer.headers, `pageSize=2&pageToken=${first.nextPageToken}`);
    const secondHids = second.hits.map((hit) => hit.user.hid);
    expect(secondHids).toHaveLength(2);
    expect(secondHids).not.toContain(liked!.user.hid);
    expect(secondHids).not.toContain(kept!.user.hid);
    const passRes = await react(t, viewer.headers, second.hits[0]!.user.operationToken, 'pass', { interactionMethod: 'button' });
    expect(passRes.statusCode, passRes.body).toBe(200);
    expect(passRes.json()).toEqual({ isMatch: false, likesLeft: DAILY_LIKES_LIMIT.free - 1 });
    // Reacting twice to a card changes nothing; a pass never undoes a like.
    expect((await react(t, viewer.headers, liked!.user.operationToken, 'like')).json()).toEqual({ isMatch: false, likesLeft: DAILY_LIKES_LIMIT.free - 1 });
    expect((await react(t, viewer.headers, liked!.user.operationToken, 'pass')).statusCode).toBe(200);

    const marks = await marksOf(viewer.account.id);
    expect(marks.map((m) => [m.target_account_id, m.kind, m.source, m.interaction_method, m.tracking_data])).toEqual([
      [men.find((m) => m.account.hid === liked!.user.hid)!.account.id, 'like', 'game', 'swipe', 's0.r0'],
      [men.find((m) => m.account.hid === secondHids[0])!.account.id, 'pass', 'game', 'button', null],
    ]);
    // A new deck leaves out both marked members, deals the rest once each and ends.
    const deck = await wholeDeck(t, viewer.headers, 3);
    expect(deck).toHaveLength(4);
    expect(new Set(deck)).toEqual(new Set(men.map((m) => m.account.hid).filter((hid) => hid !== liked!.user.hid && hid !== secondHids[0])));
  });

  it('puts members who liked the viewer first, then the blend of distance and activity', async () => {
    const c = cohort(2);
    const viewer = await womanOf(t, files, c, { at: BERLIN, photos: 1 });
    const liker = await manOf(t, files, c, { at: near(45), name: 'Liker' });
    // Made out of the expected order, so only the ranking puts them right.
    await manOf(t, files, c, { at: near(12), name: 'Farther' });
    await manOf(t, files, c, { at: near(1), name: 'Nearest' });
    await manOf(t, files, c, { at: near(12, 200), name: 'Active', account: { last_online_at: t.clock.now() } });
    expect((await likeFromSearch(liker, viewer.account.hid)).statusCode).toBe(200);

    const { hits } = await pickUp(t, viewer.headers);
    expect(hits.map((hit) => hit.user.name)).toEqual(['Liker', 'Active', 'Nearest', 'Farther']);
    expect(hits[0]).toMatchObject({ user: { hid: liker.account.hid, likedMe: true }, relationships: { likesYou: true } });
    expect(hits.slice(1).every((hit) => !hit.user.likedMe)).toBe(true);
  });

  it('widens the radius step by step (50, 100, 250, 500, 1,000 km, anywhere) before the empty answer', async () => {
    const c = cohort(3);
    const viewer = await womanOf(t, files, c, { at: BERLIN });
    const byDistance = [
      await manOf(t, files, c, { at: near(30) }),
      await manOf(t, files, c, { at: near(80) }),
      await manOf(t, files, c, { at: near(300) }),
      await manOf(t, files, c, { at: near(2000) }),
      await manOf(t, files, c, { at: null }),
    ];
    const hids = byDistance.map((m) => m.account.hid);
    const whole = await pickUp(t, viewer.headers);
    expect(whole.hits.map((hit) => hit.user.hid)).toEqual(hids);
    expect(whole.nextPageToken).toBe('');

    // A card at a time: each page widens as far as it needs to, the last token is empty.
    const steps: string[] = [];
    let token = '';
    const dealt: string[] = [];
    do {
      const page = await pickUp(t, viewer.headers, `pageSize=1${token ? `&pageToken=${token}` : ''}`);
      dealt.push(...page.hits.map((hit) => hit.user.hid));
      token = page.nextPageToken;
      steps.push(token ? Buffer.from(token, 'base64url').toString().split('.')[0]! : '');
    } while (token && dealt.length < 10);
    expect(dealt).toEqual(hids);
    expect(steps).toEqual(['1', '2', '4', '5', '']);

    // A viewer without a location plays anywhere from the start; a cohort with nobody is the empty state.
    const nowhere = await womanOf(t, files, c, { at: null });
    expect(new Set(await wholeDeck(t, nowhere.headers))).toEqual(new Set(hids));
    const alone = await womanOf(t, files, cohort(11), { at: BERLIN });
    expect(await pickUp(t, alone.headers)).toEqual({ hits: [], nextPageToken: '' });
  });

  it('refuses a page token it never wrote with 400', async () => {
    const viewer = await womanOf(t, files, cohort(3), { at: BERLIN });
    for (const bad of ['nonsense!', Buffer.from('9.abc').toString('base64url'), Buffer.from('x.abc').toString('base64url'), Buffer.from('1.a b').toString('base64url')]) {
      const res = await t.request({ method: 'GET', url: `/v3/matchesGame/users:pickUp?pageToken=${bad}`, headers: viewer.headers });
      expect(res.statusCode, bad).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual(['pageToken']);
    }
    expect((await t.request({ method: 'GET', url: '/v3/matchesGame/users:pickUp?pageSize=21', headers: viewer.headers })).statusCode).toBe(400);
  });

  it('leaves out members blocked either way (the block slot the safety module fills), and takes no reaction to them', async () => {
    const c = cohort(4);
    const viewer = await womanOf(t, files, c, { at: BERLIN, photos: 1 });
    const [blocked, blocking, other] = [await manOf(t, files, c, { at: near(1) }), await manOf(t, files, c, { at: near(2) }), await manOf(t, files, c, { at: near(3) })];
    const blocks = {
      blocksBetween: async (): Promise<BlockPairs> => ({ blockedByViewer: new Set([blocked.account.id]), blockingViewer: new Set([blocking.account.id]) }),
    };
    const { views } = countedMemberViews(t, { blocks, relationships: t.app.services.relations });
    const tokens = new OperationTokens(t.app.platform.secrets.jwtKey, t.clock);
    const { accounts, locations, relations } = t.app.services;
    const game = new GameService({ db: t.app.platform.db, clock: t.clock, accounts, locations, members: views, relations, tokens });

    const page = await game.pickUp(viewer.account, { pageSize: 10 }, false);
    expect(page.hits.map((hit) => hit.user.hid)).toEqual([other.account.hid]);
    expect(page.nextPageToken).toBe('');
    for (const member of [blocked, blocking]) {
      await expect(game.like(viewer.account, tokens.sign(viewer.account.id, member.account.hid), {})).rejects.toMatchObject({ statusCode: 404 });
    }
    expect(await marksOf(viewer.account.id)).toEqual([]);
  });

  it('takes no reaction from a member without an approved photo (403 code 120, the upload-photo prompt), while dealing her cards', async () => {
    const c = cohort(5);
    const viewer = await womanOf(t, files, c, { at: BERLIN });
    const man = await manOf(t, files, c, { at: near(1) });
    const token = await cardOf(t, viewer.headers, man);
    for (const action of ['like', 'pass'] as const) {
      const res = await react(t, viewer.headers, token, action);
      expect(res.statusCode, action).toBe(403);
      expect(res.json()).toMatchObject({ code: RelationsCode.photoRequired });
    }
    await givePhotos(t, viewer.account.id, files, ['pending']);
    expect((await react(t, viewer.headers, token, 'like')).json()).toMatchObject({ code: RelationsCode.photoRequired });
    expect(await marksOf(viewer.account.id)).toEqual([]);
    await givePhotos(t, viewer.account.id, files, ['approved']);
    expect((await react(t, viewer.headers, token, 'like')).statusCode).toBe(200);
  });

  it('counts likes on the clock: 75 in 86,400 s free, 100 premium, none for Plus; pushes at the milestones and at the limit', async () => {
    const c = cohort(6);
    const viewer = await womanOf(t, files, c, { at: BERLIN, photos: 1 });
    const card = await manOf(t, files, c, { at: near(1) });
    const token = await cardOf(t, viewer.headers, card);
    // Likes from other screens count too; their members need no photo.
    const others: SeededMember[] = [];
    for (let i = 0; i < DAILY_LIKES_LIMIT.premium + 1; i++) others.push(await manOf(t, files, cohort(10), { at: null, photos: 0 }));
    const start = t.clock.now();
    for (let i = 0; i < DAILY_LIKES_LIMIT.free; i++) {
      const res = await likeFromSearch(viewer, others[i]!.account.hid);
      expect(res.statusCode, `like ${i + 1}`).toBe(200);
      expect(res.json().likesLeft).toBe(DAILY_LIKES_LIMIT.free - i - 1);
      if (i === 0) t.clock.advance(10 * MINUTE);
    }
    const refused = await react(t, viewer.headers, token, 'like');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: RelationsCode.likesLimitReached });
    // The first like leaves the window 86,400 s after it was given.
    expect(Number(refused.headers['retry-after'])).toBe(LIKES_WINDOW_SECONDS - (10 * MINUTE) / SECOND);
    expect((await likeFromSearch(viewer, others[75]!.account.hid)).statusCode).toBe(429);

    const pushes = await t.database.db.selectFrom('pushes').select(['type', 'record']).where('account_id', '=', viewer.account.id).orderBy('id').execute();
    expect(pushes.map((p) => p.type)).toEqual([...Array.from({ length: 6 }, () => 'matches_like'), 'last_matches_like']);
    expect(pushes.slice(0, 6).map((p) => JSON.parse(p.record).template.body.match(/\d+/)?.[0])).toEqual(['1', '10', '20', '30', '40', '50']);

    // One second past the first like's day, it has left the window: one more like fits.
    t.clock.set(start + LIKES_WINDOW_SECONDS * SECOND + SECOND);
    const headers = await viewer.freshHeaders();
    const again = await react(t, headers, await cardOf(t, headers, card), 'like');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ isMatch: false, likesLeft: 0 });

    // Premium: 100 in the window (75 given, so 25 more); Plus and VIP: no limit.
    await t.app.services.accounts.update(viewer.account.id, { premium_until: t.clock.now() + DAY });
    for (let i = 75; i < DAILY_LIKES_LIMIT.premium; i++) expect((await likeFromSearch(viewer, others[i]!.account.hid, headers)).statusCode, `like ${i + 1}`).toBe(200);
    expect((await likeFromSearch(viewer, others[100]!.account.hid, headers)).json()).toMatchObject({ code: RelationsCode.likesLimitReached });
    await t.app.services.accounts.update(viewer.account.id, { plus_until: t.clock.now() + DAY });
    expect((await likeFromSearch(viewer, others[100]!.account.hid, headers)).json()).toEqual({ isMatch: false, likesLeft: null });
  });

  it('undoes the last pass for premium members only (spec 3 §6), and nothing else', async () => {
    const c = cohort(7);
    const [one, two] = [await manOf(t, files, c, { at: near(1) }), await manOf(t, files, c, { at: near(2) })];
    const free = await womanOf(t, files, c, { at: BERLIN, photos: 1 });
    const freeToken = await cardOf(t, free.headers, one);
    await react(t, free.headers, freeToken, 'pass');
    const refused = await react(t, free.headers, freeToken, 'reverse');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: RelationsCode.reverseNeedsPremium });
    expect(await marksOf(free.account.id)).toHaveLength(1);

    const premium = await womanOf(t, files, c, { at: BERLIN, photos: 1, account: { premium_until: t.clock.now() + DAY } });
    const [tokenOne, tokenTwo] = [await cardOf(t, premium.headers, one), await cardOf(t, premium.headers, two)];
    await react(t, premium.headers, tokenOne, 'pass');
    expect(await wholeDeck(t, premium.headers)).toEqual([two.account.hid]);
    const undone = await react(t, premium.headers, tokenOne, 'reverse');
    expect(undone.statusCode, undone.body).toBe(200);
    const { hit } = reverseResponseSchema.parse(undone.json());
    expect(hit?.user.hid).toBe(one.account.hid);
    expect(new Set(await wholeDeck(t, premium.headers))).toEqual(new Set([one.account.hid, two.account.hid]));
    // Twice is nothing to undo; nor is a pass followed by another reaction, nor a like.
    const nothing = await react(t, premium.headers, tokenOne, 'reverse');
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toMatchObject({ code: RelationsCode.nothingToReverse });
    await react(t, premium.headers, hit!.user.operationToken, 'pass');
    await react(t, premium.headers, tokenTwo, 'like');
    expect((await react(t, premium.headers, tokenOne, 'reverse')).statusCode).toBe(409);
    expect((await react(t, premium.headers, tokenTwo, 'reverse')).statusCode).toBe(409);
    expect((await marksOf(premium.account.id)).map((m) => m.kind)).toEqual(['pass', 'like']);
  });

  it('accepts only a valid, unexpired operation token of the viewer’s own deck', async () => {
    const c = cohort(8);
    const man = await manOf(t, files, c, { at: near(1) });
    const other = await manOf(t, files, c, { at: near(2) });
    const alice = await womanOf(t, files, c, { at: BERLIN, photos: 1 });
    const mallory = await womanOf(t, files, c, { at: BERLIN, photos: 1 });
    const token = await cardOf(t, alice.headers, man);
    const [hid, expiry, mac] = token.split('.') as [string, string, string];
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    const forged = [
      `${other.account.hid}.${expiry}.${mac}`, // another member under the card's MAC
      `${hid}.${Number(expiry) + 86_400}.${mac}`, // a longer life
      `${hid}.${expiry}.${flipped}`,
      `${hid}.${expiry}`,
      man.account.hid,
      'x'.repeat(200),
    ];
    for (const action of ['like', 'pass', 'reverse'] as const) {
      // Another member's card: a token is bound to the viewer it was dealt to.
      const stolen = await react(t, mallory.headers, token, action);
      expect(stolen.statusCode, action).toBe(400);
      expect(stolen.json()).toMatchObject({ code: 400, fields: { token: 'validation.invalid' } });
      for (const bad of forged) expect((await react(t, alice.headers, bad, action)).statusCode, `${action} ${bad}`).toBe(400);
    }
    // Hostile paths never reach a handler with another member's hid.
    expect((await react(t, alice.headers, `${token}/../${other.account.hid}`, 'like')).statusCode).toBeGreaterThanOrEqual(400);
    expect(await marksOf(mallory.account.id)).toEqual([]);
    expect(await marksOf(alice.account.id)).toEqual([]);

    // A day later the card has expired.
    t.clock.advance(DAY + SECOND);
    const expired = await react(t, await alice.freshHeaders(), token, 'like');
    expect(expired.statusCode).toBe(400);
    const fresh = await cardOf(t, await alice.freshHeaders(), man);
    expect((await react(t, await alice.freshHeaders(), fresh, 'like')).statusCode).toBe(200);
  });

  it('refuses reaction bodies outside the contract with 400', async () => {
    const c = cohort(8);
    const viewer = await womanOf(t, files, c, { at: BERLIN, photos: 1 });
    const token = await cardOf(t, viewer.headers, await manOf(t, files, c, { at: near(3) }));
    for (const body of [{ trackingData: 'x'.repeat(257) }, { interactionMethod: 'telepathy' }, { trackingData: 7 }]) {
      const res = await react(t, viewer.headers, token, 'like', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await marksOf(viewer.account.id)).toEqual([]);
  });

  it('makes exactly one match of two mutual likes sent at once, and emits match.created once for each member', async () => {
    const c = cohort(9);
    const rounds = 10;
    for (let round = 0; round < rounds; round++) {
      // Each pair 400 km from the next, so each finds the other first.
      const at = pointFrom({ latitude: -35, longitude: -65 }, 90, 400 * round);
      const woman = await womanOf(t, files, c, { at, photos: 1 });
      const man = await manOf(t, files, c, { at });
      const [hers, his] = [(await pickUp(t, woman.headers, 'pageSize=1')).hits[0]!, (await pickUp(t, man.headers, 'pageSize=1')).hits[0]!];
      expect([hers.user.hid, his.user.hid]).toEqual([man.account.hid, woman.account.hid]);

      const answers = await Promise.all([react(t, woman.headers, hers.user.operationToken, 'like'), react(t, man.headers, his.user.operationToken, 'like')]);
      expect(answers.map((res) => res.statusCode), `round ${round}`).toEqual([200, 200]);
      expect(answers.filter((res) => res.json().isMatch), `round ${round}`).toHaveLength(1);
      // A like sent again changes nothing.
      expect((await react(t, woman.headers, hers.user.operationToken, 'like')).json()).toMatchObject({ isMatch: true });

      const [low, high] = [woman.account.id, man.account.id].sort((a, b) => a - b);
      const matches = await t.database.db.selectFrom('matches').selectAll().where('low_account_id', '=', low!).where('high_account_id', '=', high!).execute();
      expect(matches, `round ${round}`).toHaveLength(1);
      const events = await t.database.db
        .selectFrom('event_outbox')
        .select(['member_id', 'payload'])
        .where('type', '=', 'match.created')
        .where('member_id', 'in', [woman.account.id, man.account.id])
        .orderBy('member_id')
        .execute();
      expect(events.map((e) => [Number(e.member_id), JSON.parse(e.payload).otherId])).toEqual([
        [low, high],
        [high, low],
      ]);
    }
  });

  it('needs a login', async () => {
    expect((await t.request({ method: 'GET', url: '/v3/matchesGame/users:pickUp' })).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url: '/v3/matchesGame/users/a.1.b:like' })).statusCode).toBe(401);
  });
});

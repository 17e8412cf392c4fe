import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeededMember } from '../../../testing/seed.ts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../../testing/test-app.ts';
import type { BlockPairs } from '../../member-views/index.ts';
import { countedMemberViews, givePhotos, storedFiles } from '../../member-views/member-views.fixture.ts';
import type { RenditionFiles } from '../../photos/index.ts';
import { pointFrom } from '../discovery.fixture.ts';
import { CandidateCountService, COUNTED_RADIUS_KM } from './candidate-count.ts';
import { BERLIN, cohort, manOf, pickUp, wholeDeck, womanOf } from './game.fixture.ts';

const near = (km: number, bearing = 45) => pointFrom(BERLIN, bearing, km);
const hidsOf = (members: ReadonlyArray<{ account: { hid: string } }>) => members.map((member) => member.account.hid);

describe.each(TEST_DIALECTS)('the count of a member’s candidates on %s', (dialect) => {
  let t: TestApp;
  let files: RenditionFiles;
  /** Members the test double of the safety module's block slot says are blocked by the viewer, or block the viewer. */
  const blockedByViewer = new Set<number>();
  const blockingViewer = new Set<number>();
  let candidates: CandidateCountService;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    files = await storedFiles(t);
    const blocks = { blocksBetween: async (): Promise<BlockPairs> => ({ blockedByViewer, blockingViewer }) };
    const { views } = countedMemberViews(t, { blocks, relationships: t.app.services.relations });
    const { accounts, locations } = t.app.services;
    candidates = new CandidateCountService({ db: t.app.platform.db, clock: t.clock, accounts, locations, members: views });
  });
  afterAll(() => t.close());

  it('counts exactly the members who fit both ways, within the game’s widest radius, nearest first', async () => {
    const c = cohort(0);
    const viewer = await womanOf(t, files, c, { at: BERLIN, photos: 1 });
    // Made out of distance order, so only the pool's order puts them right.
    const fit = {
      far: await manOf(t, files, c, { at: near(COUNTED_RADIUS_KM - 50) }),
      next: await manOf(t, files, c, { at: near(1) }),
      older: await manOf(t, files, c, { at: near(20), age: c.men + 2 }),
      liker: await manOf(t, files, c, { at: near(300) }),
    };
    const pending = await manOf(t, files, c, { at: near(1), photos: 0 });
    await givePhotos(t, pending.account.id, files, ['pending']);
    const blocked = await manOf(t, files, c, { at: near(2) });
    const blocking = await manOf(t, files, c, { at: near(2) });
    blockedByViewer.add(blocked.account.id);
    blockingViewer.add(blocking.account.id);
    const passed = await manOf(t, files, c, { at: near(3) });
    const notCounted = [
      await manOf(t, files, c, { at: near(1), age: c.men + 3 }), // older than she searches for
      await manOf(t, files, c, { at: near(1), searchAges: [c.women + 1, c.women + 5] }), // his settings reject her: she is too young
      await manOf(t, files, c, { at: near(1), searchGender: 'male' }), // he looks for men
      await womanOf(t, files, c, { at: near(1), photos: 1 }), // a woman
      await manOf(t, files, c, { at: near(1), photos: 0 }), // no photo
      pending, // only a photo waiting for moderation
      await manOf(t, files, c, { at: near(1), ok: 0 }), // hidden
      await manOf(t, files, c, { at: near(1), ok: -2 }), // banned
      blocked,
      blocking,
      passed,
      await manOf(t, files, c, { at: near(COUNTED_RADIUS_KM + 100) }), // beyond the widest radius
      await manOf(t, files, c, { at: null }), // nowhere: only "anywhere" deals him
    ];
    // A liker of hers leads the pool, as he leads the game's deck.
    const like = await t.request({ method: 'POST', url: '/apis/relations/v1/users/me/likes?context=search', headers: fit.liker.headers, payload: { contact_hid: viewer.account.hid } });
    expect(like.statusCode, like.body).toBe(200);
    // She passed one in the game: a marked member is never dealt again, so never counted.
    const card = (await pickUp(t, viewer.headers, 'pageSize=20')).hits.find((hit) => hit.user.hid === passed.account.hid)!;
    expect((await t.request({ method: 'POST', url: `/v3/matchesGame/users/${card.user.operationToken}:pass`, headers: viewer.headers })).statusCode).toBe(200);

    const counted = await candidates.count(viewer.account, { cap: 999 });
    expect(hidsOf(counted.members)).toEqual(hidsOf([fit.liker, fit.next, fit.older, fit.far]));
    expect(counted.capped).toBe(false);
    for (const member of notCounted) expect(hidsOf(counted.members)).not.toContain(member.account.hid);

    // The game deals her the same members (the app's pipeline has no blocks yet), then the far ones.
    const deck = await wholeDeck(t, viewer.headers);
    expect(new Set(deck)).toEqual(new Set([...hidsOf(Object.values(fit)), ...hidsOf([blocked, blocking, ...notCounted.slice(-2)])]));

    // Blocks are the member-view pipeline's rule: unblocked, he counts again.
    blockedByViewer.delete(blocked.account.id);
    expect(hidsOf((await candidates.count(viewer.account, { cap: 999 })).members)).toContain(blocked.account.hid);
    blockedByViewer.add(blocked.account.id);
  });

  it('is 0 when nobody fits', async () => {
    const alone = await womanOf(t, files, cohort(1), { at: BERLIN });
    // Men of another band are near, and do not fit her.
    await manOf(t, files, cohort(2), { at: near(1) });
    expect(await candidates.count(alone.account, { cap: 999 })).toEqual({ members: [], capped: false });
  });

  it('stops at the cap and says there are more; a count equal to the cap is exact', async () => {
    const c = cohort(3);
    const viewer = await womanOf(t, files, c, { at: BERLIN });
    const men: SeededMember[] = [];
    for (let i = 0; i < 5; i++) men.push(await manOf(t, files, c, { at: near(1 + i) }));

    expect(await candidates.count(viewer.account, { cap: 2 })).toMatchObject({ members: [expect.anything(), expect.anything()], capped: true });
    expect(hidsOf((await candidates.count(viewer.account, { cap: 4 })).members)).toEqual(hidsOf(men.slice(0, 4)));
    const exact = await candidates.count(viewer.account, { cap: 5 });
    expect({ hids: hidsOf(exact.members), capped: exact.capped }).toEqual({ hids: hidsOf(men), capped: false });
    expect((await candidates.count(viewer.account, { cap: 4 })).capped).toBe(true);
  });

  it('reads past members the pipeline leaves out of a full pool, so they never hide a candidate', async () => {
    const c = cohort(4);
    const viewer = await womanOf(t, files, c, { at: BERLIN });
    // The two nearest are blocked either way: a pool of cap + 1 holds them and too few others.
    const blocked = await manOf(t, files, c, { at: near(1) });
    const blocking = await manOf(t, files, c, { at: near(2) });
    blockedByViewer.add(blocked.account.id);
    blockingViewer.add(blocking.account.id);
    const others = [await manOf(t, files, c, { at: near(3) }), await manOf(t, files, c, { at: near(4) }), await manOf(t, files, c, { at: near(5) })];

    expect(await candidates.count(viewer.account, { cap: 3 }).then((n) => ({ hids: hidsOf(n.members), capped: n.capped }))).toEqual({ hids: hidsOf(others), capped: false });
    expect(await candidates.count(viewer.account, { cap: 2 }).then((n) => ({ hids: hidsOf(n.members), capped: n.capped }))).toEqual({ hids: hidsOf(others.slice(0, 2)), capped: true });
  });

  it('counts anywhere for a member without a location, as the game deals to her from the start', async () => {
    const c = cohort(5);
    const nowhere = await womanOf(t, files, c, { at: null });
    const men = [await manOf(t, files, c, { at: near(1) }), await manOf(t, files, c, { at: near(COUNTED_RADIUS_KM * 3) }), await manOf(t, files, c, { at: null })];
    const counted = await candidates.count(nowhere.account, { cap: 999 });
    expect(new Set(hidsOf(counted.members))).toEqual(new Set(hidsOf(men)));
    expect(new Set(await wholeDeck(t, nowhere.headers))).toEqual(new Set(hidsOf(men)));
  });
});

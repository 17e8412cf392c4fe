import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onlineShardOf, type PushRecord } from '@amora/contracts';
import { loadConfig } from '../../config.ts';
import { MINUTE, SECOND } from '../../platform/clock.ts';
import type { Presence } from '../../platform/realtime/realtime.ts';
import { createDemoAccount } from '../../seed/demo-account.ts';
import { demoMemberBrand, demoMemberEmail } from '../../seed/members.ts';
import { seededRoster } from '../../seed/roster.ts';
import { DEMO_MEMBER_PASSWORD } from '../../seed/seed.ts';
import type { SeededAccount, SeededMember } from '../../testing/seed.ts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app.ts';
import { pointFrom } from '../discovery/discovery.fixture.ts';
import { bornAged, cardOf, cohort, manOf, react } from '../discovery/game/game.fixture.ts';
import { countedMemberViews, givePhotos, storedFiles } from '../member-views/member-views.fixture.ts';
import type { BlockPairs } from '../member-views/index.ts';
import type { RenditionFiles } from '../photos/index.ts';
import { isOnlineAt } from './draws.ts';
import { DEMO_POPULATION_JOB, DemoPopulation, parseDemoPopulationFile, startDemoPopulation, type DemoPopulationRates, type DemoRoster } from './index.ts';
import { DEMO_POPULATION_FILE, loadDemoPopulationRates } from './rates.ts';
import { DEMO_REPLIES } from './replies.ts';

/** Where a member is placed by their profile. */
type Point = { latitude: number; longitude: number };

const BERLIN: Point = { latitude: 52.52437, longitude: 13.41053 };
const near = (km: number, bearing = 90) => pointFrom(BERLIN, bearing, km);

/** Rates a test can follow: every decision yes, fixed delays, nothing else moving unless asked. */
const RATES: DemoPopulationRates = {
  // Longer than any test: the job's own timer never ticks in one; the test ticks by hand.
  tickSeconds: 3600,
  rosterSize: 60,
  likeBack: { chance: 1, afterSeconds: [120, 120] },
  replies: { chance: 1, afterSeconds: [60, 60] },
  newcomers: { withinHours: 48, chance: 1, admirers: 0, radiusKm: 100, afterSeconds: [300, 300] },
  presence: { chance: 0, periodMinutes: 60, sessionMinutes: [10, 10] },
};

interface DemoMemberOptions {
  gender: 'male' | 'female';
  age: number;
  searchAges: [number, number];
  at: Point;
  photos?: number;
  name?: string;
  /** Not the demo members' password: an impostor with a demo address. */
  password?: string;
}

/**
 * The living demo population (issue 16 point 8) on the manual clock: seeded members like back,
 * like newcomers and come and go, through the services any member's acts use, and only they do.
 */
describe.each(TEST_DIALECTS)('the demo population on %s', (dialect) => {
  let t: TestApp;
  let files: RenditionFiles;
  let roster: DemoRoster;
  let jobRegisteredBeforeStart: boolean;
  let nextIndex = 1;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    files = await storedFiles(t);
    roster = seededRoster(t.app);
    jobRegisteredBeforeStart = t.app.platform.jobs.names().includes(DEMO_POPULATION_JOB);
    startDemoPopulation(t.app, roster, { rates: RATES });
  });
  afterAll(() => t.close());

  /** Seeded demo member number `nextIndex`: the address and brand the seed gives that number, the demo members' password. */
  async function demoMember(options: DemoMemberOptions): Promise<SeededAccount> {
    const index = nextIndex++;
    const member = await t.seed.member({
      email: demoMemberEmail(index),
      brandId: demoMemberBrand(index).id,
      password: options.password ?? DEMO_MEMBER_PASSWORD,
      name: options.name ?? (options.gender === 'female' ? 'Dana' : 'Dario'),
      gender: options.gender,
      birthday: bornAged(options.age),
      search_gender: options.gender === 'female' ? 'male' : 'female',
      search_age_from: options.searchAges[0],
      search_age_to: options.searchAges[1],
      city_id: null,
      profile: options.at,
      signIn: false,
    });
    await givePhotos(t, member.account.id, files, Array.from({ length: options.photos ?? 1 }, () => 'approved'));
    return member;
  }

  /** A member who signed up now (not a demo member), signed in. */
  async function newcomer(options: Omit<DemoMemberOptions, 'password'>): Promise<SeededMember> {
    const member = await t.seed.member({
      name: options.name ?? 'Nora',
      gender: options.gender,
      birthday: bornAged(options.age),
      search_gender: options.gender === 'female' ? 'male' : 'female',
      search_age_from: options.searchAges[0],
      search_age_to: options.searchAges[1],
      city_id: null,
      profile: options.at,
    });
    await givePhotos(t, member.account.id, files, Array.from({ length: options.photos ?? 1 }, () => 'approved'));
    return member;
  }

  const likesGivenBy = async (member: SeededAccount) =>
    (await t.database.db.selectFrom('marks').select(['target_account_id', 'source']).where('account_id', '=', member.account.id).where('kind', '=', 'like').execute()).map((row) => ({
      target: Number(row.target_account_id),
      source: row.source,
    }));
  const likersOf = async (member: SeededAccount) =>
    (await t.database.db.selectFrom('marks').select('account_id').where('target_account_id', '=', member.account.id).where('kind', '=', 'like').execute()).map((row) => Number(row.account_id)).sort((a, b) => a - b);
  const likePushesOf = async (member: SeededAccount) =>
    (await t.database.db.selectFrom('pushes').select('record').where('account_id', '=', member.account.id).where('type', '=', 'new_like').orderBy('id').execute()).map((row) => JSON.parse(row.record) as PushRecord);
  const matched = async (a: SeededAccount, b: SeededAccount) => t.app.services.relations.areMatched(a.account.id, b.account.id);
  const runJob = () => t.app.platform.jobs.run(DEMO_POPULATION_JOB);

  it('is started only by a caller who asks (npm start in demo mode), and never outside demo mode', () => {
    expect(jobRegisteredBeforeStart).toBe(false);
    expect(t.app.platform.jobs.names()).toContain(DEMO_POPULATION_JOB);
    expect(loadConfig({}).demoPopulation).toBe(true);
    expect(loadConfig({ DEMO_POPULATION: '0' }).demoPopulation).toBe(false);
    expect(loadConfig({ DEMO_MODE: '0' }).demoPopulation).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_POPULATION: '1' }).demoPopulation).toBe(false);
  });

  it('likes back a newcomer who liked a demo member in the game after the drawn delay: a match, and the match push', async () => {
    const c = cohort(0);
    const dana = await demoMember({ gender: 'female', age: c.women, searchAges: [c.men - 2, c.men + 2], at: near(3), name: 'Dana' });
    const nick = await newcomer({ gender: 'male', age: c.men, searchAges: [c.women - 2, c.women + 2], at: BERLIN, name: 'Nick' });
    const liked = await react(t, nick.headers, await cardOf(t, nick.headers, dana), 'like', { interactionMethod: 'swipe' });
    expect(liked.json()).toMatchObject({ isMatch: false });

    // The job ticks on the clock: not before the delay (120 s in these rates) …
    expect(await runJob()).toBe(0);
    t.clock.advance(119 * SECOND);
    expect(await runJob()).toBe(0);
    expect(await matched(dana, nick)).toBe(false);
    // … and at it: she likes him back, as from his profile, and they are matched.
    t.clock.advance(SECOND);
    expect(await runJob()).toBe(1);
    expect(await likesGivenBy(dana)).toEqual([{ target: nick.account.id, source: 'profile' }]);
    expect(await matched(dana, nick)).toBe(true);
    expect((await likePushesOf(nick)).map((push) => ({ context: push.context, sender: push.senderName, title: push.template.title }))).toEqual([
      { context: 'match', sender: 'Dana', title: 'It’s a match!' },
    ]);
    // Liking, she was online.
    expect((await t.app.services.accounts.findById(dana.account.id))?.last_online_at).toBe(t.clock.now());

    // A tick later, or a restarted population, never likes twice.
    expect(await runJob()).toBe(0);
    const restarted = new DemoPopulation({ ...depsOf(), rates: RATES });
    expect((await restarted.tick(t.clock.now())).likes).toBe(0);
    expect(await likesGivenBy(dana)).toHaveLength(1);
  });

  it('has the nearby demo members who would meet a newcomer in the game like her, and nobody else ever', async () => {
    const c = cohort(1);
    const seeker = { gender: 'male' as const, age: c.men, searchAges: [c.women - 2, c.women + 2] as [number, number] };
    const admirers = [await demoMember({ ...seeker, at: near(2) }), await demoMember({ ...seeker, at: near(5) }), await demoMember({ ...seeker, at: near(8) })];
    const never = [
      await demoMember({ ...seeker, at: near(600) }), // too far
      await demoMember({ ...seeker, at: near(2), searchAges: [c.women + 4, c.women + 9] }), // she is too young for him
      await demoMember({ ...seeker, at: near(2), photos: 0 }), // no photo: he does not play
      await demoMember({ ...seeker, at: near(2), password: 'not-the-demo-password' }), // a demo address, not a demo member
      await t.seed.member({ ...memberAnswers(seeker), city_id: null, profile: near(2), signIn: false }), // a real member
    ];
    await givePhotos(t, never[4]!.account.id, files, ['approved']);
    // The demo account (a man of 31 in Berlin, looking for women of 25 to 38) acts for nobody either.
    const demoAccountId = await createDemoAccount(t.app);
    const nora = await newcomer({ gender: 'female', age: c.women, searchAges: [c.men - 2, 33], at: BERLIN, name: 'Nora' });
    const noPhoto = await newcomer({ gender: 'female', age: c.women, searchAges: [c.men - 2, 33], at: BERLIN, photos: 0 });

    // The roster: the seeded members only, whatever else has a demo address or is near.
    const rosterIds = new Set((await roster.load(RATES.rosterSize)).map((member) => member.id));
    for (const member of [...admirers, ...never.slice(0, 3)]) expect(rosterIds.has(member.account.id)).toBe(true);
    for (const id of [never[3]!.account.id, never[4]!.account.id, demoAccountId, nora.account.id]) expect(rosterIds.has(id)).toBe(false);

    // As many admirers as are eligible (at most 10, every draw a yes), 300 s after her photo was there.
    const crowd = new DemoPopulation({ ...depsOf(), rates: { ...RATES, likeBack: { ...RATES.likeBack, chance: 0 }, newcomers: { ...RATES.newcomers, admirers: 10 } } });
    expect((await crowd.tick(t.clock.now())).likes).toBe(0);
    t.clock.advance(299 * SECOND);
    expect((await crowd.tick(t.clock.now())).likes).toBe(0);
    t.clock.advance(SECOND);
    expect((await crowd.tick(t.clock.now())).likes).toBe(3);

    expect(await likersOf(nora)).toEqual(admirers.map((m) => m.account.id).sort((a, b) => a - b));
    for (const member of never) expect(await likesGivenBy(member), member.data.email).toEqual([]);
    expect(await t.database.db.selectFrom('marks').select('id').where('account_id', '=', demoAccountId).execute()).toEqual([]);
    expect(await likersOf(noPhoto)).toEqual([]);
    // Nora is free: she hears that someone likes her, not who.
    expect((await likePushesOf(nora)).map((push) => [push.context, push.senderHid])).toEqual([
      ['like', null],
      ['like', null],
      ['like', null],
    ]);
    // Later ticks add nobody.
    t.clock.advance(HOUR_MS);
    expect((await crowd.tick(t.clock.now())).likes).toBe(0);

    // At the rate's number of admirers at most: with 1, one of the three.
    const nina = await newcomer({ gender: 'female', age: c.women, searchAges: [c.men - 2, 33], at: BERLIN, name: 'Nina' });
    const few = new DemoPopulation({ ...depsOf(), rates: { ...RATES, likeBack: { ...RATES.likeBack, chance: 0 }, newcomers: { ...RATES.newcomers, admirers: 1 } } });
    await few.tick(t.clock.now());
    t.clock.advance(300 * SECOND);
    expect((await few.tick(t.clock.now())).likes).toBe(1);
    expect(admirers.map((m) => m.account.id)).toEqual(expect.arrayContaining(await likersOf(nina)));
  });

  it('likes back only members it may see both ways, and whom both search settings accept', async () => {
    const c = cohort(2);
    const woman = (at: Point, searchAges: [number, number] = [c.men - 2, c.men + 2]) => demoMember({ gender: 'female', age: c.women, searchAges, at });
    const man = (searchAges: [number, number] = [c.women - 2, c.women + 2]) => manOf(t, files, c, { at: BERLIN, searchAges });
    const pairs = {
      blockedByHer: { her: await woman(near(1)), him: await man() },
      blockingHer: { her: await woman(near(1)), him: await man() },
      tooOldForHer: { her: await woman(near(1), [c.men - 6, c.men - 1]), him: await man() },
      // He liked her from search, though his own settings would not deal her: she does not answer.
      sheIsTooYoungForHim: { her: await woman(near(1)), him: await man([c.women + 1, c.women + 6]) },
      fine: { her: await woman(near(1)), him: await man() },
    };
    for (const { her, him } of Object.values(pairs)) {
      const res = await t.request({ method: 'POST', url: '/apis/relations/v1/users/me/likes?context=search', headers: him.headers, payload: { contact_hid: her.account.hid } });
      expect(res.statusCode, res.body).toBe(200);
    }
    // Blocks are the safety module's (not built yet): the pipeline's block slot, filled here as it will fill it.
    const blocks = {
      blocksBetween: async (viewerId: number): Promise<BlockPairs> => ({
        blockedByViewer: new Set(viewerId === pairs.blockedByHer.her.account.id ? [pairs.blockedByHer.him.account.id] : []),
        blockingViewer: new Set(viewerId === pairs.blockingHer.her.account.id ? [pairs.blockingHer.him.account.id] : []),
      }),
    };
    const { views } = countedMemberViews(t, { blocks, relationships: t.app.services.relations });
    const careful = new DemoPopulation({ ...depsOf(), members: views, rates: RATES });
    t.clock.advance(2 * MINUTE);
    expect((await careful.tick(t.clock.now())).likes).toBe(1);
    for (const [name, { her, him }] of Object.entries(pairs)) expect(await matched(her, him), name).toBe(name === 'fine');
  });

  it('brings demo members online and offline in drawn sessions, on the online channel, and touches nobody else', async () => {
    const c = cohort(3);
    const dora = await demoMember({ gender: 'female', age: c.women, searchAges: [c.men - 2, c.men + 2], at: near(1) });
    const bystander = await newcomer({ gender: 'male', age: c.men, searchAges: [c.women - 2, c.women + 2], at: BERLIN });
    const presence = { chance: 1, periodMinutes: 60, sessionMinutes: [10, 10] as [number, number] };
    const comings = new DemoPopulation({ ...depsOf(), rates: { ...RATES, likeBack: { ...RATES.likeBack, chance: 0 }, presence } });
    const heard: Presence[] = [];
    let wake: () => void = () => undefined;
    const unsubscribe = await t.app.platform.realtime.onPresence(onlineShardOf(dora.account.id), (change) => {
      if (change.accountId !== dora.account.id) return;
      heard.push(change);
      wake();
    });
    const hearing = (count: number) => new Promise<void>((resolve) => (heard.length >= count ? resolve() : (wake = () => heard.length >= count && resolve())));
    /** The next minute from `from` at which she is (or is not) in a session. */
    const nextMinute = (from: number, online: boolean) => {
      for (let at = from; at < from + 3 * 60 * MINUTE; at += MINUTE) if (isOnlineAt(presence, dora.account.id, at) === online) return at;
      throw new Error('no such minute');
    };
    const bystanderSeen = (await t.app.services.accounts.findById(bystander.account.id))!.last_online_at;

    const offline = nextMinute(t.clock.now(), false);
    t.clock.set(offline);
    await comings.tick(offline);
    const online = nextMinute(offline, true);
    t.clock.set(online);
    expect((await comings.tick(online)).cameOnline).toBeGreaterThanOrEqual(1);
    await hearing(1);
    expect(heard).toEqual([{ accountId: dora.account.id, hid: dora.account.hid, online: true }]);
    expect((await t.app.services.accounts.findById(dora.account.id))!.last_online_at).toBe(online);
    // Still in her session a tick later: seen again, nothing new said.
    t.clock.advance(MINUTE);
    await comings.tick(t.clock.now());
    expect((await t.app.services.accounts.findById(dora.account.id))!.last_online_at).toBe(t.clock.now());

    const gone = nextMinute(t.clock.now(), false);
    t.clock.set(gone);
    expect((await comings.tick(gone)).wentOffline).toBeGreaterThanOrEqual(1);
    await hearing(2);
    expect(heard.map((change) => change.online)).toEqual([true, false]);
    await unsubscribe();
    expect((await t.app.services.accounts.findById(bystander.account.id))!.last_online_at).toBe(bystanderSeen);
  });

  /** The deps `startDemoPopulation` gives the job's population, for populations with rates of their own. */
  it('answers a match’s first words once, after the drawn delay, in the writer’s language', async () => {
    const c = cohort(5);
    const dana = await demoMember({ gender: 'female', age: c.women, searchAges: [c.men - 2, c.men + 2], at: near(3), name: 'Dana' });
    const nick = await newcomer({ gender: 'male', age: c.men, searchAges: [c.women - 2, c.women + 2], at: BERLIN, name: 'Nick' });
    const liked = await react(t, nick.headers, await cardOf(t, nick.headers, dana), 'like', { interactionMethod: 'swipe' });
    expect(liked.statusCode, liked.body).toBe(200);
    // Its own population: what earlier tests left waiting is not counted here.
    const population = new DemoPopulation({ ...depsOf(), rates: RATES });
    const replies = async () => (await population.tick(t.clock.now())).replies;
    t.clock.advance(120 * SECOND);
    await population.tick(t.clock.now());
    expect(await matched(dana, nick)).toBe(true);

    const send = (text: string, requestId: string) =>
      t.request({ method: 'POST', url: `/v3/messenger/dialogs/${dana.account.hid}/messages`, headers: nick.headers, payload: { type: 'text', textMessageBody: { text }, requestId } });
    expect((await send('Hi Dana!', 'first')).statusCode).toBe(200);
    const answers = async () =>
      (await t.database.db.selectFrom('messages').select('text').where('sender_account_id', '=', dana.account.id).where('receiver_account_id', '=', nick.account.id).where('is_system', '=', 0).execute()).map((row) => row.text);

    // Not before the delay (60 s in these rates) …
    t.clock.advance(59 * SECOND);
    expect(await replies()).toBe(0);
    expect(await answers()).toEqual([]);
    // … and at it: a warm line in his language, and she was online to write it.
    t.clock.advance(SECOND);
    expect(await replies()).toBe(1);
    const [answer] = await answers();
    expect(DEMO_REPLIES['en-US']).toContain(answer);
    expect((await t.app.services.accounts.findById(dana.account.id))?.last_online_at).toBe(t.clock.now());

    // Once: his next words, a later tick and a restarted population leave it at one answer.
    expect((await send('How are you?', 'second')).statusCode).toBe(200);
    t.clock.advance(120 * SECOND);
    expect(await replies()).toBe(0);
    expect((await new DemoPopulation({ ...depsOf(), rates: RATES }).tick(t.clock.now())).replies).toBe(0);
    expect(await answers()).toHaveLength(1);
  });

  function depsOf() {
    const { accounts, memberViews, photoFiles, relations, messenger } = t.app.services;
    return { accounts, members: memberViews, photos: photoFiles, relations, messenger, realtime: t.app.platform.realtime, roster };
  }
});

describe('the demo population’s rates file', () => {
  it('ships valid rates, and a broken file fails loudly at start', () => {
    const shipped = loadDemoPopulationRates(DEMO_POPULATION_FILE);
    expect(shipped.likeBack.chance).toBeGreaterThan(0);
    expect(shipped.likeBack.afterSeconds[1]).toBeLessThanOrEqual(10 * 60);
    const broken = { ...shipped, presence: { ...shipped.presence, sessionMinutes: [5, shipped.presence.periodMinutes + 1] } };
    expect(() => parseDemoPopulationFile(JSON.stringify(broken), 'rates.json')).toThrow(/presence\.sessionMinutes: a session is longer than its period/);
    expect(() => parseDemoPopulationFile('{', 'rates.json')).toThrow(/not valid JSON/);
  });
});

const HOUR_MS = 60 * MINUTE;

/** Sign-up answers of a member who searches like `seeker` (a man of the cohort). */
function memberAnswers(seeker: { gender: 'male' | 'female'; age: number; searchAges: [number, number] }) {
  return {
    name: 'Ralf',
    gender: seeker.gender,
    birthday: bornAged(seeker.age),
    search_gender: seeker.gender === 'female' ? ('male' as const) : ('female' as const),
    search_age_from: seeker.searchAges[0],
    search_age_to: seeker.searchAges[1],
  };
}

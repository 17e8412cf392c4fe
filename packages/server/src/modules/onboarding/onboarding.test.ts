import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiCode, FieldErrorKey, ONBOARDING_ITEMS } from '@amora/contracts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app.ts';

type ItemView = { name: string; done: boolean; count: number };

describe.each(TEST_DIALECTS)('onboarding items on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  const items = (headers: Record<string, string>) => t.request({ method: 'GET', url: '/rest/v2/user/onboarding/items', headers });
  const markShown = (headers: Record<string, string>, payload: Record<string, unknown>) => t.request({ method: 'PUT', url: '/rest/v2/user/onboarding/item', headers, payload });
  const itemViews = async (headers: Record<string, string>) => (await items(headers)).json().result.items as ItemView[];
  const doneNames = async (headers: Record<string, string>) => (await itemViews(headers)).filter((item) => item.done).map((item) => item.name);
  const counts = async (headers: Record<string, string>) => Object.fromEntries((await itemViews(headers)).filter((item) => item.count > 0).map((item) => [item.name, item.count]));

  it('lists every item not done, then remembers each one marked done', async () => {
    const member = await t.seed.member();
    const other = await t.seed.member();
    const fresh = await items(member.headers);
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json()).toEqual({ result: { items: ONBOARDING_ITEMS.map((name) => ({ name, done: false, count: 0 })) } });

    for (let i = 0; i < 2; i += 1) {
      const res = await markShown(member.headers, { item: 'likes_you' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ result: true });
    }
    await markShown(member.headers, { item: 'verification' });
    expect(await doneNames(member.headers)).toEqual(['likes_you', 'verification']);
    expect(await doneNames(other.headers)).toEqual([]);
  });

  it('counts each showing of a tutorial tooltip, per member, keeping the first time', async () => {
    const member = await t.seed.member();
    const other = await t.seed.member();
    const first = t.clock.now();
    for (let shown = 1; shown <= 3; shown += 1) {
      expect((await markShown(member.headers, { item: 'thread_list_smart_message' })).statusCode).toBe(200);
      expect(await counts(member.headers)).toEqual({ thread_list_smart_message: shown });
      t.clock.advance(60_000);
    }
    // Two showings at once both count.
    await Promise.all([markShown(member.headers, { item: 'favourites' }), markShown(member.headers, { item: 'favourites' })]);
    await markShown(other.headers, { item: 'thread_list_smart_message' });

    expect(await counts(member.headers)).toEqual({ thread_list_smart_message: 3, favourites: 2 });
    expect((await itemViews(member.headers)).find((item) => item.name === 'favourites')).toEqual({ name: 'favourites', done: true, count: 2 });
    expect(await counts(other.headers)).toEqual({ thread_list_smart_message: 1 });
    const row = await t.database.db
      .selectFrom('onboarding_items')
      .select('done_at')
      .where('account_id', '=', member.account.id)
      .where('item', '=', 'thread_list_smart_message')
      .executeTakeFirstOrThrow();
    expect(Number(row.done_at)).toBe(first);
  });

  it('refuses an unknown or missing item with a field error', async () => {
    const member = await t.seed.member();
    for (const [payload, key] of [
      [{ item: 'everything' }, FieldErrorKey.invalid],
      [{ item: 'THREAD_LIST_SMART_MESSAGE' }, FieldErrorKey.invalid],
      [{ item: 3 }, FieldErrorKey.invalid],
      [{}, FieldErrorKey.required],
    ] as const) {
      const res = await markShown(member.headers, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: ApiCode.validation, fields: { item: key } });
    }
    expect(await counts(member.headers)).toEqual({});
  });

  it('answers only a signed-in member', async () => {
    expect((await items({})).statusCode).toBe(401);
    expect((await markShown({}, { item: 'likes_you' })).statusCode).toBe(401);
  });
});

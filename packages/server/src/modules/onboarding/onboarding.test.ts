import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiCode, FieldErrorKey, ONBOARDING_ITEMS } from '@amora/contracts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app.ts';

describe.each(TEST_DIALECTS)('onboarding items on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  const items = (headers: Record<string, string>) => t.request({ method: 'GET', url: '/rest/v2/user/onboarding/items', headers });
  const markDone = (headers: Record<string, string>, payload: Record<string, unknown>) => t.request({ method: 'PUT', url: '/rest/v2/user/onboarding/item', headers, payload });
  const doneNames = async (headers: Record<string, string>) =>
    ((await items(headers)).json().result.items as Array<{ name: string; done: boolean }>).filter((item) => item.done).map((item) => item.name);

  it('lists every item not done, then remembers each one marked done, once', async () => {
    const member = await t.seed.member();
    const other = await t.seed.member();
    const fresh = await items(member.headers);
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json()).toEqual({ result: { items: ONBOARDING_ITEMS.map((name) => ({ name, done: false })) } });

    for (let i = 0; i < 2; i += 1) {
      const res = await markDone(member.headers, { item: 'likes_you' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ result: true });
    }
    await markDone(member.headers, { item: 'verification' });
    expect(await doneNames(member.headers)).toEqual(['likes_you', 'verification']);
    expect(await doneNames(other.headers)).toEqual([]);
  });

  it('refuses an unknown or missing item with a field error', async () => {
    const member = await t.seed.member();
    for (const [payload, key] of [
      [{ item: 'everything' }, FieldErrorKey.invalid],
      [{}, FieldErrorKey.required],
    ] as const) {
      const res = await markDone(member.headers, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: ApiCode.validation, fields: { item: key } });
    }
    expect(await doneNames(member.headers)).toEqual([]);
  });

  it('answers only a signed-in member', async () => {
    expect((await items({})).statusCode).toBe(401);
    expect((await markDone({}, { item: 'likes_you' })).statusCode).toBe(401);
  });
});

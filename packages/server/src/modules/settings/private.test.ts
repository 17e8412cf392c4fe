import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiCode, FieldErrorKey } from '@amora/contracts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app.ts';

/** GeoNames ids: Berlin in Germany, and France. */
const BERLIN = 2950159;
const GERMANY = 2921044;
const FRANCE = 3017382;

describe.each(TEST_DIALECTS)('private settings on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  const save = (headers: { authorization: string }, payload: unknown) =>
    t.request({ method: 'POST', url: '/rest/v2/user/settings/private', headers, payload: payload as Record<string, unknown> });

  it('saves the trimmed name and the city with its country', async () => {
    const member = await t.seed.member();
    const res = await save(member.headers, { name: '  Marta  ', city_id: BERLIN, country_id: FRANCE });
    expect(res.statusCode, res.body).toBe(200);
    const { changed, profile } = res.json().result;
    expect(changed).toEqual(['name', 'city_id', 'country_id']);
    expect(profile.common.name).toBe('Marta');
    expect(profile.geo.city.id).toBe(BERLIN);
    expect(profile.geo.city.country.id).toBe(GERMANY);
  });

  it('saves only the private fields, whatever else the body holds', async () => {
    const member = await t.seed.member();
    const res = await save(member.headers, { name: 'Nora', height: 170, birthday: '1990-01-01' });
    expect(res.json().result.changed).toEqual(['name']);
    const profile = await t.app.services.accounts.findProfile(member.account.id);
    expect(profile).toMatchObject({ name: 'Nora', height: null, birthday: '1994-03-25' });
  });

  it('answers every problem as a field error and saves nothing', async () => {
    const member = await t.seed.member();
    const res = await save(member.headers, { name: 'N', city_id: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(ApiCode.validation);
    expect(Object.keys(res.json().fields).sort()).toEqual(['city_id', 'name']);
    expect(res.json().fields.city_id).toBe(FieldErrorKey.invalid);
    expect((await t.app.services.accounts.findProfile(member.account.id))!.name).toBe('Anna');
  });

  it('needs an active member', async () => {
    expect((await save({ authorization: '' }, { name: 'Olga' })).statusCode).toBe(401);
    const hidden = await t.seed.member({ ok: 0 });
    expect((await save(hidden.headers, { name: 'Olga' })).json().code).toBe(ApiCode.accountStateChanged);
  });
});

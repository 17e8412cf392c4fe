import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCATION_CHANGES_PER_DAY } from '@amora/contracts';
import { DAY } from '../../../platform/clock.ts';
import { TABLE_OWNERS } from '../../../platform/db/table-owners.ts';
import { CITIES } from '../../../testing/personas.ts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../../testing/test-app.ts';
import { shareBrowserPosition } from '../discovery.fixture.ts';
import { snapToCell } from './cell.ts';

/** A position with digits no other value in the database has, well off its cell's centre. */
const RAW = { latitude: 52.5123456789, longitude: 13.4098765432 };

describe.each(TEST_DIALECTS)('the member location on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  const rowsOf = (accountId: number) => t.database.db.selectFrom('member_locations').selectAll().where('account_id', '=', accountId).orderBy('source').execute();
  const sourceOf = async (headers: { authorization: string }) => (await t.request({ method: 'GET', url: '/v3/users/me/location', headers })).json().source;
  const remove = (headers: { authorization: string }) => t.request({ method: 'DELETE', url: '/v3/users/me/location', headers });

  it('snaps the browser position at once: the cell and its centre are stored, the position nowhere', async () => {
    const member = await t.seed.member({ persona: 'alice' });
    const snapped = snapToCell(RAW);
    // The test means something only if the centre is well off the position (here ~0.4 km).
    expect(Math.abs(snapped.latitude - RAW.latitude) + Math.abs(snapped.longitude - RAW.longitude)).toBeGreaterThan(0.001);

    const res = await shareBrowserPosition(t, member.headers, RAW);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ source: 'browser' });
    expect(await sourceOf(member.headers)).toBe('browser');

    const rows = await rowsOf(member.account.id);
    expect(rows.map(({ source, cell, latitude, longitude }) => ({ source, cell, latitude, longitude }))).toEqual([
      { source: 'browser', cell: snapped.cell, latitude: snapped.latitude, longitude: snapped.longitude },
      { source: 'city', ...snapToCell(CITIES.berlin) },
    ]);
    for (const row of rows) for (const value of Object.values(row)) expect([RAW.latitude, RAW.longitude]).not.toContain(value);

    // Nor anywhere else: no table holds the digits of the position, a log line or an event included.
    for (const table of Object.keys(TABLE_OWNERS)) {
      const { rows: all } = await sql`select * from ${sql.table(table)}`.execute(t.database.db);
      const text = JSON.stringify(all);
      expect(text, table).not.toContain('5123456');
      expect(text, table).not.toContain('4098765');
    }
  });

  it('goes back to the city on DELETE, and to no location for a member without a city', async () => {
    const inBerlin = await t.seed.member({ persona: 'alice' });
    expect(await sourceOf(inBerlin.headers)).toBe('city');
    await shareBrowserPosition(t, inBerlin.headers, RAW);
    const back = await remove(inBerlin.headers);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toEqual({ source: 'city' });
    expect((await rowsOf(inBerlin.account.id)).map((row) => row.source)).toEqual(['city']);

    const nowhere = await t.seed.member();
    expect(await sourceOf(nowhere.headers)).toBe('none');
    expect((await shareBrowserPosition(t, nowhere.headers, RAW)).json()).toEqual({ source: 'browser' });
    expect((await remove(nowhere.headers)).json()).toEqual({ source: 'none' });
    expect(await rowsOf(nowhere.account.id)).toEqual([]);
  });

  it('moves the city cell with the profile city, while a shared browser position stays in use', async () => {
    const member = await t.seed.member({ persona: 'alice' });
    await shareBrowserPosition(t, member.headers, RAW);
    await t.seed.editProfile(member, { city_id: CITIES.hamburg.id });
    const rows = await rowsOf(member.account.id);
    expect(rows.map((row) => [row.source, row.cell])).toEqual([
      ['browser', snapToCell(RAW).cell],
      ['city', snapToCell(CITIES.hamburg).cell],
    ]);
    expect(await t.app.services.locations.centresOf([member.account.id])).toEqual(new Map([[member.account.id, { latitude: rows[0]!.latitude, longitude: rows[0]!.longitude }]]));

    await remove(member.headers);
    expect(await t.app.services.locations.centresOf([member.account.id])).toEqual(new Map([[member.account.id, { latitude: rows[1]!.latitude, longitude: rows[1]!.longitude }]]));
  });

  it('allows 10 changes a day; the 11th is a 429 with retry-after until the next day, and changes nothing', async () => {
    const member = await t.seed.member({ persona: 'alice' });
    for (let i = 0; i < LOCATION_CHANGES_PER_DAY; i++) {
      const res = i % 2 === 0 ? await shareBrowserPosition(t, member.headers, { latitude: 52.5 + i / 100, longitude: 13.4 }) : await remove(member.headers);
      expect(res.statusCode, `change ${i + 1}: ${res.body}`).toBe(200);
    }
    const before = await rowsOf(member.account.id);
    const refused = await shareBrowserPosition(t, member.headers, { latitude: 48.1, longitude: 11.5 });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 429, message: 'Too many requests' });
    const nextDay = (Math.floor(t.clock.now() / DAY) + 1) * DAY;
    expect(Number(refused.headers['retry-after'])).toBe(Math.ceil((nextDay - t.clock.now()) / 1000));
    expect(Number(refused.headers['x-rate-limit-reset'])).toBe(nextDay / 1000);
    expect((await remove(member.headers)).statusCode).toBe(429);
    expect(await rowsOf(member.account.id)).toEqual(before);

    t.clock.advance(Number(refused.headers['retry-after']) * 1000);
    const headers = await member.freshHeaders();
    const res = await shareBrowserPosition(t, headers, { latitude: 48.1, longitude: 11.5 });
    expect(res.statusCode, res.body).toBe(200);
    expect((await rowsOf(member.account.id))[0]!.cell).toBe(snapToCell({ latitude: 48.1, longitude: 11.5 }).cell);
  });

  it('refuses what is not a position with 400 field errors, stores nothing and spends no change', async () => {
    const member = await t.seed.member({ persona: 'alice' });
    const cases: Array<[body: unknown, fields: string[]]> = [
      [{ latitude: 90.000001, longitude: 0 }, ['latitude']],
      [{ latitude: -91, longitude: 0 }, ['latitude']],
      [{ latitude: 0, longitude: 180.5 }, ['longitude']],
      [{ latitude: 0, longitude: -1e308 }, ['longitude']],
      [{ latitude: '52.5', longitude: 13.4 }, ['latitude']],
      [{ latitude: 52.5, longitude: null }, ['longitude']],
      [{ latitude: 52.5 }, ['longitude']],
      [{ latitude: [52.5], longitude: { x: 1 } }, ['latitude', 'longitude']],
      [{ latitude: 52.5, longitude: 13.4, accuracy: 20 }, ['accuracy']],
      [{ latitude: 52.5, longitude: 13.4, raw: { latitude: 1 } }, ['raw']],
      [[52.5, 13.4], ['_']],
      [null, ['_']],
    ];
    for (let round = 0; round < 2; round++) {
      for (const [body, fields] of cases) {
        const res = await shareBrowserPosition(t, member.headers, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().code).toBe(400);
        expect(Object.keys(res.json().fields ?? {}).sort(), JSON.stringify(body)).toEqual(fields);
      }
    }
    const odd = await t.request({ method: 'PUT', url: '/v3/users/me/location', headers: { ...member.headers, 'content-type': 'application/json' }, payload: '{"latitude": NaN, "longitude": 1}' });
    expect(odd.statusCode).toBe(400);
    expect((await rowsOf(member.account.id)).map((row) => row.source)).toEqual(['city']);
    // 25 refusals later, the day's 10 changes are all still there.
    for (let i = 0; i < LOCATION_CHANGES_PER_DAY; i++) expect((await shareBrowserPosition(t, member.headers, RAW)).statusCode).toBe(200);
  });

  it('needs a login', async () => {
    expect((await t.request({ method: 'PUT', url: '/v3/users/me/location', payload: RAW })).statusCode).toBe(401);
    expect((await t.request({ method: 'DELETE', url: '/v3/users/me/location' })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/v3/users/me/location' })).statusCode).toBe(401);
  });

  it('exports the stored cells, never a position', async () => {
    const member = await t.seed.member({ persona: 'alice' });
    await shareBrowserPosition(t, member.headers, RAW);
    const hooks = t.app.platform.memberData.owners().find((owner) => owner.owner === 'discovery.location')!;
    const exported = await hooks.export!({ accountId: member.account.id, language: 'en-US' });
    const snapped = snapToCell(RAW);
    const city = snapToCell(CITIES.berlin);
    expect(exported).toEqual({
      sections: {
        location: {
          source: 'browser',
          cells: [
            { source: 'browser', h3_cell: snapped.cell, centre: { latitude: snapped.latitude, longitude: snapped.longitude } },
            { source: 'city', h3_cell: city.cell, centre: { latitude: city.latitude, longitude: city.longitude } },
          ],
        },
      },
    });
  });
});

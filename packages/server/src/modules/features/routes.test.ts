import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_VERSION, AUTH_SCHEME, FEATURE_FLAGS, type SplitBinding } from '@amora/contracts';
import { buildApp } from '../../app.ts';
import { generateSecrets } from '../../platform/secrets.ts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app.ts';
import { parseFeaturesFile, type FeaturesFile } from './config-file.ts';

const shippedFile = path.resolve(import.meta.dirname, '../../../config/features.json');

function writeFeatures(file: string, features: FeaturesFile): void {
  fs.writeFileSync(file, JSON.stringify(features));
}

/** A features file with one flag and two splits, editable by the tests. */
function baseFeatures(): FeaturesFile {
  return {
    flags: [
      {
        hid: 'compliance',
        variants: ['off', 'on'],
        default: 'off',
        overrides: [
          { countries: ['US'], variant: 'on' },
          { brands: [8], variant: 'on' },
        ],
      },
    ],
    splits: [
      { hid: 'casual-dating', groups: [{ group: 0, weight: 50 }, { group: 1, weight: 50 }] },
      { hid: 'paywall-copy', groups: [{ group: 0, weight: 1 }, { group: 1, weight: 1 }, { group: 2, weight: 1 }, { group: 3, weight: 1 }] },
    ],
  };
}

const variantOf = (body: { features: { hid: string; variant: string }[] }, hid: string) => body.features.find((f) => f.hid === hid)?.variant;
const groupOf = (bindings: SplitBinding[], hid: string) => bindings.find((b) => b.splitHid === hid)?.splitGroup;

describe('the shipped features file', () => {
  it('configures every flag of spec 1 §3', () => {
    const file = parseFeaturesFile(fs.readFileSync(shippedFile, 'utf8'), shippedFile);
    expect(file.flags.map((f) => f.hid).sort()).toEqual([...FEATURE_FLAGS].sort());
  });
});

describe.each(TEST_DIALECTS)('features and splits on %s', (dialect) => {
  let t: TestApp;
  let dir: string;
  let file: string;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'amora-features-'));
    file = path.join(dir, 'features.json');
    writeFeatures(file, baseFeatures());
    t = await startTestApp(dialect, { env: { FEATURES_FILE: file } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const init = (payload: unknown, headers: Record<string, string> = {}) => t.request({ method: 'POST', url: '/v3/init', payload: payload as object, headers });

  it('answers a visitor with flags by brand and country, and no split group without a device id', async () => {
    const res = await init({ splitHids: ['casual-dating'] });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ features: [{ hid: 'compliance', variant: 'off' }], splitBindings: [{ splitHid: 'casual-dating', splitGroup: -1 }] });

    const otherBrand = await init({ splitHids: [] }, { host: 'lovella.localhost' });
    expect(variantOf(otherBrand.json(), 'compliance')).toBe('on');
  });

  it('splits a visitor deterministically by device id, storing nothing', async () => {
    const groups = new Set<number>();
    for (let i = 0; i < 40; i++) {
      const first = (await init({ splitHids: ['paywall-copy'] }, { 'x-device-id': `device-${i}` })).json();
      const again = (await init({ splitHids: ['paywall-copy'] }, { 'x-device-id': `device-${i}` })).json();
      expect(again.splitBindings).toEqual(first.splitBindings);
      groups.add(groupOf(first.splitBindings, 'paywall-copy')!);
    }
    // Four equal weights over forty devices: every group is used.
    expect([...groups].sort()).toEqual([0, 1, 2, 3]);
    const rows = await t.database.db.selectFrom('split_bindings').selectAll().execute();
    expect(rows).toHaveLength(0);
  });

  it('binds every configured split when init names none', async () => {
    const body = (await t.request({ method: 'POST', url: '/v3/init' })).json();
    expect(body.splitBindings.map((b: SplitBinding) => b.splitHid)).toEqual(['casual-dating', 'paywall-copy']);
  });

  it('binds a member once and keeps the stored group when the weights change', async () => {
    const member = await t.seed.member();
    const first = await t.request({ method: 'POST', url: '/v3/split/bindings:ensure', headers: member.headers, payload: { splitHids: ['casual-dating', 'paywall-copy', 'no-such-split'] } });
    expect(first.statusCode).toBe(200);
    const bindings: SplitBinding[] = first.json().splitBindings;
    expect(bindings.map((b) => b.splitHid)).toEqual(['casual-dating', 'paywall-copy', 'no-such-split']);
    expect(groupOf(bindings, 'no-such-split')).toBe(-1);
    const stored = await t.database.db.selectFrom('split_bindings').selectAll().where('account_id', '=', member.account.id).execute();
    expect(stored.map((r) => r.split_hid).sort()).toEqual(['casual-dating', 'paywall-copy']);

    // The operator moves every weight to the group the member is not in.
    const current = groupOf(bindings, 'casual-dating')!;
    const edited = baseFeatures();
    edited.splits[0]!.groups = [
      { group: 0, weight: current === 0 ? 0 : 1 },
      { group: 1, weight: current === 1 ? 0 : 1 },
    ];
    writeFeatures(file, edited);
    t.clock.advance(1000);

    const fromInit = (await init({ splitHids: ['casual-dating'] }, member.headers)).json();
    expect(groupOf(fromInit.splitBindings, 'casual-dating')).toBe(current);
    // A new member does land in the only weighted group.
    const newcomer = await t.seed.member();
    const theirs = (await init({ splitHids: ['casual-dating'] }, newcomer.headers)).json();
    expect(groupOf(theirs.splitBindings, 'casual-dating')).toBe(current === 0 ? 1 : 0);
    writeFeatures(file, baseFeatures());
    t.clock.advance(1000);
  });

  it('keeps a member in the same group across a restart on the same database', async () => {
    const member = await t.seed.member();
    const before: SplitBinding[] = (await init({ splitHids: ['paywall-copy'] }, member.headers)).json().splitBindings;
    const group = groupOf(before, 'paywall-copy')!;
    // The restarted server reads a file where only another group has weight: only the stored
    // binding can give the member's group back.
    const restartedFile = path.join(dir, 'restarted.json');
    const edited = baseFeatures();
    edited.splits[1]!.groups = [{ group: group === 3 ? 2 : 3, weight: 1 }];
    writeFeatures(restartedFile, edited);
    const restarted = await buildApp({ ...t.config, featuresFile: restartedFile }, { clock: t.clock, database: t.database, secrets: generateSecrets(), logger: false });
    try {
      const tokens = await restarted.platform.sessions.start(member.account);
      const res = await restarted.inject({
        method: 'POST',
        url: '/v3/split/bindings:ensure',
        headers: { host: 'localhost', 'accept-version': API_VERSION, authorization: `${AUTH_SCHEME} ${tokens.accessToken.access_token}` },
        payload: { splitHids: ['paywall-copy'] },
      });
      expect(res.json().splitBindings).toEqual(before);
    } finally {
      await restarted.close();
    }
  });

  it('takes an edit of the features file without a restart, at most a second later', async () => {
    const edited = baseFeatures();
    edited.flags[0]!.default = 'on';
    writeFeatures(file, edited);
    // Within the second the last read stands.
    expect(variantOf((await init({})).json(), 'compliance')).toBe('off');
    t.clock.advance(1000);
    expect(variantOf((await init({})).json(), 'compliance')).toBe('on');

    // A broken edit keeps the last good configuration.
    fs.writeFileSync(file, '{ "flags": [ oops');
    t.clock.advance(1000);
    const res = await init({});
    expect(res.statusCode).toBe(200);
    expect(variantOf(res.json(), 'compliance')).toBe('on');

    writeFeatures(file, baseFeatures());
    t.clock.advance(1000);
    expect(variantOf((await init({})).json(), 'compliance')).toBe('off');
  });

  it('resolves country overrides from the member’s profile country', async () => {
    const american = await t.seed.member({ profile: { country_id: 6252001, city_id: 5128581 } });
    expect(variantOf((await init({}, american.headers)).json(), 'compliance')).toBe('on');
    const german = await t.seed.member({ profile: { country_id: 2921044 } });
    expect(variantOf((await init({}, german.headers)).json(), 'compliance')).toBe('off');
  });

  it('requires a valid token when one is sent, and a login for ensure', async () => {
    expect((await init({}, { authorization: 'JWT not-a-token' })).statusCode).toBe(401);
    const ensure = await t.request({ method: 'POST', url: '/v3/split/bindings:ensure', payload: { splitHids: ['casual-dating'] } });
    expect(ensure.statusCode).toBe(401);
  });

  it('answers init to hidden and banned members too', async () => {
    const banned = await t.seed.member({ ok: -2 });
    expect((await init({}, banned.headers)).statusCode).toBe(200);
  });

  it('validates the split hids', async () => {
    const member = await t.seed.member();
    const tooMany = await t.request({ method: 'POST', url: '/v3/split/bindings:ensure', headers: member.headers, payload: { splitHids: Array.from({ length: 51 }, (_, i) => `s${i}`) } });
    expect(tooMany.statusCode).toBe(400);
    const wrongType = await init({ splitHids: 'casual-dating' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().fields).toHaveProperty('splitHids');
    const longDevice = await init({}, { 'x-device-id': 'x'.repeat(200) });
    expect(longDevice.statusCode).toBe(400);
  });
});

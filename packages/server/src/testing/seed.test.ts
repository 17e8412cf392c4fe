import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PhotoStatus, type PhotoAlbum } from '@amora/contracts';
import { entitlementsOf } from '../modules/entitlements/index.ts';
import { CITIES, member, PASSWORD, PERSONAS } from './personas.ts';
import type { BasicScene, SeededMember } from './seed.ts';
import { startTestApp, TEST_DIALECTS, type TestApp } from './test-app.ts';

describe('member data', () => {
  it('starts from the persona, gives every call its own e-mail and lets overrides win', () => {
    const first = member({ persona: 'bob' });
    const second = member({ persona: 'bob', city_id: CITIES.hamburg.id });
    expect(first).toMatchObject({ ...PERSONAS.bob, persona: 'bob', password: PASSWORD });
    expect(second).toMatchObject({ name: 'Bob', city_id: CITIES.hamburg.id });
    expect(second.email).not.toBe(first.email);
    expect(member()).toMatchObject({ persona: null, name: 'Anna', city_id: null });
  });
});

describe.each(TEST_DIALECTS)('seed on %s', (dialect) => {
  let t: TestApp;
  let scene: BasicScene;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    scene = await t.seed.basicScene();
  });
  afterAll(() => t.close());

  const ownProfile = async (m: SeededMember) =>
    (await t.request({ method: 'GET', url: '/rest/v2/user/info/profile?timestamp=1', headers: m.headers })).json().result;
  const ownAlbum = async (m: SeededMember) =>
    (await t.request({ method: 'GET', url: '/apis/photos/v1/users/me/albums/-3', headers: m.headers })).json() as PhotoAlbum;

  it('signs the basic scene up through the API: each persona a member with her answers, signed in, able to log in again', async () => {
    for (const m of [scene.alice, scene.bob, scene.erin]) {
      expect((await ownProfile(m)).common).toMatchObject({ name: PERSONAS[m.data.persona!].name, bday: PERSONAS[m.data.persona!].birthday });
      expect((await t.seed.logIn(m)).accessToken).toEqual(expect.any(String));
    }
    expect((await t.app.services.accounts.findProfile(scene.bob.account.id))!).toMatchObject({ city_id: CITIES.berlin.id, gender: 'male', search_gender: 'female' });
  });

  it('places a member made through the services where sign-up places the same persona', async () => {
    const location = async (accountId: number) => {
      const { city_id, country_id, latitude, longitude } = (await t.app.services.accounts.findProfile(accountId))!;
      return { city_id, country_id, latitude, longitude };
    };
    for (const [name, signedUp] of Object.entries(scene)) {
      const made = await t.seed.member({ persona: name as keyof BasicScene, signIn: false });
      expect(await location(made.account.id), name).toEqual(await location(signedUp.account.id));
    }
  });

  it('leaves alice and bob with an approved avatar, erin with a pending photo, carol hidden and dave premium', async () => {
    for (const m of [scene.alice, scene.bob]) expect((await ownAlbum(m)).photos.map((p) => [p.status, p.metadata.isAvatar])).toEqual([[PhotoStatus.moderated, true]]);
    expect((await ownAlbum(scene.erin)).photos.map((p) => p.status)).toEqual([PhotoStatus.pending]);
    expect(scene.carol.account.ok).toBe(0);
    expect(entitlementsOf(scene.dave.account, t.clock.now())).toMatchObject({ tier: 'premium', isPremium: true });
    expect(entitlementsOf(scene.alice.account, t.clock.now()).isPremium).toBe(false);
  });

  it('makes a member through the services with the options asked for, and a fresh token of the same session', async () => {
    const quiet = await t.seed.member({ persona: 'carol', password: null, ok: -2, emailConfirmed: true, signIn: false });
    expect(quiet.account).toMatchObject({ ok: -2, email_confirmed: 1, is_has_password: 0 });
    expect(quiet).not.toHaveProperty('headers');

    const anna = await t.seed.member({ signIn: 'login' });
    const fresh = await anna.freshHeaders();
    const ids = await Promise.all([anna.accessToken, fresh.authorization.split(' ')[1]!].map(async (token) => (await t.app.platform.accessTokens.verify(token)).sessionId));
    expect(ids[0]).toBe(ids[1]);
  });
});

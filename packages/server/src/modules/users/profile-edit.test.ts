import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldErrorKey, MAX_MEMBER_INTERESTS, NO_CONVERSATION_PROMPT, PROFILE_DATA_GROUPS, ProfileEditError, SignupFieldError } from '@amora/contracts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app.ts';
import type { SeededMember } from '../../testing/seed.ts';

const BERLIN = 2950159;
const GERMANY = 2921044;
const PARIS = 2988507;
const FRANCE = 3017382;

describe.each(TEST_DIALECTS)('profile edit on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  const edit = (member: SeededMember, payload: unknown) =>
    t.request({ method: 'POST', url: '/rest/v2/user/info/profile', headers: member.headers, payload: payload as object });
  const row = async (member: SeededMember) => (await t.app.services.accounts.findProfile(member.account.id))!;

  it('saves the fields sent and answers which changed with every profile group', async () => {
    const member = await t.seed.member();
    const res = await edit(member, {
      name: '  Marie-Luise ',
      birthday: '1990-1-5',
      search_gender: 'f',
      search_age_from: 30,
      search_age_to: 45,
      city_id: BERLIN,
      height: 172,
      weight: 64,
      goal: [2, 1],
      foreign_languages: [1, 5],
      interests: [3, 1, 7],
      user_mood: 19,
      alcohol: 2,
      conversation_prompt: 3,
    });
    expect(res.statusCode).toBe(200);
    const { changed, profile } = res.json().result;
    expect(changed).toEqual([
      'name',
      'birthday',
      'search_gender',
      'search_age_from',
      'search_age_to',
      'city_id',
      'country_id',
      'alcohol',
      'height',
      'weight',
      'foreign_languages',
      'goal',
      'interests',
      'conversation_prompt',
      'user_mood',
    ]);
    expect(Object.keys(profile).sort()).toEqual([...PROFILE_DATA_GROUPS].sort());
    expect(profile.common).toMatchObject({ name: 'Marie-Luise', bday: '1990-01-05', age: 36, zodiac: 'capricorn', search_gender: 'f', search_age: { from: 30, to: 45 } });
    expect(profile.geo.city).toMatchObject({ id: BERLIN, country: { id: GERMANY, iso_code_alpha2: 'DE' } });
    expect(profile.profile).toMatchObject({ user_mood: 19, height: 172, weight: 64, alcohol: 2, goal: [2, 1], foreign_languages: [1, 5], interests: [3, 1, 7], smoking: null });

    const stored = await row(member);
    expect(stored).toMatchObject({ name: 'Marie-Luise', birthday: '1990-01-05', search_gender: 'female', city_id: BERLIN, country_id: GERMANY, user_mood: 19 });
    expect(stored.latitude).toBeCloseTo(52.52, 1);
    expect(JSON.parse(stored.interests)).toEqual([3, 1, 7]);

    const read = await t.request({ method: 'GET', url: '/rest/v2/user/info/profile?data_group=profile', headers: member.headers });
    expect(read.json().result).toEqual({ profile: profile.profile });
  });

  it('answers every field’s problem at once and saves nothing', async () => {
    const member = await t.seed.member({ profile: { height: 170 } });
    const before = await row(member);
    const res = await edit(member, {
      name: 'A',
      birthday: '2001-02-29',
      search_gender: 'x',
      search_age_from: 17,
      search_age_to: 90,
      city_id: -4,
      country_id: 'DE',
      field_of_activity: 99,
      alcohol: 0,
      children: 1.5,
      want_children: '1',
      education: true,
      height: 119,
      weight: 181,
      foreign_languages: [1, 999],
      marital_status: 77,
      religion: {},
      smoking: 9,
      goal: 'flirt',
      ethnicity: 42,
      accommodation: -1,
      interests: [1, 100_000],
      conversation_prompt: 99,
      position: 50,
      user_mood: 20,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400 });
    expect(res.json().fields).toEqual({
      name: SignupFieldError.nameTooShort,
      birthday: SignupFieldError.birthdayInvalid,
      search_gender: FieldErrorKey.invalid,
      search_age_from: FieldErrorKey.tooSmall,
      search_age_to: FieldErrorKey.tooBig,
      city_id: FieldErrorKey.invalid,
      country_id: FieldErrorKey.invalid,
      field_of_activity: FieldErrorKey.invalid,
      alcohol: FieldErrorKey.invalid,
      children: FieldErrorKey.invalid,
      want_children: FieldErrorKey.invalid,
      education: FieldErrorKey.invalid,
      height: FieldErrorKey.tooSmall,
      weight: FieldErrorKey.tooBig,
      'foreign_languages.1': FieldErrorKey.invalid,
      marital_status: FieldErrorKey.invalid,
      religion: FieldErrorKey.invalid,
      smoking: FieldErrorKey.invalid,
      goal: FieldErrorKey.invalid,
      ethnicity: FieldErrorKey.invalid,
      accommodation: FieldErrorKey.invalid,
      'interests.1': FieldErrorKey.invalid,
      conversation_prompt: FieldErrorKey.invalid,
      position: FieldErrorKey.invalid,
      user_mood: FieldErrorKey.invalid,
    });
    expect(await row(member)).toEqual(before);
  });

  it('refuses names that are not names and ages outside 18–89 on the clock', async () => {
    const member = await t.seed.member();
    const problems = async (payload: object) => (await edit(member, payload)).json().fields;
    expect(await problems({ name: 'anna@example.com' })).toEqual({ name: SignupFieldError.nameInvalid });
    expect(await problems({ name: 'x'.repeat(41) })).toEqual({ name: SignupFieldError.nameTooLong });
    expect(await problems({ name: 42 })).toEqual({ name: SignupFieldError.nameInvalid });
    // The clock stands at 2026-01-15: 18 today is fine, 18 tomorrow is not; 89 the same way.
    expect((await edit(member, { birthday: '2008-01-15' })).statusCode).toBe(200);
    expect(await problems({ birthday: '2008-01-16' })).toEqual({ birthday: SignupFieldError.ageOutOfBounds });
    expect((await edit(member, { birthday: '1936-01-16' })).statusCode).toBe(200);
    expect(await problems({ birthday: '1936-01-15' })).toEqual({ birthday: SignupFieldError.ageOutOfBounds });
    expect(await problems({ birthday: '15.01.1990' })).toEqual({ birthday: SignupFieldError.birthdayInvalid });
    expect((await row(member)).birthday).toBe('1936-01-16');
  });

  it('saves nothing when one field is bad among good ones', async () => {
    const member = await t.seed.member();
    const before = await row(member);
    const res = await edit(member, { name: 'Berta', height: 180, interests: [1, 2], city_id: BERLIN, user_mood: 3, weight: 500 });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ weight: FieldErrorKey.tooBig });
    expect(await row(member)).toEqual(before);
  });

  it('saves a value only when it differs from the stored one, lists compared as sets', async () => {
    const member = await t.seed.member({ profile: { name: 'Anna', height: 170, goal: '[1,2]', interests: '[5,6,7]', user_mood: 4 } });
    const before = await row(member);
    const same = await edit(member, { name: 'Anna', height: 170, goal: [2, 1], interests: [7, 5, 6, 5], user_mood: 4, search_gender: 'm' });
    expect(same.statusCode).toBe(200);
    expect(same.json().result.changed).toEqual([]);
    expect(await row(member)).toEqual(before);

    const different = await edit(member, { name: 'Anna', height: 171, goal: [2, 3] });
    expect(different.json().result.changed).toEqual(['height', 'goal']);
    expect(await row(member)).toMatchObject({ name: 'Anna', height: 171, goal: '[2,3]' });
  });

  it('ignores empty values instead of clearing or refusing them', async () => {
    const member = await t.seed.member({ profile: { height: 170, goal: '[1]', smoking: 2 } });
    const before = await row(member);
    const res = await edit(member, { name: '', birthday: '   ', height: null, goal: [], interests: [], smoking: null, city_id: null, user_mood: undefined });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.changed).toEqual([]);
    expect(await row(member)).toEqual(before);
    expect((await edit(member, {})).json().result.changed).toEqual([]);
  });

  it(`allows at most ${MAX_MEMBER_INTERESTS} interests, answering the limit key beyond`, async () => {
    const member = await t.seed.member();
    const ids = Array.from({ length: MAX_MEMBER_INTERESTS + 1 }, (_, i) => i + 1);
    const over = await edit(member, { interests: ids, height: 180 });
    expect(over.statusCode).toBe(400);
    expect(over.json().fields).toEqual({ interests: ProfileEditError.interestsLimit });
    expect(await row(member)).toMatchObject({ interests: '[]', height: null });

    const atLimit = await edit(member, { interests: [...ids.slice(0, MAX_MEMBER_INTERESTS), 1, 2] });
    expect(atLimit.statusCode).toBe(200);
    expect(JSON.parse((await row(member)).interests)).toEqual(ids.slice(0, MAX_MEMBER_INTERESTS));
  });

  it('takes mood 1 to 19 and nothing else', async () => {
    const member = await t.seed.member();
    for (const user_mood of [0, 20, -1, 1.5, '5']) {
      expect((await edit(member, { user_mood })).json().fields).toEqual({ user_mood: FieldErrorKey.invalid });
    }
    for (const user_mood of [1, 19, 12]) {
      expect((await edit(member, { user_mood })).json().result.changed).toEqual(['user_mood']);
      expect((await row(member)).user_mood).toBe(user_mood);
    }
  });

  it('pushes the conversation prompt added when a question is chosen or replaced, removed when taken away, nothing when unchanged', async () => {
    const member = await t.seed.member();
    const pushes = async () =>
      (await t.database.db.selectFrom('pushes').select(['type', 'id']).where('account_id', '=', member.account.id).orderBy('id').execute()).map((push) => push.type);
    const prompt = async (conversation_prompt: number) => {
      const res = await edit(member, { conversation_prompt });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().result;
    };

    // "No question" while there is none is no change.
    expect((await prompt(NO_CONVERSATION_PROMPT)).changed).toEqual([]);
    expect(await pushes()).toEqual([]);

    expect((await prompt(2)).changed).toEqual(['conversation_prompt']);
    expect(await pushes()).toEqual(['conversation_prompt_question_added']);
    expect((await prompt(2)).changed).toEqual([]);
    expect((await prompt(5)).profile.profile.conversation_prompt).toBe(5);
    expect(await pushes()).toEqual(['conversation_prompt_question_added', 'conversation_prompt_question_added']);

    const removed = await prompt(NO_CONVERSATION_PROMPT);
    expect(removed.changed).toEqual(['conversation_prompt']);
    expect(removed.profile.profile.conversation_prompt).toBeNull();
    expect((await row(member)).conversation_prompt).toBeNull();
    expect(await pushes()).toEqual(['conversation_prompt_question_added', 'conversation_prompt_question_added', 'conversation_prompt_question_removed']);
    expect((await prompt(NO_CONVERSATION_PROMPT)).changed).toEqual([]);

    // An edit that changes other fields, or fails, brings no prompt push.
    expect((await edit(member, { height: 181 })).json().result.changed).toEqual(['height']);
    expect((await edit(member, { conversation_prompt: 4, height: 5 })).statusCode).toBe(400);
    expect((await edit(member, { conversation_prompt: 999 })).json().fields).toEqual({ conversation_prompt: FieldErrorKey.invalid });
    expect((await row(member)).conversation_prompt).toBeNull();
    expect(await pushes()).toHaveLength(3);
  });

  it('words the prompt push in the member\'s language', async () => {
    const member = await t.seed.member({ account: { language: 'de-DE' } });
    expect((await edit(member, { conversation_prompt: 1 })).statusCode).toBe(200);
    const pushes = await t.database.db.selectFrom('pushes').selectAll().where('account_id', '=', member.account.id).execute();
    expect(pushes.map((push) => push.type)).toEqual(['conversation_prompt_question_added']);
    expect(JSON.parse(pushes[0]!.record)).toMatchObject({ context: 'profile', template: { title: 'Frage hinzugefügt' } });
  });

  it('keeps the search age range upwards against the stored ages', async () => {
    const member = await t.seed.member({ profile: { search_age_from: 28, search_age_to: 42 } });
    expect((await edit(member, { search_age_from: 50 })).json().fields).toEqual({ search_age_from: FieldErrorKey.tooBig });
    expect((await edit(member, { search_age_to: 20 })).json().fields).toEqual({ search_age_to: FieldErrorKey.tooSmall });
    expect((await edit(member, { search_age_from: 40, search_age_to: 30 })).json().fields).toEqual({ search_age_to: FieldErrorKey.tooSmall });
    expect((await edit(member, { search_age_from: 50, search_age_to: 60 })).json().result.changed).toEqual(['search_age_from', 'search_age_to']);
    expect((await edit(member, { search_age_from: 60 })).statusCode).toBe(200);
    expect(await row(member)).toMatchObject({ search_age_from: 60, search_age_to: 60 });
  });

  it('takes the country of the city, and drops a city outside a new country', async () => {
    const member = await t.seed.member();
    expect((await edit(member, { city_id: BERLIN, country_id: FRANCE })).json().result.changed).toEqual(['city_id', 'country_id']);
    expect(await row(member)).toMatchObject({ city_id: BERLIN, country_id: GERMANY });

    expect((await edit(member, { country_id: GERMANY })).json().result.changed).toEqual([]);
    const moved = await edit(member, { country_id: FRANCE });
    expect(moved.json().result.changed).toEqual(['city_id', 'country_id']);
    expect(moved.json().result.profile.geo.city).toBeNull();
    expect(await row(member)).toMatchObject({ city_id: null, country_id: FRANCE, latitude: null, longitude: null });

    expect((await edit(member, { city_id: PARIS })).json().result.changed).toEqual(['city_id']);
    expect(await row(member)).toMatchObject({ city_id: PARIS, country_id: FRANCE });
    expect((await edit(member, { city_id: 1, country_id: 1 })).json().fields).toEqual({ city_id: FieldErrorKey.invalid, country_id: FieldErrorKey.invalid });
  });

  it('leaves gender, e-mail and unknown fields alone', async () => {
    const member = await t.seed.member();
    const res = await edit(member, { gender: 'male', email: 'other@example.com', password: 'secret-password', is_subscribed: 0, shoe_size: 44 });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.changed).toEqual([]);
    expect((await row(member)).gender).toBe('female');
    expect((await t.app.services.accounts.findById(member.account.id))!.email).toBe(member.account.email);
  });

  it('refuses a body that is not an object', async () => {
    const member = await t.seed.member();
    for (const payload of [[1, 2], 'name', 7]) {
      const res = await t.request({ method: 'POST', url: '/rest/v2/user/info/profile', headers: { ...member.headers, 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
      expect(res.statusCode).toBe(400);
    }
  });

  it('needs an active session', async () => {
    expect((await t.request({ method: 'POST', url: '/rest/v2/user/info/profile', payload: { height: 170 } })).statusCode).toBe(401);
    const hidden = await t.seed.member({ ok: 0 });
    const res = await edit(hidden, { height: 170 });
    expect(res.statusCode).toBe(401);
    expect((await row(hidden)).height).toBeNull();
  });
});

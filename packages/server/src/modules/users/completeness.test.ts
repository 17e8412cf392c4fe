import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLETENESS_SECTIONS, PERSONAL_INFO_FIELDS } from '@amora/contracts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app.ts';
import type { SeededMember } from '../../testing/seed.ts';

describe.each(TEST_DIALECTS)('profile completeness on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  const completeness = async (member: SeededMember) => {
    const res = await t.request({ method: 'GET', url: '/rest/v2/user/info/profile/completeness?timestamp=1', headers: member.headers });
    expect(res.statusCode).toBe(200);
    return res.json().result;
  };
  const edit = async (member: SeededMember, payload: object) => {
    const res = await t.request({ method: 'POST', url: '/rest/v2/user/info/profile', headers: member.headers, payload });
    expect(res.statusCode).toBe(200);
  };

  it('rises as the member fills in the profile, from the real rows', async () => {
    const member = await t.seed.member();
    const fresh = await completeness(member);
    expect(fresh.sections).toEqual({
      general: { possible_max: 25, percentage: 60, missing: ['city', 'user_mood'] },
      email_confirm: { possible_max: 15, percentage: 0, missing: ['email_confirmed'] },
      photo: { possible_max: 25, percentage: 0, missing: ['avatar'] },
      interests: { possible_max: 15, percentage: 0, missing: ['interests'] },
      personal_info: { possible_max: 20, percentage: 0, missing: [...PERSONAL_INFO_FIELDS] },
    });
    expect(fresh.total).toEqual({ percentage: 15 });

    await edit(member, { city_id: 2950159, user_mood: 3 });
    const located = await completeness(member);
    expect(located.sections.general).toEqual({ possible_max: 25, percentage: 100, missing: [] });
    expect(located.total.percentage).toBe(25);

    await t.app.services.accounts.update(member.account.id, { email_confirmed: 1 });
    expect((await completeness(member)).total.percentage).toBe(40);

    const image = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#60a0c0' } }).png().toBuffer();
    await t.app.services.photoFiles.storePhoto(member.account.id, image, { isAvatar: true, moderation: 'pending' });
    const pictured = await completeness(member);
    expect(pictured.sections.photo).toEqual({ possible_max: 25, percentage: 100, missing: [] });
    expect(pictured.total.percentage).toBe(65);

    await edit(member, { interests: [1, 2, 3] });
    const some = await completeness(member);
    expect(some.sections.interests).toEqual({ possible_max: 15, percentage: 60, missing: ['interests'] });
    expect(some.total.percentage).toBe(74);
    await edit(member, { interests: [1, 2, 3, 4, 5, 6] });
    expect((await completeness(member)).sections.interests).toEqual({ possible_max: 15, percentage: 100, missing: [] });

    await edit(member, { goal: [1], height: 175, foreign_languages: [2] });
    const personal = await completeness(member);
    expect(personal.sections.personal_info).toEqual({ possible_max: 20, percentage: 20, missing: PERSONAL_INFO_FIELDS.filter((f) => !['goal', 'height', 'foreign_languages'].includes(f)) });
    expect(personal.total.percentage).toBe(84);

    await edit(member, {
      marital_status: 1,
      children: 1,
      want_children: 2,
      accommodation: 2,
      weight: 70,
      alcohol: 2,
      smoking: 1,
      education: 4,
      field_of_activity: 1,
      position: 2,
      religion: 1,
      ethnicity: 10,
    });
    const complete = await completeness(member);
    expect(complete.sections.personal_info).toEqual({ possible_max: 20, percentage: 100, missing: [] });
    expect(complete.total).toEqual({ percentage: 100 });
  });

  it('does not count a rejected avatar', async () => {
    const member = await t.seed.member();
    const image = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#c0a060' } }).png().toBuffer();
    await t.app.services.photoFiles.storePhoto(member.account.id, image, { isAvatar: true, moderation: 'rejected' });
    expect((await completeness(member)).sections.photo.percentage).toBe(0);
  });

  it('weighs the sections to 100 in all', () => {
    expect(Object.values(COMPLETENESS_SECTIONS).reduce((sum, section) => sum + section.possible_max, 0)).toBe(100);
  });

  it('needs an active session', async () => {
    expect((await t.request({ method: 'GET', url: '/rest/v2/user/info/profile/completeness' })).statusCode).toBe(401);
  });
});

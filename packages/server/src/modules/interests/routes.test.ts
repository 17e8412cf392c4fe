import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import {
  INTEREST_CATEGORIES,
  INTEREST_SUGGEST_LIMIT,
  INTERESTS,
  MEMBER_VOCABULARY_FIELDS,
  USER_MOOD_DUPLICATE,
  type InterestCategoryView,
  type InterestView,
  type MemberInterestView,
} from '@amora/contracts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app.ts';
import type { SeededMember } from '../../testing/seed.ts';
import { labelsOf } from '../vocabulary/index.ts';

const idOf = (slug: string) => INTERESTS.find((interest) => interest.slug === slug)!.id;
const SELECTED = [idOf('running'), idOf('coffee'), idOf('golf')];

describe.each(TEST_DIALECTS)('interest routes on %s', (dialect) => {
  let t: TestApp;
  let member: SeededMember;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    member = await t.seed.member({ profile: { interests: JSON.stringify(SELECTED) } });
  });
  afterAll(() => t.close());

  const call = (options: InjectOptions, headers: Record<string, string> = {}) =>
    t.request({ ...options, headers: { ...member.headers, ...headers } });
  const get = (url: string, headers?: Record<string, string>) => call({ method: 'GET', url }, headers);
  const suggest = (prefix: unknown, headers?: Record<string, string>) => call({ method: 'POST', url: '/rest/v2/interests/suggest', payload: { prefix } }, headers);
  const page = async (query: string): Promise<{ interests: MemberInterestView[]; next_page_token: string }> => {
    const res = await get(`/rest/v2/user/interests?${query}`);
    expect(res.statusCode).toBe(200);
    return res.json().result;
  };

  it('answers only members', async () => {
    const routes: InjectOptions[] = [
      { method: 'GET', url: '/rest/v2/interests' },
      { method: 'GET', url: '/rest/v2/user/interests/categories' },
      { method: 'GET', url: '/rest/v2/user/interests?category_ids=1' },
      { method: 'POST', url: '/rest/v2/interests/suggest', payload: { prefix: 'run' } },
      { method: 'GET', url: '/rest/v2/user/info/profile/vocabulary' },
    ];
    for (const route of routes) expect((await t.request(route)).statusCode).toBe(401);
  });

  describe('GET /rest/v2/interests', () => {
    it('lists the whole catalogue with titles and categories', async () => {
      const res = await get('/rest/v2/interests?timestamp=1');
      expect(res.statusCode).toBe(200);
      const interests: InterestView[] = res.json().result;
      expect(interests).toHaveLength(INTERESTS.length);
      expect(interests[0]).toEqual({ id: 1, title: 'Running', category_id: 1 });
      expect(interests.find((interest) => interest.id === idOf('golf'))).toEqual({ id: idOf('golf'), title: 'Golf', category_id: 1 });
    });

    it('speaks Accept-Language, and the lang cookie over it', async () => {
      const german: InterestView[] = (await get('/rest/v2/interests', { 'accept-language': 'de-DE,de;q=0.9' })).json().result;
      expect(german[0]!.title).toBe('Laufen');
      const russian: InterestView[] = (await get('/rest/v2/interests', { 'accept-language': 'de-DE', cookie: 'lang=ru-RU' })).json().result;
      expect(russian[0]!.title).toBe('Бег');
    });
  });

  describe('GET /rest/v2/user/interests/categories', () => {
    it('lists popular categories first, then by id', async () => {
      const categories: InterestCategoryView[] = (await get('/rest/v2/user/interests/categories')).json().result;
      expect(categories).toHaveLength(INTEREST_CATEGORIES.length);
      const popular = categories.filter((category) => category.is_popular);
      const others = categories.filter((category) => !category.is_popular);
      expect(popular.length).toBeGreaterThan(0);
      expect(others.length).toBeGreaterThan(0);
      expect(categories).toEqual([...popular, ...others]);
      for (const group of [popular, others]) expect(group.map((c) => c.id)).toEqual(group.map((c) => c.id).sort((a, b) => a - b));
      expect(categories[0]).toEqual({ id: 1, title: 'Sports', is_popular: true });
    });

    it('titles them in the request language', async () => {
      const categories: InterestCategoryView[] = (await get('/rest/v2/user/interests/categories', { 'accept-language': 'pl-PL' })).json().result;
      expect(categories[0]!.title).toBe('Sport');
      expect(categories.find((category) => category.id === 2)!.title).toBe('Muzyka');
    });
  });

  describe('GET /rest/v2/user/interests', () => {
    it('marks the interests the member picked', async () => {
      const { interests, next_page_token } = await page('per_page=500');
      expect(next_page_token).toBe('');
      expect(interests).toHaveLength(INTERESTS.length);
      expect(interests.filter((interest) => interest.is_selected).map((interest) => interest.id).sort((a, b) => a - b)).toEqual(SELECTED);
      expect(interests.find((interest) => interest.id === idOf('coffee'))).toEqual({ id: idOf('coffee'), title: 'Coffee', category_id: 4, is_selected: true });
    });

    it('lists only the asked categories, popular first, then by id inside each', async () => {
      const wellness = INTEREST_CATEGORIES.find((category) => category.slug === 'wellness')!.id;
      const { interests } = await page(`category_ids=${wellness},1`);
      const categoryIds = interests.map((interest) => interest.category_id);
      expect(new Set(categoryIds)).toEqual(new Set([1, wellness]));
      expect(categoryIds).toEqual([...categoryIds].sort((a, b) => a - b));
      const sports = interests.filter((interest) => interest.category_id === 1).map((interest) => interest.id);
      expect(sports).toEqual(INTERESTS.filter((interest) => interest.categoryId === 1).map((interest) => interest.id));
      expect(sports).toContain(idOf('golf'));
    });

    it('takes the categories repeated as well as comma separated', async () => {
      const repeated = await page('category_ids=2&category_ids=3');
      const commas = await page('category_ids=2,3');
      expect(repeated).toEqual(commas);
      expect(new Set(commas.interests.map((interest) => interest.category_id))).toEqual(new Set([2, 3]));
    });

    it('pages through the list with next_page_token, nothing lost or repeated', async () => {
      const all = (await page('category_ids=1,2,3')).interests;
      const seen: MemberInterestView[] = [];
      let token = '';
      do {
        const next = await page(`category_ids=1,2,3&per_page=7${token ? `&page_token=${token}` : ''}`);
        expect(next.interests.length).toBeLessThanOrEqual(7);
        seen.push(...next.interests);
        token = next.next_page_token;
      } while (token);
      expect(seen).toEqual(all);
      expect(all.length).toBeGreaterThan(7);
    });

    it('rejects a page size over 500, an unknown category and a made-up page token', async () => {
      const over = await get('/rest/v2/user/interests?per_page=501');
      expect(over.statusCode).toBe(400);
      expect(over.json().fields).toHaveProperty('per_page');
      expect((await get('/rest/v2/user/interests?category_ids=999')).statusCode).toBe(400);
      expect((await get('/rest/v2/user/interests?category_ids=sports')).statusCode).toBe(400);
      const token = await get('/rest/v2/user/interests?page_token=bm90LWFuLWlk');
      expect(token.statusCode).toBe(400);
      expect(token.json().fields).toEqual({ page_token: 'validation.invalid' });
    });
  });

  describe('POST /rest/v2/interests/suggest', () => {
    const titles = async (prefix: string, language: string) => {
      const res = await suggest(prefix, { 'accept-language': language });
      expect(res.statusCode).toBe(200);
      return (res.json().result as InterestView[]).map((interest) => interest.title);
    };

    it('finds titles without their accents, in the request language', async () => {
      const french = await titles('cafe', 'fr-FR');
      expect(french.slice(0, 2)).toEqual(['Café', 'Cafés']);
      expect(await titles('EQUI', 'fr-FR')).toContain('Équitation');
      expect(await titles('fuss', 'de-DE')).toEqual(['Fußball', 'Fußball schauen']);
      expect(await titles('причес', 'ru-RU')).toEqual(['Причёски']);
    });

    it('puts titles that start with the prefix before titles with a later word that does', async () => {
      const tennis = await titles('tenn', 'en-US');
      expect(tennis[0]).toBe('Tennis');
      expect(tennis.slice(1).sort()).toEqual(['Table tennis', 'Watching tennis']);
      expect(await titles('hip hop', 'en-US')).toEqual(['Hip-hop']);
    });

    it('answers at most 20, the shortest first', async () => {
      const many = await titles('s', 'en-US');
      expect(many).toHaveLength(INTEREST_SUGGEST_LIMIT);
      const lengths = many.filter((title) => title.toLowerCase().startsWith('s')).map((title) => title.length);
      expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
      expect(await titles('zzzz', 'en-US')).toEqual([]);
    });

    it('asks for a prefix', async () => {
      for (const prefix of ['', '   ', undefined]) {
        const res = await suggest(prefix);
        expect(res.statusCode).toBe(400);
        expect(res.json().fields).toEqual({ prefix: 'validation.required' });
      }
    });
  });

  describe('GET /rest/v2/user/info/profile/vocabulary', () => {
    it('lists every enumerated profile field, moods included', async () => {
      const res = await get('/rest/v2/user/info/profile/vocabulary');
      expect(res.statusCode).toBe(200);
      const { result } = res.json();
      expect(Object.keys(result).sort()).toEqual([...MEMBER_VOCABULARY_FIELDS].sort());
      expect(result.user_mood).toMatchObject({ type: 'select_one', label: 'Mood', values: { 1: 'Ready to chat', 18: 'Make me laugh' } });
      expect(Object.keys(result.user_mood.values)).toHaveLength(19);
      expect(result.user_mood.visible).toHaveLength(18);
      expect(result.user_mood.visible).not.toContain(String(USER_MOOD_DUPLICATE));
      expect(result.want_children).toMatchObject({ type: 'select_one', values: { 1: 'Want children' } });
      expect(result.search_gender.values).toEqual({ male: 'Man', female: 'Woman' });
      expect(result.height).toMatchObject({ type: 'range', values: { min: 120, max: 220 } });
    });

    it('offers members every conversation prompt and every interest, grouped by category', async () => {
      const { result } = (await get('/rest/v2/user/info/profile/vocabulary')).json();
      expect(result.conversation_prompt.visible).toEqual(Object.keys(result.conversation_prompt.values));
      expect(result.interests.group_by.map((group: { id: number }) => group.id)).toEqual(
        ((await get('/rest/v2/user/interests/categories')).json().result as InterestCategoryView[]).map((category) => category.id),
      );
      expect(result.interests.visible).toHaveLength(INTERESTS.length);
    });

    it('is translated', async () => {
      const { result } = (await get('/rest/v2/user/info/profile/vocabulary', { 'accept-language': 'de-DE' })).json();
      const german = labelsOf('de-DE');
      expect(result.user_mood.label).toBe(german['vocabulary.fields.user_mood']);
      expect(result.user_mood.values['3']).toBe(german['mood.coffee']);
      expect(result.interests.values[String(idOf('golf'))]).toBe('Golf');
      expect(result.interests.values['1']).toBe('Laufen');
    });
  });
});

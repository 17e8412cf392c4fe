import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTEREST_CATEGORIES, VOCABULARY_FIELDS } from '@amora/contracts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app.ts';
import { labelsOf } from '../vocabulary/index.ts';

describe.each(TEST_DIALECTS)('vocabulary routes on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  const guest = (query = '', headers: Record<string, string> = {}) =>
    t.request({ method: 'GET', url: `/rest/v2/user/info/profile/vocabulary/guest${query}`, headers });

  it('lists every registration field with its values, no login needed', async () => {
    const res = await guest('?funnel_id=abc&timestamp=1');
    expect(res.statusCode).toBe(200);
    const { result } = res.json();
    expect(Object.keys(result).sort()).toEqual([...VOCABULARY_FIELDS].sort());
    expect(result.gender).toMatchObject({ id: 'gender', type: 'select_one', label: 'Gender', values: { male: 'Man', female: 'Woman' } });
    expect(result.goal).toMatchObject({ type: 'select_many', values: { 1: 'A relationship' } });
    expect(result.height).toMatchObject({ type: 'range', values: { min: 120, max: 220 } });
    expect(result.weight.values).toEqual({ min: 40, max: 180 });
    expect(result.search_age.values).toEqual({ min: 18, max: 89 });
  });

  it('groups interests by category, popular first then by id', async () => {
    const { interests } = (await guest()).json().result;
    const ids = interests.group_by.map((group: { id: number }) => group.id);
    const expected = [...INTEREST_CATEGORIES].sort((a, b) => Number(b.is_popular) - Number(a.is_popular) || a.id - b.id).map((c) => c.id);
    expect(ids).toEqual(expected);
    expect(interests.group_by[0]).toMatchObject({ label: 'Sports', is_popular: true });
    expect(interests.visible).toEqual(interests.group_by.flatMap((group: { values: string[] }) => group.values));
  });

  it('presents 5 conversation prompts, the same five for one funnel', async () => {
    const first = (await guest('?funnel_id=funnel-a')).json().result.conversation_prompt;
    const again = (await guest('?funnel_id=funnel-a')).json().result.conversation_prompt;
    expect(first.visible).toHaveLength(5);
    expect(again.visible).toEqual(first.visible);
    expect(Object.keys(first.values)).toHaveLength(8);
    const spread = new Set<string>();
    for (let i = 0; i < 20; i++) for (const id of (await guest(`?funnel_id=f${i}`)).json().result.conversation_prompt.visible) spread.add(id);
    expect(spread.size).toBe(8);
  });

  it('speaks the lang cookie, else Accept-Language', async () => {
    expect((await guest('', { 'accept-language': 'de-DE,de;q=0.9' })).json().result.gender.label).toBe(labelsOf('de-DE')['vocabulary.fields.gender']);
    const byCookie = await guest('', { 'accept-language': 'de-DE', cookie: 'lang=ru-RU' });
    expect(byCookie.json().result.interests.label).toBe(labelsOf('ru-RU')['vocabulary.fields.interests']);
  });
});

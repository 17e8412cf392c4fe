import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../testing/test-app.ts';
import { findNulCharacter } from './nul-guard.ts';

describe('findNulCharacter', () => {
  it('finds a NUL in nested values and keys', () => {
    expect(findNulCharacter({ a: [{ b: 'x\u0000' }] })).toEqual(['a', '0', 'b']);
    expect(findNulCharacter({ ['k\u0000']: 1 })).toEqual(['k\u0000']);
    expect(findNulCharacter({ a: 'fine', b: [1, 'ok'] })).toBeUndefined();
  });

  it('names the first hit in document order, a key before its value', () => {
    expect(findNulCharacter({ a: ['ok', 'x\u0000'], b: 'y\u0000' })).toEqual(['a', '1']);
    expect(findNulCharacter({ ['k\u0000']: 'v\u0000' })).toEqual(['k\u0000']);
    expect(findNulCharacter('\u0000')).toEqual([]);
    expect(findNulCharacter(Buffer.from([0, 1, 2]))).toBeUndefined();
  });

  it('walks 100,000 levels of nesting without overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = i % 2 ? [deep] : { a: deep };
    const path = findNulCharacter(deep);
    expect(path).toHaveLength(100_000);
    expect(path!.slice(0, 4)).toEqual(['0', 'a', '0', 'a']);
  });
});

describe.each(TEST_DIALECTS)('NUL characters in input on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  it('answers 400 with the field instead of failing in the database', async () => {
    const res = await t.request({ method: 'POST', url: '/rest/v2/tracking/funnel/event', payload: { uid: '\u0000', funnel_id: 'f', name: 'n' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, fields: { uid: 'validation.invalid' } });
    const rows = await t.database.db.selectFrom('events').select('id').execute();
    expect(rows).toHaveLength(0);
  });
});

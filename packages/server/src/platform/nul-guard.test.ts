import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../testing/test-app.ts';
import { findNulCharacter } from './nul-guard.ts';

describe('findNulCharacter', () => {
  it('finds a NUL in nested values and keys', () => {
    expect(findNulCharacter({ a: [{ b: 'x\u0000' }] })).toEqual(['a', '0', 'b']);
    expect(findNulCharacter({ ['k\u0000']: 1 })).toEqual(['k\u0000']);
    expect(findNulCharacter({ a: 'fine', b: [1, 'ok'] })).toBeUndefined();
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

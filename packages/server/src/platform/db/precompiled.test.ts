import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginMember } from '../../modules/auth/members.fixture.ts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app.ts';
import { precompile } from './precompiled.ts';

describe.each(TEST_DIALECTS)('a precompiled query on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  it('answers each run for its own arguments, as the query built anew would', async () => {
    const { db } = t.database;
    const anna = (await t.seed.member(loginMember({ email: 'anna@example.com' }))).account;
    const ben = (await t.seed.member(loginMember({ email: 'ben@example.com' }))).account;
    const byIdAndEmail = ({ id, email }: { id: number; email: string }) =>
      db.selectFrom('accounts').select(['id', 'hid']).where('id', '=', id).where('email', '=', email).where('brand_id', '=', 7);
    const read = precompile(db, ['id', 'email'], byIdAndEmail);
    for (const args of [
      { id: anna.id, email: 'anna@example.com' },
      { id: ben.id, email: 'ben@example.com' },
      { id: anna.id, email: 'ben@example.com' },
    ]) {
      expect(await read(args)).toEqual(await byIdAndEmail(args).execute());
    }
    expect(await read({ id: ben.id, email: 'ben@example.com' })).toEqual([{ id: ben.id, hid: ben.hid }]);
  });

  it('refuses a builder that leaves an argument out', () => {
    const { db } = t.database;
    expect(() => precompile(db, ['id', 'email'], ({ id }: { id: number; email: string }) => db.selectFrom('accounts').select('id').where('id', '=', id))).toThrow(
      'does not use its argument "email"',
    );
  });
});

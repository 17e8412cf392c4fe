import { sql, type Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app.ts';
import type { DatabaseSchema } from './schema.ts';

describe.skipIf(!TEST_DIALECTS.includes('postgres'))('statements on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('postgres');
  });
  afterAll(() => t.close());

  /** Statements prepared on the connection the transaction holds, by their text. */
  const preparedOnConnection = (run: (trx: Transaction<DatabaseSchema>) => Promise<unknown>) =>
    t.database.db.transaction().execute(async (trx) => {
      await run(trx);
      const rows = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(trx);
      return rows.rows.map((row) => row.statement);
    });

  it('are prepared once per connection and answer for each run’s values', async () => {
    const prepared = await preparedOnConnection(async (trx) => {
      for (const id of [1, 2, 3]) {
        expect(await trx.selectFrom('accounts').select('id').where('id', '=', id).execute()).toEqual([]);
      }
    });
    expect(prepared.filter((text) => /from "accounts" where "id" = \$1/.test(text))).toHaveLength(1);
  });

  it('leave schema changes and transaction control unprepared', async () => {
    const prepared = await preparedOnConnection(async (trx) => {
      await sql`create temporary table probe (id int)`.execute(trx);
    });
    expect(prepared.filter((text) => /create temporary table|^begin/i.test(text))).toEqual([]);
  });
});

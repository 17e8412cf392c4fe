import pg from 'pg';
import { TEST_POSTGRES_URL } from './postgres.ts';

/**
 * Once per run, before any server test file: the test database commits without waiting for its
 * write-ahead log to reach the disk (synchronous_commit = off for new sessions). Every test app
 * migrates a fresh schema (two dozen commits) and then writes, and on a busy disk each commit
 * waited for a flush. A commit is as atomic and as visible to every other session as before; only
 * a crash of PostgreSQL itself could lose the last moments of commits, and no test crashes it
 * (durability.test.ts kills the app's process, never the database's).
 */
export default async function setup(): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
  } catch {
    // No PostgreSQL: test-app.ts decides what that means (SQLite only, or a failed run in CI).
    return;
  }
  try {
    await client.query(`alter database ${client.escapeIdentifier(client.database!)} set synchronous_commit = off`);
  } catch (error) {
    console.warn(`The test database keeps synchronous commits (${(error as Error).message}): PostgreSQL tests run slower.`);
  } finally {
    await client.end();
  }
}

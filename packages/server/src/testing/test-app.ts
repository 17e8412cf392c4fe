import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { InjectOptions } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { API_VERSION } from '@amora/contracts';
import { buildApp, type AppDeps } from '../app.ts';
import { loadConfig, type AppConfig } from '../config.ts';
import { ManualClock } from '../platform/clock.ts';
import { openDatabase, type Database, type Dialect } from '../platform/db/database.ts';
import { generateSecrets } from '../platform/secrets.ts';
import { TEST_POSTGRES_URL } from './postgres.ts';
import { SeedClient, type SeedTarget } from './seed.ts';

export { TEST_POSTGRES_URL };

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * The databases every integration test runs on: SQLite always, PostgreSQL when it answers.
 * With REQUIRE_POSTGRES=1 (CI) an unreachable PostgreSQL fails the run instead of being left out.
 */
export const TEST_DIALECTS: Dialect[] = await (async () => {
  if (await postgresAnswers()) return ['sqlite', 'postgres'];
  if (process.env.REQUIRE_POSTGRES === '1') throw new Error(`REQUIRE_POSTGRES=1 but PostgreSQL does not answer at ${TEST_POSTGRES_URL}`);
  console.warn(`PostgreSQL does not answer at ${TEST_POSTGRES_URL}: integration tests run on SQLite only`);
  return ['sqlite'];
})();

/** SeedTarget's app, clock and request; `request` injects with the headers every client sends (Accept-Version, host of brand 7 unless given). */
export interface TestApp extends SeedTarget {
  database: Database;
  config: AppConfig;
  /** Members and scenes made through the product (seed.ts). */
  seed: SeedClient;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  deps?: Omit<AppDeps, 'database' | 'clock'>;
  /** Every query of the app goes through it (a statement counter). */
  plugin?: KyselyPlugin;
}

/** A real app on a fresh database: a new SQLite file, or a new PostgreSQL schema. */
export async function startTestApp(dialect: Dialect, options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amora-test-'));
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEMO_USERS: '0', RATE_LIMIT_PER_MINUTE: '100000', ...options.env });
  const opened = await openDatabase(
    dialect === 'postgres' ? { databaseUrl: TEST_POSTGRES_URL, schema, dataDir } : { dataDir },
  );
  const database = options.plugin ? { ...opened, db: opened.db.withPlugin(options.plugin) } : opened;
  const clock = new ManualClock();
  const app = await buildApp(config, { clock, database, secrets: generateSecrets(), logger: false, ...options.deps });
  await app.ready();
  const request = (opts: InjectOptions) =>
    app.inject({
      ...opts,
      headers: { host: 'localhost:8080', 'accept-version': API_VERSION, ...(opts.headers ?? {}) },
    });
  return {
    app,
    clock,
    database,
    config,
    request,
    seed: new SeedClient({ app, clock, request }),
    async close() {
      await app.close();
      if (dialect === 'postgres') {
        const { sql } = await import('kysely');
        await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(database.db);
      }
      await database.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The bench database: the demo account and `users` demo members, seeded the way `npm start`
 * seeds them (one shared argon2id hash, the avatar pool), into DATA_DIR's SQLite file or, with
 * DATABASE_URL, into a fresh PostgreSQL schema of its own that the server child then uses.
 */
import { randomBytes } from 'node:crypto';
import { DEFAULT_BRAND_ID } from '../packages/contracts/src/index.ts';
import { loadConfig } from '../packages/server/src/config.ts';
import { systemClock } from '../packages/server/src/platform/clock.ts';
import { openDatabase } from '../packages/server/src/platform/db/database.ts';
import { migrate } from '../packages/server/src/platform/db/migrate.ts';
import { createPlatform } from '../packages/server/src/platform/platform.ts';
import { loadOrCreateSecrets } from '../packages/server/src/platform/secrets.ts';
import { demoMemberEmail, planMember } from '../packages/server/src/seed/members.ts';
import { DEFAULT_SEED, DEMO_MEMBER_PASSWORD, seedDemo } from '../packages/server/src/seed/seed.ts';
import { createServices } from '../packages/server/src/modules/services.ts';

export interface BenchCredentials {
  email: string;
  password: string;
}

/**
 * Active members of brand 7 (the brand of `localhost`) among the first `users`, as the seed
 * plans them. Login is throttled to 5 attempts in flight per account (DESIGN.md §6), so the
 * login load rotates over these instead of hammering one account.
 */
export function benchLogins(users: number, limit = 200): BenchCredentials[] {
  const logins: BenchCredentials[] = [];
  const now = Date.now();
  for (let index = 1; index <= users && logins.length < limit; index++) {
    const plan = planMember(DEFAULT_SEED, index, now);
    if (plan.brandId === DEFAULT_BRAND_ID && plan.ok === 1) logins.push({ email: demoMemberEmail(index), password: DEMO_MEMBER_PASSWORD });
  }
  return logins;
}

/** The member the bench reads the profile and init of: the first active member of brand 7. */
export const BENCH_LOGIN: BenchCredentials = benchLogins(100, 1)[0]!;

export interface BenchSeedOptions {
  dataDir: string;
  databaseUrl?: string;
  users: number;
}

/**
 * Seeds the bench database and leaves the server's secrets in dataDir/secrets.json, where the
 * server child reads them. Returns the PostgreSQL schema created for this run (undefined on
 * SQLite); the caller drops it with dropBenchSchema.
 */
export async function seedBenchDatabase({ dataDir, databaseUrl, users }: BenchSeedOptions): Promise<string | undefined> {
  const schema = databaseUrl ? `bench_${randomBytes(6).toString('hex')}` : undefined;
  const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema });
  const database = await openDatabase({ databaseUrl, schema, dataDir });
  try {
    await migrate(database);
    const platform = createPlatform(config, database, systemClock, loadOrCreateSecrets(dataDir));
    const result = await seedDemo({ platform, services: createServices(platform) }, { users });
    if (!result.seeded) throw new Error('The bench database already had accounts');
  } catch (error) {
    if (schema) await database.db.schema.dropSchema(schema).ifExists().cascade().execute();
    throw error;
  } finally {
    await database.destroy();
  }
  return schema;
}

/** Drops the run's PostgreSQL schema and everything in it. */
export async function dropBenchSchema(databaseUrl: string, schema: string): Promise<void> {
  const database = await openDatabase({ databaseUrl, dataDir: '.' });
  try {
    await database.db.schema.dropSchema(schema).ifExists().cascade().execute();
  } finally {
    await database.destroy();
  }
}

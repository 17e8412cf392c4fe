/**
 * The bench database: the demo account and `users` demo members, seeded the way `npm start`
 * seeds them (one shared argon2id hash, the avatar pool), into DATA_DIR's SQLite file or, with
 * DATABASE_URL, into a fresh PostgreSQL schema of its own that the server child then uses.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { DEFAULT_BRAND_ID } from '../packages/contracts/src/index.ts';
import { loadConfig } from '../packages/server/src/config.ts';
import { findMember } from '../packages/server/src/grant/commands.ts';
import { TierGrants } from '../packages/server/src/modules/entitlements/index.ts';
import { systemClock } from '../packages/server/src/platform/clock.ts';
import { openDatabase, type Database } from '../packages/server/src/platform/db/database.ts';
import { migrate } from '../packages/server/src/platform/db/migrate.ts';
import { createPlatform } from '../packages/server/src/platform/platform.ts';
import { loadOrCreateSecrets } from '../packages/server/src/platform/secrets.ts';
import { demoMemberEmail, planMember } from '../packages/server/src/seed/members.ts';
import { DEFAULT_SEED, DEMO_MEMBER_PASSWORD, seedDemo } from '../packages/server/src/seed/seed.ts';
import { createServices, type AppContext } from '../packages/server/src/modules/services.ts';

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

/** How many members the discovery endpoints are loaded as, in turn. */
export const DISCOVERY_VIEWERS = 50;
/** Days of premium each viewer is granted: longer than any run. */
const VIEWER_PREMIUM_DAYS = 30;

/**
 * The members pickUp, search and nearby are loaded as, in turn: the next DISCOVERY_VIEWERS
 * active members of brand 7 after BENCH_LOGIN (who stays free, as the profile and init figures
 * were measured), each where the seed placed them, with their own search settings, so the
 * figures span dense cities and sparse ones, common and rare preferences. Each is granted
 * premium at seeding (nearby is premium).
 */
export function benchViewers(users: number): BenchCredentials[] {
  return benchLogins(users, DISCOVERY_VIEWERS + 1).slice(1);
}

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
    const app: AppContext = { platform, services: createServices(platform) };
    const result = await seedDemo(app, { users });
    if (!result.seeded) throw new Error('The bench database already had accounts');
    await grantPremium(app, benchViewers(users));
    if (schema) await vacuumAnalyze(database.db, schema);
  } catch (error) {
    if (schema) await database.db.schema.dropSchema(schema).ifExists().cascade().execute();
    throw error;
  } finally {
    await database.destroy();
  }
  return schema;
}

/** Premium for each member, as `npm run grant -- <email> premium --days N --brand 7` writes it. */
async function grantPremium(app: AppContext, members: readonly BenchCredentials[]): Promise<void> {
  const grants = new TierGrants(app.services.accounts, app.platform.clock);
  for (const member of members) {
    const account = await findMember(app, member.email, DEFAULT_BRAND_ID);
    await grants.grant(account.id, 'premium', VIEWER_PREMIUM_DAYS);
  }
}

/**
 * VACUUM (ANALYZE) of every table of the schema, as autovacuum would have done on a live
 * database. Without statistics PostgreSQL plans discovery's queries blind (search picked a
 * 60–120 ms plan instead of a ~6 ms one); without the visibility map a vacuum sets, the covering
 * index of member locations (migration 0020) is read with a heap fetch per member instead of
 * index-only. SQLite gets no ANALYZE, as the server never runs one.
 */
async function vacuumAnalyze(db: Database['db'], schema: string): Promise<void> {
  const { rows } = await sql<{ tablename: string }>`select tablename from pg_tables where schemaname = ${schema} order by tablename`.execute(db);
  await sql`vacuum (analyze) ${sql.join(rows.map((row) => sql.id(schema, row.tablename)))}`.execute(db);
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

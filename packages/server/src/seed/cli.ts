import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { systemClock } from '../platform/clock.ts';
import { openDatabase } from '../platform/db/database.ts';
import { migrate } from '../platform/db/migrate.ts';
import { createPlatform } from '../platform/platform.ts';
import { loadOrCreateSecrets } from '../platform/secrets.ts';
import { createServices } from '../modules/services.ts';
import { DEMO_ACCOUNT } from './demo-account.ts';
import { dropPostgresTables, removeLocalData } from './reset.ts';
import { DEFAULT_SEED, DEMO_MEMBER_PASSWORD, seedDemo } from './seed.ts';

/**
 * `npm run seed -w @amora/server -- [--users N] [--seed S] [--reset]`: seeds the database of
 * DATA_DIR (or DATABASE_URL) explicitly. Without --reset a database that has accounts is refused.
 */
const { values } = parseArgs({
  options: {
    users: { type: 'string' },
    seed: { type: 'string' },
    reset: { type: 'boolean', default: false },
  },
});

function nonNegativeInt(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a non-negative integer, got "${value}"`);
  return n;
}

const config = loadConfig();
const users = nonNegativeInt(values.users, 'users', config.demoUsers);
const seed = nonNegativeInt(values.seed, 'seed', DEFAULT_SEED);

if (values.reset) removeLocalData(config);
const database = await openDatabase({ databaseUrl: config.databaseUrl, schema: config.databaseSchema, dataDir: config.dataDir });
try {
  if (values.reset) await dropPostgresTables(database);
  await migrate(database);
  const platform = createPlatform(config, database, systemClock, loadOrCreateSecrets(config.dataDir));
  let lastReported = 0;
  const result = await seedDemo({ platform, services: createServices(platform) }, {
    users,
    seed,
    onProgress: (done, total) => {
      if (done - lastReported < 10_000 && done < total) return;
      lastReported = done;
      console.log(`  ${done} / ${total} members`);
    },
  });
  if (!result.seeded) {
    console.error('The database already has accounts: nothing seeded. Use --reset to start over.');
    process.exitCode = 1;
  } else {
    console.log(`Seeded the demo account and ${result.members} members (seed ${seed}) in ${(result.milliseconds / 1000).toFixed(1)} s.`);
    console.log(`Demo login: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}; members: member<N>@example.com / ${DEMO_MEMBER_PASSWORD}`);
  }
} finally {
  await database.destroy();
}

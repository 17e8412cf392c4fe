import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { systemClock } from '../platform/clock.ts';
import { openDatabase } from '../platform/db/database.ts';
import { migrate } from '../platform/db/migrate.ts';
import { createPlatform } from '../platform/platform.ts';
import { loadOrCreateSecrets } from '../platform/secrets.ts';
import {
  approve,
  approveVerifications,
  formatPending,
  formatPendingVerifications,
  listPending,
  listPendingVerifications,
  markFakeAge,
  reject,
  rejectVerifications,
  CommandError,
  type DecisionResult,
} from './commands.ts';

const USAGE = `Usage: npm run moderate -- <action> [photoHid… | verificationId…]
  list                                     pending photos with owner and age, oldest first
  approve <photoHid…>                      approve (status 3)
  reject [--reason R] <photoHid…>          reject (default reason: operator); the member gets a push
  fake-age <photoHid…>                     reject as fake age; the member gets the fake-age push
  verifications                            pending verification photos with the gesture to check and the file
  verify-approve <verificationId…>         the member is verified and gets the verification passed push
  verify-reject [--reason R] <verificationId…>  the member gets the verification failed push and may try again`;

/** What each decision is called in the output. */
const DONE: Record<string, string> = {
  approve: 'approved',
  reject: 'rejected',
  'fake-age': 'rejected as fake age',
  'verify-approve': 'verified',
  'verify-reject': 'verification rejected',
};

/**
 * The operator's moderation command, on the database of DATA_DIR (or DATABASE_URL) like the
 * server. Pushes go out on the realtime bus: with REDIS_URL the running server's sockets hear
 * them; without it the in-process bus reaches no server, and members see them in their pushes.
 */
const { values, positionals } = parseArgs({ allowPositionals: true, options: { reason: { type: 'string' } } });
const [action, ...hids] = positionals;
const listings = ['list', 'verifications'];
const actions = [...listings, ...Object.keys(DONE)];

if (!action || !actions.includes(action) || (!listings.includes(action) && hids.length === 0)) {
  console.error(USAGE);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, schema: config.databaseSchema, dataDir: config.dataDir });
const platform = createPlatform(config, database, systemClock, loadOrCreateSecrets(config.dataDir));
try {
  await migrate(database);
  if (action === 'list') {
    console.log(formatPending(await listPending(platform)));
  } else if (action === 'verifications') {
    console.log(formatPendingVerifications(await listPendingVerifications(platform)));
  } else {
    const decisions: Record<string, () => Promise<DecisionResult>> = {
      approve: () => approve(platform, hids),
      reject: () => reject(platform, hids, values.reason),
      'fake-age': () => markFakeAge(platform, hids),
      'verify-approve': () => approveVerifications(platform, hids),
      'verify-reject': () => rejectVerifications(platform, hids, values.reason),
    };
    const result = await decisions[action]!();
    const done = DONE[action]!;
    const unchanged = action.startsWith('verify-') ? 'not waiting for a decision (decided before or no photo yet), nothing sent' : `already ${done}, nothing sent`;
    for (const { hid, changed } of result) console.log(`${hid}: ${changed ? done : unchanged}`);
  }
} catch (error) {
  if (!(error instanceof CommandError)) throw error;
  console.error(`${error.message}. Nothing was changed.`);
  process.exitCode = 1;
} finally {
  await platform.realtime.bus.close();
  await database.destroy();
}

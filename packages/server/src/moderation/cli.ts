import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { systemClock } from '../platform/clock.ts';
import { openDatabase } from '../platform/db/database.ts';
import { migrate } from '../platform/db/migrate.ts';
import { createPlatform } from '../platform/platform.ts';
import { loadOrCreateSecrets } from '../platform/secrets.ts';
import { approve, formatPending, listPending, markFakeAge, reject, CommandError, type DecisionResult } from './commands.ts';

const USAGE = `Usage: npm run moderate -- <action> [photoHid…]
  list                              pending photos with owner and age, oldest first
  approve <photoHid…>               approve (status 3)
  reject [--reason R] <photoHid…>   reject (default reason: operator); the member gets a push
  fake-age <photoHid…>              reject as fake age; the member gets the fake-age push`;

/**
 * The operator's moderation command, on the database of DATA_DIR (or DATABASE_URL) like the
 * server. Pushes go out on the realtime bus: with REDIS_URL the running server's sockets hear
 * them; without it the in-process bus reaches no server, and members see them in their pushes.
 */
const { values, positionals } = parseArgs({ allowPositionals: true, options: { reason: { type: 'string' } } });
const [action, ...hids] = positionals;
const actions = ['list', 'approve', 'reject', 'fake-age'];

if (!action || !actions.includes(action) || (action !== 'list' && hids.length === 0)) {
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
  } else {
    const result: DecisionResult =
      action === 'approve' ? await approve(platform, hids) : action === 'reject' ? await reject(platform, hids, values.reason) : await markFakeAge(platform, hids);
    const done = action === 'approve' ? 'approved' : action === 'reject' ? 'rejected' : 'rejected as fake age';
    for (const { hid, changed } of result) console.log(`${hid}: ${changed ? done : `already ${done}, nothing sent`}`);
  }
} catch (error) {
  if (!(error instanceof CommandError)) throw error;
  console.error(`${error.message}. Nothing was changed.`);
  process.exitCode = 1;
} finally {
  await platform.realtime.bus.close();
  await database.destroy();
}

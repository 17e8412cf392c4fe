import { loadConfig } from '../config.ts';
import { systemClock } from '../platform/clock.ts';
import { openDatabase } from '../platform/db/database.ts';
import { migrate } from '../platform/db/migrate.ts';
import { createPlatform } from '../platform/platform.ts';
import { loadOrCreateSecrets } from '../platform/secrets.ts';
import { createServices } from '../modules/services.ts';
import { parseOperatorArguments } from './arguments.ts';
import {
  approve,
  approveVerifications,
  banMembers,
  dismissReports,
  formatPending,
  formatReports,
  listReports,
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
  verify-reject [--reason R] <verificationId…>  the member gets the verification failed push and may try again
  reports                                  open abuse reports, oldest first, and who is held from discovery
  dismiss <reportId…>                      dismiss reports; a held member is released once none is open
  ban <memberHid…>                         ban: hidden from everyone, every session revoked, sockets closed, reports acted on`;

/** What each decision is called in the output. */
const DONE: Record<string, string> = {
  approve: 'approved',
  reject: 'rejected',
  'fake-age': 'rejected as fake age',
  'verify-approve': 'verified',
  'verify-reject': 'verification rejected',
  dismiss: 'dismissed',
  ban: 'banned',
};

/**
 * The operator's moderation command, on the database of DATA_DIR (or DATABASE_URL) like the
 * server. A decision records its event in the outbox and this command dispatches nothing: the
 * running server's dispatcher picks the event up within a second (EVENTS_POLL_MS), writes the
 * push and sends it to the member's sockets; with no server running, that happens at its start.
 */
const { reason, positionals } = parseOperatorArguments(process.argv.slice(2));
const [action, ...hids] = positionals;
const listings = ['list', 'verifications', 'reports'];
const actions = [...listings, ...Object.keys(DONE)];

if (!action || !actions.includes(action) || (!listings.includes(action) && hids.length === 0)) {
  console.error(USAGE);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, schema: config.databaseSchema, dataDir: config.dataDir });
const platform = createPlatform(config, database, systemClock, loadOrCreateSecrets(config.dataDir));
const app = { platform, services: createServices(platform) };
try {
  await migrate(database);
  if (action === 'list') {
    console.log(formatPending(await listPending(app)));
  } else if (action === 'verifications') {
    console.log(formatPendingVerifications(await listPendingVerifications(app)));
  } else if (action === 'reports') {
    console.log(formatReports(await listReports(app), platform.clock.now()));
  } else {
    const decisions: Record<string, () => Promise<DecisionResult>> = {
      approve: () => approve(app, hids),
      reject: () => reject(app, hids, reason),
      'fake-age': () => markFakeAge(app, hids),
      'verify-approve': () => approveVerifications(app, hids),
      'verify-reject': () => rejectVerifications(app, hids, reason),
      dismiss: () => dismissReports(app, hids),
      ban: () => banMembers(app, hids),
    };
    const result = await decisions[action]!();
    const done = DONE[action]!;
    const unchanged = action.startsWith('verify-')
      ? 'not waiting for a decision (decided before or no photo yet), nothing sent'
      : action === 'ban'
        ? 'already banned; its sessions were revoked again'
        : `already ${done}, nothing sent`;
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

import { loadConfig } from '../config.ts';
import { systemClock } from '../platform/clock.ts';
import { openDatabase } from '../platform/db/database.ts';
import { migrate } from '../platform/db/migrate.ts';
import { createPlatform } from '../platform/platform.ts';
import { loadOrCreateSecrets } from '../platform/secrets.ts';
import { createServices } from '../modules/services.ts';
import { parseGrantArguments } from './arguments.ts';
import { GrantCommandError, runGrant } from './commands.ts';

const USAGE = `Usage: npm run grant -- <email|hid> <what> [--brand B]
  <email|hid> premium|plus|vip --days N     adds N days to the tier (from its end while it runs)
  <email|hid> coins +N|-N [--reason R] [--key K]
                                            adds or takes coins; the balance never goes below 0;
                                            the same --key twice records the change once
  <email|hid> revoke                        ends every tier at once
  <email|hid> show                          the tier and the coin balance
  --brand B picks the brand of an e-mail used on several.`;

/**
 * The operator's grant command (issue 16 point 1): the only way tiers and coins change until
 * payments land, writing what payments will write. It works on the database of DATA_DIR (or
 * DATABASE_URL), like the server; a running server reads the new tier on the member's next request.
 */
const command = parseGrantArguments(process.argv.slice(2));
if ('error' in command) {
  console.error(`${command.error}\n\n${USAGE}`);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, schema: config.databaseSchema, dataDir: config.dataDir });
const platform = createPlatform(config, database, systemClock, loadOrCreateSecrets(config.dataDir));
try {
  await migrate(database);
  console.log(await runGrant({ platform, services: createServices(platform) }, command));
} catch (error) {
  if (!(error instanceof GrantCommandError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await platform.realtime.bus.close();
  await database.destroy();
}

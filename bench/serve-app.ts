import { buildApp } from '../packages/server/src/app.ts';
import { loadConfig } from '../packages/server/src/config.ts';

/**
 * The real server on the seeded bench database, logs off, rate limits out of the way, and answers
 * written as production writes them (without the contract check tests and development run).
 */
const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '100000000', DEMO_USERS: '0', CHECK_ANSWERS: '0' });
const app = await buildApp(config, { logger: false });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ ready: address });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));

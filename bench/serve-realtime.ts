import { buildApp } from '../packages/server/src/app.ts';
import { loadConfig } from '../packages/server/src/config.ts';
import { servePublisher } from './push-publisher.ts';

/**
 * The real server for the realtime bench (as serve-app.ts), plus a publisher driven over IPC
 * that calls `realtime.toMember`: push number n goes to the n-th member the bench names
 * (round robin), through the bus — in-process, or Redis when REDIS_URL is set.
 */
const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '100000000', DEMO_USERS: '0' });
const app = await buildApp(config, { logger: false });
const address = await app.listen({ port: 0, host: '127.0.0.1' });

let members: number[] = [];
process.on('message', (order: { type?: string; accountIds?: number[] }) => {
  if (order.type === 'members') members = order.accountIds ?? [];
});
servePublisher((sequence, frame) => app.platform.realtime.toMember(members[sequence % members.length]!, frame));

process.send?.({ ready: address.replace(/^http/, 'ws') });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));

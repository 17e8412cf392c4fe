import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../packages/server/src/app.ts';
import { loadConfig } from '../../packages/server/src/config.ts';
import { seedDemo } from '../../packages/server/src/seed/seed.ts';

export interface E2EServer {
  app: FastifyInstance;
  port: number;
  /** `http://<host>:<port><path>`; host defaults to localhost (brand 7). */
  url(pathname?: string, host?: string): string;
  close(): Promise<void>;
}

const webDist = path.resolve(import.meta.dirname, '../../packages/web/dist');

/**
 * The real server with the built SPA (`npm test` builds it first) on a fresh SQLite database,
 * seeded with the demo account and a few members, listening on a free loopback port.
 */
export async function startE2EServer(): Promise<E2EServer> {
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(`No web build at ${webDist}: run \`npm run build\` first (npm test does).`);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amora-e2e-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEMO_USERS: '20', WEB_DIST_DIR: webDist, RATE_LIMIT_PER_MINUTE: '100000' });
  const app = await buildApp(config, { logger: false });
  await seedDemo(app.platform, { users: config.demoUsers });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    port,
    url: (pathname = '/', host = 'localhost') => `http://${host}:${port}${pathname}`,
    async close() {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

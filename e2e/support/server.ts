import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../packages/server/src/app.ts';
import { loadConfig } from '../../packages/server/src/config.ts';
import { RunningClock, type MovableClock } from '../../packages/server/src/platform/clock.ts';
import { seedDemo } from '../../packages/server/src/seed/seed.ts';
import { seededRoster } from '../../packages/server/src/seed/roster.ts';
import { startDemoPopulation, type DemoPopulation, type DemoPopulationRates } from '../../packages/server/src/modules/demo-population/index.ts';

export interface E2EServer {
  app: FastifyInstance;
  port: number;
  /** The server's clock: real time, which tests move ahead with `advance` or `set`. */
  clock: MovableClock;
  /** DATA_DIR; the default mail transport writes `.eml` files to its `outbox`. */
  dataDir: string;
  /** The living demo population when the options asked for it (`demoPopulation`), else null. */
  demoPopulation: DemoPopulation | null;
  /** `http://<host>:<port><path>`; host defaults to localhost (brand 7). */
  url(pathname?: string, host?: string): string;
  close(): Promise<void>;
}

export interface E2EServerOptions {
  /** Extra environment over the defaults (e.g. a test identity provider's `env`). */
  env?: Record<string, string>;
  /** The clock to run on (share it with a test identity provider); a new RunningClock otherwise. */
  clock?: MovableClock;
  /**
   * Brings the seeded members to life with these rates, as `npm start` does in demo mode
   * (modules/demo-population). Its job ticks every `tickSeconds` of real time; a test that sets
   * that longer than itself moves the population by hand: `demoPopulation.tick(clock.now())`.
   */
  demoPopulation?: DemoPopulationRates;
}

const webDist = path.resolve(import.meta.dirname, '../../packages/web/dist');

/**
 * The real server with the built SPA (`npm test` builds it first) on a fresh SQLite database,
 * seeded with the demo account and a few members, listening on a free loopback port.
 */
export async function startE2EServer(options: E2EServerOptions = {}): Promise<E2EServer> {
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(`No web build at ${webDist}: run \`npm run build\` first (npm test does).`);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amora-e2e-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEMO_USERS: '20', WEB_DIST_DIR: webDist, RATE_LIMIT_PER_MINUTE: '100000', ...options.env });
  const clock = options.clock ?? new RunningClock();
  const app = await buildApp(config, { logger: false, clock });
  await seedDemo(app, { users: config.demoUsers });
  const demoPopulation = options.demoPopulation ? startDemoPopulation(app, seededRoster(app), { rates: options.demoPopulation }) : null;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    port,
    clock,
    dataDir,
    demoPopulation,
    url: (pathname = '/', host = 'localhost') => `http://${host}:${port}${pathname}`,
    async close() {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

import type { AddressInfo } from 'node:net';
import closeWithGrace from 'close-with-grace';
import { BRANDS } from '@amora/contracts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { startDemoPopulation } from './modules/demo-population/index.ts';
import { cityIndex } from './modules/geolocation/index.ts';
import { DEMO_ACCOUNT } from './seed/demo-account.ts';
import { seededRoster } from './seed/roster.ts';
import { seedDemo } from './seed/seed.ts';

const config = loadConfig();
const app = await buildApp(config);

// SIGTERM/SIGINT: stop accepting, let in-flight requests finish, close the database (onClose).
closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
});

// First start on an empty database: the demo account and DEMO_USERS members (DESIGN.md §3).
const seeding = await seedDemo(app, { users: config.demoUsers });
if (seeding.seeded) app.log.info({ members: seeding.members, milliseconds: seeding.milliseconds }, 'seeded the demo population');
// Demo mode: the seeded members like, like back and come and go (config/demo-population.json).
if (config.demoPopulation) startDemoPopulation(app, seededRoster(app));

await app.listen({ port: config.port, host: config.host });
// The city index (~0.8 s to build) is made now rather than by the first sign-up that asks where
// its visitor is.
setImmediate(() => cityIndex());

const { port } = app.server.address() as AddressInfo;
const [, second, third] = BRANDS;
process.stdout.write(
  [
    '',
    `  Amora is running at http://localhost:${port}`,
    `  Demo login: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}`,
    `  Every brand: http://<shortName>.localhost:${port}, e.g. http://${second?.shortName}.localhost:${port} or http://${third?.shortName}.localhost:${port}`,
    '',
    '',
  ].join('\n'),
);

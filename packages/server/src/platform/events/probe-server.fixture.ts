import closeWithGrace from 'close-with-grace';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createProbeTables, probeDb, subscribeProbe } from './probe.fixture.ts';

/**
 * The whole server, as main.ts starts it (without the demo seed), plus the probes of
 * probe.fixture.ts: the `message.sent` subscriber and, with PROBE_TICK_MS, a job writing a row
 * each tick. Rows name this process (`pid:<pid>`). PROBE_HANDLER_MS makes each handling take that
 * long, so two processes visibly share the work.
 */
const config = loadConfig();
const app = await buildApp(config);
const handler = `pid:${process.pid}`;
const { platform } = app;
await createProbeTables(platform.db, platform.dialect);
subscribeProbe(platform.events, handler, { delayMs: Number(process.env.PROBE_HANDLER_MS ?? 0) });
const tickMs = Number(process.env.PROBE_TICK_MS ?? 0);
if (tickMs > 0) {
  platform.jobs.register({
    name: 'probe.tick',
    everyMs: tickMs,
    async run() {
      await probeDb(platform.db).insertInto('tick_probe').values({ handler, at: platform.clock.now() }).execute();
      return 1;
    },
  });
}

closeWithGrace({ delay: 10_000 }, async () => {
  await app.close();
});
await app.listen({ port: config.port, host: config.host });

/**
 * `npm run bench:realtime`: BENCH_SOCKETS open sockets and a steady BENCH_PUSH_RATE of pushes,
 * each to one socket, timed from publish to receipt at the client (DESIGN.md §11: p99 < 50 ms at
 * 2,000 sockets). Measured in one run: a bare `ws` server (baseline, before and after), Amora on
 * its in-process bus (SQLite), two Amora processes sharing PostgreSQL and Redis with the sockets
 * split over them, and the messenger scenario on such a pair of processes (bench/messenger.ts:
 * matched members sending each other messages through the API while some drop and come back).
 * Figures, never assertions.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { openDatabase } from '../packages/server/src/platform/db/database.ts';
import { ask, cpuMsOf, positiveInt, rssMbOf, startChild, stopChild, type Child } from './bench-process.ts';
import { measureMessenger, type MessengerMeasurement } from './messenger.ts';
import { printMessenger } from './messenger-report.ts';
import { epochMs, type ClockAnswer, type PublishOrder, type Published } from './push-publisher.ts';
import { ClientFleet, type SocketTarget } from './realtime-clients.ts';
import { signInMembers, type SignedInMember } from './realtime-members.ts';
import { dropBenchSchema, seedBenchDatabase } from './seed-bench.ts';

// BENCH_QUICK=1: a smoke run of a few hundred sockets and short measurements.
const quick = process.env.BENCH_QUICK === '1';
const sockets = positiveInt('BENCH_SOCKETS', quick ? 200 : 2000);
// 30 s by default, so every measurement spans at least one of the server's 25 s heartbeats.
const seconds = positiveInt('BENCH_SECONDS', quick ? 10 : 30);
const perSecond = positiveInt('BENCH_PUSH_RATE', 500);
// BENCH_ONLY=messenger: the messenger scenario between the two bare ws baselines, without the push configurations.
const only = process.env.BENCH_ONLY;
if (only !== undefined && only !== 'messenger') throw new Error(`BENCH_ONLY must be "messenger", got "${only}"`);
const messenger = {
  members: positiveInt('BENCH_MESSENGER_MEMBERS', quick ? 200 : 2000),
  perSecond: positiveInt('BENCH_MESSAGE_RATE', 50),
  seconds: positiveInt('BENCH_MESSENGER_SECONDS', quick ? 15 : 60),
};
const postgresUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
// About 4.5% of seeded members are not active (hidden, removed, banned) and cannot connect.
const users = Math.ceil(sockets * 1.1);

/** Seconds of pushes before each measurement, unreported, so JIT and buffers are warm. */
const WARM_UP_SECONDS = 2;
/** How long the clients may still receive after the last publish; what has not arrived by then is lost. */
const DRAIN_TIMEOUT_MS = 5000;

interface Latency {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

interface Measurement {
  name: string;
  /** Pushes received per second of publishing. */
  pushesPerSecond: number;
  latency: Latency;
  lost: number;
  lag: { p99: number; max: number };
  /** CPU of the server process(es), all threads, per push published. */
  cpuMsPerPush: number;
  /** RSS in MB of each server process: idle after start, with every socket connected, after the load. */
  rss: { idle: number[]; connected: number[]; loaded: number[] };
  connectSeconds: number;
  /** The publisher's clock minus the clients' clock, and how closely the check could tell. */
  clock: { offsetMs: number; withinMs: number };
  /** Latency per group of sockets, when they were split over server processes. */
  groups: { name: string; latency: Latency }[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function latencyOf(sorted: number[]): Latency {
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return { count: sorted.length, p50: at(0.5), p99: at(0.99), max: sorted[sorted.length - 1] ?? Number.NaN };
}

/** Twenty round trips over IPC; the shortest bounds the offset between the publisher's clock and ours. */
async function clockOffset(publisher: Child): Promise<{ offsetMs: number; withinMs: number }> {
  let best = { offsetMs: Number.NaN, withinMs: Number.POSITIVE_INFINITY };
  for (let i = 0; i < 20; i++) {
    const sent = epochMs();
    const { at } = await ask<ClockAnswer>(publisher, { type: 'clock' }, 'clock');
    const back = epochMs();
    if ((back - sent) / 2 < best.withinMs) best = { offsetMs: at - (sent + back) / 2, withinMs: (back - sent) / 2 };
  }
  return best;
}

/** Publishes for `duration` seconds and waits until every push arrived or the drain time ran out. */
async function publish(publisher: Child, fleet: ClientFleet, context: string, duration: number): Promise<Published> {
  fleet.record(context);
  const order: PublishOrder = { type: 'publish', perSecond, seconds: duration, context };
  const published = await ask<Published>(publisher, order, 'published');
  const deadline = Date.now() + DRAIN_TIMEOUT_MS;
  while (fleet.received < published.count - published.failed && Date.now() < deadline) await sleep(20);
  return published;
}

/** Connects the fleet to running servers, warms up, then measures one steady load. */
async function measure(name: string, servers: Child[], publisher: Child, targets: SocketTarget[], groupNames: string[] = []): Promise<Measurement> {
  const idle = servers.map(rssMbOf);
  const connectStarted = performance.now();
  const fleet = await ClientFleet.open(targets);
  try {
    const connectSeconds = (performance.now() - connectStarted) / 1000;
    const connected = servers.map(rssMbOf);
    const clock = await clockOffset(publisher);
    await publish(publisher, fleet, 'warm-up', WARM_UP_SECONDS);
    const cpuBefore = servers.reduce((sum, server) => sum + cpuMsOf(server), 0);
    const published = await publish(publisher, fleet, 'measured', seconds);
    const cpuMs = servers.reduce((sum, server) => sum + cpuMsOf(server), 0) - cpuBefore;
    if (published.failed > 0) throw new Error(`${name}: the bus refused ${published.failed} of ${published.count} publishes`);
    return {
      name,
      pushesPerSecond: fleet.received / published.seconds,
      latency: latencyOf(fleet.sortedLatencies()),
      lost: published.count - fleet.received,
      lag: { p99: published.lagP99Ms, max: published.lagMaxMs },
      cpuMsPerPush: cpuMs / published.count,
      rss: { idle, connected, loaded: servers.map(rssMbOf) },
      connectSeconds,
      clock,
      groups: groupNames.map((group, index) => ({ name: group, latency: latencyOf(fleet.sortedLatencies(index)) })),
    };
  } finally {
    fleet.close();
  }
}

const authenticatedTarget = (origin: string, member: SignedInMember, group: number): SocketTarget => ({
  origin,
  host: member.host,
  accessToken: member.accessToken,
  group,
});

async function bareWs(when: string): Promise<Measurement> {
  const server = await startChild('serve-ws-baseline.ts', process.env);
  try {
    const targets = Array.from({ length: sockets }, () => ({ origin: server.url, group: 0 }));
    return await measure(`bare ws (baseline, ${when})`, [server], server, targets);
  } finally {
    await stopChild(server);
  }
}

async function inProcessBus(): Promise<Measurement> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amora-bench-realtime-'));
  let server: Child | undefined;
  try {
    await seedBenchDatabase({ dataDir, users });
    const members = await signInMembers({ dataDir, count: sockets });
    // SQLite and the in-process bus, whatever the caller's environment names for the cluster.
    server = await startChild('serve-realtime.ts', { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' });
    server.process.send({ type: 'members', accountIds: members.map((m) => m.accountId) });
    const origin = server.url;
    return await measure('Amora, in-process bus (SQLite)', [server], server, members.map((m) => authenticatedTarget(origin, m, 0)));
  } finally {
    await stopChild(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Two server processes on one PostgreSQL schema and Redis; sockets alternate between them and
 * every push is published on the first, so half are delivered by the other process.
 */
async function redisBus(): Promise<Measurement> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amora-bench-realtime-'));
  let schema: string | undefined;
  const servers: Child[] = [];
  try {
    schema = await seedBenchDatabase({ dataDir, databaseUrl: postgresUrl, users });
    const members = await signInMembers({ dataDir, databaseUrl: postgresUrl, schema, count: sockets });
    // One data directory: both processes sign with the same secrets, as replicas do.
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: postgresUrl, DATABASE_SCHEMA: schema, REDIS_URL: redisUrl };
    servers.push(await startChild('serve-realtime.ts', env));
    servers.push(await startChild('serve-realtime.ts', env));
    const [publisher, other] = servers as [Child, Child];
    publisher.process.send({ type: 'members', accountIds: members.map((m) => m.accountId) });
    const targets = members.map((m, i) => authenticatedTarget(i % 2 === 0 ? publisher.url : other.url, m, i % 2));
    return await measure('Amora, Redis bus, 2 processes (PostgreSQL)', servers, publisher, targets, ["publisher's process", 'other process']);
  } finally {
    await Promise.all(servers.map(stopChild));
    if (schema) await dropBenchSchema(postgresUrl, schema);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Why the Redis configuration cannot run here, or undefined when Redis and PostgreSQL both answer. */
async function clusterUnavailable(): Promise<string | undefined> {
  const redis = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    return `Redis at ${redisUrl}: ${(error as Error).message}`;
  } finally {
    redis.disconnect();
  }
  const database = await openDatabase({ databaseUrl: postgresUrl, dataDir: os.tmpdir() });
  try {
    await sql`select 1`.execute(database.db);
  } catch (error) {
    return `PostgreSQL at ${postgresUrl}: ${(error as Error).message}`;
  } finally {
    await database.destroy();
  }
  return undefined;
}

const ms = (value: number) => value.toFixed(1);
const mb = (values: number[]) => values.map((v) => v.toFixed(0)).join('+');

const loadBefore = os.loadavg()[0]!;
const unavailable = await clusterUnavailable();
console.log(`realtime bench: ${sockets} sockets, ${perSecond} pushes/s for ${seconds} s after ${WARM_UP_SECONDS} s of warm-up …`);
const before = await bareWs('before');
const amora: Measurement[] = only ? [] : [await inProcessBus()];
if (unavailable) console.log(`\nskipped the Redis configuration and the messenger: ${unavailable}`);
else if (!only) amora.push(await redisBus());
const chat: MessengerMeasurement | undefined = unavailable ? undefined : await measureMessenger({ ...messenger, postgresUrl, redisUrl });
const after = await bareWs('after');
const loadAfter = os.loadavg()[0]!;

const baseP99 = (before.latency.p99 + after.latency.p99) / 2;
const baseCpu = (before.cpuMsPerPush + after.cpuMsPerPush) / 2;
const rows = [before, ...amora, after];
const cpuCount = os.cpus().length;
console.log(
  `\n${sockets} sockets, ${perSecond} pushes/s for ${seconds} s, ${cpuCount} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB RAM, node ${process.version}; ` +
    `1-minute load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after\n`,
);
console.log('| what | pushes/s | p50 ms | p99 ms | max ms | lost | publish lag p99 / max ms | server CPU ms/push | server RSS MB (idle → connected → after load) | vs bare ws (p99, CPU) |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const row of rows) {
  const ratio = before === row || after === row ? '—' : `×${(row.latency.p99 / baseP99).toFixed(1)}, ×${(row.cpuMsPerPush / baseCpu).toFixed(1)}`;
  console.log(
    `| ${row.name} | ${row.pushesPerSecond.toFixed(0)} | ${ms(row.latency.p50)} | ${ms(row.latency.p99)} | ${ms(row.latency.max)} | ${row.lost} | ` +
      `${ms(row.lag.p99)} / ${ms(row.lag.max)} | ${row.cpuMsPerPush.toFixed(3)} | ${mb(row.rss.idle)} → ${mb(row.rss.connected)} → ${mb(row.rss.loaded)} | ${ratio} |`,
  );
}
console.log('');
for (const row of rows) {
  const groups = row.groups.map((g) => `${g.name} p50 ${ms(g.latency.p50)} / p99 ${ms(g.latency.p99)} ms (${g.latency.count} pushes)`).join('; ');
  console.log(
    `${row.name}: ${sockets} sockets ready in ${row.connectSeconds.toFixed(1)} s; publisher clock ${row.clock.offsetMs >= 0 ? '+' : ''}${row.clock.offsetMs.toFixed(2)} ms ` +
      `(± ${row.clock.withinMs.toFixed(2)}) from the clients'${groups ? `; ${groups}` : ''}`,
  );
}
if (chat) printMessenger(chat, messenger.seconds, baseP99);

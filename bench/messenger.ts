/**
 * The messenger scenario of `npm run bench:realtime` (issue 18 point 9): members in matched
 * pairs, the two of a pair on different server processes that share PostgreSQL and Redis, send
 * each other text messages through the HTTP API at a steady rate while a tenth of them drop their
 * socket and come back. Timed from the start of the send's HTTP request to the other member's
 * socket holding the `chat` frame; every acknowledged message must reach its receiver once.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cpuMsOf, rssMbOf, startChild, stopChild, type Child } from './bench-process.ts';
import { connectAll, MessengerClient, type Via } from './messenger-clients.ts';
import { closeConnections } from './messenger-http.ts';
import { Ledger, type SentMessage } from './messenger-ledger.ts';
import { matchPairs, settleEvents, signInPairs, type PairMember } from './messenger-members.ts';
import { PostgresBackends } from './postgres-backends.ts';
import { epochMs } from './push-publisher.ts';
import { dropBenchSchema, seedBenchDatabase } from './seed-bench.ts';

export interface MessengerOptions {
  /** Connected members, in pairs. */
  members: number;
  /** Messages sent per second, all pairs together. */
  perSecond: number;
  /** Measured seconds (after the warm-up). */
  seconds: number;
  postgresUrl: string;
  redisUrl: string;
}

/** Seconds of sends before the measurement, unreported (JIT, pools, PostgreSQL's caches). */
const WARM_UP_SECONDS = 5;
/** The share of members who drop their socket once during the measurement and come back. */
const DROP_SHARE = 0.1;
/** Drops fall between these fractions of the measurement, evenly spread. */
const DROPS_FROM = 0.1;
const DROPS_UNTIL = 0.7;
/** How long a dropped member stays away: between these, spread evenly. */
const OFFLINE_MIN_MS = 1000;
const OFFLINE_MAX_MS = 4000;
/** Reconnects a dropped member tries before the run fails. */
const RECONNECT_ATTEMPTS = 3;
/** How long the receivers may still receive after the last answer; what has not arrived by then is counted at the final catch-up. */
const DRAIN_TIMEOUT_MS = 10_000;
/** Brands members are spread over: a pair needs two of one brand, so up to one member a brand stays unpaired. */
const BRANDS = 26;

export interface Latency {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

export interface MessengerMeasurement {
  members: number;
  perSecond: number;
  /** Acknowledged messages received live per second of sending. */
  messagesPerSecond: number;
  /** Send (HTTP request start) → the receiver's socket holds the frame, messages of the measured phase received live. */
  latency: Latency;
  /** The send's HTTP round trip, measured phase. */
  answer: Latency;
  /** Sends of both phases, by answer: 200, other statuses, no answer. */
  sends: { total: number; acknowledged: number; statuses: Record<string, number> };
  /** Acknowledged sends the receiver never held, after everyone caught up at the end. */
  lost: number;
  duplicated: number;
  misdelivered: number;
  /** How acknowledged messages first reached their receiver. */
  via: Record<Via, number>;
  drops: { members: number; catchUps: number; overlaps: number; seqConflicts: number; resyncs: number; serverCloses: number; incomplete: number };
  /** Server CPU (both processes, all threads) and PostgreSQL backends' CPU per message of the measured phase. */
  cpuMsPerMessage: number;
  dbCpuMsPerMessage: number;
  rss: { idle: number[]; connected: number[]; loaded: number[] };
  connectSeconds: number;
  /** How long the pairs' likes through the API took. */
  matchSeconds: number;
  /** How long the events of the matching took to be dispatched, before anything was measured. */
  settleSeconds: number;
  /** How late the sender got to each message's turn (the bench process's own stalls). */
  lag: { p99: number; max: number };
  /** Latency by the receiver's process: the members on the first process, then the second. */
  groups: Latency[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function latencyOf(values: number[]): Latency {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return { count: sorted.length, p50: at(0.5), p99: at(0.99), max: sorted[sorted.length - 1] ?? Number.NaN };
}

/** A small deterministic generator, so every run drops the same members at the same moments. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * Message n goes between the members of pair n mod pairs, each way in turn, and neighbouring pairs
 * the opposite way, so both processes take sends all the time. A member whose socket is down does
 * not send (their partner sends instead), as a phone without a network cannot.
 */
async function sendSteadily(pairs: readonly (readonly [MessengerClient, MessengerClient])[], ledger: Ledger, perSecond: number, seconds: number, phase: string): Promise<{ seconds: number; lags: number[] }> {
  const total = Math.round(perSecond * seconds);
  const lags: number[] = [];
  const started = epochMs();
  let sent = 0;
  while (sent < total) {
    // Catch up with the schedule after each timer tick, so the rate holds whatever the tick's length.
    const due = Math.min(total, Math.floor(((epochMs() - started) * perSecond) / 1000) + 1);
    for (; sent < due; sent++) {
      lags.push(epochMs() - (started + (sent * 1000) / perSecond));
      const pair = sent % pairs.length;
      const round = Math.floor(sent / pairs.length);
      const [a, b] = pairs[pair]!;
      let [from, to] = (pair + round) % 2 === 0 ? [a, b] : [b, a];
      if (!from.online && to.online) [from, to] = [to, from];
      ledger.send(from, to, `${phase}-${sent}`, phase === 'measured');
    }
    await sleep(started + (sent * 1000) / perSecond - epochMs());
  }
  return { seconds: (epochMs() - started) / 1000, lags: lags.sort((x, y) => x - y) };
}

/** Drops a tenth of the members once each during the measurement; resolves when all are back and caught up. */
function dropSome(clients: readonly MessengerClient[], seconds: number): { members: number; back: Promise<void> } {
  const random = seeded(18);
  const shuffled = [...clients];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
  }
  const dropped = shuffled.slice(0, Math.round(clients.length * DROP_SHARE));
  const back = dropped.map(async (client, k) => {
    await sleep((DROPS_FROM + ((DROPS_UNTIL - DROPS_FROM) * k) / dropped.length) * seconds * 1000);
    client.drop();
    await sleep(OFFLINE_MIN_MS + random() * (OFFLINE_MAX_MS - OFFLINE_MIN_MS));
    // As the web does: a failed reconnect is tried again a moment later.
    for (let attempt = 1; ; attempt++) {
      try {
        return await client.connect('reconnect');
      } catch (error) {
        if (attempt === RECONNECT_ATTEMPTS) throw error;
        client.drop();
        await sleep(OFFLINE_MIN_MS);
      }
    }
  });
  return { members: dropped.length, back: Promise.all(back).then(() => undefined) };
}

/** Waits until every acknowledged send reached its receiver, or the drain time ran out. */
async function drain(ledger: Ledger): Promise<void> {
  await ledger.answered();
  const deadline = Date.now() + DRAIN_TIMEOUT_MS;
  while (ledger.undelivered > 0 && Date.now() < deadline) await sleep(20);
}

function summarise(ledger: Ledger, sendSeconds: number): Pick<MessengerMeasurement, 'latency' | 'answer' | 'sends' | 'lost' | 'duplicated' | 'misdelivered' | 'via' | 'messagesPerSecond' | 'groups'> {
  const acknowledged = ledger.sent.filter((sent) => sent.status === 200);
  const measuredLive = ledger.sent.filter((sent): sent is SentMessage & { received: NonNullable<SentMessage['received']> } => sent.measured && sent.received?.via === 'live');
  const statuses: Record<string, number> = {};
  for (const sent of ledger.sent) statuses[String(sent.status ?? 'none')] = (statuses[String(sent.status ?? 'none')] ?? 0) + 1;
  const via: Record<Via, number> = { live: 0, reconnect: 0, gap: 0 };
  for (const sent of acknowledged) if (sent.received) via[sent.received.via] += 1;
  return {
    latency: latencyOf(measuredLive.map((sent) => sent.received.latencyMs)),
    answer: latencyOf(ledger.sent.filter((sent) => sent.measured && sent.answeredMs !== undefined).map((sent) => sent.answeredMs!)),
    sends: { total: ledger.sent.length, acknowledged: acknowledged.length, statuses },
    lost: ledger.undelivered,
    duplicated: ledger.duplicated,
    misdelivered: ledger.misdelivered,
    via,
    messagesPerSecond: measuredLive.length / sendSeconds,
    groups: [0, 1].map((group) => latencyOf(measuredLive.filter((sent) => sent.to.index % 2 === group).map((sent) => sent.received.latencyMs))),
  };
}

/**
 * Seeds a fresh PostgreSQL schema, starts two server processes on it and Redis, signs the members
 * in, matches each pair through the API, connects everyone (a pair's two members on different
 * processes), warms up, measures with drops, then has every member catch up once more and counts.
 */
export async function measureMessenger({ members, perSecond, seconds, postgresUrl, redisUrl }: MessengerOptions): Promise<MessengerMeasurement> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amora-bench-messenger-'));
  let schema: string | undefined;
  const servers: Child[] = [];
  let backends: PostgresBackends | undefined;
  let clients: MessengerClient[] = [];
  try {
    // About 4.5% of seeded members are not active and cannot connect; a brand may leave one unpaired.
    schema = await seedBenchDatabase({ dataDir, databaseUrl: postgresUrl, users: Math.ceil((members + BRANDS) * 1.1) });
    if (!schema) throw new Error('the messenger scenario needs PostgreSQL');
    const pairs = await signInPairs({ dataDir, databaseUrl: postgresUrl, schema, pairs: Math.floor(members / 2) });
    // One data directory: both processes sign with the same secrets, as replicas do. The pools connect under the schema's name, so their PostgreSQL backends can be found.
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: postgresUrl, DATABASE_SCHEMA: schema, REDIS_URL: redisUrl, PGAPPNAME: schema };
    servers.push(await startChild('serve-app.ts', env), await startChild('serve-app.ts', env));
    backends = await PostgresBackends.open(postgresUrl, schema);
    const origins = [servers[0]!.url, servers[1]!.url] as const;
    const ledger = new Ledger();
    const clientOf = (index: number, member: PairMember, origin: string) => new MessengerClient(index, member, origin.replace(/^http/, 'ws'), { origin, host: member.host, accessToken: member.accessToken }, ledger);
    // Members 2i on the first process, 2i + 1 on the second: every message crosses Redis.
    const clientPairs = pairs.map(([a, b], i) => [clientOf(2 * i, a, origins[0]), clientOf(2 * i + 1, b, origins[1])] as const);
    clients = clientPairs.flat();
    const matchStarted = performance.now();
    await matchPairs(pairs, origins);
    const matchSeconds = (performance.now() - matchStarted) / 1000;
    const settleSeconds = await settleEvents({ dataDir, databaseUrl: postgresUrl, schema });

    const idle = servers.map(rssMbOf);
    const connectStarted = performance.now();
    await connectAll(clients);
    const connectSeconds = (performance.now() - connectStarted) / 1000;
    const connected = servers.map(rssMbOf);

    await sendSteadily(clientPairs, ledger, perSecond, WARM_UP_SECONDS, 'warm-up');
    await ledger.answered();
    const cpuBefore = servers.reduce((sum, server) => sum + cpuMsOf(server), 0);
    const dbBefore = await backends.snapshot();
    const drops = dropSome(clients, seconds);
    const sending = await sendSteadily(clientPairs, ledger, perSecond, seconds, 'measured');
    await ledger.answered();
    const cpuMs = servers.reduce((sum, server) => sum + cpuMsOf(server), 0) - cpuBefore;
    const dbCpuMs = await backends.cpuMsSince(dbBefore);
    await drops.back;
    await drain(ledger);
    const loaded = servers.map(rssMbOf);
    // The end of the run: every member asks once more for what they may have missed.
    await Promise.all(clients.map((client) => client.catchUp('reconnect')));
    const measuredCount = ledger.sent.filter((sent) => sent.measured).length;
    const sum = (pick: (client: MessengerClient) => number) => clients.reduce((total, client) => total + pick(client), 0);
    return {
      members: clients.length,
      perSecond,
      ...summarise(ledger, sending.seconds),
      drops: {
        members: drops.members,
        catchUps: sum((c) => c.catchUps),
        overlaps: sum((c) => c.overlaps),
        seqConflicts: sum((c) => c.seqConflicts),
        resyncs: sum((c) => c.resyncs),
        serverCloses: sum((c) => c.serverCloses),
        incomplete: clients.filter((c) => !c.complete).length,
      },
      cpuMsPerMessage: cpuMs / measuredCount,
      dbCpuMsPerMessage: dbCpuMs / measuredCount,
      rss: { idle, connected, loaded },
      connectSeconds,
      matchSeconds,
      settleSeconds,
      lag: { p99: sending.lags[Math.floor(sending.lags.length * 0.99)] ?? 0, max: sending.lags[sending.lags.length - 1] ?? 0 },
    };
  } finally {
    for (const client of clients) client.close();
    closeConnections();
    await backends?.close();
    await Promise.all(servers.map(stopChild));
    if (schema) await dropBenchSchema(postgresUrl, schema);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

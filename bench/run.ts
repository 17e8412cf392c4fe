/**
 * `npm run bench`: seeds a database of BENCH_USERS members, starts the real server and a bare
 * Fastify hello-world side by side, and reports req/s, p50 and p99 of login, /v3/init, the
 * profile call and discovery (the matches game's pickUp, search and nearby), each as a ratio to
 * hello-world measured in the same run. Login is also compared with bare argon2id verifications
 * per second (DESIGN.md §11). Figures, never assertions.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  API_VERSION,
  DEFAULT_BRAND_ID,
  PROFILE_SELECT_FIELDS,
  SearchOnlineStatus,
  SplitTest,
  type ProfileSelectFieldName,
  type UsersSearchBody,
} from '../packages/contracts/src/index.ts';
import { hashPassword, verifyPassword } from '../packages/server/src/platform/auth/passwords.ts';
import { cpuMsOf, memoryOf, positiveInt, startChild, stopChild, type Child } from './bench-process.ts';
import { PostgresBackends } from './postgres-backends.ts';
import { BENCH_LOGIN, benchLogins, benchViewers, dropBenchSchema, seedBenchDatabase, type BenchCredentials } from './seed-bench.ts';

const users = positiveInt('BENCH_USERS', 10_000);
const seconds = positiveInt('BENCH_SECONDS', 10);
const connections = positiveInt('BENCH_CONNECTIONS', 10);
const databaseUrl = process.env.DATABASE_URL || undefined;

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  /**
   * CPU time (user + system, all threads) the serving process spent per request: the server
   * child's, or the bench process's own for bare argon2id. Steadier than req/s on a shared machine.
   */
  cpuMs?: number;
  /** CPU time the PostgreSQL backends serving the server spent per request (PostgreSQL only; not in cpuMs). */
  dbCpuMs?: number;
  /** What the throughput is compared with: hello-world, or bare argon2id for login. */
  ratio?: string;
}

/** Seconds of load before each measurement, unreported, so JIT and caches are warm. */
const WARM_UP_SECONDS = 2;

/**
 * Loads `server` through autocannon; any answer but 2xx makes the figures meaningless, so it
 * throws. With `backends`, the CPU of the PostgreSQL backends serving it is measured too.
 */
async function load(name: string, server: Child, options: autocannon.Options, backends?: PostgresBackends): Promise<Row> {
  await autocannon({ connections, duration: WARM_UP_SECONDS, ...options });
  const cpuBefore = cpuMsOf(server);
  const backendsBefore = await backends?.snapshot();
  const result = await autocannon({ connections, duration: seconds, ...options });
  const cpuMs = (cpuMsOf(server) - cpuBefore) / result.requests.total;
  const dbCpuMs = backends && backendsBefore ? (await backends.cpuMsSince(backendsBefore)) / result.requests.total : undefined;
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${name}: ${result.non2xx} non-2xx answers and ${result.errors} errors (${JSON.stringify(result.statusCodeStats)})`);
  }
  return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, cpuMs, dbCpuMs };
}

/** `connections` verifications in flight for `seconds`, the way login's requests would be. */
async function argon2Baseline(when: string): Promise<Row> {
  const hash = await hashPassword(BENCH_LOGIN.password);
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const latencies: number[] = [];
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        if (!(await verifyPassword(hash, BENCH_LOGIN.password))) throw new Error('argon2id baseline: verification failed');
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMs = (cpu.user + cpu.system) / 1000 / latencies.length;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  return { name: `bare argon2id verify (baseline, ${when})`, rps: latencies.length / elapsed, p50: at(0.5), p99: at(0.99), cpuMs };
}

/** autocannon's latencies are whole milliseconds: 0 means under one. */
const ms = (value: number) => (value < 1 ? '<1' : value.toFixed(0));

const valueId = (field: ProfileSelectFieldName, slug: string) => PROFILE_SELECT_FIELDS[field].values.find((value) => value.slug === slug)!.id;

/**
 * A search as a member sets it in the filter modal (contracts search.ts): an age and a height
 * range and three lists; the gender searched for is the viewer's own setting. About a fifth of
 * the members of that gender pass it, so the rings widen as they would for a real member.
 */
const SEARCH_BODY: UsersSearchBody = {
  filter: {
    onlineStatus: SearchOnlineStatus.all,
    age: { from: 25, to: 40 },
    height: { from: 155, to: 190 },
    goal: [valueId('goal', 'relationship'), valueId('goal', 'marriage')],
    smoking: [valueId('smoking', 'never'), valueId('smoking', 'occasionally')],
    alcohol: [valueId('alcohol', 'never'), valueId('alcohol', 'rarely'), valueId('alcohol', 'socially')],
  },
  pageSize: 20,
};

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amora-bench-'));
const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
let schema: string | undefined;
let hello: Child | undefined;
let app: Child | undefined;
let backends: PostgresBackends | undefined;
try {
  console.log(`seeding ${users} members into ${databaseUrl ? 'PostgreSQL' : 'SQLite'} …`);
  const seedStarted = performance.now();
  schema = await seedBenchDatabase({ dataDir, databaseUrl, users });
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  console.log(`seeded in ${seedSeconds.toFixed(1)} s`);
  if (schema) env.DATABASE_SCHEMA = schema;
  // The server's pool connects under the schema's name, so its PostgreSQL backends can be found.
  if (schema && databaseUrl) {
    env.PGAPPNAME = schema;
    backends = await PostgresBackends.open(databaseUrl, schema);
  }

  hello = await startChild('serve-hello.ts', env);
  app = await startChild('serve-app.ts', env);
  const idleMemory = memoryOf(app);

  // Host localhost is brand 7; every POST to the API carries Accept-Version (the CSRF guard).
  const headers = { 'content-type': 'application/json', 'accept-version': API_VERSION, host: 'localhost' };
  const loginBody = (login: { email: string; password: string }) => JSON.stringify({ product_id: DEFAULT_BRAND_ID, ...login });
  const appServer = app;
  const logIn = async (credentials: BenchCredentials): Promise<string> => {
    const login = await fetch(`${appServer.url}/rest/v2/login`, { method: 'POST', headers, body: loginBody(credentials) });
    if (!login.ok) throw new Error(`bench login as ${credentials.email} failed: ${login.status} ${await login.text()}`);
    return ((await login.json()) as { result: { accessToken: { access_token: string } } }).result.accessToken.access_token;
  };
  const authed = { ...headers, authorization: `JWT ${await logIn(BENCH_LOGIN)}` };

  // Discovery is loaded as many members in turn (seed-bench.ts benchViewers, premium since seeding), each logged in as above.
  const viewerTokens: string[] = [];
  for (const viewer of benchViewers(users)) viewerTokens.push(await logIn(viewer));
  if (viewerTokens.length === 0) throw new Error(`no brand-${DEFAULT_BRAND_ID} members to load discovery as; seed more`);
  let turn = 0;
  const asViewers: autocannon.Request = {
    setupRequest: (request) => ({ ...request, headers: { ...request.headers, authorization: `JWT ${viewerTokens[turn++ % viewerTokens.length]}` } }),
  };
  const discovery = {
    pickUp: { url: `${app.url}/v3/matchesGame/users:pickUp?timestamp=1`, headers },
    search: { url: `${app.url}/v3/users:search`, method: 'POST', headers, body: JSON.stringify(SEARCH_BODY) },
    neighbors: { url: `${app.url}/v3/neighbors?timestamp=1&radiusKilometers=50`, headers },
  } satisfies Record<string, autocannon.Options>;

  // One page per viewer before the load: what each endpoint answers (figures of empty pages would flatter it).
  const answered: Record<keyof typeof discovery, { hits: number; empty: number }> = { pickUp: { hits: 0, empty: 0 }, search: { hits: 0, empty: 0 }, neighbors: { hits: 0, empty: 0 } };
  for (const token of viewerTokens) {
    for (const [what, options] of Object.entries(discovery) as Array<[keyof typeof discovery, autocannon.Options]>) {
      const response = await fetch(options.url, { method: options.method ?? 'GET', headers: { ...headers, authorization: `JWT ${token}` }, body: options.body as string | undefined });
      if (!response.ok) throw new Error(`${what} failed: ${response.status} ${await response.text()}`);
      const { hits } = (await response.json()) as { hits: unknown[] };
      answered[what].hits += hits.length;
      if (hits.length === 0) answered[what].empty += 1;
    }
  }

  // Login is throttled per account (5 failed or pending attempts, DESIGN.md §6): rotate over many members.
  const logins = benchLogins(users);
  if (logins.length < connections * 2) throw new Error(`only ${logins.length} brand-${DEFAULT_BRAND_ID} members to log in as; seed more or use fewer connections`);
  let next = 0;

  // The machine's other load drifts during a run: each baseline is measured right before and
  // right after what is compared with it, and ratios are to the mean of the two.
  const helloServer = hello;
  const helloWorld = (when: string) => load(`hello-world (baseline, ${when})`, helloServer, { url: `${helloServer.url}/` });
  const helloBefore = await helloWorld('before');
  const profile = await load('GET /rest/v2/user/info/profile', app, { url: `${app.url}/rest/v2/user/info/profile?timestamp=1`, headers: authed }, backends);
  const init = await load(
    'POST /v3/init',
    app,
    {
      url: `${app.url}/v3/init`,
      method: 'POST',
      headers: { ...authed, 'x-device-id': 'bench' },
      // What the web sends after login (packages/web/src/app/session/complete-login.ts).
      body: JSON.stringify({ splitHids: Object.values(SplitTest) }),
    },
    backends,
  );
  const helloBetween = await helloWorld('between');
  // The first page of each, as the web asks for it on opening the screen.
  const pickUp = await load('GET /v3/matchesGame/users:pickUp', app, { ...discovery.pickUp, requests: [asViewers] }, backends);
  const search = await load('POST /v3/users:search', app, { ...discovery.search, requests: [asViewers] }, backends);
  const neighbors = await load('GET /v3/neighbors', app, { ...discovery.neighbors, requests: [asViewers] }, backends);
  const helloAfter = await helloWorld('after');
  const argonBefore = await argon2Baseline('before');
  const logIns = await load(
    'POST /rest/v2/login',
    app,
    {
      url: `${app.url}/rest/v2/login`,
      method: 'POST',
      headers,
      requests: [{ setupRequest: (request) => ({ ...request, body: loginBody(logins[next++ % logins.length]!) }) }],
    },
    backends,
  );
  const argonAfter = await argon2Baseline('after');

  // Each to the two hello-worlds around it; login, far from them, to all three.
  const helloRps = (helloBefore.rps + helloBetween.rps) / 2;
  const discoveryHelloRps = (helloBetween.rps + helloAfter.rps) / 2;
  const allHelloRps = (helloBefore.rps + helloBetween.rps + helloAfter.rps) / 3;
  const argonRps = (argonBefore.rps + argonAfter.rps) / 2;
  const share = (row: Row, baseline: number) => `${((row.rps / baseline) * 100).toFixed(1)}%`;
  const rows: Row[] = [
    helloBefore,
    { ...profile, ratio: `${share(profile, helloRps)} of hello` },
    { ...init, ratio: `${share(init, helloRps)} of hello` },
    helloBetween,
    { ...pickUp, ratio: `${share(pickUp, discoveryHelloRps)} of hello` },
    { ...search, ratio: `${share(search, discoveryHelloRps)} of hello` },
    { ...neighbors, ratio: `${share(neighbors, discoveryHelloRps)} of hello` },
    helloAfter,
    argonBefore,
    { ...logIns, ratio: `${share(logIns, argonRps)} of argon2id (${share(logIns, allHelloRps)} of hello)` },
    argonAfter,
  ];
  const loadedMemory = memoryOf(app);

  const database = databaseUrl ? 'PostgreSQL' : 'SQLite';
  console.log(`\n${users} members, ${database} (seeded in ${seedSeconds.toFixed(1)} s), ${connections} connections, ${seconds} s each, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB RAM, node ${process.version}\n`);
  console.log('| what | req/s | p50 ms | p99 ms | CPU ms/req | ratio |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    const cpu = row.cpuMs === undefined || Number.isNaN(row.cpuMs) ? 'n/a' : row.cpuMs.toFixed(2);
    console.log(`| ${row.name} | ${row.rps.toFixed(0)} | ${ms(row.p50)} | ${ms(row.p99)} | ${cpu} | ${row.ratio ?? '—'} |`);
  }
  const perPage = (what: keyof typeof discovery) => `${(answered[what].hits / viewerTokens.length).toFixed(1)} (${answered[what].empty} empty)`;
  console.log(
    `\ndiscovery answers, one first page per viewer (${viewerTokens.length} viewers, premium): ` +
      `pickUp ${perPage('pickUp')} cards, search ${perPage('search')} hits, neighbors within 50 km ${perPage('neighbors')} hits on average`,
  );
  if (backends) {
    const dbCpu = rows.filter((row) => row.dbCpuMs !== undefined).map((row) => `${row.name} ${row.dbCpuMs!.toFixed(2)}`);
    console.log(`\nPostgreSQL backends' CPU ms per request (the server's connections; not in the table's column): ${dbCpu.join(', ')}`);
  }
  // On a machine whose cores are all busy, login can reach at most this share of bare argon2id.
  const verifyCpu = (argonBefore.cpuMs! + argonAfter.cpuMs!) / 2;
  const loginCpu = logIns.cpuMs!;
  console.log(
    `\nlogin CPU: ${loginCpu.toFixed(1)} ms in the server per login vs ${verifyCpu.toFixed(1)} ms per bare verification: ` +
      `at most ${((verifyCpu / loginCpu) * 100).toFixed(0)}% of bare argon2id when CPU-bound`,
  );
  const mb = (m: { rssMb: number; peakMb: number } | undefined, what: 'rssMb' | 'peakMb') => (m ? `${m[what].toFixed(0)} MB` : 'n/a');
  console.log(`\nserver memory: RSS ${mb(idleMemory, 'rssMb')} idle after start, ${mb(loadedMemory, 'rssMb')} after load, peak ${mb(loadedMemory, 'peakMb')}`);
} finally {
  await Promise.all([stopChild(hello), stopChild(app), backends?.close()]);
  if (schema && databaseUrl) await dropBenchSchema(databaseUrl, schema);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

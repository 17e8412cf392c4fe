/**
 * `npm run bench`: seeds a database of BENCH_USERS members, starts the real server and a bare
 * Fastify hello-world side by side, and reports req/s, p50 and p99 of login, /v3/init and the
 * profile call, each as a ratio to hello-world measured in the same run. Login is also compared
 * with bare argon2id verifications per second (DESIGN.md §11). Figures, never assertions.
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { API_VERSION } from '../packages/contracts/src/index.ts';
import { hashPassword, verifyPassword } from '../packages/server/src/platform/auth/passwords.ts';
import { seedBenchDatabase, BENCH_LOGIN } from './seed-bench.ts';

const users = Number(process.env.BENCH_USERS ?? 10_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const databaseUrl = process.env.DATABASE_URL;

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
}

function start(script: string, env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(import.meta.dirname, script), { env, execArgv: ['--import', 'tsx'], stdio: 'inherit' });
    child.once('message', (m) => resolve({ child, url: (m as { ready: string }).ready }));
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

async function load(name: string, options: autocannon.Options): Promise<Row> {
  const result = await autocannon({ connections, duration: seconds, ...options });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${name}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

async function argon2Baseline(): Promise<Row> {
  const hash = await hashPassword(BENCH_LOGIN.password);
  const deadline = Date.now() + seconds * 1000;
  const latencies: number[] = [];
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < deadline) {
        const t0 = performance.now();
        await verifyPassword(hash, BENCH_LOGIN.password);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!);
  return { name: 'bare argon2id verify', rps: latencies.length / seconds, p50: at(0.5), p99: at(0.99) };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amora-bench-'));
const env = { ...process.env, DATA_DIR: dataDir };
console.log(`seeding ${users} members into ${databaseUrl ? 'PostgreSQL' : 'SQLite'} …`);
const seedStarted = Date.now();
const schema = await seedBenchDatabase({ dataDir, databaseUrl, users });
console.log(`seeded in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`);
if (schema) env.DATABASE_SCHEMA = schema;

const hello = await start('serve-hello.ts', env);
const app = await start('serve-app.ts', env);
const headers = { 'content-type': 'application/json', 'accept-version': API_VERSION, host: 'localhost' };
try {
  const login = await fetch(`${app.url}/rest/v2/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ product_id: 7, email: BENCH_LOGIN.email, password: BENCH_LOGIN.password }),
  });
  if (!login.ok) throw new Error(`bench login failed: ${login.status} ${await login.text()}`);
  const token = ((await login.json()) as { result: { accessToken: { access_token: string } } }).result.accessToken.access_token;
  const authed = { ...headers, authorization: `JWT ${token}` };

  const rows: Row[] = [];
  rows.push(await load('hello-world (baseline)', { url: `${hello.url}/` }));
  rows.push(await load('GET /rest/v2/user/info/profile', { url: `${app.url}/rest/v2/user/info/profile?timestamp=1`, headers: authed }));
  rows.push(await load('POST /v3/init', { url: `${app.url}/v3/init`, method: 'POST', headers: { ...authed, 'x-device-id': 'bench' }, body: JSON.stringify({ splitHids: [] }) }));
  const argon = await argon2Baseline();
  rows.push(argon);
  rows.push(
    await load('POST /rest/v2/login', {
      url: `${app.url}/rest/v2/login`,
      method: 'POST',
      headers,
      body: JSON.stringify({ product_id: 7, email: BENCH_LOGIN.email, password: BENCH_LOGIN.password }),
    }),
  );

  const baseline = rows[0]!.rps;
  console.log(`\n${users} members, ${databaseUrl ? 'PostgreSQL' : 'SQLite'}, ${connections} connections, ${seconds} s each, ${os.cpus().length} cores, node ${process.version}\n`);
  console.log('| what | req/s | p50 ms | p99 ms | ratio |');
  console.log('|---|---:|---:|---:|---:|');
  for (const row of rows) {
    const ratio = row.name.startsWith('POST /rest/v2/login') ? `${((row.rps / argon.rps) * 100).toFixed(0)}% of argon2id` : `${((row.rps / baseline) * 100).toFixed(1)}% of hello`;
    console.log(`| ${row.name} | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p99} | ${row === rows[0] ? '—' : ratio} |`);
  }
} finally {
  hello.child.kill('SIGTERM');
  app.child.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_VERSION } from '@amora/contracts';
import { startServerProcess, type ServerProcess } from '../testing/server-process.ts';
import { deepArray, REPORTED, WITHIN_LIMIT } from './json-bombs.fixture.ts';

/**
 * The JSON bombs of json-bombs.test.ts against a real server process, timed from outside: while
 * they arrive, the event loop must stay free for everyone else. It runs in the `server-timing`
 * project, alone after every other test (vitest.config.ts), so the 100 ms bound measures the
 * server and not a machine busy with the rest of the suite.
 */

/** POST with a JSON body over a fresh connection; resolves the status (0 if the socket failed before one). */
function postJson(origin: string, urlPath: string, body: Buffer): Promise<number> {
  return new Promise((resolve) => {
    const request = http.request(`${origin}${urlPath}`, {
      method: 'POST',
      agent: false,
      headers: { host: 'localhost', 'content-type': 'application/json', 'accept-version': API_VERSION, 'content-length': body.length },
    });
    request.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    // The server may answer 413 and close before reading all of a body it refuses unread.
    request.on('error', () => resolve(0));
    request.end(body);
  });
}

/**
 * A page polling `url` over one kept-alive connection, in a process of its own: the test process
 * builds and sends megabytes of bombs, and its pauses must not count as the server's. It polls
 * until its stdin ends, then prints the status and milliseconds of every poll as one JSON line.
 */
const POLLER = `
const http = require('node:http');
const { performance } = require('node:perf_hooks');
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const poll = () => new Promise((resolve, reject) => {
  const started = performance.now();
  http.get(process.argv[1], { agent, headers: { host: 'localhost' } }, (res) => {
    res.resume();
    res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - started }));
  }).on('error', reject);
});
let stopped = false;
process.stdin.on('end', () => { stopped = true; }).resume();
(async () => {
  for (let i = 0; i < 5; i++) await poll();
  process.stdout.write('ready\\n');
  const polls = [];
  while (!stopped) {
    polls.push(await poll());
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  process.stdout.write(JSON.stringify(polls) + '\\n');
  agent.destroy();
})();
`;

interface Poller {
  /** Ends the polling; resolves every poll's status and time. */
  stop(): Promise<{ status: number; ms: number }[]>;
}

async function startPoller(url: string): Promise<Poller> {
  const child = spawn(process.execPath, ['-e', POLLER, url], { stdio: ['pipe', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', () => output.startsWith('ready\n') && resolve());
    child.once('exit', (code) => reject(new Error(`poller exited with ${code}`)));
  });
  return {
    async stop() {
      child.stdin.end();
      await exited;
      return JSON.parse(output.slice('ready\n'.length)) as { status: number; ms: number }[];
    },
  };
}

describe('a live server under JSON bombs', () => {
  let dataDir: string;
  let server: ServerProcess;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amora-bombs-'));
    // The API budget is not what this test is about: the rounds below would exceed the default.
    server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '', RATE_LIMIT_PER_MINUTE: '100000' });
    // Nobody reads the request log; keep the pipe drained so a full pipe never blocks the server.
    server.child.stdout!.resume();
  }, 60_000);

  afterAll(() => {
    server?.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers every poll within 100 ms while the bombs arrive, and refuses every bomb', async () => {
    const attacks = [
      ...Object.values(REPORTED).map((body) => ({ url: '/rest/v2/login', body, expected: 413 })),
      ...Object.values(WITHIN_LIMIT).map(({ body }) => ({ url: '/rest/v2/login', body, expected: 400 })),
      { url: '/system/log', body: deepArray(95_000), expected: 400 },
    ].map((a) => ({ ...a, body: Buffer.from(a.body) }));
    const poller = await startPoller(`${server.origin}/revisionConfig.json`);
    // All bombs at once, in rounds (the client log route allows 60 a minute): a stall of the event
    // loop anywhere in that time shows as a slow poll.
    const expected = attacks.map((a) => a.expected);
    const rounds: number[][] = [];
    for (let round = 0; round < 5; round++) {
      const statuses = await Promise.all(attacks.map((a) => postJson(server.origin, a.url, a.body)));
      rounds.push(statuses);
      // A server that answers wrongly already failed; more rounds would only take longer.
      if (statuses.some((status, i) => status !== expected[i])) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const polls = await poller.stop();
    const times = polls.map((p) => Math.round(p.ms));
    expect.soft(Math.max(...times), `poll times in ms: ${times.join(' ')}`).toBeLessThan(100);
    expect.soft(polls.every((p) => p.status === 200)).toBe(true);
    for (const statuses of rounds) expect.soft(statuses).toEqual(expected);
  }, 120_000);
});

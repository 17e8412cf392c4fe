import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_VERSION } from '@amora/contracts';
import { startServerProcess, waitForLog } from './testing/server-process.ts';

describe('npm start process', () => {
  let dataDir: string;
  let child: ChildProcess;
  let port: number;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amora-main-'));
    ({ child, port } = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '' }));
  }, 60_000);

  afterAll(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('on SIGTERM stops accepting, finishes the request in flight, closes the database and exits 0', async () => {
    // A request whose body is still arriving when the signal comes.
    const inFlight = http.request({
      port,
      host: '127.0.0.1',
      method: 'POST',
      path: '/system/log',
      headers: { host: 'localhost', 'content-type': 'application/json', 'accept-version': API_VERSION, 'transfer-encoding': 'chunked' },
    });
    const answered = new Promise<number>((resolve, reject) => {
      inFlight.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      inFlight.on('error', reject);
    });
    inFlight.write('{"level":"info",');
    // In flight means the server has read the request head, not only that the socket connected:
    // under load a head parsed after the signal is a new request, rightly refused.
    await waitForLog(child, /"url":"\/system\/log".*"msg":"incoming request"/);

    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await waitForLog(child, /shutting down/);

    const refused = await new Promise<boolean>((resolve) => {
      const probe = http.get({ port, host: '127.0.0.1', path: '/revisionConfig.json', headers: { host: 'localhost' } }, (res) => {
        res.resume();
        resolve(res.statusCode === 503);
      });
      probe.on('error', () => resolve(true));
    });
    expect(refused).toBe(true);

    inFlight.end('"message":"finished after SIGTERM"}');
    expect(await answered).toBeLessThan(300);
    expect(await exited).toBe(0);
    // better-sqlite3 checkpoints and removes the WAL file when the last connection closes cleanly.
    expect(fs.existsSync(path.join(dataDir, 'amora.sqlite-wal'))).toBe(false);
  }, 60_000);
});

import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_VERSION } from '@amora/contracts';

/** Waits for a pino line of the child whose message matches. */
function waitForLog(child: ChildProcess, pattern: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    let buffer = '';
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString();
      for (const line of buffer.split('\n')) {
        const match = pattern.exec(line);
        if (match) {
          child.stdout!.off('data', onData);
          resolve(match[1] ?? line);
          return;
        }
      }
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code} before logging ${pattern}`)));
  });
}

describe('npm start process', () => {
  let dataDir: string;
  let child: ChildProcess;
  let port: number;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amora-main-'));
    child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'main.ts')], {
      env: { ...process.env, DATA_DIR: dataDir, PORT: '0', DEMO_USERS: '0', LOG_LEVEL: 'info', DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    port = Number(await waitForLog(child, /Server listening at http:\/\/127\.0\.0\.1:(\d+)/));
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
    await new Promise((resolve) => inFlight.once('socket', (s) => (s.connecting ? s.once('connect', resolve) : resolve(undefined))));

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

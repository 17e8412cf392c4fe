import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { API_VERSION } from '@amora/contracts';

/** Waits for a pino line of the child whose message matches; resolves the first group or the line. */
export function waitForLog(child: ChildProcess, pattern: RegExp): Promise<string> {
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

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  origin: string;
  /** SIGKILL if still running. */
  kill(): void;
}

/**
 * `npm start`'s entry (src/main.ts) as its own process, on a free port, once it listens; `entry`
 * names another script that listens the same way (a test server with probes).
 */
export async function startServerProcess(env: Record<string, string>, options: { entry?: string } = {}): Promise<ServerProcess> {
  const entry = options.entry ?? path.join(import.meta.dirname, '../main.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, PORT: '0', DEMO_USERS: '0', DEMO_POPULATION: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = Number(await waitForLog(child, /Server listening at http:\/\/127\.0\.0\.1:(\d+)/));
  return {
    child,
    port,
    origin: `http://127.0.0.1:${port}`,
    kill: () => {
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

export interface ServerReply {
  status: number;
  body: string;
}

/**
 * One JSON call to a server process on the default brand's host, over a connection of its own;
 * rejects when the connection dies (a killed server), so a test knows the write was never answered.
 */
export function callServer(server: Pick<ServerProcess, 'port'>, method: string, urlPath: string, body: unknown, headers: Record<string, string> = {}): Promise<ServerReply> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: server.port,
        method,
        path: urlPath,
        agent: false,
        headers: { host: 'localhost:8080', 'accept-version': API_VERSION, 'content-type': 'application/json', ...headers },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

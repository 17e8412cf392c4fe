import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

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
    env: { ...process.env, PORT: '0', DEMO_USERS: '0', LOG_LEVEL: 'info', ...env },
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

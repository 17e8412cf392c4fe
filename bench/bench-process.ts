/**
 * The benches' server children: forked under tsx with an IPC channel, asked questions
 * over it, and read from /proc for CPU and memory (Linux).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';

export interface Child {
  process: ChildProcess;
  /** What the child sent once listening: its base address. */
  url: string;
}

/** Forks a bench script and waits for the address it sends once listening. */
export function startChild(script: string, env: NodeJS.ProcessEnv): Promise<Child> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(import.meta.dirname, script), { env, execArgv: ['--import', 'tsx'], stdio: 'inherit' });
    const failed = (code: number | null) => reject(new Error(`${script} exited with ${code} before listening`));
    child.once('exit', failed);
    child.once('error', reject);
    child.once('message', (m) => {
      child.off('exit', failed);
      resolve({ process: child, url: (m as { ready: string }).ready });
    });
  });
}

export async function stopChild(child: Child | undefined): Promise<void> {
  if (!child || child.process.exitCode !== null || child.process.signalCode !== null) return;
  const exited = once(child.process, 'exit');
  child.process.kill('SIGTERM');
  await exited;
}

/** Sends `order` to the child and resolves with its next message of type `answer`. */
export function ask<T>(child: Child, order: { type: string }, answer: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: { type?: string }) => {
      if (message.type !== answer) return;
      child.process.off('message', onMessage);
      child.process.off('exit', onExit);
      resolve(message as T);
    };
    const onExit = (code: number | null) => reject(new Error(`server child exited with ${code} while the bench waited for "${answer}"`));
    child.process.on('message', onMessage);
    child.process.once('exit', onExit);
    child.process.send(order);
  });
}

/** CPU time of a process so far in ms, from /proc/<pid>/stat (utime + stime, in USER_HZ = 100 ticks/s). */
export function cpuMsOf(child: Child): number {
  return cpuMsOfPid(child.process.pid);
}

/** CPU time of any process of this machine so far in ms, by pid (NaN once it is gone). */
export function cpuMsOfPid(pid: number | undefined): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/** Resident and peak memory of a process in MB, from /proc/<pid>/status. */
export function memoryOf(child: Child): { rssMb: number; peakMb: number } | undefined {
  try {
    const status = fs.readFileSync(`/proc/${child.process.pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
    return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
  } catch {
    return undefined;
  }
}

/** A positive integer from the environment, or the default. */
export function positiveInt(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return n;
}

/** Resident memory of a process in MB, from /proc/<pid>/status. */
export function rssMbOf(child: Child): number {
  try {
    const status = fs.readFileSync(`/proc/${child.process.pid}/status`, 'utf8');
    return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]) / 1024;
  } catch {
    return Number.NaN;
  }
}

/**
 * The realtime bench's clients: every socket in this one process, opened in batches (a burst of
 * thousands of SYNs overflows the listen backlog), each timing the pushes it receives against
 * the publish time the frame carries.
 */
import WebSocket from 'ws';
import { REALTIME_PATH, type ClientFrame, type ServerFrame } from '../packages/contracts/src/index.ts';
import { epochMs } from './push-publisher.ts';

/** Where one socket connects; with an access token it authenticates as Amora's clients do. */
export interface SocketTarget {
  /** ws://host:port of the server. */
  origin: string;
  host?: string;
  accessToken?: string;
  /** Latencies are also reported per group (e.g. per server process). */
  group: number;
}

/** Sockets opened (and authenticated) at once; the next batch waits for this one. */
const BATCH = 100;
/** A socket not ready by then fails the run: figures over a partial fleet mean nothing. */
const READY_TIMEOUT_MS = 30_000;

export class ClientFleet {
  private readonly sockets: WebSocket[] = [];
  private context = '';
  private readonly latencies: number[] = [];
  private readonly groups: number[] = [];

  /** Opens every target; resolves once all are open and, with a token, have their counters. */
  static async open(targets: SocketTarget[]): Promise<ClientFleet> {
    const fleet = new ClientFleet();
    for (let start = 0; start < targets.length; start += BATCH) {
      await Promise.all(targets.slice(start, start + BATCH).map((target) => fleet.connect(target)));
    }
    return fleet;
  }

  get size(): number {
    return this.sockets.length;
  }

  /** From now on, pushes published under `context` are timed; earlier samples are discarded. */
  record(context: string): void {
    this.context = context;
    this.latencies.length = 0;
    this.groups.length = 0;
  }

  get received(): number {
    return this.latencies.length;
  }

  /** Publish → receipt latencies in ms, ascending; of one group when given. */
  sortedLatencies(group?: number): number[] {
    const picked = group === undefined ? [...this.latencies] : this.latencies.filter((_, i) => this.groups[i] === group);
    return picked.sort((a, b) => a - b);
  }

  close(): void {
    for (const socket of this.sockets) socket.terminate();
  }

  private connect(target: SocketTarget): Promise<void> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(`${target.origin}${target.accessToken ? REALTIME_PATH : '/'}`, {
        headers: target.host ? { host: target.host } : {},
        perMessageDeflate: false,
      });
      this.sockets.push(ws);
      const fail = (error: Error) => {
        clearTimeout(timer);
        reject(error);
      };
      const ready = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => fail(new Error(`a socket to ${target.origin} was not ready within ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS);
      // Once ready, these settle nothing; the listeners stay so a late error cannot crash the run.
      ws.on('error', fail);
      ws.once('close', (code, reason) => fail(new Error(`a socket to ${target.origin} closed before it was ready: ${code} ${reason.toString()}`)));
      ws.once('open', () => {
        if (!target.accessToken) return ready();
        const auth: ClientFrame = { channel: 'rpc', type: 'auth', payload: { accessToken: target.accessToken } };
        ws.send(JSON.stringify(auth));
      });
      ws.on('message', (data) => {
        const at = epochMs();
        const frame = JSON.parse(data.toString()) as ServerFrame;
        if (frame.type === 'counters') ready();
        if (frame.type === 'push' && frame.payload.context === this.context) {
          this.latencies.push(at - frame.payload.serverSentTimestamp);
          this.groups.push(target.group);
        }
      });
    });
  }
}

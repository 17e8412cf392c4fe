/**
 * The messenger bench's HTTP calls, as a client of the API makes them: JSON, `Accept-Version`,
 * the member's token, and the Host of the member's brand. Keep-alive connections are pooled per
 * server, so a send does not pay a TCP handshake.
 */
import http from 'node:http';
import { API_VERSION } from '../packages/contracts/src/index.ts';

/** Connections per server process the bench's members share (a browser keeps ~6 per host; thousands of members keep more). */
const CONNECTIONS_PER_SERVER = 64;

export interface Caller {
  /** http://127.0.0.1:port of the server process. */
  origin: string;
  /** `<shortName>.localhost`: the Host of the member's brand. */
  host: string;
  accessToken: string;
}

export interface Reply {
  status: number;
  body: string;
}

const agents = new Map<string, http.Agent>();

function agentOf(origin: string): http.Agent {
  let agent = agents.get(origin);
  if (!agent) {
    agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS_PER_SERVER });
    agents.set(origin, agent);
  }
  return agent;
}

/** One call; rejects only when no answer came back (connection refused or reset). */
export function call(caller: Caller, method: 'GET' | 'POST', path: string, body?: unknown): Promise<Reply> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const url = new URL(path, caller.origin);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        method,
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        agent: agentOf(caller.origin),
        headers: {
          host: caller.host,
          'accept-version': API_VERSION,
          authorization: `JWT ${caller.accessToken}`,
          ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** A call that must answer 200: the parsed body, or an error naming the call and the answer. */
export async function callOk<T>(caller: Caller, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const reply = await call(caller, method, path, body);
  if (reply.status !== 200) throw new Error(`${method} ${path} answered ${reply.status}: ${reply.body.slice(0, 300)}`);
  return JSON.parse(reply.body) as T;
}

/** Closes the pooled connections, so the bench process can exit. */
export function closeConnections(): void {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
}

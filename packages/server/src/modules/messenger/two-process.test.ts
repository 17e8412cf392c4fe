import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_VERSION, type ChatEvent, type ChatEventsResponse, type Message, type ServerFrame } from '@amora/contracts';
import { openDatabase, type Database } from '../../platform/db/database.ts';
import { TestSocket } from '../../testing/realtime-client.ts';
import { TEST_REDIS_URL, testRedisUp } from '../../testing/redis.ts';
import { callServer, startServerProcess, type ServerProcess, type ServerReply } from '../../testing/server-process.ts';
import { TEST_POSTGRES_URL } from '../../testing/test-app.ts';
import { signupPayload } from '../signup/signup.fixture.ts';

const redisUp = await testRedisUp('the two-process messenger test');

/** A GET without a body (callServer always sends one) on the default brand's host. */
function getFrom(server: Pick<ServerProcess, 'port'>, urlPath: string, headers: Record<string, string>): Promise<ServerReply> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port: server.port, path: urlPath, agent: false, headers: { host: 'localhost:8080', 'accept-version': API_VERSION, ...headers } }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** A member as the test drives them: their token, hid, live socket and every chat event they got. */
interface Member {
  token: string;
  hid: string;
  socket: TestSocket | null;
  /** Chat events by seq: live frames and catch-up answers, merged. */
  events: Map<number, ChatEvent>;
}

const MESSAGES = 40;
const KILL_AT = 15;

/**
 * Issue 18's acceptance: two server processes on one PostgreSQL schema and one Redis, a member
 * connected to each; the members talk through both processes; one process is killed with
 * SIGKILL in the middle of a send and started again; the clients reconnect and catch up from
 * their last seq. Every acknowledged message appears exactly once, in order, on both sides, and
 * each side's events are numbered without a gap.
 */
describe.runIf(redisUp)('the messenger across two server processes, one killed mid-conversation', () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  let dataDir: string;
  let env: Record<string, string>;
  const servers: ServerProcess[] = [];
  let database: Database;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amora-messenger-'));
    env = { DATA_DIR: dataDir, DATABASE_URL: TEST_POSTGRES_URL, DATABASE_SCHEMA: schema, REDIS_URL: TEST_REDIS_URL, LOG_LEVEL: 'info' };
    servers.push(await startServerProcess(env));
    servers.push(await startServerProcess(env));
    database = await openDatabase({ databaseUrl: TEST_POSTGRES_URL, schema, dataDir });
  }, 90_000);

  afterAll(async () => {
    for (const server of servers) server.kill();
    if (database) {
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(database.db);
      await database.destroy();
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const json = async (server: ServerProcess, method: 'GET' | 'POST', url: string, member: Member | null, body?: unknown) => {
    const headers: Record<string, string> = member ? { authorization: `JWT ${member.token}` } : {};
    const reply = method === 'GET' ? await getFrom(server, url, headers) : await callServer(server, method, url, body ?? {}, headers);
    expect(reply.status, `${method} ${url}: ${reply.body}`).toBe(200);
    return JSON.parse(reply.body) as unknown;
  };

  async function signUp(server: ServerProcess): Promise<Member> {
    const answer = (await json(server, 'POST', '/rest/v2/signup', null, signupPayload())) as { result: { accessToken: { access_token: string }; user: { hid: string } } };
    return { token: answer.result.accessToken.access_token, hid: answer.result.user.hid, socket: null, events: new Map() };
  }

  /** Connects the member to `server` and catches up from the last seq they hold, filling any gap. */
  async function connect(member: Member, server: ServerProcess): Promise<void> {
    const socket = await TestSocket.connect(server.origin);
    socket.ws.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as ServerFrame;
      if (frame.channel === 'chat') member.events.set(frame.payload.seq, frame.payload);
    });
    socket.auth(member.token);
    await socket.next('authenticated');
    member.socket = socket;
    await catchUp(member, server);
  }

  async function catchUp(member: Member, server: ServerProcess): Promise<number> {
    for (;;) {
      const after = contiguous(member);
      const answer = (await json(server, 'GET', `/v3/messenger/events?after=${after}`, member)) as ChatEventsResponse;
      expect(answer.resync).toBe(false);
      for (const event of answer.events) member.events.set(event.seq, event);
      if (!answer.hasMore) return answer.latestSeq;
    }
  }

  /** The highest seq up to which the member holds every event. */
  const contiguous = (member: Member) => {
    let seq = 0;
    while (member.events.has(seq + 1)) seq += 1;
    return seq;
  };

  /** Sends until acknowledged: a send lost with a killed process is sent again, same requestId, to the living one. */
  async function sendOnce(from: Member, to: Member, text: string, requestId: string, prefer: ServerProcess): Promise<Message> {
    const body = { type: 'text', requestId, textMessageBody: { text } };
    for (const server of [prefer, ...servers.filter((s) => s !== prefer)]) {
      try {
        const reply = await callServer(server, 'POST', `/v3/messenger/dialogs/${to.hid}/messages`, body, { authorization: `JWT ${from.token}` });
        expect(reply.status, reply.body).toBe(200);
        return (JSON.parse(reply.body) as { message: Message }).message;
      } catch (error) {
        if (!(error instanceof Error) || !/ECONNRESET|ECONNREFUSED|socket hang up/.test(error.message)) throw error;
      }
    }
    throw new Error(`${requestId} was never acknowledged`);
  }

  it('delivers every acknowledged message exactly once, in order, to both sides', async () => {
    const [first, second] = servers as [ServerProcess, ServerProcess];
    const alice = await signUp(first);
    const bob = await signUp(first);
    // They match, so free members' words are sent at once.
    for (const [a, b] of [
      [alice, bob],
      [bob, alice],
    ] as const) {
      await json(first, 'POST', '/apis/relations/v1/users/me/likes?context=profile', a, { contact_hid: b.hid });
    }
    await connect(alice, first);
    await connect(bob, second);

    const acknowledged: Message[] = [];
    for (let i = 0; i < MESSAGES; i++) {
      const [from, to] = i % 2 === 0 ? [alice, bob] : [bob, alice];
      const via = servers[i % servers.length]!;
      if (i === KILL_AT) {
        // A send to the process that holds Bob's socket, killed before it can answer.
        const doomed = servers[1]!;
        const pending = sendOnce(from, to, `Message ${i}`, `m-${i}`, doomed);
        doomed.kill();
        servers[1] = await startServerProcess(env);
        acknowledged.push(await pending);
        await connect(bob, servers[1]);
        continue;
      }
      acknowledged.push(await sendOnce(from, to, `Message ${i}`, `m-${i}`, via));
    }

    for (const member of [alice, bob]) {
      const latest = await catchUp(member, servers[0]!);
      expect(contiguous(member), 'events numbered without a gap').toBe(latest);
      const words = [...member.events.values()]
        .sort((x, y) => x.seq - y.seq)
        .filter((event): event is Extract<ChatEvent, { type: 'message' }> => event.type === 'message' && event.message.type === 'text')
        .map((event) => event.message.id);
      expect(words).toEqual(acknowledged.map((message) => message.id));
    }
    // The threads read the same on both sides, through either process.
    for (const [member, other, server] of [
      [alice, bob, servers[0]!],
      [bob, alice, servers[1]!],
    ] as const) {
      const thread = (await json(server, 'GET', `/v3/messenger/dialogs/${other.hid}/messages?pageSize=50`, member)) as { messages: Message[] };
      expect(thread.messages.filter((message) => message.type === 'text').map((message) => message.id)).toEqual(acknowledged.map((message) => message.id).reverse());
    }
    const stored = await database.db.selectFrom('messages').select(['request_id']).where('type', '=', 'text').execute();
    expect(stored.map((row) => row.request_id).sort()).toEqual(acknowledged.map((_, i) => `m-${i}`).sort());
    for (const member of [alice, bob]) member.socket?.close();
  }, 120_000);
});

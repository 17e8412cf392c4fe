import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_VERSION, REALTIME_CLOSE, type PushRecord } from '@amora/contracts';
import { openDatabase, type Database } from '../../platform/db/database.ts';
import { TestSocket } from '../../testing/realtime-client.ts';
import { TEST_REDIS_URL, testRedisUp } from '../../testing/redis.ts';
import { startServerProcess, type ServerProcess } from '../../testing/server-process.ts';
import { TEST_POSTGRES_URL } from '../../testing/test-app.ts';
import { signupPayload } from '../signup/signup.fixture.ts';

const redisUp = await testRedisUp('the two-process realtime test');

/** The parts of the sign-up answer the test reads. */
interface Reply {
  result: { accessToken: { access_token: string }; refreshToken: { refresh_token: string } };
}

/** A JSON call to one server process on the default brand's host. */
function call(server: ServerProcess, method: string, urlPath: string, body?: unknown, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; json: () => Reply }>((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const request = http.request(
      {
        host: '127.0.0.1',
        port: server.port,
        method,
        path: urlPath,
        headers: { host: 'localhost:8080', 'accept-version': API_VERSION, ...(payload ? { 'content-type': 'application/json' } : {}), ...headers },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, json: () => JSON.parse(text) as Reply }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

describe.runIf(redisUp)('realtime across two server processes sharing PostgreSQL and Redis', () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  let dataDir: string;
  let first: ServerProcess;
  let second: ServerProcess;
  let database: Database;

  beforeAll(async () => {
    // One data directory: both processes sign tokens with the same secrets, as replicas do.
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amora-cluster-'));
    const env = { DATA_DIR: dataDir, DATABASE_URL: TEST_POSTGRES_URL, DATABASE_SCHEMA: schema, REDIS_URL: TEST_REDIS_URL, LOG_LEVEL: 'warn' };
    // One after the other: the first runs the migrations.
    first = await startServerProcess({ ...env, LOG_LEVEL: 'info' });
    second = await startServerProcess({ ...env, LOG_LEVEL: 'info' });
    database = await openDatabase({ databaseUrl: TEST_POSTGRES_URL, schema, dataDir });
  }, 90_000);

  afterAll(async () => {
    first?.kill();
    second?.kill();
    if (database) {
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(database.db);
      await database.destroy();
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('a push caused on one process reaches the socket held by the other; a logout there closes it', async () => {
    const payload = signupPayload();
    const signup = await call(first, 'POST', '/rest/v2/signup', payload);
    expect(signup.status).toBe(200);
    const { accessToken, refreshToken } = signup.json().result;

    const socket = await TestSocket.connect(second.origin);
    socket.auth(accessToken.access_token);
    await socket.next('authenticated');
    expect((await socket.next('counters')).type).toBe('counters');

    // The confirmation mail went through the shared outbox; its link is opened on the first process.
    const mail = await database.db.selectFrom('mail_outbox').select('html').where('to_address', '=', payload.email as string).executeTakeFirstOrThrow();
    const link = new URL(/href="([^"]*\/api\/user\/confirmation\/confirm[^"]*)"/.exec(mail.html)![1]!.replace(/&#38;/g, '&'));
    expect((await call(first, 'GET', `${link.pathname}${link.search}`)).status).toBe(302);
    const push = (await socket.next('push')).payload as PushRecord;
    expect(push).toMatchObject({ type: 'email_verified', template: { title: 'E-mail confirmed' } });

    const logout = await call(first, 'POST', '/rest/v2/logout', { refresh_token: refreshToken.refresh_token }, { authorization: `JWT ${accessToken.access_token}` });
    expect(logout.status).toBe(200);
    expect((await socket.closed).code).toBe(REALTIME_CLOSE.unauthorized);
  }, 30_000);
});

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { systemClock } from '../clock.ts';
import { openDatabase, type Database, type Dialect } from '../db/database.ts';
import { leaseMs } from '../job-leases.ts';
import { signupPayload } from '../../modules/signup/signup.fixture.ts';
import { callServer as call, startServerProcess, type ServerProcess } from '../../testing/server-process.ts';
import { TEST_DIALECTS, TEST_POSTGRES_URL } from '../../testing/test-app.ts';
import { EventOutbox } from './outbox.ts';
import { createProbeTables, probeDb, probeRows, recordMessages } from './probe.fixture.ts';

/**
 * Domain events and job ticks with real server processes (probe-server.fixture.ts: the whole
 * server plus counting probes): a kill -9 between a commit and its dispatch, and two processes
 * sharing one PostgreSQL schema.
 */
const PROBE_SERVER = path.join(import.meta.dirname, 'probe-server.fixture.ts');

/** A data directory and (on PostgreSQL) a schema of their own, shared by the processes of one test. */
function testPlace(dialect: Dialect) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amora-events-'));
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    RATE_LIMIT_PER_MINUTE: '1000000',
    EVENTS_POLL_MS: '50',
    ...(dialect === 'postgres' ? { DATABASE_URL: TEST_POSTGRES_URL, DATABASE_SCHEMA: schema } : { DATABASE_URL: '' }),
  };
  const open = () => openDatabase(dialect === 'postgres' ? { databaseUrl: TEST_POSTGRES_URL, schema, dataDir } : { dataDir });
  const cleanUp = async (servers: ServerProcess[], database: Database | undefined) => {
    for (const server of servers) server.kill();
    if (database) {
      if (dialect === 'postgres') await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(database.db);
      await database.destroy();
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { env, open, cleanUp };
}

describe.each(TEST_DIALECTS)('domain events across a kill -9 on %s', (dialect) => {
  const place = testPlace(dialect);
  const servers: ServerProcess[] = [];
  let database: Database | undefined;
  afterAll(() => place.cleanUp(servers, database));

  it('dispatches an event committed just before a kill -9 exactly once, after the restart', async () => {
    // The dispatcher of the first process holds off, so the kill lands between commit and dispatch.
    const first = await startServerProcess({ ...place.env, EVENTS_DISPATCH_DELAY_MS: '600000' }, { entry: PROBE_SERVER });
    servers.push(first);
    database = await place.open();
    const { db } = database;

    const payload = signupPayload();
    const signup = await call(first, 'POST', '/rest/v2/signup', payload);
    expect(signup.status, signup.body).toBe(200);
    const access = JSON.parse(signup.body).result.accessToken.access_token as string;
    const change = await call(first, 'POST', '/rest/v2/user/authorization/password', { old_password: payload.password, new_password: 'lantern-orchard-42' }, { authorization: `JWT ${access}` });
    expect(change.status, change.body).toBe(200);
    // And one the test process commits itself, counted by the probe subscriber.
    const account = await db.selectFrom('accounts').select('id').where('email', '=', payload.email as string).executeTakeFirstOrThrow();
    await recordMessages(new EventOutbox(db, dialect, systemClock, { pollMs: 60_000, dispatchDelayMs: 0 }), [{ memberId: account.id, messageId: 1 }]);

    // Committed, not dispatched: no push yet, no probe row.
    const pending = await db.selectFrom('event_outbox').select(['id', 'type', 'dispatched_at']).where('member_id', '=', account.id).orderBy('id').execute();
    expect(pending.map((row) => [row.type, row.dispatched_at])).toEqual([
      ['member.registered', null],
      ['password.changed', null],
      ['message.sent', null],
    ]);
    expect(await db.selectFrom('pushes').select('type').where('account_id', '=', account.id).execute()).toEqual([]);

    const exited = new Promise((resolve) => first.child.once('exit', resolve));
    first.child.kill('SIGKILL');
    await exited;

    const second = await startServerProcess(place.env, { entry: PROBE_SERVER });
    servers.push(second);
    await vi.waitFor(
      async () => {
        const rows = await db.selectFrom('event_outbox').select('dispatched_at').where('member_id', '=', account.id).execute();
        expect(rows.every((row) => row.dispatched_at !== null)).toBe(true);
      },
      { timeout: 20_000, interval: 100 },
    );
    // Give a second dispatch every chance to repeat something, then count the effects.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await db.selectFrom('pushes').select('type').where('account_id', '=', account.id).execute()).toEqual([{ type: 'password_changed' }]);
    expect((await probeRows(db)).map((row) => [Number(row.member_id), Number(row.message_id)])).toEqual([[account.id, 1]]);
    const deliveries = await db.selectFrom('event_deliveries').select('subscriber').where('event_id', '=', pending[1]!.id).orderBy('subscriber').execute();
    expect(deliveries.map((row) => row.subscriber)).toEqual(['pushes.password.changed', 'realtime.password-changed']);
  }, 90_000);
});

describe.runIf(TEST_DIALECTS.includes('postgres'))('domain events and job ticks with two server processes on one PostgreSQL schema', () => {
  const place = testPlace('postgres');
  const servers: ServerProcess[] = [];
  let database: Database | undefined;
  afterAll(() => place.cleanUp(servers, database));

  it('handles each event once, in order per member, and runs each job tick once', async () => {
    const env = { ...place.env, PROBE_TICK_MS: '200', PROBE_HANDLER_MS: '10' };
    // One after the other: the first runs the migrations and creates the probe tables.
    servers.push(await startServerProcess(env, { entry: PROBE_SERVER }));
    servers.push(await startServerProcess(env, { entry: PROBE_SERVER }));
    database = await place.open();
    const { db } = database;
    await createProbeTables(db, 'postgres');

    // Committed by a process that never dispatches: the two servers' dispatchers share them out.
    const members = [501, 502, 503, 504];
    const messages = Array.from({ length: 80 }, (_, i) => ({ memberId: members[i % members.length]!, messageId: i }));
    await recordMessages(new EventOutbox(db, 'postgres', systemClock, { pollMs: 60_000, dispatchDelayMs: 0 }), messages);
    await vi.waitFor(async () => expect(await db.selectFrom('event_outbox').select('id').where('dispatched_at', 'is', null).execute()).toEqual([]), {
      timeout: 30_000,
      interval: 100,
    });

    const rows = await probeRows(db);
    expect(rows).toHaveLength(messages.length);
    expect(new Set(rows.map((row) => Number(row.event_id))).size).toBe(messages.length);
    for (const memberId of members) {
      const handled = rows.filter((row) => Number(row.member_id) === memberId).map((row) => Number(row.message_id));
      expect(handled, `member ${memberId}`).toEqual(messages.filter((message) => message.memberId === memberId).map((message) => message.messageId));
    }
    // Both processes took part: a real contest for the same rows, not one idle bystander.
    expect(new Set(rows.map((row) => row.handler)).size).toBe(2);

    // Ticks, counted once the events are done (a busy pool delays the row after its lease, which
    // blurs the gaps): ten periods with both processes up, never two ticks within one lease.
    const quietFrom = Date.now();
    const ticksFrom = async () => (await probeDb(db).selectFrom('tick_probe').selectAll().where('at', '>=', quietFrom).orderBy('at').execute()).map((row) => Number(row.at));
    await vi.waitFor(async () => expect((await ticksFrom()).length).toBeGreaterThanOrEqual(11), { timeout: 10_000, interval: 100 });
    const ticks = await ticksFrom();
    const gaps = ticks.slice(1).map((at, i) => at - ticks[i]!);
    // Two processes ticking every 200 ms without leases would average 100 ms apart. A row is
    // written a moment after its lease was taken, so single gaps may come out a little short of
    // the lease; on average over ten they cannot.
    const average = (ticks.at(-1)! - ticks[0]!) / gaps.length;
    expect(average).toBeGreaterThanOrEqual(leaseMs(200) - 10);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(leaseMs(200) / 2);
  }, 120_000);
});

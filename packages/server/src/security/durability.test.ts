import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { signupPayload } from '../modules/signup/signup.fixture.ts';
import { openDatabase, type Database, type Dialect } from '../platform/db/database.ts';
import { callServer as call, startServerProcess, type ServerProcess, type ServerReply as Reply } from '../testing/server-process.ts';
import { TEST_DIALECTS, TEST_POSTGRES_URL } from '../testing/test-app.ts';

/**
 * kill -9 loses no acknowledged write (DESIGN.md §11 reliability): the real server process takes
 * a stream of writes — sign-ups, and profile edits whose values only grow — and is killed with
 * SIGKILL while they are in flight. Restarted on the same data, every write that was answered
 * 2xx must be there. Bounded: the kill comes once enough writes were acknowledged, or after a
 * few seconds of writing.
 */

/** Edits acknowledged and sign-ups acknowledged before the kill; the stream never runs longer than WRITE_FOR_MS. */
const KILL_AFTER = { edits: 120, signups: 4 };
const WRITE_FOR_MS = 6000;
const MEMBERS = 6;
/** Heights 120..219: each member's edits set a height one above the last, so the stored one says which edit landed last. */
const FIRST_HEIGHT = 120;
const EDITS_PER_MEMBER = 100;

let addresses = 0;
/** Sign-ups from distinct client addresses (behind the one trusted proxy hop), so the per-address limit stays out of the way. */
function signup(server: ServerProcess, payload: Record<string, unknown>): Promise<Reply> {
  addresses += 1;
  return call(server, 'POST', '/rest/v2/signup', payload, { 'x-forwarded-for': `203.0.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}` });
}

describe.each(TEST_DIALECTS)('kill -9 durability on %s', (dialect: Dialect) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'amora-durability-'));
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    RATE_LIMIT_PER_MINUTE: '1000000',
    TRUST_PROXY: '1',
    ...(dialect === 'postgres' ? { DATABASE_URL: TEST_POSTGRES_URL, DATABASE_SCHEMA: schema } : { DATABASE_URL: '' }),
  };
  const servers: ServerProcess[] = [];
  let database: Database | undefined;

  afterAll(async () => {
    for (const server of servers) server.kill();
    if (database) {
      if (dialect === 'postgres') await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(database.db);
      await database.destroy();
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('every write answered 2xx before SIGKILL is there after the restart', async () => {
    const first = await startServerProcess(env);
    servers.push(first);

    // The members whose profiles are edited, signed up through the product.
    const members: { email: string; access: string; acked: number; sent: number }[] = [];
    for (let i = 0; i < MEMBERS; i++) {
      const payload = signupPayload();
      const res = await signup(first, payload);
      expect(res.status, res.body).toBe(200);
      members.push({ email: payload.email as string, access: JSON.parse(res.body).result.accessToken.access_token, acked: -1, sent: -1 });
    }

    const ackedSignups: string[] = [];
    let ackedEdits = 0;
    let killed = false;
    const deadline = Date.now() + WRITE_FOR_MS;
    let kill!: () => void;
    const killTime = new Promise<void>((resolve) => (kill = resolve));
    const checkKill = () => {
      if (ackedEdits >= KILL_AFTER.edits && ackedSignups.length >= KILL_AFTER.signups) kill();
    };
    const timer = setTimeout(kill, WRITE_FOR_MS);

    const editStream = async (member: (typeof members)[number]) => {
      for (let i = 0; i < EDITS_PER_MEMBER && !killed && Date.now() < deadline; i++) {
        member.sent = i;
        try {
          const res = await call(first, 'POST', '/rest/v2/user/info/profile', { height: FIRST_HEIGHT + i }, { authorization: `JWT ${member.access}` });
          if (res.status < 200 || res.status >= 300) throw new Error(`edit answered ${res.status}: ${res.body}`);
          member.acked = i;
          ackedEdits += 1;
          checkKill();
        } catch (error) {
          if (killed) return;
          throw error;
        }
      }
    };
    const signupStream = async () => {
      while (!killed && Date.now() < deadline) {
        const payload = signupPayload();
        try {
          const res = await signup(first, payload);
          if (res.status !== 200) throw new Error(`sign-up answered ${res.status}: ${res.body}`);
          ackedSignups.push(payload.email as string);
          checkKill();
        } catch (error) {
          if (killed) return;
          throw error;
        }
      }
    };
    const streams = Promise.all([...members.map(editStream), signupStream(), signupStream()]);

    await killTime;
    clearTimeout(timer);
    killed = true;
    const exited = new Promise((resolve) => first.child.once('exit', resolve));
    first.child.kill('SIGKILL');
    await exited;
    await streams;
    expect(ackedEdits).toBeGreaterThan(0);
    expect(ackedSignups.length).toBeGreaterThan(0);

    // Restarted on the same data directory (SQLite file, secrets) or PostgreSQL schema.
    const second = await startServerProcess(env);
    servers.push(second);
    database = await openDatabase(dialect === 'postgres' ? { databaseUrl: TEST_POSTGRES_URL, schema, dataDir } : { dataDir });

    const emails = [...ackedSignups, ...members.map((member) => member.email)];
    const accounts = await database.db.selectFrom('accounts').innerJoin('profiles', 'profiles.account_id', 'accounts.id').select(['accounts.email', 'profiles.height']).where('accounts.email', 'in', emails).execute();
    const found = new Map(accounts.map((row) => [row.email, row.height]));
    for (const email of ackedSignups) expect(found.has(email), `acknowledged sign-up ${email}`).toBe(true);
    for (const member of members) {
      if (member.acked < 0) continue;
      // The last acknowledged edit, or the one in flight at the kill, which may have committed unanswered.
      const height = found.get(member.email)!;
      expect(height, member.email).toBeGreaterThanOrEqual(FIRST_HEIGHT + member.acked);
      expect(height, member.email).toBeLessThanOrEqual(FIRST_HEIGHT + member.sent);
    }

    // The restarted server serves the recovered data with the same secrets.
    const profile = await call(second, 'GET', '/rest/v2/user/info/profile', undefined, { authorization: `JWT ${members[0]!.access}` });
    expect(profile.status, profile.body).toBe(200);
  }, 120_000);
});

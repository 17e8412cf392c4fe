import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiCode, REALTIME_CLOSE } from '@amora/contracts';
import type { SeededMember } from '../testing/seed.ts';
import { startListeningApp, type ListeningApp } from '../testing/listening-app.ts';
import { runOperatorCommand } from '../testing/operator-command.ts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../testing/test-app.ts';
import { banMembers, dismissReports, formatReports, listReports, UnknownMembersError, UnknownReportsError } from './commands.ts';

/** The operator's review of abuse reports (issue 17 point 5): `reports`, `dismiss <reportId…>`, `ban <hid…>`. */
describe.each(TEST_DIALECTS)('report review commands on %s', (dialect) => {
  let t: ListeningApp;
  beforeAll(async () => {
    t = await startListeningApp(dialect);
  });
  afterAll(() => t.close());

  const report = (reporter: SeededMember, target: SeededMember, payload: Record<string, unknown> = { reason_id: 2 }) =>
    t.request({ method: 'POST', url: '/rest/v2/user/abuse/send', headers: reporter.headers, payload: { user_hid: target.account.hid, ...payload } });

  it('lists open reports oldest first, dismisses them by id and refuses unknown ids', async () => {
    const [alice, bob] = [await t.seed.member({ persona: 'alice' }), await t.seed.member({ persona: 'bob' })];
    await report(alice, bob, { reason_id: 4, text: 'Rude in every message.' });
    const [open] = (await listReports(t.app)).filter((row) => row.targetHid === bob.account.hid);
    expect(open).toMatchObject({ reporterHid: alice.account.hid, reason: 'harassment', comment: 'Rude in every message.', heldAt: null });
    expect(formatReports([open!], t.clock.now())).toContain(`${open!.id}  ${alice.account.hid} -> ${bob.account.hid}  0 min  harassment  "Rude in every message."`);
    expect(formatReports([], 0)).toBe('No reports are open.');

    for (const ids of [[String(open!.id), '999999999'], ['abc']]) {
      const error = await dismissReports(t.app, ids).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(UnknownReportsError);
    }
    expect(await dismissReports(t.app, [String(open!.id)])).toEqual([{ hid: String(open!.id), changed: true }]);
    expect((await listReports(t.app)).some((row) => row.id === open!.id)).toBe(false);
    // Dismissed, the reporter may report again.
    expect((await report(alice, bob)).json()).toEqual({ result: { status: 'received' } });
  });

  it('bans: the next call is told so (403 code 5), the open app’s socket closes, others no longer see the member', async () => {
    const [alice, bob] = [await t.seed.member({ persona: 'alice' }), await t.seed.member({ persona: 'bob' })];
    const socket = await t.sockets.signedIn(bob.accessToken);
    await report(alice, bob);
    expect((await banMembers(t.app, [bob.account.hid])).at(0)).toEqual({ hid: bob.account.hid, changed: true });
    expect((await socket.closed).code).toBe(REALTIME_CLOSE.unauthorized);
    const next = await t.request({ method: 'GET', url: '/rest/v2/user/abuse/reasons', headers: bob.headers });
    expect([next.statusCode, next.json().code]).toEqual([403, ApiCode.accountBanned]);
    expect(await t.app.services.memberViews.page(alice.account, { ids: [bob.account.id] })).toEqual([]);
    expect((await listReports(t.app)).some((row) => row.targetHid === bob.account.hid)).toBe(false);
    const error = await banMembers(t.app, ['nobody-has-this-hid', bob.account.hid]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnknownMembersError);
  });
});

describe('report review command as a process', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('lists reports and bans on the configured database', async () => {
    const [alice, bob] = [await t.seed.member({ persona: 'alice' }), await t.seed.member({ persona: 'bob' })];
    await t.request({ method: 'POST', url: '/rest/v2/user/abuse/send', headers: alice.headers, payload: { user_hid: bob.account.hid, reason_id: 1 } });
    const cli = path.join(import.meta.dirname, 'cli.ts');
    const listed = await runOperatorCommand(cli, t.config.dataDir, ['reports']);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toContain(`${alice.account.hid} -> ${bob.account.hid}`);
    const banned = await runOperatorCommand(cli, t.config.dataDir, ['ban', bob.account.hid]);
    expect(banned.code, banned.stderr).toBe(0);
    expect(banned.stdout).toContain(`${bob.account.hid}: banned`);
    const next = await t.request({ method: 'GET', url: '/v3/blockedUsers', headers: bob.headers });
    expect([next.statusCode, next.json().code]).toEqual([403, ApiCode.accountBanned]);
    const unknown = await runOperatorCommand(cli, t.config.dataDir, ['dismiss', '12345678']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No report with id 12345678. Nothing was changed.');
  }, 90_000);
});

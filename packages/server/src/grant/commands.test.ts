import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY } from '../platform/clock.ts';
import { runOperatorCommand } from '../testing/operator-command.ts';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../testing/test-app.ts';
import { GrantCommandError, runGrant } from './commands.ts';

describe.each(TEST_DIALECTS)('grant command functions on %s (issue 16 point 1)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    t.clock.set(Date.UTC(2026, 10, 27, 9, 0));
  });
  afterAll(() => t.close());

  const app = () => ({ platform: t.app.platform, services: t.app.services });

  it('grants a tier by e-mail and by hid, and tells until when', async () => {
    const { account } = await t.seed.member({ signIn: false });
    expect(await runGrant(app(), { action: 'tier', member: account.email, tier: 'premium', days: 30 })).toBe(
      `${account.email} (hid ${account.hid}, brand 7): premium until 2026-12-27 09:00 UTC`,
    );
    expect(await runGrant(app(), { action: 'tier', member: account.hid, tier: 'vip', days: 1 })).toContain('vip until 2026-11-28 09:00 UTC');
    expect(await runGrant(app(), { action: 'show', member: account.hid })).toContain(': vip until 2026-11-28 09:00 UTC, 0 coins');
    expect(await runGrant(app(), { action: 'revoke', member: account.hid })).toContain(': free, every tier ended');
    expect(await runGrant(app(), { action: 'show', member: account.email })).toContain(': free, 0 coins');
  });

  it('adds and takes coins, refuses to go below zero, and records a repeated --key once', async () => {
    const { account } = await t.seed.member({ signIn: false });
    expect(await runGrant(app(), { action: 'coins', member: account.hid, delta: 100, reason: 'operator', key: 'ticket-1' })).toContain(': +100 coins (operator), balance 100');
    expect(await runGrant(app(), { action: 'coins', member: account.hid, delta: 100, reason: 'operator', key: 'ticket-1' })).toContain(
      ': already recorded under this key, nothing changed; +100 coins (operator), balance 100',
    );
    expect(await runGrant(app(), { action: 'coins', member: account.hid, delta: -30, reason: 'refund' })).toContain(': -30 coins (refund), balance 70');
    await expect(runGrant(app(), { action: 'coins', member: account.hid, delta: -71, reason: 'operator' })).rejects.toThrow('The balance is 70 coins, 71 are needed');
    expect(await t.app.services.coins.balance(account.id)).toBe(70);
  });

  it('names the member exactly: an unknown one, or an address used on two brands without --brand, is refused', async () => {
    await expect(runGrant(app(), { action: 'show', member: 'nobody@example.com' })).rejects.toThrow(GrantCommandError);
    await expect(runGrant(app(), { action: 'show', member: 'no-such-hid' })).rejects.toThrow('No member with hid no-such-hid');
    const seven = await t.seed.member({ signIn: false, email: 'twice@example.com' });
    await t.seed.member({ signIn: false, email: 'twice@example.com', brandId: 12 });
    await expect(runGrant(app(), { action: 'tier', member: 'twice@example.com', tier: 'plus', days: 1 })).rejects.toThrow('is a member of brands 7, 12: add --brand B');
    expect(await runGrant(app(), { action: 'tier', member: 'TWICE@example.com', brand: 7, tier: 'plus', days: 1 })).toContain(`hid ${seven.account.hid}, brand 7): plus until`);
    expect((await t.app.services.accounts.findById(seven.account.id))!.plus_until).toBe(t.clock.now() + DAY);
  });
});

const runCommand = (dataDir: string, args: string[]) => runOperatorCommand(path.join(import.meta.dirname, 'cli.ts'), dataDir, args);

describe('grant command as a process', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('makes a member premium on the configured database, and exits non-zero with the usage on a bad line', async () => {
    const { account } = await t.seed.member({ signIn: false });
    const granted = await runCommand(t.config.dataDir, [account.email, 'premium', '--days', '30']);
    expect(granted.code, granted.stderr).toBe(0);
    expect(granted.stdout).toContain(`${account.email} (hid ${account.hid}, brand 7): premium until `);
    expect((await t.app.services.accounts.findById(account.id))!.premium_until).toBeGreaterThan(Date.now() + 29 * DAY);

    const refused = await runCommand(t.config.dataDir, [account.email, 'coins', '-5']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('The balance is 0 coins, 5 are needed');

    const usage = await runCommand(t.config.dataDir, [account.email, 'gold']);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Usage: npm run grant -- <email|hid> <what> [--brand B]');
    // Three processes, each compiling the server's TypeScript as it starts (see moderation's).
  }, 90_000);
});

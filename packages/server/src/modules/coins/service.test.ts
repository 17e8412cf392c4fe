import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_DIALECTS, type TestApp } from '../../testing/test-app.ts';
import { COIN_CHANGE_MAX, CoinsError, type CoinChange } from './index.ts';

describe.each(TEST_DIALECTS)('the coins ledger on %s (issue 16 point 1)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t.close());

  const coins = () => t.app.services.coins;
  const rows = (accountId: number) => t.database.db.selectFrom('coin_ledger').selectAll().where('account_id', '=', accountId).orderBy('seq').execute();
  let nextKey = 0;
  const change = (accountId: number, delta: number, more: Partial<CoinChange> = {}): CoinChange => ({ accountId, delta, reason: 'operator', idempotencyKey: `k${nextKey++}`, ...more });
  const refusal = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => (error instanceof CoinsError ? error.code : error));

  it('starts at zero and records every change as a row with its reason, key and the balance after it', async () => {
    const { account } = await t.seed.member({ signIn: false });
    expect(await coins().balance(account.id)).toBe(0);
    t.clock.set(1_800_000_000_000);
    await coins().change(change(account.id, 100, { idempotencyKey: 'grant-1' }));
    await coins().change(change(account.id, -30, { reason: 'gift', idempotencyKey: 'gift-1' }));

    expect(await coins().balance(account.id)).toBe(70);
    expect(await rows(account.id)).toEqual([
      expect.objectContaining({ seq: 1, delta: 100, balance: 100, reason: 'operator', idempotency_key: 'grant-1', created_at: 1_800_000_000_000 }),
      expect.objectContaining({ seq: 2, delta: -30, balance: 70, reason: 'gift', idempotency_key: 'gift-1' }),
    ]);
  });

  it('never takes the balance below zero, and a refused change writes nothing', async () => {
    const { account } = await t.seed.member({ signIn: false });
    await coins().change(change(account.id, 50));
    expect(await refusal(coins().change(change(account.id, -51)))).toBe('insufficient');
    expect(await refusal(coins().change(change((await t.seed.member({ signIn: false })).account.id, -1)))).toBe('insufficient');
    expect((await coins().change(change(account.id, -50))).entry.balance).toBe(0);
    expect((await rows(account.id)).map((row) => row.delta)).toEqual([50, -50]);
  });

  it('records a change sent twice under one key once, and refuses another change under a used key', async () => {
    const { account } = await t.seed.member({ signIn: false });
    const first = await coins().change(change(account.id, 40, { idempotencyKey: 'order-7' }));
    const again = await coins().change(change(account.id, 40, { idempotencyKey: 'order-7' }));
    expect(first.replayed).toBe(false);
    expect(again).toEqual({ entry: first.entry, replayed: true });
    expect(await refusal(coins().change(change(account.id, 41, { idempotencyKey: 'order-7' })))).toBe('keyReused');
    expect(await refusal(coins().change(change(account.id, 40, { idempotencyKey: 'order-7', reason: 'gift' })))).toBe('keyReused');
    // Keys belong to a member: another member may use the same one.
    const other = await t.seed.member({ signIn: false });
    expect((await coins().change(change(other.account.id, 5, { idempotencyKey: 'order-7' }))).replayed).toBe(false);
    expect(await coins().balance(account.id)).toBe(40);
  });

  it('keeps every change when many race on one balance, and lets no race spend coins twice', async () => {
    const { account } = await t.seed.member({ signIn: false });
    await Promise.all(Array.from({ length: 12 }, () => coins().change(change(account.id, 5))));
    expect(await coins().balance(account.id)).toBe(60);

    const spends = await Promise.all(Array.from({ length: 10 }, () => refusal(coins().change(change(account.id, -10)))));
    expect(spends.filter((outcome) => outcome === null)).toHaveLength(6);
    expect(spends.filter((outcome) => outcome === 'insufficient')).toHaveLength(4);
    const ledger = await rows(account.id);
    expect(ledger.map((row) => row.seq)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    expect(ledger.at(-1)!.balance).toBe(0);
    // Each row's balance is the one before it plus its change.
    ledger.reduce((before, row) => (expect(row.balance).toBe(before + row.delta), row.balance), 0);
  });

  it('records one change when the same key races with itself', async () => {
    const { account } = await t.seed.member({ signIn: false });
    const results = await Promise.all(Array.from({ length: 6 }, () => coins().change(change(account.id, 25, { idempotencyKey: 'double-click' }))));
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    expect(new Set(results.map((result) => result.entry.balance))).toEqual(new Set([25]));
    expect(await rows(account.id)).toHaveLength(1);
  });

  it.each([
    ['no change', { delta: 0 }],
    ['a fraction', { delta: 1.5 }],
    ['past the largest change', { delta: COIN_CHANGE_MAX + 1 }],
    ['no reason', { reason: '  ' }],
    ['a reason past 64 characters', { reason: 'r'.repeat(65) }],
    ['no key', { idempotencyKey: '' }],
    ['a key past 128 characters', { idempotencyKey: 'k'.repeat(129) }],
  ])('refuses %s and writes nothing', async (_case, bad) => {
    const { account } = await t.seed.member({ signIn: false });
    expect(await refusal(coins().change({ ...change(account.id, 10), ...bad }))).toBe('invalid');
    expect(await rows(account.id)).toEqual([]);
  });

  it('goes with the account: in the data export, and erased with it', async () => {
    const { account } = await t.seed.member({ signIn: false });
    await coins().change(change(account.id, 30, { reason: 'operator' }));
    const registry = t.app.platform.memberData;
    const archive = await registry.export({ accountId: account.id, language: 'en-US' });
    expect(archive!.data.coins).toEqual({ balance: 30, changes: [{ delta: 30, balance: 30, reason: 'operator', at: expect.any(String) }] });
    await t.database.db.transaction().execute((trx) => registry.erase(trx, account.id));
    expect(await rows(account.id)).toEqual([]);
  });
});

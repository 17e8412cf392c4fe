import { randomUUID } from 'node:crypto';
import type { AccountRow } from '../modules/accounts/index.ts';
import { CoinsError } from '../modules/coins/index.ts';
import { entitlementsOf, GrantError, TierGrants, UNTIL_COLUMN, type Entitlements } from '../modules/entitlements/index.ts';
import type { AppContext } from '../modules/services.ts';
import type { GrantCommand } from './arguments.ts';

/** What the operator named cannot be granted: no such member, or an address on several brands. */
export class GrantCommandError extends Error {}

/** The member an e-mail (on the one brand it is used on, or `brand`) or a hid names. */
export async function findMember(app: AppContext, member: string, brand?: number): Promise<AccountRow> {
  const { accounts } = app.services;
  if (!member.includes('@')) {
    const [account] = await accounts.findManyByHids([member]);
    if (!account) throw new GrantCommandError(`No member with hid ${member}`);
    return account;
  }
  const found = (await accounts.findAllByEmail(member)).filter((account) => brand === undefined || account.brand_id === brand);
  if (found.length === 0) throw new GrantCommandError(`No member with e-mail ${member}${brand === undefined ? '' : ` on brand ${brand}`}`);
  if (found.length > 1) throw new GrantCommandError(`${member} is a member of brands ${found.map((a) => a.brand_id).join(', ')}: add --brand B`);
  return found[0]!;
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace('T', ' ') + ' UTC';

/** The tier as the operator reads it: `premium until 2026-12-27 09:00 UTC`, `free`. */
export function describeTier(account: AccountRow, entitlements: Entitlements): string {
  if (entitlements.tier === 'free') return entitlements.isPaused ? 'free (paused)' : 'free';
  const until = account[UNTIL_COLUMN[entitlements.tier]];
  if (entitlements.isLifetime && entitlements.tier === 'premium') return 'premium for life';
  return until === null ? entitlements.tier : `${entitlements.tier} until ${day(until)}`;
}

/**
 * Runs one grant (issue 16 point 1) and answers the line to print. Tiers go through TierGrants,
 * coins through the ledger with a fresh idempotency key unless the operator gives one (to repeat
 * a change safely).
 */
export async function runGrant(app: AppContext, command: GrantCommand): Promise<string> {
  const account = await findMember(app, command.member, command.brand);
  const { platform, services } = app;
  const who = `${account.email} (hid ${account.hid}, brand ${account.brand_id})`;
  const grants = new TierGrants(services.accounts, platform.clock);
  try {
    switch (command.action) {
      case 'tier': {
        await grants.grant(account.id, command.tier, command.days);
        const updated = (await services.accounts.findById(account.id))!;
        return `${who}: ${describeTier(updated, entitlementsOf(updated, platform.clock.now()))}`;
      }
      case 'revoke':
        await grants.revoke(account.id);
        return `${who}: free, every tier ended`;
      case 'coins': {
        const key = command.key ?? `operator:${randomUUID()}`;
        const { entry, replayed } = await services.coins.change({ accountId: account.id, delta: command.delta, reason: command.reason, idempotencyKey: key });
        const sign = entry.delta > 0 ? '+' : '';
        return `${who}: ${replayed ? 'already recorded under this key, nothing changed; ' : ''}${sign}${entry.delta} coins (${entry.reason}), balance ${entry.balance}`;
      }
      case 'show': {
        const tier = describeTier(account, entitlementsOf(account, platform.clock.now()));
        return `${who}: ${tier}, ${await services.coins.balance(account.id)} coins`;
      }
    }
  } catch (error) {
    if (error instanceof CoinsError || error instanceof GrantError) throw new GrantCommandError(error.message);
    throw error;
  }
}

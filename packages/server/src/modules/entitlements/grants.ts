import type { AccountsService } from '../accounts/index.ts';
import { DAY, type Clock } from '../../platform/clock.ts';
import { entitlementsOf, type Entitlements } from './service.ts';

/** The tiers an operator grants for a number of days (lifetime stays with payments). */
export const GRANTABLE_TIERS = ['premium', 'plus', 'vip'] as const;
export type GrantableTier = (typeof GRANTABLE_TIERS)[number];

/** A grant reaches at most ten years ahead: longer is a typo, not a gift. */
export const MAX_GRANT_DAYS = 3650;

/** The account column that holds when each grantable tier ends. */
export const UNTIL_COLUMN = { premium: 'premium_until', plus: 'plus_until', vip: 'vip_until' } as const satisfies Record<GrantableTier, string>;

export class GrantError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GrantError';
  }
}

/**
 * Tiers before payments exist (issue 16 point 1): writes the account's tier columns exactly as a
 * paid subscription will (`<tier>_until` and `is_pay_user`), so every gated rule, which reads
 * entitlementsOf, sees a granted member as a paying one.
 */
export class TierGrants {
  constructor(
    private readonly accounts: AccountsService,
    private readonly clock: Clock,
  ) {}

  /** Adds `days` to the tier: from its current end while it runs, from now otherwise. */
  async grant(accountId: number, tier: GrantableTier, days: number): Promise<Entitlements> {
    if (!Number.isInteger(days) || days < 1 || days > MAX_GRANT_DAYS) throw new GrantError(`Days are a whole number from 1 to ${MAX_GRANT_DAYS}`);
    const account = await this.accounts.findById(accountId);
    if (!account) throw new GrantError(`No account ${accountId}`);
    const now = this.clock.now();
    const column = UNTIL_COLUMN[tier];
    const until = Math.max(now, account[column] ?? 0) + days * DAY;
    await this.accounts.update(accountId, { [column]: until, is_pay_user: 1 });
    return entitlementsOf({ ...account, [column]: until, is_pay_user: 1 }, now);
  }

  /**
   * Ends every tier at once, lifetime and pause included. `is_pay_user` stays: it says the member
   * has paid at some time, which a revoke does not undo.
   */
  async revoke(accountId: number): Promise<Entitlements> {
    const account = await this.accounts.findById(accountId);
    if (!account) throw new GrantError(`No account ${accountId}`);
    const ended = { premium_until: null, plus_until: null, vip_until: null, premium_lifetime: 0, paused_until: null };
    await this.accounts.update(accountId, ended);
    return entitlementsOf({ ...account, ...ended }, this.clock.now());
  }
}

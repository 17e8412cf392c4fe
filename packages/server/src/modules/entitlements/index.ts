/** The entitlements module's public surface: what a member's tier allows (DESIGN.md §8). It owns no table and no route. */
export { entitlementsOf, type Entitlements, type Tier, type TierColumns } from './service.ts';
export { GrantError, GRANTABLE_TIERS, MAX_GRANT_DAYS, TierGrants, UNTIL_COLUMN, type GrantableTier } from './grants.ts';

import type { ConsentPolicy } from '@amora/contracts';

/**
 * A member's cookie consent (migrations/0014_consent.ts, spec 1 §3 "Consent"): one row once they
 * chose; no row means not configured. Necessary cookies are always on and not stored. Flags are
 * 0 or 1; `policy` is the popup the choice was made in.
 */
export interface MemberConsentsTable {
  account_id: number;
  functional: number;
  performance: number;
  advertising: number;
  policy: ConsentPolicy;
  updated_at: number;
}

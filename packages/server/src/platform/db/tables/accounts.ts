import type { Generated } from 'kysely';

/**
 * A member's account: one per brand + e-mail (DESIGN.md §4).
 * `ok` is the account status of spec 1 §3: 1 active, 0 hidden, -1 self-removed, -2 banned.
 * Flags are 0/1 integers so the same queries run on SQLite and PostgreSQL.
 */
export interface AccountsTable {
  id: Generated<number>;
  hid: string;
  brand_id: number;
  email: string;
  /** Lower-cased, trimmed; unique with brand_id. */
  email_normalized: string;
  password_hash: string | null;
  is_has_password: number;
  ok: number;
  email_confirmed: number;
  registered_at: number;
  language: string;
  antiscam_state: Generated<number>;
  soft_banned: Generated<number>;
  is_mass: Generated<number>;
  traffic_channel_id: number | null;
  registration_country_id: number | null;
  zendesk_hid: string;
  /** Last time the member was seen online (mark-online), epoch ms. */
  last_online_at: number | null;
  /** Tier placeholders, read only through the entitlements function (DESIGN.md §8). */
  premium_until: number | null;
  plus_until: number | null;
  vip_until: number | null;
  premium_lifetime: Generated<number>;
  paused_until: number | null;
  is_pay_user: Generated<number>;
  /** When the member deleted the account (ok -1), epoch ms; erased DELETION_GRACE_DAYS later. */
  self_removed_at: number | null;
}

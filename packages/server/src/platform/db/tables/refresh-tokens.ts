import type { Generated } from 'kysely';

/**
 * Refresh tokens, stored hashed. Every refresh rotates the token inside its family; presenting a
 * rotated token again revokes the whole family (DESIGN.md §6).
 */
export interface RefreshTokensTable {
  id: Generated<number>;
  family_id: string;
  account_id: number;
  token_hash: string;
  created_at: number;
  expires_at: number;
  rotated_at: number | null;
  revoked_at: number | null;
}

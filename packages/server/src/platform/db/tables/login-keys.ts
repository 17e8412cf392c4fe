/** Single-use `ak` login keys from e-mail links (DESIGN.md §6), stored hashed. */
export interface LoginKeysTable {
  key_hash: string;
  account_id: number;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

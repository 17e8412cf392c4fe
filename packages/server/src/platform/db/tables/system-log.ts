import type { Generated } from 'kysely';

/** Messages the clients post to /system/log (spec 1 §7). */
export interface SystemLogTable {
  id: Generated<number>;
  level: string;
  message: string;
  host: string | null;
  brand_id: number | null;
  account_id: number | null;
  created_at: number;
}

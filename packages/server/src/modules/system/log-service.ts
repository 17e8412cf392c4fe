import type { Kysely } from 'kysely';
import type { Clock } from '../../platform/clock.ts';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import { maskSecrets } from '../../platform/logging.ts';
import { systemLogRepo } from './repo.ts';

export type LogLevel = 'critical' | 'error' | 'info' | 'debug';

export interface SystemLogEntry {
  level: LogLevel;
  message: string;
  host?: string | null;
  brandId?: number | null;
  accountId?: number | null;
}

/** The system log (spec 1 §7 `POST /system/log`), also written by the server for unknown hosts. */
export async function recordSystemLog(db: Kysely<DatabaseSchema>, clock: Clock, entry: SystemLogEntry): Promise<void> {
  await systemLogRepo.insert(db, {
    level: entry.level,
    message: maskSecrets(entry.message).slice(0, 10_000),
    host: entry.host ?? null,
    brand_id: entry.brandId ?? null,
    account_id: entry.accountId ?? null,
    created_at: clock.now(),
  });
}

import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { AppConfig } from '../config.ts';
import type { Database } from '../platform/db/database.ts';

/** SQLite keeps the database in these files inside DATA_DIR (platform/db/database.ts). */
const SQLITE_FILES = ['amora.sqlite', 'amora.sqlite-wal', 'amora.sqlite-shm'];

/** Before opening: removes the media files and, on SQLite, the database files. */
export function removeLocalData(config: AppConfig): void {
  fs.rmSync(path.join(config.dataDir, 'media'), { recursive: true, force: true });
  if (config.databaseUrl) return;
  for (const file of SQLITE_FILES) fs.rmSync(path.join(config.dataDir, file), { force: true });
}

/**
 * On PostgreSQL: drops every table of the app's schema (the current search_path schema only),
 * so migrations recreate them. Nothing outside that schema is touched.
 */
export async function dropPostgresTables({ db, dialect }: Database): Promise<void> {
  if (dialect !== 'postgres') return;
  const { rows } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db);
  for (const { table_name } of rows) await sql`drop table if exists ${sql.id(table_name)} cascade`.execute(db);
}

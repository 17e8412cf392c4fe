import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect, sql, type SqliteDatabase, type SqliteStatement } from 'kysely';
import { LruMap } from '../lru-map.ts';
import { PreparingClient } from './prepared-statements.ts';
import type { DatabaseSchema } from './schema.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseOptions {
  /** PostgreSQL connection string; the embedded SQLite file in dataDir otherwise. */
  databaseUrl?: string;
  /** PostgreSQL schema (created when missing) — tests give each file its own. */
  schema?: string;
  dataDir: string;
  /** SQLite file name inside dataDir; ':memory:' for a throwaway database. */
  sqliteFile?: string;
}

export interface Database {
  db: Kysely<DatabaseSchema>;
  dialect: Dialect;
  destroy(): Promise<void>;
}

// int8 (bigint) columns hold epoch milliseconds, which fit a JS number exactly.
pg.types.setTypeParser(20, (value) => Number(value));

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const schema = options.schema;
    if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Bad schema name: ${schema}`);
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      Client: PreparingClient,
      // Tried 2, 4, 10 and 20 under the bench's load (bench/README.md, "Lean request path"): 2
      // queued the requests' concurrent reads; 4 to 20 measured alike within the noise.
      max: 10,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
    if (schema) await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
    return { db, dialect: 'postgres', destroy: () => db.destroy() };
  }
  const file = options.sqliteFile ?? 'amora.sqlite';
  if (file !== ':memory:') fs.mkdirSync(options.dataDir, { recursive: true });
  const sqlite = new SQLite(file === ':memory:' ? file : path.join(options.dataDir, file));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: 'sqlite', destroy: () => db.destroy() };
}

/** Prepared statements kept per SQL text; the least recently used go beyond this many. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * better-sqlite3 as Kysely's SQLite driver sees it, with its prepared statements kept: the driver
 * prepares every query anew, and parsing and planning cost more than running an index lookup.
 * Safe to share a statement: the driver runs one query at a time on its single connection (a
 * streamed query holds it until done), and better-sqlite3 resets a statement after each run and
 * re-prepares it itself when the schema changes.
 */
function withStatementCache(sqlite: SQLite.Database, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const statements = new LruMap<string, SqliteStatement>(size);
  return {
    prepare(text) {
      // Kysely begins every transaction with a deferred `begin`: one that read before another
      // process (the operator command, a second server) committed would get SQLITE_BUSY at its
      // first write without waiting. `begin immediate` takes the write lock at once, so the busy
      // timeout covers it and the whole transaction simply waits its turn.
      if (text === 'begin') text = 'begin immediate';
      let statement = statements.get(text);
      if (!statement) {
        statement = sqlite.prepare(text);
        statements.set(text, statement);
      }
      return statement;
    },
    close() {
      statements.clear();
      sqlite.close();
    },
  };
}

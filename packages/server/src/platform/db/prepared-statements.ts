import { createHash } from 'node:crypto';
import pg from 'pg';

/** Statements worth preparing: queries and row changes, never DDL or transaction control. */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * At most this many distinct SQL texts are prepared (each on every pool connection that runs it,
 * for the connection's life); texts beyond them run unprepared. Lists of varying length (`in (…)`)
 * make new texts, so the number must be bounded somewhere.
 */
const MAX_PREPARED_TEXTS = 1000;

const names = new Map<string, string>();

function statementName(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_PREPARED_TEXTS && PREPARABLE.test(text)) {
    name = `amora_${createHash('sha256').update(text).digest('hex').slice(0, 32)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * A pg client that runs Kysely's parameterised statements as named prepared statements:
 * PostgreSQL parses and plans each text once per connection instead of on every run. Kysely
 * sends text and values; node-postgres prepares a named statement on a connection the first
 * time and only binds and executes it afterwards.
 */
export class PreparingClient extends pg.Client {
  // node-postgres's query has a dozen overloads; this one only looks at (text, values).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(config: any, values?: any, callback?: any): any {
    if (typeof config === 'string' && Array.isArray(values)) {
      const name = statementName(config);
      if (name !== undefined) return super.query({ name, text: config, values }, callback);
    }
    return super.query(config, values, callback);
  }
}

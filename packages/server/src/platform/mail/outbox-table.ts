import type { Kysely, Transaction } from 'kysely';
import type { DatabaseSchema } from '../db/schema.ts';

/** The database or an open transaction: where a message is written decides when it exists. */
export type MailExecutor = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

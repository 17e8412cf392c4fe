import type { Kysely } from 'kysely';

/** Photo verification (issue 5). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(_db: Kysely<any>): Promise<void> {}

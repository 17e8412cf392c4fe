import type { Kysely } from 'kysely';

/** E-mail notification settings, unsubscribe verification, data-export requests and onboarding items (issue 5). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(_db: Kysely<any>): Promise<void> {}

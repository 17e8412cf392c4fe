import { SplitGroup } from '@amora/contracts';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import { splitBindingsRepo } from './repo.ts';

/**
 * The member's stored group of a split, for a rule the server applies by it (the all-paid gift
 * table). The web binds every split the product runs at login, so the member is bound before they
 * can act; one never bound counts as control, as an unspecified group does (spec 1 §3).
 */
export async function storedSplitGroup(db: Kysely<DatabaseSchema>, accountId: number, splitHid: string): Promise<number> {
  return (await splitBindingsRepo.find(db, accountId, [splitHid])).get(splitHid) ?? SplitGroup.control;
}

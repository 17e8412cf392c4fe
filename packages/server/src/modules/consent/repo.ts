import type { Kysely } from 'kysely';
import type { MemberConsentBody } from '@amora/contracts';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import type { MemberConsentsTable } from '../../platform/db/tables/member-consents.ts';

export const consentRepo = {
  find(db: Kysely<DatabaseSchema>, accountId: number): Promise<MemberConsentsTable | undefined> {
    return db.selectFrom('member_consents').selectAll().where('account_id', '=', accountId).executeTakeFirst();
  },

  /** One statement, so two devices saving at once leave one whole choice, never a mix. */
  async save(db: Kysely<DatabaseSchema>, accountId: number, consent: MemberConsentBody, now: number): Promise<void> {
    const row = {
      functional: Number(consent.functional),
      performance: Number(consent.performance),
      advertising: Number(consent.advertising),
      policy: consent.policy,
      updated_at: now,
    };
    await db
      .insertInto('member_consents')
      .values({ account_id: accountId, ...row })
      .onConflict((oc) => oc.column('account_id').doUpdateSet(row))
      .execute();
  },
};

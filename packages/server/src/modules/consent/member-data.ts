import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import { archiveTime, type MemberDataHooks } from '../../platform/member-data.ts';
import { consentRepo } from './repo.ts';

/** The member's cookie consent: null in the export until they chose. */
export function consentMemberData(deps: { db: Kysely<DatabaseSchema> }): MemberDataHooks {
  return {
    owner: 'consent',
    erases: { member_consents: ['account_id'] },
    dependsOn: ['accounts'],
    async erase(trx, accountId) {
      await trx.deleteFrom('member_consents').where('account_id', '=', accountId).execute();
    },
    async export({ accountId }) {
      const consent = await consentRepo.find(deps.db, accountId);
      return {
        sections: {
          'settings.cookie_consent': consent
            ? {
                functional: Number(consent.functional) === 1,
                performance: Number(consent.performance) === 1,
                advertising: Number(consent.advertising) === 1,
                policy: consent.policy,
                chosen_at: archiveTime(consent.updated_at),
              }
            : null,
        },
      };
    },
  };
}

import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { archiveJson, archiveTime, type MemberDataHooks } from '../../platform/member-data.ts';
import { accountsRepo } from './repo.ts';

/**
 * The member record itself: the account (without its password hash) and the profile. Every
 * other owner depends on it, so its rows go last — after the rows that reference them.
 */
export function accountsMemberData(deps: { db: Kysely<DatabaseSchema>; mail: Mailer }): MemberDataHooks {
  return {
    owner: 'accounts',
    erases: { accounts: ['id'], profiles: ['account_id'] },
    async erase(trx, accountId) {
      const erased = await accountsRepo.erase(trx, accountId);
      if (erased) await deps.mail.forgetDelivered(trx, [erased.email, erased.email_normalized]);
    },
    async export({ accountId, language }) {
      const [account, profile] = await Promise.all([accountsRepo.findById(deps.db, accountId), accountsRepo.findProfile(deps.db, accountId)]);
      if (!account) return undefined;
      const { password_hash: _withheld, ...accountData } = account;
      return {
        sections: {
          account: {
            ...accountData,
            registered_at: archiveTime(account.registered_at),
            last_online_at: archiveTime(account.last_online_at),
            self_removed_at: archiveTime(account.self_removed_at),
          },
          profile: profile
            ? { ...profile, goal: archiveJson(profile.goal), foreign_languages: archiveJson(profile.foreign_languages), interests: archiveJson(profile.interests) }
            : null,
          'settings.language': language,
        },
      };
    },
  };
}

import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../../platform/db/schema.ts';
import type { Mailer } from '../../../platform/mail/mailer.ts';
import type { MemberDataHooks } from '../../../platform/member-data.ts';
import type { Storage } from '../../../platform/storage.ts';
import type { AccountsService } from '../../accounts/index.ts';
import { notificationSettings } from '../notifications/notification-settings.ts';
import { notificationSettingsRepo, unsubscribeCodesRepo } from '../notifications/repo.ts';
import { dataRequestsRepo } from './repo.ts';

/**
 * The settings module's own rows: e-mail notification choices and unsubscribe codes, and the
 * member's data requests with their archives. The delivered mail that carried an archive's link
 * goes too. Exported: the notification choices, as the settings page lists them.
 */
export function settingsMemberData(deps: { db: Kysely<DatabaseSchema>; accounts: AccountsService; storage: Storage; mail: Mailer }): MemberDataHooks {
  return {
    owner: 'settings',
    erases: { notification_settings: ['account_id'], unsubscribe_codes: ['account_id'], data_requests: ['account_id'] },
    dependsOn: ['accounts'],
    async erase(trx, accountId) {
      await notificationSettingsRepo.eraseAccount(trx, accountId);
      await unsubscribeCodesRepo.eraseAccount(trx, accountId);
      const requests = await dataRequestsRepo.eraseAccount(trx, accountId);
      await deps.mail.forgetDelivered(trx, requests.receivers);
      return {
        async deleteFiles() {
          for (const storageKey of requests.storageKeys) await deps.storage.delete(storageKey);
        },
      };
    },
    async export({ accountId, language }) {
      return { sections: { 'settings.email_notifications': await notificationSettings({ db: deps.db, accounts: deps.accounts }, accountId, language) } };
    },
  };
}

import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import { archiveTime, type MemberDataHooks } from '../../platform/member-data.ts';
import { systemMessagesRepo } from './repo.ts';

/** The member's system thread, erased with the account and exported as kinds and params (what the thread showed). */
export function systemThreadMemberData(deps: { db: Kysely<DatabaseSchema> }): MemberDataHooks {
  return {
    owner: 'system-thread',
    erases: { system_messages: ['account_id'] },
    dependsOn: ['accounts'],
    async erase(trx, accountId) {
      await systemMessagesRepo.deleteAllOf(trx, accountId);
    },
    async export({ accountId }) {
      const rows = await systemMessagesRepo.allOf(deps.db, accountId);
      return {
        sections: {
          system_thread: rows.map((row) => ({ kind: row.kind, params: JSON.parse(row.params) as unknown, sent_at: archiveTime(row.created_at), read_at: archiveTime(row.read_at) })),
        },
      };
    },
  };
}

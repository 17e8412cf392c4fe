import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import { archiveTime, type MemberDataHooks } from '../../platform/member-data.ts';

/**
 * The member's blocks and the reports they sent, each other member by hid; erased with the
 * account on both sides (a block of an erased member means nothing any more, and the reports
 * about them go with them). Reports about the member are not theirs to export: who reported
 * them is the reporters' business.
 */
export function safetyMemberData(deps: { db: Kysely<DatabaseSchema> }): MemberDataHooks {
  return {
    owner: 'safety',
    erases: {
      member_blocks: ['blocker_account_id', 'blocked_account_id'],
      abuse_reports: ['reporter_account_id', 'target_account_id'],
      discovery_holds: ['account_id'],
    },
    dependsOn: ['accounts'],
    async erase(trx, accountId) {
      await trx.deleteFrom('member_blocks').where((eb) => eb.or([eb('blocker_account_id', '=', accountId), eb('blocked_account_id', '=', accountId)])).execute();
      await trx.deleteFrom('abuse_reports').where((eb) => eb.or([eb('reporter_account_id', '=', accountId), eb('target_account_id', '=', accountId)])).execute();
      await trx.deleteFrom('discovery_holds').where('account_id', '=', accountId).execute();
    },
    async export({ accountId }) {
      const { db } = deps;
      const [blocks, reports] = await Promise.all([
        db
          .selectFrom('member_blocks as b')
          .innerJoin('accounts as a', 'a.id', 'b.blocked_account_id')
          .select(['a.hid', 'b.created_at'])
          .where('b.blocker_account_id', '=', accountId)
          .orderBy('b.created_at')
          .execute(),
        db
          .selectFrom('abuse_reports as r')
          .innerJoin('accounts as a', 'a.id', 'r.target_account_id')
          .select(['a.hid', 'r.reason_id', 'r.comment', 'r.status', 'r.created_at'])
          .where('r.reporter_account_id', '=', accountId)
          .orderBy('r.id')
          .execute(),
      ]);
      return {
        sections: {
          safety: {
            blocks: blocks.map((block) => ({ member: block.hid, at: archiveTime(block.created_at) })),
            reports: reports.map((report) => ({ member: report.hid, reason: report.reason_id, comment: report.comment, status: report.status, at: archiveTime(report.created_at) })),
          },
        },
      };
    },
  };
}

import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import { archiveTime, type MemberDataHooks } from '../../platform/member-data.ts';

/**
 * The member's conversations: every message they sent or received, with the other member by hid
 * (their own words and what was said to them, as any messenger's export holds), erased with the
 * account on both sides — a conversation with an erased member has no one left to show it to
 * by name, and the other's copy of the member's words goes with them. Dialog rows and chat events
 * are bookkeeping: erased, not exported.
 */
export function messengerMemberData(deps: { db: Kysely<DatabaseSchema> }): MemberDataHooks {
  return {
    owner: 'messenger',
    erases: {
      messages: ['sender_account_id', 'receiver_account_id'],
      dialogs: ['owner_account_id', 'other_account_id'],
      chat_sequences: ['account_id'],
      chat_events: ['account_id'],
    },
    dependsOn: ['accounts'],
    async erase(trx, accountId) {
      await trx.deleteFrom('dialogs').where((eb) => eb.or([eb('owner_account_id', '=', accountId), eb('other_account_id', '=', accountId)])).execute();
      await trx.deleteFrom('messages').where((eb) => eb.or([eb('sender_account_id', '=', accountId), eb('receiver_account_id', '=', accountId)])).execute();
      await trx.deleteFrom('chat_events').where('account_id', '=', accountId).execute();
      await trx.deleteFrom('chat_sequences').where('account_id', '=', accountId).execute();
    },
    async export({ accountId }) {
      const rows = await deps.db
        .selectFrom('messages as m')
        .innerJoin('accounts as other', (join) => join.on((eb) => eb.or([eb.and([eb('m.sender_account_id', '=', accountId), eb('other.id', '=', eb.ref('m.receiver_account_id'))]), eb.and([eb('m.receiver_account_id', '=', accountId), eb('other.id', '=', eb.ref('m.sender_account_id'))])])))
        .select(['other.hid', 'm.sender_account_id', 'm.type', 'm.text', 'm.sticker_type', 'm.gift_type', 'm.is_held', 'm.created_at'])
        .where('m.deleted_at', 'is', null)
        .where((eb) => eb.or([eb('m.sender_account_id', '=', accountId), eb.and([eb('m.receiver_account_id', '=', accountId), eb('m.is_held', '=', 0)])]))
        .orderBy('m.id')
        .execute();
      return {
        sections: {
          messenger: {
            messages: rows.map((row) => ({
              member: row.hid,
              direction: Number(row.sender_account_id) === accountId ? 'sent' : 'received',
              type: row.type,
              text: row.text,
              sticker: row.sticker_type,
              gift: row.gift_type,
              held: row.is_held === 1,
              at: archiveTime(row.created_at),
            })),
          },
        },
      };
    },
  };
}

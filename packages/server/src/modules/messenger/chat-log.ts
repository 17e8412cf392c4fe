import type { Kysely, Transaction } from 'kysely';
import { CHAT_EVENTS_KEPT_DAYS, CHAT_EVENTS_PAGE_SIZE, type ChatEvent, type ChatEventsResponse, type ChatFrame } from '@amora/contracts';
import { DAY, type Clock } from '../../platform/clock.ts';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import type { Later } from './after-commit.ts';

/** A chat event before its number is given. */
export type NewChatEvent = ChatEvent extends infer E ? (E extends ChatEvent ? Omit<E, 'seq'> : never) : never;

/**
 * Each member's chat events, numbered without gaps (DESIGN.md §14 "Chat events carry a
 * per-member sequence number"): `append` takes the member's next number from `chat_sequences`
 * (an upsert that holds the member's row until the transaction ends, so two transactions never
 * take one number, and a rollback gives it back) and writes the event in the caller's
 * transaction; the frame goes to every socket of the member after commit. A frame lost on the
 * way (a dead process, a dropped socket) is never lost for good: the client sees the gap in the
 * numbers, or reconnects, and asks `catchUp` for what it missed.
 */
export class ChatLog {
  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly clock: Clock,
    private readonly realtime: Realtime,
  ) {}

  async append(trx: Transaction<DatabaseSchema>, accountId: number, event: NewChatEvent, later: Later): Promise<ChatEvent> {
    const { last_seq } = await trx
      .insertInto('chat_sequences')
      .values({ account_id: accountId, last_seq: 1 })
      .onConflict((oc) => oc.column('account_id').doUpdateSet((eb) => ({ last_seq: eb('chat_sequences.last_seq', '+', 1) })))
      .returning('last_seq')
      .executeTakeFirstOrThrow();
    const numbered = { ...event, seq: Number(last_seq) } as ChatEvent;
    await trx.insertInto('chat_events').values({ account_id: accountId, seq: numbered.seq, type: numbered.type, payload: JSON.stringify(numbered), created_at: this.clock.now() }).execute();
    later.add(() => this.realtime.toMember(accountId, { channel: 'chat', type: numbered.type, payload: numbered } as ChatFrame));
    return numbered;
  }

  /** The member's events after `after`, oldest first (`GET /v3/messenger/events`); only the latest seq without it. */
  async catchUp(accountId: number, after: number | undefined): Promise<ChatEventsResponse> {
    const sequence = await this.db.selectFrom('chat_sequences').select('last_seq').where('account_id', '=', accountId).executeTakeFirst();
    const latestSeq = Number(sequence?.last_seq ?? 0);
    if (after === undefined) return { events: [], latestSeq, hasMore: false, resync: false };
    if (after >= latestSeq) return { events: [], latestSeq, hasMore: false, resync: after > latestSeq };
    const rows = await this.db
      .selectFrom('chat_events')
      .select(['seq', 'payload'])
      .where('account_id', '=', accountId)
      .where('seq', '>', after)
      .orderBy('seq')
      .limit(CHAT_EVENTS_PAGE_SIZE + 1)
      .execute();
    // The next event was pruned: what came between cannot be replayed.
    if (rows.length === 0 || Number(rows[0]!.seq) !== after + 1) return { events: [], latestSeq, hasMore: false, resync: true };
    const page = rows.slice(0, CHAT_EVENTS_PAGE_SIZE);
    return { events: page.map((row) => JSON.parse(row.payload) as ChatEvent), latestSeq, hasMore: rows.length > page.length, resync: false };
  }

  /** Drops events older than CHAT_EVENTS_KEPT_DAYS; a member's sequence keeps counting. */
  async prune(): Promise<number> {
    const result = await this.db.deleteFrom('chat_events').where('created_at', '<', this.clock.now() - CHAT_EVENTS_KEPT_DAYS * DAY).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}

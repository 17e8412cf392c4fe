import { randomUUID } from 'node:crypto';
import { brandById, type PushRecord } from '@amora/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import type { Platform } from '../../platform/platform.ts';
import { memberLanguage } from '../accounts/member-language.ts';
import { PUSH_TEXTS, type ServerPushType } from './texts.ts';

/** Seconds a server push stays on screen unless its type has its own rule (spec 2 §4). */
export const SERVER_PUSH_SECONDS = 6;

export interface PushInput {
  type: ServerPushType;
  context?: string;
  sender?: { accountId: number; hid: string; name: string };
  /** Where a click leads (a path of the site). */
  url?: string;
  photo?: string;
}

/** A push written in a transaction, to publish once that transaction has committed. */
export interface PreparedPush {
  record: PushRecord;
  publish(): Promise<void>;
}

/**
 * Pushes to a member (spec 2 §3, §4): rendered in the member's language, kept as an activity
 * record, delivered live to every socket of the member on any server. The record is written with
 * the caller's transaction and published only after it commits (STYLE.md), so a rolled-back
 * change never notifies anyone.
 */
export class PushService {
  constructor(private readonly platform: Platform) {}

  /** Records and sends at once, for callers outside a transaction. */
  async notify(accountId: number, input: PushInput): Promise<PushRecord | null> {
    const prepared = await this.prepare(this.platform.db, accountId, input);
    await prepared?.publish();
    return prepared?.record ?? null;
  }

  /** Records the push in `db` (a transaction or not); null when the member no longer exists. */
  async prepare(db: Kysely<DatabaseSchema> | Transaction<DatabaseSchema>, accountId: number, input: PushInput): Promise<PreparedPush | null> {
    const account = await db.selectFrom('accounts').select(['language', 'brand_id']).where('id', '=', accountId).executeTakeFirst();
    const brand = account && brandById(account.brand_id);
    if (!account || !brand) return null;
    const text = PUSH_TEXTS[memberLanguage(account.language, brand)][input.type];
    const now = this.platform.clock.now();
    const record: PushRecord = {
      type: input.type,
      pushId: randomUUID(),
      context: input.context ?? null,
      senderHid: input.sender?.hid ?? null,
      senderName: input.sender?.name ?? null,
      serverSentTimestamp: now,
      url: input.url ?? null,
      urlHash: null,
      photo: input.photo ?? null,
      template: { title: text.title, body: text.body, button: null, placeholder: null },
      expiredInterval: SERVER_PUSH_SECONDS,
    };
    await db
      .insertInto('pushes')
      .values({ push_id: record.pushId, account_id: accountId, type: record.type, sender_account_id: input.sender?.accountId ?? null, record: JSON.stringify(record), created_at: now })
      .execute();
    return { record, publish: () => this.platform.realtime.toMember(accountId, { channel: 'push', type: 'push', payload: record }) };
  }
}

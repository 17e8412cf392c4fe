import { randomUUID } from 'node:crypto';
import { brandById, type PushRecord } from '@amora/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import type { Platform } from '../../platform/platform.ts';
import { memberLanguage, type AccountRow, type AccountsService } from '../accounts/index.ts';
import { pushesRepo } from './repo.ts';
import { PUSH_TEXTS, type PushTextKey, type ServerPushType } from './texts.ts';

/** Seconds a server push stays on screen unless its type has its own rule (spec 2 §4). */
export const SERVER_PUSH_SECONDS = 6;

export interface PushInput {
  type: ServerPushType;
  /** The text when the type has several (texts.ts); the type's own otherwise. */
  text?: PushTextKey;
  context?: string;
  sender?: { accountId: number; hid: string; name: string };
  /** Where a click leads (a path of the site). */
  url?: string;
  photo?: string;
  /** What the text's `{placeholders}` read (the likes pushes' `{count}`, the other member's `{name}` in the social pushes). */
  values?: Readonly<Record<string, number | string>>;
}

/**
 * When the member was last seen (`last_online_at`), as the sender of a push read it in the
 * push's transaction: a member with a socket open then needs no delivery outside the app, and
 * the offer is settled without another read.
 */
export interface SeenAt {
  lastOnlineAt: number | null;
}

/**
 * Reaches members outside the app (web push, modules/webpush): offered every push once it has
 * gone to the member's sockets, it decides for itself and returns at once, never failing the sender.
 */
export interface OfflineDelivery {
  offer(accountId: number, record: PushRecord, seen?: SeenAt): void;
}

/**
 * Pushes to a member (spec 2 §3, §4): rendered in the member's language, kept as an activity
 * record, delivered live to every socket of the member on any server. Pushes caused by a change
 * come from the module's event subscribers (subscribers.ts): the record is written when the
 * change's event is dispatched, after its commit (STYLE.md), so a rolled-back change never
 * notifies anyone, and the frame goes out once the record has committed.
 */
export class PushService {
  constructor(
    private readonly platform: Platform,
    private readonly accounts: AccountsService,
    private readonly offline?: OfflineDelivery,
  ) {}

  /** Records and sends at once, outside any transaction (nothing to wait for). */
  async notify(accountId: number, input: PushInput): Promise<PushRecord | null> {
    const record = await this.write(this.platform.db, accountId, input);
    if (record) await this.send(accountId, record);
    return record;
  }

  /**
   * Renders the push and records it in `db`; null when the member no longer exists. `to` is the
   * member's id, or their account row when the caller has just read it in `db` (not read again).
   */
  async write(db: Kysely<DatabaseSchema> | Transaction<DatabaseSchema>, to: number | AccountRow, input: PushInput): Promise<PushRecord | null> {
    const account = typeof to === 'number' ? await this.accounts.findById(to, db) : to;
    const brand = account && brandById(account.brand_id);
    if (!account || !brand) return null;
    const text = PUSH_TEXTS[memberLanguage(account.language, brand)][input.text ?? input.type];
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
      template: { title: filled(text.title, input.values), body: filled(text.body, input.values), button: null, placeholder: null },
      expiredInterval: SERVER_PUSH_SECONDS,
    };
    await pushesRepo.insert(db, { push_id: record.pushId, account_id: Number(account.id), type: record.type, sender_account_id: input.sender?.accountId ?? null, record: JSON.stringify(record), created_at: now });
    return record;
  }

  /** The live frame to every socket of the member, and the offline delivery; only once the record has committed. */
  async send(accountId: number, record: PushRecord, seen?: SeenAt): Promise<void> {
    await this.platform.realtime.toMember(accountId, { channel: 'push', type: 'push', payload: record });
    this.offline?.offer(accountId, record, seen);
  }
}

/** The text with each `{name}` it has a value for replaced by that value. */
function filled(text: string, values: PushInput['values']): string {
  return values ? text.replace(/\{(\w+)\}/g, (placeholder, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : placeholder)) : text;
}

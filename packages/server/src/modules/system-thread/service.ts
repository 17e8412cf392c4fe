import type { Kysely, Transaction } from 'kysely';
import {
  SYSTEM_PHOTO_REJECTION_REASONS,
  SYSTEM_THREAD_PAGE_SIZE,
  systemMessageSchema,
  type SystemMessage,
  type SystemMessageKind,
  type SystemPhotoRejectionReason,
  type SystemThreadQuery,
  type SystemThreadResponse,
} from '@amora/contracts';
import type { Clock } from '../../platform/clock.ts';
import type { DatabaseSchema } from '../../platform/db/schema.ts';
import { newHid } from '../../platform/ids.ts';
import type { SystemThreadPageTokens } from './page-token.ts';
import { systemMessagesRepo, type SystemMessageRow } from './repo.ts';

/** A notice to write: its kind, its params and what it is about (unique per member). */
export type SystemNotice = { dedupeKey: string } & (
  | { kind: Exclude<SystemMessageKind, 'photoRejected'>; params: Record<string, never> }
  | { kind: 'photoRejected'; params: { reason: SystemPhotoRejectionReason | null } }
);

/** A rejection reason the web can word; an operator's own word is not shown (it was never translated). */
export function shownRejectionReason(reason: string): SystemPhotoRejectionReason | null {
  return (SYSTEM_PHOTO_REJECTION_REASONS as readonly string[]).includes(reason) ? (reason as SystemPhotoRejectionReason) : null;
}

export interface SystemThreadDeps {
  db: Kysely<DatabaseSchema>;
  clock: Clock;
  tokens: SystemThreadPageTokens;
}

/**
 * The system thread (docs/decisions.md "System thread"): notices written once each, inside the
 * dispatch transaction of the event they answer, and the member's own pages of them.
 */
export class SystemThread {
  constructor(private readonly deps: SystemThreadDeps) {}

  /** Writes the notice unless the member already has one about the same thing; true when written. */
  note(db: Transaction<DatabaseSchema>, accountId: number, notice: SystemNotice): Promise<boolean> {
    return systemMessagesRepo.insert(db, {
      hid: newHid(),
      account_id: accountId,
      kind: notice.kind,
      params: JSON.stringify(notice.params),
      dedupe_key: notice.dedupeKey,
      created_at: this.deps.clock.now(),
    });
  }

  /** The caller's notices, newest first, SYSTEM_THREAD_PAGE_SIZE a page, with the unread count. */
  async page(viewerId: number, query: SystemThreadQuery): Promise<SystemThreadResponse> {
    const { db, tokens } = this.deps;
    const beforeId = query.pageToken ? tokens.open(viewerId, query.pageToken) : null;
    const [rows, unreadCount] = await Promise.all([systemMessagesRepo.page(db, viewerId, beforeId, SYSTEM_THREAD_PAGE_SIZE + 1), systemMessagesRepo.unreadCount(db, viewerId)]);
    const page = rows.slice(0, SYSTEM_THREAD_PAGE_SIZE);
    return {
      messages: page.map(viewOf),
      nextPageToken: rows.length > page.length ? tokens.seal(viewerId, Number(page.at(-1)!.id)) : '',
      unreadCount,
    };
  }

  markAllRead(viewerId: number): Promise<void> {
    return systemMessagesRepo.markAllRead(this.deps.db, viewerId, this.deps.clock.now());
  }
}

/** A row as the contract shows it; parsed, so a row the contract does not know fails loudly rather than reaching the web. */
function viewOf(row: SystemMessageRow): SystemMessage {
  return systemMessageSchema.parse({ id: row.hid, kind: row.kind, params: JSON.parse(row.params) as unknown, createdAt: Number(row.created_at), read: row.read_at !== null });
}

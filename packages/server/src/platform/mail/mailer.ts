import type { Kysely } from 'kysely';
import type { Clock } from '../clock.ts';
import { MINUTE, HOUR } from '../clock.ts';
import type { DatabaseSchema } from '../db/schema.ts';
import type { MailTransport } from './transport.ts';
import type { MailExecutor } from './outbox-table.ts';

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
}

/** A message of the outbox as the demo mailbox lists it. */
export interface OutboxEntry {
  id: number;
  to_address: string;
  from_address: string;
  subject: string;
  text: string;
  created_at: number;
  sent_at: number | null;
  attempts: number;
  last_error: string | null;
}
const OUTBOX_ENTRY_COLUMNS = ['id', 'to_address', 'from_address', 'subject', 'text', 'created_at', 'sent_at', 'attempts', 'last_error'] as const;

/** A failed delivery is retried after 1, 2, 4 … minutes, at most an hour apart, 10 times in all. */
export const MAIL_MAX_ATTEMPTS = 10;
export function retryDelayMs(attempts: number): number {
  return Math.min(HOUR, MINUTE * 2 ** Math.max(0, attempts - 1));
}
/** A row taken by one dispatcher is left alone by the others this long (several processes). */
const CLAIM_MS = 5 * MINUTE;
const BATCH = 50;
const POLL_MS = 30_000;

/**
 * Mail through the outbox (STYLE.md "Side effects after commit"). `enqueue` writes the message
 * inside the caller's transaction; once it has committed, `kick()` sends what is due. A timer
 * (on the real clock, checking due times on the app clock) retries failures with backoff and
 * sends whatever a crash left behind.
 */
export class Mailer {
  private running: Promise<void> | undefined;
  private again = false;
  private timer: NodeJS.Timeout | undefined;
  /** Failed deliveries are kept in the row (`last_error`); this also reports them to the log. */
  private onError: (error: unknown, outboxId: number | undefined) => void = () => undefined;

  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly clock: Clock,
    private readonly transport: MailTransport,
  ) {}

  /** Writes a message to the outbox; pass the open transaction so a rollback takes it back. */
  async enqueue(db: MailExecutor, message: MailMessage): Promise<number> {
    const now = this.clock.now();
    const row = await db
      .insertInto('mail_outbox')
      .values({
        from_address: message.from,
        to_address: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        headers: JSON.stringify(message.headers ?? {}),
        created_at: now,
        sent_at: null,
        last_error: null,
        next_attempt_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  /** The newest messages of the outbox, sent or not, for the demo mailbox (modules/dev). */
  async recent(limit: number): Promise<OutboxEntry[]> {
    const rows = await this.db.selectFrom('mail_outbox').select(OUTBOX_ENTRY_COLUMNS).orderBy('id', 'desc').limit(limit).execute();
    return rows.map((row) => ({ ...row, id: Number(row.id) }));
  }

  /** One message of the outbox with its HTML part, or undefined. */
  async message(id: number): Promise<(OutboxEntry & { html: string }) | undefined> {
    const row = await this.db.selectFrom('mail_outbox').select([...OUTBOX_ENTRY_COLUMNS, 'html']).where('id', '=', id).executeTakeFirst();
    return row && { ...row, id: Number(row.id) };
  }

  /** Enqueues outside any transaction and starts sending at once. */
  async send(message: MailMessage): Promise<number> {
    const id = await this.enqueue(this.db, message);
    this.kick();
    return id;
  }

  /**
   * Forgets the mail sent (or given up) to these addresses, inside the caller's transaction: a
   * member's erasure (DESIGN.md §13 "Deletion"). A message still queued stays: it may be for
   * another brand's account with the same address.
   */
  async forgetDelivered(db: MailExecutor, addresses: readonly string[]): Promise<void> {
    const unique = [...new Set(addresses)];
    if (!unique.length) return;
    await db.deleteFrom('mail_outbox').where('to_address', 'in', unique).where('next_attempt_at', 'is', null).execute();
  }

  /** Starts sending what is due (after a commit); never throws, failures stay in the outbox. */
  kick(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((error: unknown) => this.onError(error, undefined))
      .finally(() => {
        this.running = undefined;
      });
  }

  /** Resolves once no dispatch is under way (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  start(onError?: (error: unknown, outboxId: number | undefined) => void): void {
    if (onError) this.onError = onError;
    this.kick();
    this.timer ??= setInterval(() => this.kick(), POLL_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.idle();
    this.transport.close();
  }

  private async drain(): Promise<void> {
    do {
      this.again = false;
      while ((await this.dispatchDue()) === BATCH);
    } while (this.again);
  }

  /** Sends up to one batch of due messages; returns how many it tried. */
  private async dispatchDue(): Promise<number> {
    const now = this.clock.now();
    const due = await this.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('sent_at', 'is', null)
      .where('next_attempt_at', '<=', now)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    for (const row of due) {
      // Claim the row: only the dispatcher whose update matched sends it.
      const claimed = await this.db
        .updateTable('mail_outbox')
        .set({ next_attempt_at: now + CLAIM_MS, attempts: row.attempts + 1 })
        .where('id', '=', row.id)
        .where('next_attempt_at', '=', row.next_attempt_at)
        .where('sent_at', 'is', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) continue;
      const attempts = row.attempts + 1;
      try {
        await this.transport.deliver({
          from: row.from_address,
          to: row.to_address,
          subject: row.subject,
          html: row.html,
          text: row.text,
          headers: JSON.parse(row.headers) as Record<string, string>,
          messageId: `<outbox.${row.id}.${row.created_at}@${domainOf(row.from_address)}>`,
        });
        await this.db.updateTable('mail_outbox').set({ sent_at: this.clock.now(), next_attempt_at: null, last_error: null }).where('id', '=', row.id).execute();
      } catch (error) {
        this.onError(error, Number(row.id));
        const retryAt = attempts >= MAIL_MAX_ATTEMPTS ? null : this.clock.now() + retryDelayMs(attempts);
        await this.db
          .updateTable('mail_outbox')
          .set({ last_error: String(error instanceof Error ? error.message : error).slice(0, 1000), next_attempt_at: retryAt })
          .where('id', '=', row.id)
          .execute();
      }
    }
    return due.length;
  }
}

function domainOf(address: string): string {
  return /@([^>\s]+)>?\s*$/.exec(address)?.[1] ?? 'localhost';
}

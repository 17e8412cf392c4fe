/**
 * What the messenger bench sent and what arrived: every send with its request id (also its
 * text, so the receiver can name it), its answer, and the first time the receiver held it.
 * From this come the latencies, and the lost and duplicated messages.
 */
import type { ChatEvent } from '../packages/contracts/src/index.ts';
import { call } from './messenger-http.ts';
import type { MessengerClient, Receipts, Via } from './messenger-clients.ts';
import { epochMs } from './push-publisher.ts';

/** Every bench message's text starts so; the rest is its request id. */
const TEXT_PREFIX = 'Bench message ';

export interface SentMessage {
  requestId: string;
  from: MessengerClient;
  to: MessengerClient;
  /** Sent in the measured phase (not the warm-up). */
  measured: boolean;
  /** When the HTTP request started (epoch ms). */
  startedAt: number;
  /** HTTP status of the answer, or `error` when none came back. */
  status?: number | 'error';
  /** The send's round trip, once answered. */
  answeredMs?: number;
  /** The message id the answer named (200 only). */
  messageId?: string;
  /** The message id the receiver first held under this request id, how, and when (ms after the start). */
  received?: { messageId: string; via: Via; latencyMs: number };
}

export class Ledger implements Receipts {
  readonly sent: SentMessage[] = [];
  private readonly byRequest = new Map<string, SentMessage>();
  /** The seq each incoming message id was first held under. */
  private readonly seqOfMessage = new Map<string, number>();
  private readonly pending = new Set<Promise<void>>();
  /** A message id held under two seqs, or one request id delivered as two messages. */
  duplicated = 0;
  /** A bench message reached a member it was not sent to. */
  misdelivered = 0;

  /** Sends a text message from one member to the other through `POST /v3/messenger/dialogs/{hid}/messages`. */
  send(from: MessengerClient, to: MessengerClient, requestId: string, measured: boolean): void {
    const sent: SentMessage = { requestId, from, to, measured, startedAt: epochMs() };
    this.sent.push(sent);
    this.byRequest.set(requestId, sent);
    const body = { type: 'text', textMessageBody: { text: `${TEXT_PREFIX}${requestId}` }, requestId };
    const done = call(from.caller, 'POST', `/v3/messenger/dialogs/${to.member.hid}/messages`, body).then(
      (reply) => {
        sent.answeredMs = epochMs() - sent.startedAt;
        sent.status = reply.status;
        if (reply.status === 200) sent.messageId = (JSON.parse(reply.body) as { message: { id: string } }).message.id;
      },
      () => {
        sent.status = 'error';
      },
    );
    this.pending.add(done);
    void done.then(() => this.pending.delete(done));
  }

  /** Resolves once every send so far has its answer (or failed). */
  async answered(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  received(receiver: MessengerClient, event: Extract<ChatEvent, { type: 'message' }>, at: number, via: Via): void {
    const { message } = event;
    if (message.type !== 'text' || !message.text?.startsWith(TEXT_PREFIX)) return;
    if (this.seqOfMessage.has(message.id)) {
      this.duplicated += 1;
      return;
    }
    this.seqOfMessage.set(message.id, event.seq);
    const sent = this.byRequest.get(message.text.slice(TEXT_PREFIX.length));
    if (!sent || sent.to !== receiver) {
      this.misdelivered += 1;
      return;
    }
    if (sent.received) {
      this.duplicated += 1;
      return;
    }
    sent.received = { messageId: message.id, via, latencyMs: at - sent.startedAt };
  }

  /** Acknowledged sends (200) the receiver has not held yet. */
  get undelivered(): number {
    return this.sent.filter((sent) => sent.status === 200 && !sent.received).length;
  }
}

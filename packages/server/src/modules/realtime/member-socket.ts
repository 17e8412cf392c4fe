import { WebSocket } from 'ws';
import { REALTIME_CLOSE, type ServerFrame } from '@amora/contracts';

/**
 * Bytes a socket may have queued but not yet handed to the network. A client that cannot keep
 * up past this is dropped instead of letting the server's memory grow (issue 7).
 */
export const MAX_BUFFERED_BYTES = 512 * 1024;

/** Client frames allowed per window; a client past it is broken or hostile. */
export const FRAME_BUDGET = { frames: 60, windowMs: 10_000 } as const;

/** Who is behind an authenticated socket. */
export interface SocketMember {
  accountId: number;
  hid: string;
  sessionId: string;
  /** Account status `ok` as last read: at authentication, then at every heartbeat. */
  ok: number;
}

/** One tab's websocket: who it belongs to, what it watches, and a send that never queues without bound. */
export class MemberSocket {
  member: SocketMember | null = null;
  /** Online shards whose presence this tab hears. */
  shards = new Set<number>();
  /** Cleared by each ping, set again by the pong; a socket still false at the next ping is dead. */
  answered = true;
  private framesInWindow = 0;
  private windowStartedAt = 0;

  constructor(readonly ws: WebSocket) {}

  get isOpen(): boolean {
    return this.ws.readyState === WebSocket.OPEN;
  }

  /** Sends a frame; a socket over its buffer budget is dropped and false returned. */
  send(frame: ServerFrame): boolean {
    if (!this.isOpen) return false;
    if (this.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.drop();
      return false;
    }
    this.ws.send(JSON.stringify(frame));
    return true;
  }

  close(code: number, reason: string): void {
    if (this.ws.readyState === WebSocket.OPEN || this.ws.readyState === WebSocket.CONNECTING) this.ws.close(code, reason);
  }

  /** The close frame would wait behind the full buffer; terminating frees it now. */
  drop(): void {
    this.ws.close(REALTIME_CLOSE.slowConsumer, 'Too slow');
    this.ws.terminate();
  }

  /** Counts a client frame; false once the client has sent more than its budget in the window. */
  withinBudget(now: number): boolean {
    if (now - this.windowStartedAt >= FRAME_BUDGET.windowMs) {
      this.windowStartedAt = now;
      this.framesInWindow = 0;
    }
    this.framesInWindow += 1;
    return this.framesInWindow <= FRAME_BUDGET.frames;
  }
}

import type { ClientFrame, ServerFrame } from '@amora/contracts';

/**
 * The network edge of the realtime tests: stands in for the browser's WebSocket (stub it on
 * globalThis) and lets a test play the server: open, send frames, close with a code.
 */
export class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static sockets: FakeWebSocket[] = [];

  readonly url: string;
  readyState = FakeWebSocket.CONNECTING;
  /** What the client sent, parsed. */
  readonly sent: ClientFrame[] = [];
  /** The code the client closed with, if it did. */
  closedByClient: number | null = null;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;

  constructor(url: string) {
    this.url = url;
    FakeWebSocket.sockets.push(this);
  }

  static reset(): void {
    FakeWebSocket.sockets = [];
  }

  static latest(): FakeWebSocket {
    const socket = FakeWebSocket.sockets.at(-1);
    if (!socket) throw new Error('no socket was opened');
    return socket;
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data) as ClientFrame);
  }

  close(code = 1000): void {
    this.closedByClient = code;
    this.readyState = FakeWebSocket.CLOSED;
  }

  /** The server accepts the connection. */
  open(): void {
    this.readyState = FakeWebSocket.OPEN;
    this.onopen?.(new Event('open'));
  }

  receive(frame: ServerFrame): void {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(frame) }));
  }

  /** The connection ends from the server's side (or the network's). */
  serverClose(code: number): void {
    this.readyState = FakeWebSocket.CLOSED;
    this.onclose?.(new CloseEvent('close', { code }));
  }
}

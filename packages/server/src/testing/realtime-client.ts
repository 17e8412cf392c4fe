import WebSocket from 'ws';
import type { ClientFrame, ServerFrame } from '@amora/contracts';

/**
 * A realtime client for tests: connects to a listening server over TCP as a browser does,
 * keeps every frame it receives, and waits for the next one of a type or for the close. Waits
 * end on an event; the timeout only turns a missing event into a readable failure.
 */
export class TestSocket {
  readonly frames: ServerFrame[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private read = 0;
  private readonly waiters = new Set<() => void>();

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.frames.push(JSON.parse(data.toString()) as ServerFrame);
      for (const wake of this.waiters) wake();
    });
    this.closed = new Promise((resolve) => ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  }

  /** To a listening server, on a brand's host. */
  static async connect(origin: string, host = 'localhost:8080'): Promise<TestSocket> {
    const ws = new WebSocket(`${origin.replace(/^http/, 'ws')}/v3/realtime`, { headers: { host } });
    const socket = new TestSocket(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return socket;
  }

  send(frame: ClientFrame): void {
    this.ws.send(JSON.stringify(frame));
  }

  auth(accessToken: string): void {
    this.send({ channel: 'rpc', type: 'auth', payload: { accessToken } });
  }

  /** The next frame not read yet, optionally skipping to one of `type`. */
  async next(type?: ServerFrame['type'], timeoutMs = 5000): Promise<ServerFrame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      while (this.read < this.frames.length) {
        const frame = this.frames[this.read++]!;
        if (!type || frame.type === type) return frame;
      }
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error(`No ${type ?? 'frame'} within ${timeoutMs} ms; got ${JSON.stringify(this.frames)}`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          this.waiters.delete(wake);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(wake, remaining);
        this.waiters.add(wake);
      });
    }
  }

  /** Frames received but not read by `next`. */
  unread(): ServerFrame[] {
    return this.frames.slice(this.read);
  }

  close(): void {
    this.ws.close();
  }
}

/** The sockets a test opened against one listening app, closed together at the end. */
export class OpenSockets {
  private readonly sockets: TestSocket[] = [];

  constructor(private readonly origin: string) {}

  /** A socket not signed in yet, on a brand's host. */
  async open(host?: string): Promise<TestSocket> {
    const socket = await TestSocket.connect(this.origin, host);
    this.sockets.push(socket);
    return socket;
  }

  /** A socket authenticated with `accessToken` (the `authenticated` frame read). */
  async signedIn(accessToken: string, host?: string): Promise<TestSocket> {
    const socket = await this.open(host);
    socket.auth(accessToken);
    await socket.next('authenticated');
    return socket;
  }

  closeAll(): void {
    for (const socket of this.sockets.splice(0)) socket.close();
  }
}

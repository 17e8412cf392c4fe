import { REALTIME_CLOSE, REALTIME_HEARTBEAT_MS, type ClientFrame, type ServerFrame } from '@amora/contracts';
import type { RefreshOutcome } from '../../api/refresh.ts';
import { reconnectDelayMs } from './backoff.ts';
import { parseServerFrame } from './server-frames.ts';

/** Hearing nothing at all (heartbeats included) for this long means the connection is dead. */
export const REALTIME_SILENCE_MS = 2 * REALTIME_HEARTBEAT_MS;

export interface RealtimeClientOptions {
  url: string;
  /** The access token as stored now; read at every authentication, so a refreshed one is used. */
  accessToken: () => string | null;
  /** The app's single-flight token refresh (api/refresh.ts). */
  refresh: (usedAccessToken: string | null) => Promise<RefreshOutcome>;
  onFrame: (frame: ServerFrame) => void;
  random?: () => number;
}

/**
 * The tab's one realtime socket (DESIGN.md §7): authenticates with the first frame, reconnects
 * with backoff and jitter, refreshes the token when the server refuses it (4401), treats a silent
 * connection as dead and follows the browser's online/offline events. The server resends the
 * counters after every authentication, which is the resync.
 */
export class RealtimeClient {
  private readonly options: RealtimeClientOptions;
  private socket: WebSocket | null = null;
  private running = false;
  /** Connections in a row that ended before the server accepted the token: the backoff exponent. */
  private failures = 0;
  private authToken: string | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private silenceTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(options: RealtimeClientOptions) {
    this.options = options;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    window.addEventListener('online', this.onOnline);
    window.addEventListener('offline', this.onOffline);
    this.connect();
  }

  stop(): void {
    this.running = false;
    window.removeEventListener('online', this.onOnline);
    window.removeEventListener('offline', this.onOffline);
    this.cancelRetry();
    this.drop();
  }

  /** The access token was refreshed elsewhere: an open socket authenticates again with the new one. */
  reauthenticate(): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.authenticate(this.socket);
  }

  private connect(): void {
    this.cancelRetry();
    if (!this.running || this.socket) return;
    const socket = new WebSocket(this.options.url);
    socket.onopen = () => {
      this.authenticate(socket);
      this.expectFrameSoon();
    };
    socket.onmessage = (event: MessageEvent) => this.receive(event.data);
    socket.onclose = (event: CloseEvent) => this.closed(event.code);
    this.socket = socket;
  }

  private authenticate(socket: WebSocket): void {
    // Without a token the server closes with 4401 after its auth timeout, and the refresh path
    // below ends the session the usual way.
    const token = this.options.accessToken();
    if (!token) return;
    this.authToken = token;
    const frame: ClientFrame = { channel: 'rpc', type: 'auth', payload: { accessToken: token } };
    socket.send(JSON.stringify(frame));
  }

  private receive(data: unknown): void {
    this.expectFrameSoon();
    const frame = parseServerFrame(data);
    if (!frame) return;
    if (frame.type === 'authenticated') this.failures = 0;
    this.options.onFrame(frame);
  }

  private closed(code: number): void {
    this.drop();
    if (!this.running) return;
    if (code === REALTIME_CLOSE.unauthorized) void this.refreshThenReconnect();
    else this.reconnectLater();
  }

  private async refreshThenReconnect(): Promise<void> {
    // Straight back after the first refusal (the token had just expired); a refusal in a row
    // waits its backoff, so a server that keeps refusing is not hammered.
    const firstRefusal = this.failures === 0;
    const outcome = await this.options.refresh(this.authToken);
    if (!this.running) return;
    if (outcome === 'ended') {
      // The refresh path has already ended the session (the logout reload follows).
      this.stop();
    } else if (outcome === 'refreshed' && firstRefusal) {
      this.failures = 1;
      this.connect();
    } else {
      this.reconnectLater();
    }
  }

  private reconnectLater(): void {
    this.cancelRetry();
    // Offline, the `online` event reconnects at once; retrying meanwhile only burns battery.
    if (!navigator.onLine) return;
    const delay = reconnectDelayMs(this.failures, this.options.random);
    this.failures += 1;
    this.retryTimer = setTimeout(() => this.connect(), delay);
  }

  private expectFrameSoon(): void {
    if (this.silenceTimer) clearTimeout(this.silenceTimer);
    this.silenceTimer = setTimeout(() => {
      this.drop();
      this.reconnectLater();
    }, REALTIME_SILENCE_MS);
  }

  /** Forgets the socket; its late events no longer reach this client. */
  private drop(): void {
    if (this.silenceTimer) clearTimeout(this.silenceTimer);
    this.silenceTimer = null;
    const socket = this.socket;
    if (!socket) return;
    this.socket = null;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    if (socket.readyState === WebSocket.CONNECTING || socket.readyState === WebSocket.OPEN) socket.close(1000);
  }

  private cancelRetry(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private readonly onOnline = () => {
    if (this.socket) return;
    this.connect();
  };

  private readonly onOffline = () => {
    this.cancelRetry();
    this.drop();
  };
}

/**
 * The messenger bench's clients, all in this one process: each member holds one socket, keeps
 * their chat events by `seq` as the web does, and fills what it missed from
 * `GET /v3/messenger/events?after={seq}` — after a reconnect, and when a gap in the numbers
 * outlives a short wait (frames published by two processes may arrive out of order). A member
 * can drop its socket and come back, as a phone does between networks.
 */
import WebSocket from 'ws';
import { REALTIME_PATH, type ChatEvent, type ChatEventsResponse, type ClientFrame, type ServerFrame } from '../packages/contracts/src/index.ts';
import { callOk, type Caller } from './messenger-http.ts';
import type { PairMember } from './messenger-members.ts';
import { epochMs } from './push-publisher.ts';

/** Sockets opened (and authenticated) at once; the next batch waits for this one. */
const BATCH = 100;
/** A socket not ready by then fails the run: figures over a partial fleet mean nothing. */
const READY_TIMEOUT_MS = 30_000;
/** How long a gap in the live numbers may last before the client asks for what is missing. */
const GAP_WAIT_MS = 1000;
/** How long a client whose socket the server closed waits before it connects again. */
const SERVER_CLOSE_RECONNECT_MS = 1000;

/** How an event first reached its member. */
export type Via = 'live' | 'reconnect' | 'gap';

/** Where the clients report each incoming text message the first time its seq is seen. */
export interface Receipts {
  received(receiver: MessengerClient, event: Extract<ChatEvent, { type: 'message' }>, at: number, via: Via): void;
}

export class MessengerClient {
  /** Chat events by seq: live frames and catch-up answers, merged. */
  private readonly events = new Map<number, ChatEvent>();
  /** The highest seq up to which every event is held. */
  private contiguous = 0;
  private highest = 0;
  private socket: WebSocket | null = null;
  /** Frames of a socket from before the last drop are ignored: a new socket, a new generation. */
  private generation = 0;
  private gapTimer: NodeJS.Timeout | undefined;
  private catchingUp: Promise<void> | null = null;
  private catchUpAgain = false;
  online = false;
  /** Catch-up calls made, and events that came by a live frame after catch-up had already brought them (or the reverse). */
  catchUps = 0;
  overlaps = 0;
  /** A seq seen twice with different contents: the server numbered two events alike. */
  seqConflicts = 0;
  /** Catch-up answered `resync`: events this client needed were gone. */
  resyncs = 0;
  /** Ready sockets the server closed. */
  serverCloses = 0;

  constructor(
    readonly index: number,
    readonly member: PairMember,
    /** ws://… and http://… of the server process this member uses. */
    private readonly wsOrigin: string,
    readonly caller: Caller,
    private readonly receipts: Receipts,
  ) {}

  /** Opens the socket, authenticates, then catches up from the last seq held. */
  async connect(via: Via = 'reconnect'): Promise<void> {
    const generation = ++this.generation;
    await new Promise<void>((resolve, reject) => {
      const ws = new WebSocket(`${this.wsOrigin}${REALTIME_PATH}`, { headers: { host: this.member.host }, perMessageDeflate: false });
      this.socket = ws;
      const timer = setTimeout(() => fail(new Error(`member ${this.index}'s socket was not ready within ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS);
      const fail = (error: Error) => {
        clearTimeout(timer);
        reject(error);
      };
      // Once ready, these settle nothing; the listeners stay so a late error cannot crash the run.
      ws.on('error', fail);
      ws.once('close', () => {
        fail(new Error(`member ${this.index}'s socket closed before it was ready`));
        if (this.generation !== generation || !this.online) return;
        // The server closed a ready socket (a slow consumer, a shutdown): come back as the web does.
        this.online = false;
        this.serverCloses += 1;
        setTimeout(() => void this.connect().catch(() => undefined), SERVER_CLOSE_RECONNECT_MS);
      });
      ws.once('open', () => ws.send(JSON.stringify({ channel: 'rpc', type: 'auth', payload: { accessToken: this.member.accessToken } } satisfies ClientFrame)));
      ws.on('message', (data) => {
        const at = epochMs();
        if (this.generation !== generation) return;
        const frame = JSON.parse(data.toString()) as ServerFrame;
        if (frame.channel === 'chat') this.take(frame.payload, at, 'live');
        else if (frame.type === 'counters' && !this.online) {
          this.online = true;
          clearTimeout(timer);
          resolve();
        }
      });
    });
    await this.catchUp(via);
  }

  /** The network goes: the socket is cut without a goodbye, and its late frames are never read. */
  drop(): void {
    this.generation += 1;
    this.online = false;
    this.socket?.terminate();
    this.socket = null;
  }

  close(): void {
    clearTimeout(this.gapTimer);
    this.drop();
  }

  /** Asks for every event after the last contiguous seq, page by page; one catch-up at a time per member. */
  catchUp(via: Via): Promise<void> {
    if (this.catchingUp) {
      this.catchUpAgain = true;
      return this.catchingUp;
    }
    this.catchingUp = (async () => {
      try {
        do {
          this.catchUpAgain = false;
          for (;;) {
            this.catchUps += 1;
            const answer = await callOk<ChatEventsResponse>(this.caller, 'GET', `/v3/messenger/events?after=${this.contiguous}`);
            const at = epochMs();
            if (answer.resync) this.resyncs += 1;
            this.highest = Math.max(this.highest, answer.latestSeq);
            for (const event of answer.events) this.take(event, at, via);
            if (!answer.hasMore || answer.resync) break;
          }
        } while (this.catchUpAgain);
      } finally {
        this.catchingUp = null;
      }
    })();
    return this.catchingUp;
  }

  /** Every event up to the newest seq heard of (by a frame or the last catch-up's `latestSeq`) is here. */
  get complete(): boolean {
    return this.contiguous >= this.highest;
  }

  private take(event: ChatEvent, at: number, via: Via): void {
    const known = this.events.get(event.seq);
    if (known) {
      if (canonical(known) === canonical(event)) this.overlaps += 1;
      else this.seqConflicts += 1;
      return;
    }
    this.events.set(event.seq, event);
    this.highest = Math.max(this.highest, event.seq);
    while (this.events.has(this.contiguous + 1)) this.contiguous += 1;
    if (event.type === 'message' && event.message.isIncoming) this.receipts.received(this, event, at, via);
    if (via === 'live' && this.contiguous < this.highest) this.watchGap();
  }

  /** A gap that outlives GAP_WAIT_MS is a frame lost on the way: catch up. */
  private watchGap(): void {
    if (this.gapTimer) return;
    this.gapTimer = setTimeout(() => {
      this.gapTimer = undefined;
      if (this.online && this.contiguous < this.highest) void this.catchUp('gap').catch(() => undefined);
    }, GAP_WAIT_MS);
  }
}

/** JSON with every object's keys sorted: a live frame and the catch-up answer carry one event with its keys in different orders. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner) ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : 1))) : inner,
  );
}

/** Opens every client's socket in batches, each caught up once connected. */
export async function connectAll(clients: readonly MessengerClient[]): Promise<void> {
  for (let start = 0; start < clients.length; start += BATCH) {
    await Promise.all(clients.slice(start, start + BATCH).map((client) => client.connect()));
  }
}

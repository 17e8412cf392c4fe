import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import {
  clientFrameSchema,
  ONLINE_SHARDS,
  onlineShardOf,
  REALTIME_CLOSE,
  type ParsedClientFrame,
  type ServerFrame,
} from '@amora/contracts';
import type { RevokedSessions } from '../../platform/auth/sessions.ts';
import { resolveAccessToken } from '../../platform/auth/authenticate.ts';
import type { Platform } from '../../platform/platform.ts';
import type { MemberDelivery, Presence } from '../../platform/realtime/realtime.ts';
import { AccountStatus, type AccountsService } from '../accounts/index.ts';
import { readCounters } from './counters.ts';
import { MemberSocket } from './member-socket.ts';
import { loadPresenceSubjects, maySeePresence, type PresenceBlocks, type PresenceSubject } from './presence-visibility.ts';

/** Members visited per slice of a heartbeat sweep before yielding to pushes in flight. */
const HEARTBEAT_SLICE = 200;

/** A socket may outlive its access token this long while the client refreshes and re-authenticates. */
const TOKEN_GRACE_MS = 60_000;

/** Presence changes whose subjects are read in one query; a reconnect storm costs a few queries, not one per member. */
const PRESENCE_BATCH = 500;

/**
 * The sockets this server process holds (DESIGN.md §7): authentication by the first frame,
 * delivery of frames published on the bus to every socket of a member, closing the sockets of
 * revoked sessions, presence on the sharded online channel (only to members the presence
 * visibility rule lets hear it), and heartbeats that find dead peers and accounts no longer active.
 */
export class RealtimeHub {
  private readonly byAccount = new Map<number, Set<MemberSocket>>();
  private readonly tokenExpiry = new Map<MemberSocket, number>();
  private readonly unsubscribers: (() => Promise<void>)[] = [];
  private heartbeat: NodeJS.Timeout | undefined;
  /** Presence changes heard on the bus, forwarded in the order they came. */
  private readonly presenceQueue: Presence[] = [];
  private presenceDraining = false;

  constructor(
    private readonly platform: Platform,
    private readonly accounts: AccountsService,
    private readonly log: FastifyBaseLogger,
    /** Blocks either way silence presence between the two (modules/safety). */
    private readonly blocks?: PresenceBlocks,
  ) {}

  async start(): Promise<void> {
    const { realtime } = this.platform;
    this.unsubscribers.push(
      await realtime.onMemberDelivery((delivery) => this.deliver(delivery)),
      await realtime.onSessionsRevoked((revoked) => this.closeRevoked(revoked)),
    );
    for (let shard = 0; shard < ONLINE_SHARDS; shard++) {
      this.unsubscribers.push(await realtime.onPresence(shard, (change) => this.queuePresence(change)));
    }
    this.heartbeat = setInterval(() => void this.beat(), this.platform.config.realtimeHeartbeatMs);
    this.heartbeat.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.heartbeat);
    await Promise.all(this.unsubscribers.splice(0).map((unsubscribe) => unsubscribe()));
    for (const sockets of this.byAccount.values()) for (const socket of sockets) socket.close(REALTIME_CLOSE.goingAway, 'Server shutting down');
  }

  /** A new connection: it has the auth timeout to authenticate, and frames are handled in order. */
  attach(ws: WebSocket, brandId: number | undefined): void {
    const socket = new MemberSocket(ws);
    const authTimer = setTimeout(() => {
      if (!socket.member) socket.close(REALTIME_CLOSE.unauthorized, 'Authenticate first');
    }, this.platform.config.realtimeAuthTimeoutMs);
    let queue = Promise.resolve();
    ws.on('pong', () => {
      socket.answered = true;
    });
    ws.on('message', (data, isBinary) => {
      if (!socket.withinBudget(Date.now())) {
        socket.close(1008, 'Too many frames');
        return;
      }
      const frame = isBinary ? undefined : parseFrame(data.toString());
      if (!frame) return;
      queue = queue.then(() => this.handle(socket, frame, brandId)).catch((error: unknown) => this.log.warn({ err: error }, 'realtime frame failed'));
    });
    ws.on('close', () => {
      clearTimeout(authTimer);
      this.forget(socket);
    });
  }

  private async handle(socket: MemberSocket, frame: ParsedClientFrame, brandId: number | undefined): Promise<void> {
    if (frame.type === 'auth') return this.authenticate(socket, frame.payload.accessToken, brandId);
    if (!socket.member) {
      socket.close(REALTIME_CLOSE.unauthorized, 'Authenticate first');
      return;
    }
    if (frame.type === 'counters') {
      socket.send({ channel: 'rpc', type: 'counters', payload: await readCounters(this.platform.db, socket.member.accountId) });
      return;
    }
    socket.shards = new Set(frame.payload.shards);
  }

  /** The first auth frame registers the socket; later ones carry a refreshed token for the same member. */
  private async authenticate(socket: MemberSocket, token: string, brandId: number | undefined): Promise<void> {
    const resolved = await resolveAccessToken(this.platform, token, { brandId, allowInactive: false }).catch(() => null);
    if (!socket.isOpen) return;
    if (!resolved || (socket.member && socket.member.accountId !== resolved.auth.accountId)) {
      socket.close(REALTIME_CLOSE.unauthorized, 'Not authorised');
      return;
    }
    const { accountId, hid, sessionId, ok } = resolved.auth;
    const isNew = socket.member === null;
    socket.member = { accountId, hid, sessionId, ok };
    this.tokenExpiry.set(socket, resolved.expiresAtS * 1000 + TOKEN_GRACE_MS);
    if (!isNew) return;

    let sockets = this.byAccount.get(accountId);
    const cameOnline = !sockets;
    if (!sockets) {
      sockets = new Set();
      this.byAccount.set(accountId, sockets);
    }
    sockets.add(socket);
    socket.send({ channel: 'rpc', type: 'authenticated', payload: { hid } });
    socket.send({ channel: 'rpc', type: 'counters', payload: await readCounters(this.platform.db, accountId) });
    if (cameOnline) {
      await this.accounts.update(accountId, { last_online_at: this.platform.clock.now() });
      await this.platform.realtime.presence({ accountId, hid, online: true });
    }
  }

  private forget(socket: MemberSocket): void {
    this.tokenExpiry.delete(socket);
    const member = socket.member;
    if (!member) return;
    const sockets = this.byAccount.get(member.accountId);
    if (!sockets?.delete(socket) || sockets.size > 0) return;
    this.byAccount.delete(member.accountId);
    this.platform.realtime.presence({ accountId: member.accountId, hid: member.hid, online: false }).catch((error: unknown) => this.log.warn({ err: error }, 'presence publish failed'));
  }

  private deliver({ accountId, frame }: MemberDelivery): void {
    for (const socket of this.byAccount.get(accountId) ?? []) socket.send(frame);
  }

  private closeRevoked(revoked: RevokedSessions): void {
    const matches =
      'sessionId' in revoked
        ? (socket: MemberSocket) => socket.member?.sessionId === revoked.sessionId
        : (socket: MemberSocket) => socket.member?.accountId === revoked.accountId && socket.member.sessionId !== revoked.exceptSessionId;
    const candidates = 'sessionId' in revoked ? [...this.byAccount.values()].flatMap((set) => [...set]) : [...(this.byAccount.get(revoked.accountId) ?? [])];
    for (const socket of candidates) if (matches(socket)) socket.close(REALTIME_CLOSE.unauthorized, 'Session ended');
  }

  private queuePresence(change: Presence): void {
    // A change without its account cannot be checked against the rule, so it is never forwarded.
    if (!Number.isSafeInteger(change.accountId)) return;
    this.presenceQueue.push(change);
    if (!this.presenceDraining) void this.drainPresence();
  }

  /**
   * Forwards queued presence changes in order, a batch at a time: one query reads the batch's
   * subjects, and the visibility rule then runs in memory per watching socket. A batch whose
   * subjects could not be read is dropped (presence is at most once anyway), never sent unchecked.
   */
  private async drainPresence(): Promise<void> {
    this.presenceDraining = true;
    try {
      while (this.presenceQueue.length > 0) {
        const batch = this.presenceQueue.splice(0, PRESENCE_BATCH);
        const subjects = await loadPresenceSubjects(
          this.accounts,
          batch.map((change) => change.accountId),
          this.blocks,
        ).catch((error: unknown) => {
          this.log.warn({ err: error }, 'presence subjects not read');
          return new Map<number, PresenceSubject>();
        });
        for (const change of batch) {
          const subject = subjects.get(change.accountId);
          if (subject) this.forwardPresence(change, subject);
        }
      }
    } finally {
      this.presenceDraining = false;
    }
  }

  private forwardPresence(change: Presence, subject: PresenceSubject): void {
    const shard = onlineShardOf(change.accountId);
    // Clients know members by hid only: the account id stays on the bus.
    const frame: ServerFrame = { channel: 'online', type: 'presence', payload: { hid: change.hid, online: change.online } };
    for (const sockets of this.byAccount.values()) {
      for (const socket of sockets) {
        if (socket.shards.has(shard) && socket.member && maySeePresence(socket.member, subject)) socket.send(frame);
      }
    }
  }

  /**
   * Every heartbeat: a socket that did not answer the last ping is dead and terminated; one whose
   * token ran out without a refreshed one is closed; the rest get a ping and a heartbeat frame,
   * and their members stay online. The sockets are visited in slices with a yield between, so a
   * process holding thousands never stalls its pushes for the whole sweep.
   */
  private async beat(): Promise<void> {
    const now = this.platform.clock.now();
    const frame: ServerFrame = { channel: 'rpc', type: 'heartbeat', payload: { at: now } };
    const online = [...this.byAccount.keys()];
    let visited = 0;
    for (const accountId of online) {
      for (const socket of this.byAccount.get(accountId) ?? []) this.check(socket, now, frame);
      visited += 1;
      if (visited % HEARTBEAT_SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    if (online.length === 0) return;
    const statuses = await this.accounts.touchOnline(online, now).catch((error: unknown) => {
      this.log.warn({ err: error }, 'presence update failed');
      return undefined;
    });
    if (statuses) this.closeInactive(online, statuses);
  }

  /**
   * An account that stopped being active without its sessions being revoked (an operator's ban
   * in the database) loses its sockets at the next heartbeat, as a new socket would be refused:
   * it neither hears presence nor stays announced online. A deleted account likewise.
   */
  private closeInactive(online: readonly number[], statuses: ReadonlyMap<number, number>): void {
    for (const accountId of online) {
      const ok = statuses.get(accountId);
      if (ok === AccountStatus.active) continue;
      for (const socket of this.byAccount.get(accountId) ?? []) {
        if (socket.member) socket.member.ok = ok ?? 0;
        socket.close(REALTIME_CLOSE.unauthorized, 'Account state changed');
      }
    }
  }

  private check(socket: MemberSocket, now: number, heartbeat: ServerFrame): void {
    if (!socket.answered) {
      socket.ws.terminate();
      return;
    }
    if ((this.tokenExpiry.get(socket) ?? 0) < now) {
      socket.close(REALTIME_CLOSE.unauthorized, 'Token expired');
      return;
    }
    socket.answered = false;
    socket.ws.ping();
    socket.send(heartbeat);
  }
}

function parseFrame(text: string): ParsedClientFrame | undefined {
  try {
    const parsed = clientFrameSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

import { onlineShardOf, type ServerFrame } from '@amora/contracts';
import type { RevokedSessions } from '../auth/sessions.ts';
import type { RealtimeBus } from './bus.ts';

/** A frame for every socket of one member, wherever it is connected. */
export interface MemberDelivery {
  accountId: number;
  frame: ServerFrame;
}

/**
 * A member came online or went offline. The account id travels on the bus so every server can
 * apply the presence visibility rule; clients only ever see the hid.
 */
export interface Presence {
  accountId: number;
  hid: string;
  online: boolean;
}

/**
 * What modules use to reach members live (DESIGN.md §7), over the bus so every server process
 * hears it: frames for a member's sockets and revoked sessions whose sockets must close. Topics
 * carry the configured prefix, so only servers sharing a database share a bus.
 */
export class Realtime {
  private readonly topics: { member: string; revoked: string; online: (shard: number) => string };

  constructor(
    readonly bus: RealtimeBus,
    prefix: string,
  ) {
    this.topics = { member: `${prefix}:member`, revoked: `${prefix}:revoked`, online: (shard) => `${prefix}:online:${shard}` };
  }

  /** Publish only after the write that caused it has committed (STYLE.md). */
  toMember(accountId: number, frame: ServerFrame): Promise<void> {
    const delivery: MemberDelivery = { accountId, frame };
    return this.bus.publish(this.topics.member, JSON.stringify(delivery));
  }

  sessionsRevoked(revoked: RevokedSessions): Promise<void> {
    return this.bus.publish(this.topics.revoked, JSON.stringify(revoked));
  }

  /** A member came online or went offline: heard by sockets watching the member's shard. */
  presence(change: Presence): Promise<void> {
    return this.bus.publish(this.topics.online(onlineShardOf(change.accountId)), JSON.stringify(change));
  }

  onPresence(shard: number, handler: (change: Presence) => void): Promise<() => Promise<void>> {
    return this.bus.subscribe(this.topics.online(shard), (message) => handler(JSON.parse(message) as Presence));
  }

  onMemberDelivery(handler: (delivery: MemberDelivery) => void): Promise<() => Promise<void>> {
    return this.bus.subscribe(this.topics.member, (message) => handler(JSON.parse(message) as MemberDelivery));
  }

  onSessionsRevoked(handler: (revoked: RevokedSessions) => void): Promise<() => Promise<void>> {
    return this.bus.subscribe(this.topics.revoked, (message) => handler(JSON.parse(message) as RevokedSessions));
  }
}

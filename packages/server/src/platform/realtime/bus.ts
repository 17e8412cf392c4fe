import { EventEmitter } from 'node:events';

/**
 * The realtime bus (DESIGN.md §7): topics carrying JSON text between server processes, so a
 * frame published on one reaches sockets held by any. In-process by default; Redis pub/sub when
 * REDIS_URL is set (redis-bus.ts). Delivery is at most once, like Redis pub/sub itself.
 */
export interface RealtimeBus {
  publish(topic: string, message: string): Promise<void>;
  /** Calls `handler` for every message on `topic` until the returned function is called. */
  subscribe(topic: string, handler: (message: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** One process: an event emitter, delivering on a later tick as a network bus would. */
export class InProcessBus implements RealtimeBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  async publish(topic: string, message: string): Promise<void> {
    setImmediate(() => this.emitter.emit(topic, message));
  }

  async subscribe(topic: string, handler: (message: string) => void): Promise<() => Promise<void>> {
    this.emitter.on(topic, handler);
    return async () => {
      this.emitter.off(topic, handler);
    };
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

import { Redis } from 'ioredis';
import type { RealtimeBus } from './bus.ts';

/**
 * Redis pub/sub (DESIGN.md §7, §12): one connection publishes, one subscribes (a subscribed
 * Redis connection can do nothing else). Handlers are kept per topic so one Redis subscription
 * serves every local subscriber.
 */
export class RedisBus implements RealtimeBus {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly handlers = new Map<string, Set<(message: string) => void>>();

  constructor(url: string) {
    const options = { lazyConnect: true, maxRetriesPerRequest: 3 };
    this.publisher = new Redis(url, options);
    this.subscriber = new Redis(url, options);
    this.subscriber.on('message', (topic: string, message: string) => {
      for (const handler of this.handlers.get(topic) ?? []) handler(message);
    });
  }

  async connect(): Promise<void> {
    await Promise.all([this.publisher.connect(), this.subscriber.connect()]);
  }

  async publish(topic: string, message: string): Promise<void> {
    await this.publisher.publish(topic, message);
  }

  async subscribe(topic: string, handler: (message: string) => void): Promise<() => Promise<void>> {
    let set = this.handlers.get(topic);
    if (!set) {
      set = new Set();
      this.handlers.set(topic, set);
      await this.subscriber.subscribe(topic);
    }
    set.add(handler);
    return async () => {
      const current = this.handlers.get(topic);
      if (!current?.delete(handler) || current.size > 0) return;
      this.handlers.delete(topic);
      await this.subscriber.unsubscribe(topic);
    };
  }

  async close(): Promise<void> {
    this.handlers.clear();
    await Promise.allSettled([this.publisher.quit(), this.subscriber.quit()]);
  }
}

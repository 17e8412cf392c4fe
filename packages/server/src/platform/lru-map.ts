/**
 * A Map that keeps at most `capacity` entries, dropping the least recently used: the bound on
 * the server's small in-process caches (prepared statements, verified access tokens).
 */
export class LruMap<K, V> {
  // Map order is insertion order: moving a hit to the end keeps the oldest first.
  private readonly entries = new Map<K, V>();

  constructor(private readonly capacity: number) {}

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    if (this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value as K);
    this.entries.set(key, value);
  }

  clear(): void {
    this.entries.clear();
  }
}

/**
 * A small seeded PRNG (mulberry32) so the demo population is the same for the same seed: tests
 * stay stable and a bug report's "member 123" is the same member everywhere.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A generator for one item of a larger whole, independent of how many items came before. */
  static forItem(seed: number, index: number): Random {
    return new Random(Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(index + 1, 0xc2b2ae35));
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** One item, each as likely as its weight. */
  weighted<T>(items: readonly T[], weightOf: (item: T) => number): T {
    const total = items.reduce((sum, item) => sum + weightOf(item), 0);
    let point = this.next() * total;
    for (const item of items) {
      point -= weightOf(item);
      if (point < 0) return item;
    }
    return items[items.length - 1]!;
  }

  /** `count` distinct items in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const pool = [...items];
    const chosen: T[] = [];
    while (chosen.length < count && pool.length > 0) chosen.push(pool.splice(Math.floor(this.next() * pool.length), 1)[0]!);
    return chosen;
  }

  /** Roughly normal (sum of uniforms), for heights and weights. */
  normal(mean: number, deviation: number): number {
    const sum = this.next() + this.next() + this.next() + this.next() + this.next() + this.next();
    return mean + (sum - 3) * deviation * Math.SQRT2;
  }
}

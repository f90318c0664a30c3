// Seeded randomness for the dataset. Nothing in emulator/data may call Math.random or Date.now():
// the same seed must give the same data on every machine.

/** 32-bit string hash (FNV-1a with a final avalanche). */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Hash of several parts, for deriving sub-seeds ("comments", postId, index…). */
export function seedOf(...parts: Array<string | number>): number {
  return hash32(parts.join('\u0001'));
}

/** A small seeded PRNG (mulberry32) with the helpers the generators need. */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max] (both inclusive). */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** `count` distinct items (order random). */
  sample<T>(items: readonly T[], count: number): T[] {
    const pool = items.slice();
    const out: T[] = [];
    while (out.length < count && pool.length > 0) {
      const i = Math.floor(this.next() * pool.length);
      out.push(pool[i]!);
      pool[i] = pool[pool.length - 1]!;
      pool.pop();
    }
    return out;
  }

  /** A string of decimal digits not starting with 0. */
  digits(length: number): string {
    let s = String(this.int(1, 9));
    while (s.length < length) s += String(this.int(0, 9));
    return s;
  }

  /** Alphanumeric token (share codes, pfbid bodies). */
  token(length: number): string {
    const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
    let s = '';
    while (s.length < length) s += chars[this.int(0, chars.length - 1)];
    return s;
  }

  /** Heavy-tailed positive integer: most values small, a few very large. */
  skewed(max: number, power = 3): number {
    return Math.floor(Math.pow(this.next(), power) * max);
  }
}

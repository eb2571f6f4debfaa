/**
 * Deterministic randomness for the demo data. Never Math.random: the same seed must give the
 * same listings on every machine, so tests and screenshots are stable.
 */

/** 32-bit string/number hash (FNV-1a, then a murmur3 finaliser so near inputs spread out). */
export function hash32(...parts: (string | number)[]): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    const text = `${part}\u0000`;
    for (let i = 0; i < text.length; i++) {
      h ^= text.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

const ID_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/** A URL-safe id of `length` characters (Crockford base-32 alphabet, lower case). */
export function hashId(length: number, ...parts: (string | number)[]): string {
  let id = '';
  for (let round = 0; id.length < length; round++) {
    let value = hash32(round, ...parts);
    // Six 5-bit digits per 32-bit hash (the top two bits are dropped).
    for (let digit = 0; digit < 6 && id.length < length; digit++) {
      id += ID_ALPHABET[value & 31];
      value >>>= 5;
    }
  }
  return id;
}

export type Weighted<T> = readonly (readonly [T, number])[];

/** A weighted list prepared once (cumulative weights) for lists drawn from many times. */
export class WeightedTable<T> {
  private readonly items: T[];
  private readonly cumulative: number[];

  constructor(entries: Weighted<T>) {
    this.items = entries.map(([item]) => item);
    let total = 0;
    this.cumulative = entries.map(([, weight]) => (total += weight));
    if (this.items.length === 0) throw new Error('empty weighted table');
  }

  draw(rng: Rng): T {
    const target = rng.next() * (this.cumulative[this.cumulative.length - 1] as number);
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((this.cumulative[mid] as number) > target) high = mid;
      else low = mid + 1;
    }
    return this.items[low] as T;
  }
}

/** mulberry32: tiny, fast and good enough for demo data. */
export class Rng {
  private state: number;

  constructor(...seedParts: (string | number)[]) {
    this.state = hash32(...seedParts);
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Uniform in [min, max). */
  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  weighted<T>(entries: Weighted<T>): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let target = this.next() * total;
    for (const [item, weight] of entries) {
      target -= weight;
      if (target < 0) return item;
    }
    const last = entries[entries.length - 1];
    if (!last) throw new Error('weighted pick from an empty list');
    return last[0];
  }

  /** Standard normal (Box-Muller). */
  normal(): number {
    const u = 1 - this.next();
    const v = this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** Log-normal around `median`, spread `sigma` (0.2 is about +-20%). */
  logNormal(median: number, sigma: number): number {
    return median * Math.exp(sigma * this.normal());
  }

  /** Fisher-Yates on a copy. */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  }

  /** `count` distinct items, in the order they were drawn. */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, count);
  }
}

/**
 * A bounded least-recently-used map with an expiry per entry. A Map keeps insertion order, so
 * re-inserting on read makes its first key the least recently used one.
 */
export class LruCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAtMs: number }>();

  constructor(
    readonly capacity: number,
    private readonly nowMs: () => number = Date.now,
  ) {
    if (!Number.isInteger(capacity) || capacity < 1) {
      throw new Error(`LruCache capacity must be a whole number of at least 1, got ${capacity}`);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  /** The value, or undefined when absent or expired. */
  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAtMs <= this.nowMs()) return undefined;
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V, ttlMs: number): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAtMs: this.nowMs() + ttlMs });
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}

import { LRUCache } from 'lru-cache';

export interface BoundedCacheOptions {
  /** Most entries kept: past it, the least recently used is dropped. */
  max: number;
  /** How long an entry is kept at most, in ms (none: until dropped or evicted). */
  ttlMs?: number;
  /** The clock the lifetime is measured on, in ms (tests pass their own). */
  now?: () => number;
}

/**
 * The one shape of every per-instance cache of the API (catalog answers, signed-in accounts, verified tokens,
 * statement names): at most `max` entries on `lru-cache`, so no input, however varied, grows memory without end.
 *
 * `load` computes a missing value once however many callers ask at the same time, and does not keep a value whose
 * computation overlapped a `delete` or `clear`: it may have read the data before the change that dropped it.
 */
export class BoundedCache<K extends NonNullable<unknown>, V extends NonNullable<unknown>> {
  private readonly entries: LRUCache<K, V>;
  private readonly loading = new Map<K, Promise<V>>();
  /** Bumped by every drop: a load started under an older generation is not stored. */
  private generation = 0;

  constructor({ max, ttlMs, now }: BoundedCacheOptions) {
    this.entries = new LRUCache<K, V>({
      max,
      ...(ttlMs !== undefined && { ttl: ttlMs }),
      // lru-cache reuses a clock reading for 1 ms by default; an injected clock is read on every check.
      ...(now && { perf: { now }, ttlResolution: 0 }),
    });
  }

  get(key: K): V | undefined {
    return this.entries.get(key);
  }

  set(key: K, value: V): void {
    this.entries.set(key, value);
  }

  get size(): number {
    return this.entries.size;
  }

  /** Drops one entry (and keeps no load of it already under way). */
  delete(key: K): void {
    this.generation++;
    this.entries.delete(key);
    this.loading.delete(key);
  }

  /** Drops every entry (and keeps no load already under way). */
  clear(): void {
    this.generation++;
    this.entries.clear();
    this.loading.clear();
  }

  /** The cached value, else `produce()`'s, computed once for simultaneous callers and kept unless dropped meanwhile. */
  load(key: K, produce: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit !== undefined) return Promise.resolve(hit);
    const inFlight = this.loading.get(key);
    if (inFlight) return inFlight;
    const started = this.generation;
    const promise = produce()
      .then((value) => {
        if (this.generation === started) this.entries.set(key, value);
        return value;
      })
      .finally(() => {
        if (this.loading.get(key) === promise) this.loading.delete(key);
      });
    this.loading.set(key, promise);
    return promise;
  }
}

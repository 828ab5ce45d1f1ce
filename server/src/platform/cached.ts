/**
 * A value loaded from the database and kept for `ttlMs`; a save calls `invalidate()` so it is
 * seen at once (in other servers too when the save notifies them, see reference-data.ts), the
 * TTL bounding what a missed notification leaves. `onInvalidate` lets what was derived from the
 * value go with it.
 */
export class Cached<T> {
  private value: T | undefined;
  private loadedAt = 0;
  private pending: Promise<T> | null = null;
  /** Moves on every invalidation: a load started before one may have read the old rows, so it is not kept. */
  private generation = 0;

  constructor(
    private readonly load: () => Promise<T>,
    private readonly ttlMs = 30_000,
    private readonly onInvalidate?: () => void,
  ) {}

  /**
   * The value, loaded when missing or expired. `loadWithin` loads it instead, through a
   * transaction the caller is in, without waiting for a load already under way: on PGlite (one
   * connection) a read beside an open transaction waits for it to end, and the transaction for
   * the read.
   */
  async get(loadWithin?: () => Promise<T>): Promise<T> {
    if (this.value !== undefined && Date.now() - this.loadedAt < this.ttlMs) return this.value;
    if (this.pending && !loadWithin) return this.pending;
    const generation = this.generation;
    const pending = (loadWithin ?? this.load)()
      .then((value) => {
        if (generation === this.generation) {
          this.value = value;
          this.loadedAt = Date.now();
        }
        return value;
      })
      .finally(() => {
        if (this.pending === pending) this.pending = null;
      });
    this.pending = pending;
    return pending;
  }

  invalidate(): void {
    this.generation += 1;
    this.value = undefined;
    this.loadedAt = 0;
    this.pending = null;
    this.onInvalidate?.();
  }
}

/** One Cached per key (e.g. translations per language). */
export class CachedByKey<T> {
  private readonly entries = new Map<string, Cached<T>>();

  constructor(
    private readonly load: (key: string) => Promise<T>,
    private readonly ttlMs = 30_000,
    private readonly onInvalidate?: () => void,
  ) {}

  /** As Cached.get, for `key`. */
  get(key: string, loadWithin?: () => Promise<T>): Promise<T> {
    let entry = this.entries.get(key);
    if (!entry) {
      entry = new Cached(() => this.load(key), this.ttlMs);
      this.entries.set(key, entry);
    }
    return entry.get(loadWithin);
  }

  invalidate(): void {
    this.entries.clear();
    this.onInvalidate?.();
  }
}

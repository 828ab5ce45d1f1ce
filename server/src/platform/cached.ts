/**
 * A value loaded from the database and kept for `ttlMs`; a save in this process calls
 * `invalidate()` so it is seen at once, other servers see it within the TTL. `onInvalidate` lets
 * what was derived from the value go with it.
 */
export class Cached<T> {
  private value: T | undefined;
  private loadedAt = 0;
  private pending: Promise<T> | null = null;

  constructor(
    private readonly load: () => Promise<T>,
    private readonly ttlMs = 30_000,
    private readonly onInvalidate?: () => void,
  ) {}

  async get(): Promise<T> {
    if (this.value !== undefined && Date.now() - this.loadedAt < this.ttlMs) return this.value;
    this.pending ??= this.load()
      .then((value) => {
        this.value = value;
        this.loadedAt = Date.now();
        return value;
      })
      .finally(() => {
        this.pending = null;
      });
    return this.pending;
  }

  invalidate(): void {
    this.value = undefined;
    this.loadedAt = 0;
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

  get(key: string): Promise<T> {
    let entry = this.entries.get(key);
    if (!entry) {
      entry = new Cached(() => this.load(key), this.ttlMs);
      this.entries.set(key, entry);
    }
    return entry.get();
  }

  invalidate(): void {
    this.entries.clear();
    this.onInvalidate?.();
  }
}

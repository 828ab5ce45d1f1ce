/**
 * Values by key, the least recently used dropped first once they take more than `budget` bytes as
 * `bytesOf` counts them: bounded by what they hold, not by their number, so a few large values
 * cannot outgrow the server's memory (cached answers, the search engine's kept searches and cards).
 */
export class KeptByBytes<Key, Value> {
  private readonly entries = new Map<Key, { value: Value; bytes: number }>();
  private bytes = 0;

  constructor(
    private readonly budget: number,
    private readonly bytesOf: (key: Key, value: Value) => number,
  ) {}

  /** The value, taken out until put back (the caller may add to it). */
  take(key: Key): Value | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
    return entry.value;
  }

  /** The value, now the most recently used. */
  get(key: Key): Value | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  put(key: Key, value: Value): void {
    this.take(key);
    const bytes = this.bytesOf(key, value);
    this.entries.set(key, { value, bytes });
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.budget) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes;
    }
  }

  /** Takes out every value `test` holds for. */
  dropWhere(test: (value: Value) => boolean): void {
    for (const [key, entry] of this.entries) if (test(entry.value)) this.take(key);
  }

  *values(): IterableIterator<Value> {
    for (const entry of this.entries.values()) yield entry.value;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }
}

export const KEEP_ALIVE_MAX = 5;

export interface KeepAliveEntry<T> {
  key: string;
  value: T;
  /** False for screens that must start fresh each visit (forms); they leave the cache when left. */
  keep: boolean;
}

/**
 * The cache after visiting `next`: it becomes the most recent entry (last), screens that are not
 * kept drop out once left, and only the `max` most recent stay.
 */
export function visit<T>(entries: readonly KeepAliveEntry<T>[], next: KeepAliveEntry<T>, max = KEEP_ALIVE_MAX): KeepAliveEntry<T>[] {
  const others = entries.filter((entry) => entry.key !== next.key && entry.keep);
  return [...others, next].slice(-max);
}

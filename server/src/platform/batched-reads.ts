/**
 * Reads by key that callers ask for in the same turn of the event loop, made as one read per
 * handle (the pool, or a transaction): under load, concurrent requests' reads share one statement,
 * one socket write and one round trip, where each took its own. A caller gets its rows in the order
 * of its keys, without the keys no row was found for; a failed read fails every caller of the batch.
 */
export function batchedReads<Handle, Key, Row>(read: (handle: Handle, keys: Key[]) => Promise<Row[]>, keyOf: (row: Row) => Key): (handle: Handle, keys: readonly Key[]) => Promise<Row[]> {
  interface Waiting {
    keys: readonly Key[];
    resolve: (rows: Row[]) => void;
    reject: (error: unknown) => void;
  }
  const waiting = new Map<Handle, Waiting[]>();

  async function readBatch(handle: Handle): Promise<void> {
    const batch = waiting.get(handle) ?? [];
    waiting.delete(handle);
    try {
      const rows = await read(handle, [...new Set(batch.flatMap((one) => one.keys))]);
      const byKey = new Map(rows.map((row) => [keyOf(row), row]));
      for (const one of batch) {
        one.resolve(
          one.keys.flatMap((key) => {
            const row = byKey.get(key);
            return row === undefined ? [] : [row];
          }),
        );
      }
    } catch (error) {
      for (const one of batch) one.reject(error);
    }
  }

  return (handle, keys) =>
    new Promise((resolve, reject) => {
      let batch = waiting.get(handle);
      if (!batch) {
        batch = [];
        waiting.set(handle, batch);
        // After the I/O of this turn: the answers and messages that arrived with this one ask too.
        setImmediate(() => void readBatch(handle));
      }
      batch.push({ keys, resolve, reject });
    });
}

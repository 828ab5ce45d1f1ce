/**
 * The browser database of SPEC §3: version 1, object stores `storage` and `quick`, each row
 * `{id, data}`. Every helper resolves to null/undefined instead of failing, because the app must
 * start even where IndexedDB is unavailable (some private modes).
 */
const DB_NAME = 'roamcart';
const DB_VERSION = 1;
type LocalStore = 'storage' | 'quick';

let opening: Promise<IDBDatabase | null> | null = null;

function openDb(): Promise<IDBDatabase | null> {
  opening ??= new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(null);
    const request = indexedDB.open(DB_NAME, DB_VERSION);
    request.onupgradeneeded = () => {
      for (const name of ['storage', 'quick'] as const) {
        if (!request.result.objectStoreNames.contains(name)) request.result.createObjectStore(name, { keyPath: 'id' });
      }
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
  });
  return opening;
}

function run<T>(store: LocalStore, mode: IDBTransactionMode, action: (objects: IDBObjectStore) => IDBRequest): Promise<T | null> {
  return openDb().then(
    (db) =>
      new Promise<T | null>((resolve) => {
        if (!db) return resolve(null);
        try {
          const request = action(db.transaction(store, mode).objectStore(store));
          request.onsuccess = () => resolve((request.result as T | undefined) ?? null);
          request.onerror = () => resolve(null);
        } catch {
          resolve(null);
        }
      }),
  );
}

export async function readLocal<T>(store: LocalStore, id: string): Promise<T | null> {
  const row = await run<{ id: string; data: T }>(store, 'readonly', (objects) => objects.get(id));
  return row ? row.data : null;
}

export async function writeLocal<T>(store: LocalStore, id: string, data: T): Promise<void> {
  await run(store, 'readwrite', (objects) => objects.put({ id, data }));
}

export async function clearLocal(store: LocalStore): Promise<void> {
  await run(store, 'readwrite', (objects) => objects.clear());
}

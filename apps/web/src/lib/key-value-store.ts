/**
 * A small store of values by key that outlives the page: IndexedDB, which keeps Blobs (a photo) as they are.
 * What waits to be sent while the device is offline lives here until the server has it. Where IndexedDB is
 * missing or refused (some private windows), the memory store keeps it for the life of the page.
 */
export interface KeyValueStore<T> {
  get(key: string): Promise<T | undefined>;
  set(key: string, value: T): Promise<void>;
  delete(key: string): Promise<void>;
  /** Every value, in no particular order. */
  values(): Promise<T[]>;
}

/** A store in memory: for tests, and where IndexedDB cannot be opened. */
export function memoryStore<T>(): KeyValueStore<T> {
  const map = new Map<string, T>();
  return {
    get: async (key) => map.get(key),
    set: async (key, value) => {
      map.set(key, value);
    },
    delete: async (key) => {
      map.delete(key);
    },
    values: async () => [...map.values()],
  };
}

const done = <R>(request: IDBRequest<R>): Promise<R> =>
  new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

/**
 * The store `storeName` of the IndexedDB database `dbName` (created on first use, one store per database).
 * Falls back to memory when IndexedDB cannot be opened.
 */
export function indexedDbStore<T>(dbName: string, storeName: string): KeyValueStore<T> {
  let opened: Promise<IDBDatabase | null> | undefined;
  const fallback = memoryStore<T>();
  const open = () => {
    opened ??= (async () => {
      if (typeof indexedDB === "undefined") return null;
      try {
        const request = indexedDB.open(dbName, 1);
        request.onupgradeneeded = () => {
          if (!request.result.objectStoreNames.contains(storeName))
            request.result.createObjectStore(storeName);
        };
        return await done(request);
      } catch {
        return null;
      }
    })();
    return opened;
  };
  const run = async <R>(
    mode: IDBTransactionMode,
    work: (store: IDBObjectStore) => IDBRequest<R>,
    instead: () => Promise<R>,
  ): Promise<R> => {
    const db = await open();
    if (!db) return instead();
    const tx = db.transaction(storeName, mode);
    const result = done(work(tx.objectStore(storeName)));
    if (mode === "readonly") return result;
    // A write counts once its transaction has committed: a page closed right after still has it.
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
    return result;
  };
  return {
    get: (key) =>
      run(
        "readonly",
        (s) => s.get(key) as IDBRequest<T | undefined>,
        () => fallback.get(key),
      ),
    set: (key, value) =>
      run(
        "readwrite",
        (s) => s.put(value, key),
        () => fallback.set(key, value).then(() => key),
      ).then(() => undefined),
    delete: (key) =>
      run<undefined>(
        "readwrite",
        (s) => s.delete(key),
        () => fallback.delete(key).then(() => undefined),
      ).then(() => undefined),
    values: () =>
      run(
        "readonly",
        (s) => s.getAll() as IDBRequest<T[]>,
        () => fallback.values(),
      ),
  };
}

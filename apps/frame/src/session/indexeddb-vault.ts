import type { FrameVault, StoredSession } from './frame-vault';

const DB_NAME = 'airlock-frame';
const STORE = 'vault';
const DEVICE_KEY = 'device-key';
const SESSION = 'session';

function promised<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function openDatabase(factory: IDBFactory): Promise<IDBDatabase> {
  const request = factory.open(DB_NAME, 1);
  request.onupgradeneeded = () => request.result.createObjectStore(STORE);
  return promised(request);
}

/** The vault in the frame origin's IndexedDB; CryptoKey objects are stored as they are (structured clone), never exported. */
export function createIndexedDbVault(factory: IDBFactory = indexedDB): FrameVault {
  let database: Promise<IDBDatabase> | undefined;
  const db = () => (database ??= openDatabase(factory));

  async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
    const transaction = (await db()).transaction(STORE, mode);
    const result = promised(work(transaction.objectStore(STORE)));
    await new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error);
    });
    return result;
  }

  return {
    getDeviceKey: () => run('readonly', (store) => store.get(DEVICE_KEY) as IDBRequest<CryptoKeyPair | undefined>),
    putDeviceKey: async (pair) => void (await run('readwrite', (store) => store.put(pair, DEVICE_KEY))),
    getSession: () => run('readonly', (store) => store.get(SESSION) as IDBRequest<StoredSession | undefined>),
    putSession: async (session) => void (await run('readwrite', (store) => store.put(session, SESSION))),
    forgetSession: async () => void (await run('readwrite', (store) => store.delete(SESSION))),
    clear: async () => void (await run('readwrite', (store) => store.clear())),
  };
}

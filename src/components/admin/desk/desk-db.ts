/**
 * The desk's storage on the device (IndexedDB, no library): the day's championship as last read
 * from the server, the outbox of changes waiting to be sent, and a few settings (this device's
 * name, the championship in use, when something was last sent). A change is written here before
 * the screen says it is kept, so closing the browser loses nothing it showed as saved.
 */
import type { DeskDay, OutboxItem } from './desk-types.ts';

const NAME = 'results-desk';
const VERSION = 1;

let opened: Promise<IDBDatabase> | undefined;

const open = (): Promise<IDBDatabase> =>
  (opened ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(NAME, VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      db.createObjectStore('days', { keyPath: 'eventId' });
      // Sent in the order they were made: the key counts up.
      db.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true });
      db.createObjectStore('meta');
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('The device storage could not be opened'));
  }));

type StoreName = 'days' | 'outbox' | 'meta';

/** One transaction; resolves once it has committed (durable), with what `work` answered. */
const inTransaction = async <R>(
  stores: StoreName[],
  mode: IDBTransactionMode,
  work: (tx: IDBTransaction) => IDBRequest | void,
): Promise<R> => {
  const db = await open();
  return new Promise<R>((resolve, reject) => {
    // 'strict' durability: the browser reports the commit only once it is on disk.
    const tx = db.transaction(stores, mode, { durability: 'strict' });
    const request = work(tx);
    tx.oncomplete = () => resolve((request ? request.result : undefined) as R);
    tx.onerror = () => reject(tx.error ?? new Error('The device storage refused the change'));
    tx.onabort = () => reject(tx.error ?? new Error('The device storage refused the change'));
  });
};

export const readDay = (eventId: string) =>
  inTransaction<DeskDay | undefined>(['days'], 'readonly', (tx) => tx.objectStore('days').get(eventId));

export const writeDay = (day: DeskDay) => inTransaction<void>(['days'], 'readwrite', (tx) => void tx.objectStore('days').put(day));

export const outboxItems = () => inTransaction<OutboxItem[]>(['outbox'], 'readonly', (tx) => tx.objectStore('outbox').getAll());

/** Adds a change to the outbox and, in the same transaction, the day copy that shows it. */
export const keepChange = (item: Omit<OutboxItem, 'seq'>, day: DeskDay) =>
  inTransaction<void>(['outbox', 'days'], 'readwrite', (tx) => {
    tx.objectStore('outbox').add(item);
    tx.objectStore('days').put(day);
  });

export const replaceItem = (item: OutboxItem) =>
  inTransaction<void>(['outbox'], 'readwrite', (tx) => void tx.objectStore('outbox').put(item));

export const removeItem = (seq: number) => inTransaction<void>(['outbox'], 'readwrite', (tx) => void tx.objectStore('outbox').delete(seq));

export const readMeta = <T>(key: string) => inTransaction<T | undefined>(['meta'], 'readonly', (tx) => tx.objectStore('meta').get(key));

export const writeMeta = (key: string, value: unknown) =>
  inTransaction<void>(['meta'], 'readwrite', (tx) => void tx.objectStore('meta').put(value, key));

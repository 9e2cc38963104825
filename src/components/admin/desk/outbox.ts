/**
 * The outbox: changes kept on the device, sent in the order they were made, each with its change id
 * (Idempotency-Key), so a change sent again after a dropped answer lands once. Sent when the
 * browser comes online, when the desk opens, from the "Send now" button, and by the service worker
 * on Background Sync where the browser has it. A change made on a stale copy comes back with both
 * values and waits for the official to choose; changes of the same race made after it wait too.
 */
import { outboxItems, readDay, readMeta, removeItem, replaceItem, writeDay, writeMeta } from './desk-db.ts';
import type { Conflict, DeskDay, OutboxItem } from './desk-types.ts';

export const LAST_SENT = 'lastSentAt';
export const SYNC_TAG = 'desk-outbox';

/** Every open desk (and the service worker) hears that the outbox or the day changed. */
const channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel('results-desk');
const listeners = new Set<() => void>();

export const onDeskChange = (listener: () => void): (() => void) => {
  listeners.add(listener);
  const heard = () => listener();
  channel?.addEventListener('message', heard);
  return () => {
    listeners.delete(listener);
    channel?.removeEventListener('message', heard);
  };
};

export const announce = (): void => {
  for (const listener of listeners) listener();
  channel?.postMessage('changed');
};

export type SendOutcome = 'sent' | 'offline' | 'signed-out';

const sameTarget = (a: OutboxItem, b: OutboxItem) => a.kind === b.kind && a.raceId === b.raceId && a.eventId === b.eventId;

/** The day copy's race takes the version the server answered (and its status). */
const recordVersion = async (item: OutboxItem, answer: Record<string, unknown>) => {
  const day = await readDay(item.eventId);
  const race = day?.races.find((one) => one.raceId === item.raceId);
  if (!day || !race) return;
  const saved = answer[item.kind] as { version: number | null; status?: string | null } | undefined;
  if (!saved) return;
  if (item.kind === 'results') race.results = { ...race.results, version: saved.version, status: saved.status ?? race.results.status };
  else race.checkin = { ...race.checkin, version: saved.version };
  await writeDay(day);
};

const send = async (item: OutboxItem): Promise<Response> =>
  fetch(`/api/events/${encodeURIComponent(item.eventId)}/desk/${item.kind}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': item.changeId },
    body: JSON.stringify(item.body),
    credentials: 'same-origin',
  });

const run = async (): Promise<SendOutcome> => {
  const items = (await outboxItems()).sort((a, b) => a.seq - b.seq);
  const held: OutboxItem[] = [];
  for (const [index, item] of items.entries()) {
    if (item.conflict || item.refused || held.some((blocked) => sameTarget(blocked, item))) {
      held.push(item);
      continue;
    }
    let res: Response;
    try {
      res = await send(item);
    } catch {
      return 'offline';
    }
    if (res.status === 401) return 'signed-out';
    const answer = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    if (res.ok) {
      await removeItem(item.seq);
      const version = (answer[item.kind] as { version?: number | null } | undefined)?.version ?? null;
      // Changes of the same race made on top of this one were made on its version.
      for (const later of items.slice(index + 1)) {
        if (sameTarget(later, item) && later.body.base === item.body.base) {
          later.body = { ...later.body, base: version };
          await replaceItem(later);
        }
      }
      await recordVersion(item, answer);
      await writeMeta(LAST_SENT, new Date().toISOString());
    } else if (res.status === 409 && 'current' in answer && 'sent' in answer) {
      await replaceItem({ ...item, conflict: answer as unknown as Conflict });
      held.push(item);
    } else if (res.status >= 500 || res.status === 429) {
      // The site is busy or down: try again later, in the same order.
      return 'offline';
    } else {
      await replaceItem({ ...item, refused: typeof answer['message'] === 'string' ? answer['message'] : `HTTP ${res.status}` });
      held.push(item);
    }
    announce();
  }
  return 'sent';
};

let running: Promise<SendOutcome> | undefined;

/** Sends what waits, once at a time in this tab and, where the browser has locks, across tabs. */
export const sendOutbox = (): Promise<SendOutcome> => {
  running ??= (async () => {
    try {
      const locks = (navigator as Navigator & { locks?: LockManager }).locks;
      return locks ? await locks.request('results-desk-outbox', run) : await run();
    } finally {
      running = undefined;
      announce();
    }
  })();
  return running;
};

/** Asks the service worker to send when the connection returns, where the browser has Background Sync. */
export const askForSync = async (): Promise<void> => {
  try {
    const registration = await navigator.serviceWorker?.getRegistration('/admin/desk/');
    const sync = (registration as (ServiceWorkerRegistration & { sync?: { register: (tag: string) => Promise<void> } }) | undefined)?.sync;
    await sync?.register(SYNC_TAG);
  } catch {
    // Not there (Safari, Firefox) or refused: the online event and opening the desk still send.
  }
};

export const lastSent = () => readMeta<string>(LAST_SENT);

export type { DeskDay };

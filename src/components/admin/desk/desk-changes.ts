/**
 * What the desk does with the day: reads it from the server when it can (keeping the device's
 * unsent changes on top), keeps each change on the device with its own change id, and settles a
 * conflict the way the official chose.
 */
import { deskRoutes } from '#domain/venue/desk.routes.ts';
import { routeUrl } from '#lib/client/route-url.ts';
import { keepChange, outboxItems, readDay, readMeta, removeItem, writeDay, writeMeta } from './desk-db.ts';
import type { Conflict, DeskDay, DeskRow, OutboxItem } from './desk-types.ts';
import { announce, askForSync, sendOutbox } from './outbox.ts';

const DEVICE = 'device';

/** This device's name, as the audit log records it; made once, changeable on the screen. */
export const deviceName = async (): Promise<string> => {
  const kept = await readMeta<string>(DEVICE);
  if (kept) return kept;
  const made = `Desk ${crypto.randomUUID().slice(0, 4).toUpperCase()}`;
  await writeMeta(DEVICE, made);
  return made;
};

export const renameDevice = (name: string) => writeMeta(DEVICE, name.trim().slice(0, 60));

/** The unsent changes laid over a day read from the server: the screen shows what the official kept. */
const withPending = (day: DeskDay, pending: readonly OutboxItem[]): DeskDay => {
  const races = day.races.map((race) => ({ ...race }));
  for (const item of pending.filter((one) => one.eventId === day.eventId).sort((a, b) => a.seq - b.seq)) {
    const race = races.find((one) => one.raceId === item.raceId);
    if (!race) continue;
    if (item.kind === 'results' && item.body.rows) race.results = { ...race.results, rows: item.body.rows };
    if (item.kind === 'checkin' && item.body.present)
      race.checkin = { ...race.checkin, present: item.body.present, callAt: item.body.callAt ?? race.checkin.callAt };
  }
  return { ...day, races };
};

export type Loaded = { day: DeskDay; from: 'server' | 'device' } | { day: undefined; from: 'none' | 'signed-out' | 'missing' };

/** The day from the server when it answers (kept on the device), else the device's copy. */
export const loadDay = async (eventId: string): Promise<Loaded> => {
  try {
    const res = await fetch(routeUrl(deskRoutes.day, { id: eventId }), { credentials: 'same-origin', cache: 'no-store' });
    if (res.status === 401) return { day: undefined, from: 'signed-out' };
    if (res.status === 404) return { day: undefined, from: 'missing' };
    if (res.ok) {
      const day = withPending((await res.json()) as DeskDay, await outboxItems());
      await writeDay(day);
      return { day, from: 'server' };
    }
  } catch {
    // No connection: the device's copy below.
  }
  const kept = await readDay(eventId);
  return kept ? { day: kept, from: 'device' } : { day: undefined, from: 'none' };
};

const changeId = () => crypto.randomUUID();

/** Keeps a change on the device (the outbox and the day that shows it, in one transaction), then tries to send. */
const keep = async (day: DeskDay, item: Omit<OutboxItem, 'seq'>): Promise<void> => {
  await keepChange(item, day);
  announce();
  void askForSync();
  if (navigator.onLine) void sendOutbox();
};

export const keepResults = async (day: DeskDay, raceId: string, rows: DeskRow[], reason = ''): Promise<DeskDay> => {
  const races = day.races.map((race) => (race.raceId === raceId ? { ...race, results: { ...race.results, rows } } : race));
  const next = { ...day, races };
  const race = day.races.find((one) => one.raceId === raceId);
  await keep(next, {
    changeId: changeId(),
    kind: 'results',
    eventId: day.eventId,
    raceId,
    body: { raceId, rows, base: race?.results.version ?? null, device: await deviceName(), ...(reason ? { reason } : {}) },
    madeAt: new Date().toISOString(),
  });
  return next;
};

export const keepCheckin = async (day: DeskDay, raceId: string, present: string[], callAt: string): Promise<DeskDay> => {
  const races = day.races.map((race) => (race.raceId === raceId ? { ...race, checkin: { ...race.checkin, present, callAt } } : race));
  const next = { ...day, races };
  const race = day.races.find((one) => one.raceId === raceId);
  await keep(next, {
    changeId: changeId(),
    kind: 'checkin',
    eventId: day.eventId,
    raceId,
    body: { raceId, present, callAt, base: race?.checkin.version ?? null, device: await deviceName() },
    madeAt: new Date().toISOString(),
  });
  return next;
};

/** The official's choice on a conflict: the site's value stays, or theirs is sent again on top of it. */
export const settle = async (item: OutboxItem, choice: 'theirs' | 'mine'): Promise<void> => {
  const conflict = item.conflict as Conflict;
  const day = await readDay(item.eventId);
  await removeItem(item.seq);
  if (!day) return;
  const current = conflict.current;
  const races = day.races.map((race) => {
    if (race.raceId !== item.raceId) return race;
    if (item.kind === 'results') {
      return {
        ...race,
        results: { ...race.results, rows: choice === 'mine' ? (item.body.rows ?? []) : (current.rows ?? []), version: current.version },
      };
    }
    const present = choice === 'mine' ? (item.body.present ?? []) : (current.present ?? []);
    return { ...race, checkin: { present, callAt: current.callAt ?? race.checkin.callAt, version: current.version } };
  });
  const next = { ...day, races };
  if (choice === 'theirs') {
    await writeDay(next);
    announce();
    return;
  }
  const { conflict: _conflict, seq: _seq, ...rest } = item;
  await keep(next, { ...rest, changeId: changeId(), body: { ...item.body, base: current.version }, madeAt: new Date().toISOString() });
};

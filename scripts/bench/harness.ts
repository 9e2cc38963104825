/**
 * Parent side of the bench and the load test: starts scripts/bench/server.ts in a child process on
 * a temporary store, signs in, seeds collections through the same store modules the API uses, and
 * builds valid request bodies. The parent reaches the child's Blobs store directly (its context is
 * handed over), so seeding and the final checks read exactly what the API wrote.
 */
import { fork } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { withCheckDigit } from '#domain/registry/aadhaar.ts';
import type { Event } from '#domain/events/event.schema.ts';
import type { News } from '#domain/content/news.schema.ts';
import type { Skater } from '#domain/registry/skater.schema.ts';
import { EVENT_CATEGORIES, currentSeason } from '#config/rules.ts';
import { events, news, skaters } from '#shared/store/collections.ts';
import { approvedList } from '#shared/publish/skater-visibility.ts';
import { prepareImage, saveImage } from '#shared/media/stored-images.ts';
import { newId } from '#shared/store/index.ts';
import { getStore } from '@netlify/blobs';
import { pngDataUrl } from '#scripts/lib/png.ts';
import { validSkaterInput } from '#scripts/lib/valid-inputs.ts';
import { CLIENT_HEADER, type ReadyMessage } from './protocol.ts';

export { CLIENT_HEADER };

export interface ServerProcess {
  origin: string;
  /** Points this process's store modules (seeding, checks) at this server's store. */
  use: () => void;
  admin: { name: string; password: string };
  /** The store's round-trip counter (every get, set, delete, list of any store). */
  operations: () => Promise<number>;
  /** Waits until work the functions handed to waitUntil has finished. */
  settle: () => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * Starts the bench server of this checkout, or of another one (`checkout`, a folder with its own
 * node_modules): the before/after comparison runs an older commit's server beside this one.
 */
export const startServerProcess = async (checkout?: string): Promise<ServerProcess> => {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-store-'));
  const script = checkout ? join(checkout, 'scripts/bench/server.ts') : fileURLToPath(new URL('./server.ts', import.meta.url));
  const child = fork(script, [], {
    ...(checkout ? { cwd: checkout } : {}),
    env: { ...process.env, LOCAL_DATA_DIR: dataDir },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await new Promise<ReadyMessage>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the bench server exited with ${code}`)));
    child.on('message', (message: { type: string }) => {
      if (message.type === 'ready') resolve(message as ReadyMessage);
    });
  });
  // The parent reads and seeds the same store.
  process.env['NETLIFY_BLOBS_CONTEXT'] = ready.blobsContext;

  let nextId = 0;
  const ask = <T>(type: string, reply: string, pick: (message: Record<string, unknown>) => T) =>
    new Promise<T>((resolve) => {
      const id = (nextId += 1);
      const listener = (message: Record<string, unknown>) => {
        if (message['type'] === reply && message['id'] === id) {
          child.off('message', listener);
          resolve(pick(message));
        }
      };
      child.on('message', listener);
      child.send({ type, id });
    });

  return {
    origin: `http://127.0.0.1:${ready.port}`,
    use: () => {
      process.env['NETLIFY_BLOBS_CONTEXT'] = ready.blobsContext;
    },
    admin: ready.admin,
    operations: () => ask('operations', 'operations', (message) => Number(message['operations'])),
    settle: () => ask('settle', 'settled', () => undefined),
    stop: async () => {
      child.removeAllListeners('exit');
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};

/** Signs in through POST /api/login and answers the session cookie ("session=..."). */
export const signIn = async (origin: string, admin: { name: string; password: string }): Promise<string> => {
  const res = await fetch(`${origin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ admin: admin.name, password: admin.password }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed with ${res.status}: ${await res.text()}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
};

/** A distinct valid (fictional) Aadhaar number per index. */
const aadhaar = (index: number) => withCheckDigit(`2${String(index).padStart(10, '0')}`);

export const newsBody = (label: string) => ({
  title: `Bench news ${label}`,
  description: `Selection trials and results, item ${label}.`,
  image: pngDataUrl([90, 90, 20]),
});

export const eventBody = (label: string) => ({
  title: `Bench event ${label}`,
  date: '2031-01-15',
  image: pngDataUrl([10, 10, 200]),
  description: `All age categories, event ${label}.`,
  location: 'District Sports Complex',
});

export const skaterBody = (label: string, index: number) =>
  validSkaterInput({
    rsfiNo: `RSFI-${index}`,
    name: `Bench skater ${label}`,
    aadharNo: aadhaar(index),
    email: `skater-${index}@example.com`,
  });

/**
 * The bulk path: writes a collection of a fresh store in the layout of the first release (one
 * document of every record), which the store migrates on its first use, exactly as an existing
 * site's store is migrated. Writing thousands of records through the API one by one would take
 * far longer than the measurement it prepares (a skater's photo and proof are cleaned per request).
 */
export const bulkLoad = async (name: string, records: readonly unknown[]): Promise<void> => {
  const written = await getStore('records').setJSON(name, { items: records }, { onlyIfNew: true });
  if (!written.modified) throw new Error(`${name} already has data: bulk loading needs a fresh store`);
};

export interface Seeded {
  news: string[];
  events: string[];
  skaters: string[];
}

/**
 * Fills news, events and skater profiles of a fresh store with `count` records each (realistic
 * sizes, one shared stored photo), through the bulk path.
 */
export const seedCollections = async (count: number): Promise<Seeded> => {
  const photo = await saveImage(await prepareImage(pngDataUrl([200, 10, 10]), 'Image'), 'public');
  const proof = await saveImage(await prepareImage(pngDataUrl([4, 5, 6]), 'Identity proof'), 'private');
  const base = Date.now() - count * 60_000;
  const at = (index: number) => new Date(base + index * 60_000).toISOString();
  const range = Array.from({ length: count }, (_, index) => index);
  const newsItems = range.map((index): News => ({
    _id: newId(),
    title: `Selection trials for the state team, round ${index}`,
    description: `Trials at the district rink for every age category. Bring your RSFI card and a parent. Item ${index}. `.repeat(3),
    image: photo,
    createdAt: at(index),
  }));
  const eventItems = range.map((index): Event => ({
    _id: newId(),
    title: `District championship heat ${index}`,
    date: new Date(Date.UTC(2026, 0, 1) + (index % 2000) * 86_400_000).toISOString().slice(0, 10),
    image: photo,
    description: `All age categories, quad and inline. Heat ${index}. `.repeat(3),
    location: 'District Sports Complex',
    createdAt: at(index),
  }));
  const skaterItems = range.map((index): Skater => ({
    _id: newId(),
    status: 'approved',
    season: currentSeason(),
    dobChanges: [],
    rsfiNo: `RSFI-${index}`,
    name: `Skater ${String(index).padStart(4, '0')}`,
    parentName: 'Neha Sharma',
    dob: `${2008 + (index % 12)}-04-12`,
    gender: index % 2 === 0 ? 'Female' : 'Male',
    aadharNo: aadhaar(index),
    phoneNo: '9876543210',
    email: `skater-${index}@example.com`,
    eventCategory: EVENT_CATEGORIES[index % EVENT_CATEGORIES.length] ?? EVENT_CATEGORIES[0],
    representativeClub: 'Riverside Roller Academy',
    coachName: 'Arjun Nair',
    skaterPhoto: photo,
    proofType: 'Aadhar',
    fileKey: proof,
    consentAt: at(index),
    createdAt: at(index),
  }));
  await Promise.all([bulkLoad('news', newsItems), bulkLoad('events', eventItems), bulkLoad('skater-profiles', skaterItems)]);
  // Migrated here, before the first request: a measurement should not include it.
  await Promise.all([news().count('newest'), events().count('byDate'), skaters().count('publicByName', approvedList(currentSeason()))]);
  return {
    news: newsItems.map((item) => item._id),
    events: eventItems.map((item) => item._id),
    skaters: skaterItems.map((item) => item._id),
  };
};

/** Median and 95th percentile of a list of latencies (ms). */
export const percentiles = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted.length === 0 ? Number.NaN : (sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN);
  return { p50: at(0.5), p95: at(0.95) };
};

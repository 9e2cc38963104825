/**
 * `npm run test:load`: the site when the district championship is announced. For LOAD_SECONDS
 * (60 by default) LOAD_CLIENTS simulated visitors and admins (50 by default) hit the
 * production-like local server (scripts/bench/server.ts, its own process, temporary store) over
 * loopback: public pages and API reads, the three public forms (each visitor with its own address,
 * some visitors flooding past the rate limit, some double-clicking submit), and admin creates and
 * deletes (some double-clicked). Then it prints the counts and checks, against the store itself:
 *   - no answer was a 5xx (nor a dropped connection),
 *   - every accepted write is in the store exactly once, and every refused one is not,
 *   - every deleted item is gone, and a double-clicked delete succeeded once.
 * Then LIVE_PHONES phones (2,000) follow one championship's live answer for as long again
 * (scripts/bench/live-phones.ts): requests/s, bytes per phone per minute, p95.
 * Exits non-zero on any failure.
 */
import { randomBytes } from 'node:crypto';
import { news } from '#shared/collections/content.ts';
import { events, registrations } from '#shared/collections/events.ts';
import { contactMessages } from '#shared/collections/messages.ts';
import { skaters, ADMIN_SKATER_LIST, UNVERIFIED_LIST } from '#shared/collections/registry.ts';
import { CLIENT_HEADER, eventBody, newsBody, seedCollections, signIn, skaterBody, startServerProcess } from './bench/harness.ts';
import { followLive } from './bench/live-phones.ts';

const SECONDS = Number(process.env['LOAD_SECONDS'] ?? 60);
const CLIENTS = Number(process.env['LOAD_CLIENTS'] ?? 50);
const ADMINS = 3;
const RUN = randomBytes(3).toString('hex');

type Collection = 'news' | 'events' | 'skaterprofiles' | 'registrations' | 'contact';
type Kind = 'public read' | 'admin read' | 'form' | 'admin write' | 'admin delete';

interface Write {
  collection: Collection;
  /** A field value only this write has (title, name, subject, or e-mail for registrations). */
  marker: string;
  id?: string;
}

const stats = new Map<Kind, Map<number, number>>();
const failures: string[] = [];
const accepted: Write[] = [];
const refused: Write[] = [];
const deleted: Write[] = [];
/** Accepted writes not yet chosen for deletion, per collection. */
const deletable = new Map<Collection, Write[]>();
let doubleClickDeletes = 0;
let doubleClickSubmits = 0;

const count = (kind: Kind, status: number) => {
  const byStatus = stats.get(kind) ?? new Map<number, number>();
  byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
  stats.set(kind, byStatus);
};

const random = <T>(items: readonly T[]): T | undefined => items[Math.floor(Math.random() * items.length)];
const chance = (p: number) => Math.random() < p;
let serial = 0;
const next = () => (serial += 1);

const main = async () => {
  console.log(`Load test: ${CLIENTS} concurrent clients for ${SECONDS} s against the local server (run ${RUN}).`);
  const server = await startServerProcess();
  const { origin } = server;
  let exitCode = 0;
  try {
    const seeded = await seedCollections(20);
    const cookies = await Promise.all(Array.from({ length: ADMINS }, () => signIn(origin, server.admin)));

    const send = async (kind: Kind, method: string, path: string, options: { body?: unknown; cookie?: string; client?: string } = {}) => {
      const headers: Record<string, string> = {};
      if (method !== 'GET') headers['origin'] = origin;
      if (options.body !== undefined) headers['content-type'] = 'application/json';
      if (options.cookie) headers['cookie'] = options.cookie;
      if (options.client) headers[CLIENT_HEADER] = options.client;
      try {
        const res = await fetch(`${origin}${path}`, {
          method,
          headers,
          ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
        });
        const text = await res.text();
        count(kind, res.status);
        if (res.status >= 500) failures.push(`${method} ${path} answered ${res.status}: ${text.slice(0, 200)}`);
        let json: Record<string, unknown> = {};
        try {
          json = JSON.parse(text) as Record<string, unknown>;
        } catch {
          // Pages are HTML.
        }
        return { status: res.status, json };
      } catch (error) {
        count(kind, 0);
        failures.push(`${method} ${path} failed: ${error instanceof Error ? error.message : String(error)}`);
        return { status: 0, json: {} };
      }
    };

    const remember = (write: Write, status: number) => {
      if (status === 201) {
        accepted.push(write);
        const pool = deletable.get(write.collection) ?? [];
        pool.push(write);
        deletable.set(write.collection, pool);
      } else refused.push(write);
    };

    const publicRead = async () => {
      const paths = [
        '/',
        '/events/',
        '/News/',
        '/gallery/',
        '/skatersprofile/',
        '/api/news',
        '/api/events',
        '/api/skaterprofiles',
        '/api/achievements',
        '/api/gallery',
        '/api/associative-club',
        '/api/updates',
        '/api/breaking-news',
        `/api/news/${random(seeded.news) ?? ''}`,
        `/api/events/${random(seeded.events) ?? ''}`,
      ];
      await send('public read', 'GET', random(paths) ?? '/');
    };

    const form = async () => {
      const n = next();
      // Most visitors submit once; a few flood from one address and meet the rate limit (429).
      const client = chance(0.08) ? `flooder-${n % 2}` : `visitor-${RUN}-${n}`;
      const which = random(['registration', 'contact', 'skater'] as const);
      if (which === 'registration') {
        const eventId = random(seeded.events) ?? '';
        const email = `load-${RUN}-${n}@example.com`;
        const body = { eventId, name: `Runner ${n}`, age: 12, email, phone: '9123456789' };
        if (chance(0.1)) {
          // Double-clicked submit: two identical requests at once; one is kept, the other is 409.
          doubleClickSubmits += 1;
          const [a, b] = await Promise.all([
            send('form', 'POST', '/api/registrations', { body, client }),
            send('form', 'POST', '/api/registrations', { body, client }),
          ]);
          const wins = [a, b].filter((res) => res.status === 201);
          if (wins.length > 1) failures.push(`double-clicked registration ${email} was accepted twice`);
          const won = wins[0];
          if (won) remember({ collection: 'registrations', marker: email, id: String(won.json['_id']) }, 201);
          else refused.push({ collection: 'registrations', marker: email });
          return;
        }
        const res = await send('form', 'POST', '/api/registrations', { body, client });
        remember({ collection: 'registrations', marker: email, id: String(res.json['_id'] ?? '') }, res.status);
      } else if (which === 'contact') {
        const subject = `Load contact ${RUN}-${n}`;
        const res = await send('form', 'POST', '/api/contact', {
          body: { email: `c${n}@example.com`, subject, content: 'When are the trials?' },
          client,
        });
        remember({ collection: 'contact', marker: subject }, res.status);
      } else {
        const body = { ...skaterBody(`${RUN}-${n}`, n), name: `Load skater ${RUN}-${n}` };
        const res = await send('form', 'POST', '/api/skaterprofiles', { body, client });
        remember({ collection: 'skaterprofiles', marker: body.name, id: String(res.json['_id'] ?? '') }, res.status);
      }
    };

    const contactIdOf = async (cookie: string, subject: string) => {
      // Searched by subject: the list answers a page, and an older message is past the first one.
      const res = await send('admin read', 'GET', `/api/contact?q=${encodeURIComponent(subject)}`, { cookie });
      const list = Array.isArray(res.json) ? (res.json as { _id: string; subject: string }[]) : [];
      return list.find((item) => item.subject === subject)?._id;
    };

    const admin = async () => {
      const cookie = random(cookies) ?? '';
      const n = next();
      const roll = Math.random();
      if (roll < 0.25) {
        const body = newsBody(`${RUN}-${n}`);
        const res = await send('admin write', 'POST', '/api/news', { body, cookie });
        remember({ collection: 'news', marker: body.title, id: String(res.json['_id'] ?? '') }, res.status);
      } else if (roll < 0.4) {
        const body = eventBody(`${RUN}-${n}`);
        const res = await send('admin write', 'POST', '/api/events', { body, cookie });
        remember({ collection: 'events', marker: body.title, id: String(res.json['_id'] ?? '') }, res.status);
      } else if (roll < 0.5) {
        await send('admin read', 'GET', random(['/api/registrations', '/api/contact', '/api/skaterprofiles']) ?? '/api/contact', {
          cookie,
        });
      } else {
        const collection = random(['news', 'events', 'skaterprofiles', 'registrations', 'contact'] as const) ?? 'news';
        const pool = deletable.get(collection) ?? [];
        const target = pool.splice(Math.floor(Math.random() * pool.length), 1)[0];
        if (!target) return;
        const id = target.id || (collection === 'contact' ? await contactIdOf(cookie, target.marker) : undefined);
        if (!id) {
          failures.push(`accepted ${collection} write ${target.marker} is not listed for admins`);
          return;
        }
        target.id = id;
        const path = `/api/${collection}/${id}`;
        if (chance(0.15)) {
          // A double-clicked delete: exactly one succeeds, the other finds nothing (404).
          doubleClickDeletes += 1;
          const results = await Promise.all([
            send('admin delete', 'DELETE', path, { cookie }),
            send('admin delete', 'DELETE', path, { cookie }),
          ]);
          const statuses = results.map((res) => res.status).sort();
          if (statuses[0] !== 200 || statuses[1] !== 404) failures.push(`double-clicked DELETE ${path} answered ${statuses.join(' and ')}`);
          if (statuses.includes(200)) deleted.push(target);
          return;
        }
        const res = await send('admin delete', 'DELETE', path, { cookie });
        if (res.status === 200) deleted.push(target);
        else failures.push(`DELETE ${path} of an accepted write answered ${res.status}`);
      }
    };

    const started = Date.now();
    const deadline = started + SECONDS * 1000;
    const client = async (index: number) => {
      // Every fifth client is an admin at work; the others are visitors who mostly read.
      const isAdmin = index % 5 === 0;
      while (Date.now() < deadline) {
        if (isAdmin) await (chance(0.7) ? admin() : publicRead());
        else await (chance(0.8) ? publicRead() : form());
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, (_, index) => client(index)));
    const elapsed = (Date.now() - started) / 1000;
    await server.settle();

    // The store itself, read by this process with the server's Blobs context: every list the admin
    // screens read, in full (the index summaries), and the registrations waiting for the parent's
    // confirmation, so a write missing from a list counts as lost.
    const everything = async <S>(items: AsyncIterable<readonly S[]>): Promise<S[]> => {
      const found: S[] = [];
      for await (const chunk of items) found.push(...chunk);
      return found;
    };
    const stored: Record<Collection, { _id: string; marker: string }[]> = {
      news: (await everything(news().scan('newest'))).map((item) => ({ _id: item._id, marker: item.title })),
      events: (await everything(events().scan('byDate'))).map((item) => ({ _id: item._id, marker: item.title })),
      // A registration from the public form waits for the parent's confirmation, on a list of its own.
      skaterprofiles: [
        ...(await everything(skaters().scan('adminByName', { partition: ADMIN_SKATER_LIST }))).map((item) => ({
          _id: item._id,
          marker: item.name,
        })),
        ...(await Promise.all(
          (await everything(skaters().scan('unverified', { partition: UNVERIFIED_LIST }))).map(async ({ _id }) => ({
            _id,
            marker: (await skaters().get(_id))?.name ?? '',
          })),
        )),
      ],
      registrations: (await everything(registrations().scan('newest'))).map((item) => ({ _id: item._id, marker: item.email })),
      contact: (await everything(contactMessages().scan('newest'))).map((item) => ({ _id: item._id, marker: item.subject })),
    };
    const matches = (write: Write) => stored[write.collection].filter((item) => item.marker === write.marker);
    const gone = new Set(deleted);
    for (const write of accepted) {
      const found = matches(write);
      if (gone.has(write)) {
        if (found.length > 0) failures.push(`deleted ${write.collection} ${write.marker} is still stored`);
      } else if (found.length !== 1) failures.push(`accepted ${write.collection} ${write.marker} is stored ${found.length} times`);
      else if (write.id && found[0]?._id !== write.id)
        failures.push(`accepted ${write.collection} ${write.marker} is stored under another id`);
    }
    const acceptedMarkers = new Set(accepted.map((write) => `${write.collection}\u0000${write.marker}`));
    for (const write of refused) {
      if (acceptedMarkers.has(`${write.collection}\u0000${write.marker}`)) continue;
      if (matches(write).length > 0) failures.push(`refused ${write.collection} ${write.marker} was stored anyway`);
    }

    let total = 0;
    console.log(`\n${'requests'.padEnd(14)} ${'total'.padStart(7)}  by status`);
    for (const [kind, byStatus] of stats) {
      const sum = [...byStatus.values()].reduce((a, b) => a + b, 0);
      total += sum;
      const detail = [...byStatus.entries()]
        .sort(([a], [b]) => a - b)
        .map(([status, n]) => `${status === 0 ? 'no answer' : status}: ${n}`)
        .join(', ');
      console.log(`${kind.padEnd(14)} ${String(sum).padStart(7)}  ${detail}`);
    }
    const fivexx = [...stats.values()].reduce(
      (sum, byStatus) => sum + [...byStatus].filter(([status]) => status >= 500 || status === 0).reduce((a, [, n]) => a + n, 0),
      0,
    );
    console.log(
      `${'all'.padEnd(14)} ${String(total).padStart(7)}  in ${elapsed.toFixed(1)} s (${(total / elapsed).toFixed(0)} requests/s), 5xx or no answer: ${fivexx}`,
    );
    const byCollection = (list: Write[]) =>
      (['news', 'events', 'skaterprofiles', 'registrations', 'contact'] as const)
        .map((name) => `${name} ${list.filter((write) => write.collection === name).length}`)
        .join(', ');
    console.log(`accepted writes: ${accepted.length} (${byCollection(accepted)})`);
    console.log(`refused writes:  ${refused.length} (rate limit, duplicates, unknown events)`);
    console.log(`deleted:         ${deleted.length} (${byCollection(deleted)})`);
    console.log(`double clicks:   ${doubleClickSubmits} submits, ${doubleClickDeletes} deletes`);
    console.log(
      `store checked:   ${accepted.length - deleted.length} accepted writes present once, ${deleted.length} deleted items absent`,
    );

    // A district final: the phones at the rink follow the championship live.
    failures.push(...(await followLive(origin, cookies[0] ?? '', SECONDS)).slice(0, 30));

    if (failures.length > 0) {
      exitCode = 1;
      console.log(`\nFAIL: ${failures.length} problems`);
      for (const failure of failures.slice(0, 30)) console.log(`  - ${failure}`);
    } else console.log('\nPASS: no 5xx, every accepted write stored exactly once, every deleted item gone.');
  } finally {
    await server.stop();
  }
  process.exitCode = exitCode;
};

await main();

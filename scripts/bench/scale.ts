/**
 * `npm run bench -- --scale`: the site as a district's decade grows it. For each size (100, 1,000,
 * 10,000 and 20,000 records in every collection; `--short` stops at 1,000) a fresh store is filled
 * through the bulk path (scale-data.ts: the first release's layout, migrated by the store), the
 * production-like server answers from it in a child process, and this process measures:
 *
 * - writes through the real handlers (an admin's news item, a skater profile through the public
 *   form with its photo and proof, an event registration): p50 and p95;
 * - the first page of every list route, public and admin: bytes and p50/p95 latency, and the
 *   largest page a client may ask for (100 items) and the server-side searches, in bytes;
 * - a full build from the content export: its time, and the HTML, JavaScript and CSS of each list
 *   page (gzipped, as transferred) and the elements its markup holds;
 * - the scheduled repair over every collection, run after run as the schedule would until its pass
 *   is complete, twice (the first pass reads every record, the next only what changed): its time
 *   per 1,000 records, its longest run, and the drift it found.
 *
 * Then the targets, as PASS/FAIL lines: at the largest size every answer within 1 MB, the largest
 * list page within 150 KB transferred and 1,500 elements, write and list p95 within 2× of the
 * smallest size, the build within 2 minutes, and the repair's every run within a scheduled
 * function's 30 s with no drift found. Sizes run one after another (a store of 20,000
 * records of nine collections is large), so a machine busy with other work weighs on them unevenly.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSite } from './build-site.ts';
import { pageWeight, type PageWeight } from '#scripts/lib/page-weight.ts';
import { CLIENT_HEADER, newsBody, percentiles, signIn, skaterBody, startServerProcess } from './harness.ts';
import { loadScale } from './scale-data.ts';
import { REPAIRED_COLLECTIONS } from '#functions/repair-store.ts';
import { repairStore } from '#shared/store/index.ts';

const MB = 1024 * 1024;
const TARGETS = {
  answerBytes: MB,
  pageTransferBytes: 150 * 1024,
  pageElements: 1_500,
  growth: 2,
  buildSeconds: 120,
  repairRunSeconds: 30,
} as const;

interface Route {
  label: string;
  path: string;
  admin: boolean;
}

const LIST_ROUTES = (eventId: string): Route[] => [
  { label: 'GET /api/achievements', path: '/api/achievements', admin: false },
  { label: 'GET /api/achievements?level=National', path: '/api/achievements?level=National', admin: false },
  { label: 'GET /api/updates', path: '/api/updates', admin: false },
  { label: 'GET /api/events', path: '/api/events', admin: false },
  { label: 'GET /api/news', path: '/api/news', admin: false },
  { label: 'GET /api/gallery', path: '/api/gallery', admin: false },
  { label: 'GET /api/associative-club', path: '/api/associative-club', admin: false },
  { label: 'GET /api/skaterprofiles (public)', path: '/api/skaterprofiles', admin: false },
  { label: 'GET /api/skaterprofiles (admin)', path: '/api/skaterprofiles', admin: true },
  { label: 'GET /api/registrations (admin)', path: '/api/registrations', admin: true },
  { label: 'GET /api/registrations?event= (admin)', path: `/api/registrations?event=${eventId}`, admin: true },
  { label: 'GET /api/contact (admin)', path: '/api/contact', admin: true },
];

/** Searches and filters scan the index summaries: measured too, but not held to the paging targets. */
const SEARCHES: Route[] = [
  { label: 'search profiles (public) "aditi"', path: '/api/skaterprofiles?q=aditi', admin: false },
  { label: 'search profiles (admin) "family-4"', path: '/api/skaterprofiles?q=family-4&ageCategory=Junior', admin: true },
  { label: 'achievements year=2020 level=State', path: '/api/achievements?year=2020&level=State,National', admin: false },
  { label: 'search registrations "runner-7"', path: '/api/registrations?q=runner-7', admin: true },
];

const LIST_PAGES = [
  '/skatersprofile',
  '/achievements',
  '/national',
  '/state',
  '/international',
  '/district',
  '/gallery',
  '/News',
  '/events',
  '/club',
];

interface Timing {
  p50: number;
  p95: number;
  bytes: number;
  failed: number;
  latencies: number[];
}

/** `count` requests one after another (latency, not throughput); the answer's size from the last. */
const timeRequests = async (origin: string, path: string, init: RequestInit, count: number): Promise<Timing> => {
  const latencies: number[] = [];
  let bytes = 0;
  let failed = 0;
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    const res = await fetch(`${origin}${path}`, init);
    const body = await res.arrayBuffer();
    latencies.push(performance.now() - started);
    bytes = body.byteLength;
    if (!res.ok) failed += 1;
  }
  return { ...percentiles(latencies), bytes, failed, latencies };
};

/** `count` writes, `concurrency` at a time, each with its own body. */
const timeWrites = async (
  origin: string,
  count: number,
  concurrency: number,
  request: (index: number) => { path: string; init: RequestInit },
): Promise<Timing> => {
  const latencies: number[] = [];
  let failed = 0;
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next;
      next += 1;
      const { path, init } = request(index);
      const started = performance.now();
      const res = await fetch(`${origin}${path}`, init);
      await res.arrayBuffer();
      latencies.push(performance.now() - started);
      if (res.status !== 201) failed += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { ...percentiles(latencies), bytes: 0, failed, latencies };
};

const build = async (work: string): Promise<{ exportSeconds: number; buildSeconds: number; pages: Map<string, PageWeight> }> => {
  const { outDir, exportSeconds, buildSeconds } = await buildSite(work);
  const pages = new Map<string, PageWeight>();
  for (const route of LIST_PAGES) {
    const html = await readFile(join(outDir, route.slice(1), 'index.html'), 'utf8');
    pages.set(route, pageWeight(outDir, route, html));
  }
  return { exportSeconds, buildSeconds, pages };
};

interface SizeResult {
  size: number;
  migrationSeconds: number;
  writes: Map<string, Timing>;
  lists: Map<string, Timing>;
  largest: Map<string, number>;
  searches: Map<string, Timing>;
  exportSeconds: number;
  buildSeconds: number;
  pages: Map<string, PageWeight>;
  repair: { full: RepairRuns; next: RepairRuns };
}

interface RepairRuns {
  runs: number;
  records: number;
  ms: number;
  longestMs: number;
  drift: number;
}

/** One pass of the repair as the schedule runs it (each run within its budget), run after run until it is complete. */
const repairPass = async (): Promise<RepairRuns> => {
  const measured: RepairRuns = { runs: 0, records: 0, ms: 0, longestMs: 0, drift: 0 };
  for (;;) {
    const report = await repairStore(REPAIRED_COLLECTIONS);
    measured.runs += 1;
    measured.ms += report.ms;
    measured.longestMs = Math.max(measured.longestMs, report.ms);
    if (report.pass.complete) return { ...measured, records: report.pass.records, drift: report.pass.drift };
  }
};

/** The first pass reads every record; the next ones only what changed since (and every seventh all again). */
const measureRepair = async (): Promise<{ full: RepairRuns; next: RepairRuns }> => ({ full: await repairPass(), next: await repairPass() });

const measureSize = async (size: number, short: boolean): Promise<SizeResult> => {
  const server = await startServerProcess();
  const work = await mkdtemp(join(tmpdir(), 'bench-scale-'));
  try {
    server.use();
    const started = performance.now();
    const { eventIds, migrationSeconds } = await loadScale(size);
    console.log(
      `  ${size}: store filled in ${((performance.now() - started) / 1000).toFixed(1)} s (migration ${migrationSeconds.toFixed(1)} s)`,
    );
    const cookie = await signIn(server.origin, server.admin);
    const origin = server.origin;
    const headersOf = (admin: boolean): Record<string, string> => (admin ? { cookie } : {});
    const reads = short ? 8 : 25;

    const lists = new Map<string, Timing>();
    const largest = new Map<string, number>();
    for (const route of LIST_ROUTES(eventIds[0] ?? '')) {
      // The first request of an instance reads the index from the store; the figures are of a warm one.
      await timeRequests(origin, route.path, { headers: headersOf(route.admin) }, 2);
      lists.set(route.label, await timeRequests(origin, route.path, { headers: headersOf(route.admin) }, reads));
      const separator = route.path.includes('?') ? '&' : '?';
      largest.set(
        route.label,
        (await timeRequests(origin, `${route.path}${separator}pageSize=100`, { headers: headersOf(route.admin) }, 1)).bytes,
      );
    }
    const searches = new Map<string, Timing>();
    for (const route of SEARCHES) {
      await timeRequests(origin, route.path, { headers: headersOf(route.admin) }, 1);
      searches.set(route.label, await timeRequests(origin, route.path, { headers: headersOf(route.admin) }, short ? 4 : 10));
    }

    const writesEach = short ? 12 : 40;
    const json = (body: unknown, extra: Record<string, string>) => ({
      method: 'POST',
      headers: { origin, 'content-type': 'application/json', ...extra },
      body: JSON.stringify(body),
    });
    const writes = new Map<string, Timing>();
    writes.set(
      'POST /api/news (admin)',
      await timeWrites(origin, writesEach, 4, (index) => ({ path: '/api/news', init: json(newsBody(`${size}-${index}`), { cookie }) })),
    );
    writes.set(
      'POST /api/skaterprofiles (form)',
      await timeWrites(origin, writesEach, 4, (index) => ({
        path: '/api/skaterprofiles',
        init: json(skaterBody(`scale ${size}-${index}`, 50_000_000 + size + index), { [CLIENT_HEADER]: `scale-${size}-${index}` }),
      })),
    );
    writes.set(
      'POST /api/registrations (form)',
      await timeWrites(origin, writesEach, 4, (index) => ({
        path: '/api/registrations',
        init: json(
          {
            eventId: eventIds[index % eventIds.length],
            name: `Runner ${index}`,
            age: 12,
            email: `scale-${size}-${index}@example.org`,
            phone: '9123456789',
          },
          { [CLIENT_HEADER]: `scale-r-${size}-${index}` },
        ),
      })),
    );
    await server.settle();
    const repair = await measureRepair();

    const built = await build(work);
    return { size, migrationSeconds, writes, lists, largest, searches, repair, ...built };
  } finally {
    await server.stop();
    await rm(work, { recursive: true, force: true });
  }
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => value.toFixed(1);

const table = (title: string, sizes: readonly number[], rows: { label: string; cells: string[] }[]) => {
  const width = Math.max(title.length, ...rows.map((row) => row.label.length));
  const cellWidth = Math.max(18, ...rows.flatMap((row) => row.cells.map((cell) => cell.length)));
  console.log(`\n${title.padEnd(width)}  ${sizes.map((size) => `${size.toLocaleString('en')} records`.padStart(cellWidth)).join('  ')}`);
  for (const row of rows) console.log(`${row.label.padEnd(width)}  ${row.cells.map((cell) => cell.padStart(cellWidth)).join('  ')}`);
};

export const runScale = async (short: boolean): Promise<boolean> => {
  const sizes = short ? [100, 1_000] : [100, 1_000, 10_000, 20_000];
  console.log(
    `Scale bench (${short ? 'short' : 'full'}): every collection at ${sizes.map((size) => size.toLocaleString('en')).join(', ')} records.`,
  );
  const results: SizeResult[] = [];
  for (const size of sizes) results.push(await measureSize(size, short));
  const all = (pick: (result: SizeResult) => Map<string, unknown>) => [...pick(results[0] as SizeResult).keys()];
  const cells = <V>(pick: (result: SizeResult) => Map<string, V>, label: string, show: (value: V) => string) =>
    results.map((result) => {
      const value = pick(result).get(label);
      return value === undefined ? '' : show(value);
    });

  /** One table of one measure: a row per label (those of the first size unless given), a column per size. */
  const measureTable = <V>(title: string, pick: (result: SizeResult) => Map<string, V>, show: (value: V) => string, labels = all(pick)) =>
    table(
      title,
      sizes,
      labels.map((label) => ({ label, cells: cells(pick, label, show) })),
    );
  const timingWithBytes = (t: Timing) => `${kb(t.bytes)}, ${ms(t.p50)} / ${ms(t.p95)}`;

  measureTable(
    'writes p50 / p95 ms',
    (result) => result.writes,
    (t) => `${ms(t.p50)} / ${ms(t.p95)}`,
  );
  measureTable('first page: bytes, p50 / p95 ms', (result) => result.lists, timingWithBytes);
  measureTable('largest page (100 items)', (result) => result.largest, kb);
  measureTable('searches: bytes, p50 / p95 ms', (result) => result.searches, timingWithBytes);
  measureTable(
    'list pages: HTML+JS+CSS gzip, elements',
    (result) => result.pages,
    (page) => `${kb(page.htmlGzip + page.jsGzip + page.cssGzip)}, ${page.elements}`,
    [...LIST_PAGES],
  );
  measureTable(
    'list pages: HTML raw / JS gzip',
    (result) => result.pages,
    (page) => `${kb(page.htmlBytes)} / ${kb(page.jsGzip)}`,
    [...LIST_PAGES],
  );
  table('build', sizes, [
    { label: 'migration of the bulk-loaded store, s', cells: results.map((result) => result.migrationSeconds.toFixed(1)) },
    { label: 'content export, s', cells: results.map((result) => result.exportSeconds.toFixed(1)) },
    { label: 'astro build, s', cells: results.map((result) => result.buildSeconds.toFixed(1)) },
  ]);
  const perThousand = (runs: RepairRuns) => ms((runs.ms / Math.max(1, runs.records)) * 1000);
  table('repair (every collection, runs of at most 20 s)', sizes, [
    { label: 'records checked', cells: results.map((result) => result.repair.full.records.toLocaleString('en')) },
    { label: 'full pass: ms per 1,000 records', cells: results.map((result) => perThousand(result.repair.full)) },
    {
      label: 'full pass: runs, longest run s',
      cells: results.map((result) => `${result.repair.full.runs}, ${(result.repair.full.longestMs / 1000).toFixed(1)}`),
    },
    { label: 'next pass: ms per 1,000 records', cells: results.map((result) => perThousand(result.repair.next)) },
    {
      label: 'next pass: runs, longest run s',
      cells: results.map((result) => `${result.repair.next.runs}, ${(result.repair.next.longestMs / 1000).toFixed(1)}`),
    },
    { label: 'drift found', cells: results.map((result) => String(result.repair.full.drift + result.repair.next.drift)) },
  ]);

  const first = results[0] as SizeResult;
  const last = results.at(-1) as SizeResult;
  let ok = true;
  const verdict = (pass: boolean, text: string) => {
    ok &&= pass;
    console.log(`${pass ? 'PASS' : 'FAIL'} ${text}`);
  };
  console.log('');
  const answers = [...last.lists.values(), ...last.searches.values()].map((timing) => timing.bytes).concat([...last.largest.values()]);
  verdict(
    Math.max(...answers) <= TARGETS.answerBytes,
    `every answer at ${last.size.toLocaleString('en')} within 1 MB (largest ${kb(Math.max(...answers))})`,
  );
  const heaviest = [...last.pages].reduce(
    (max, entry) => {
      const weight = entry[1].htmlGzip + entry[1].jsGzip + entry[1].cssGzip;
      return weight > max.weight ? { route: entry[0], weight } : max;
    },
    { route: '', weight: 0 },
  );
  verdict(
    heaviest.weight <= TARGETS.pageTransferBytes,
    `the largest list page (${heaviest.route}) ${kb(heaviest.weight)} transferred, within 150 KB`,
  );
  const busiest = [...last.pages].reduce(
    (max, entry) => (entry[1].elements > max.elements ? { route: entry[0], elements: entry[1].elements } : max),
    { route: '', elements: 0 },
  );
  verdict(
    busiest.elements <= TARGETS.pageElements,
    `the list page with the most elements (${busiest.route}) has ${busiest.elements}, within 1,500`,
  );
  // The p95 of every request of the kind at that size, pooled.
  const p95s = (result: SizeResult, pick: (result: SizeResult) => Map<string, Timing>) =>
    percentiles([...pick(result).values()].flatMap((timing) => timing.latencies)).p95;
  const growth = (label: string, pick: (result: SizeResult) => Map<string, Timing>) => {
    const small = p95s(first, pick);
    const large = p95s(last, pick);
    verdict(
      large <= TARGETS.growth * small,
      `${label} p95 ${ms(large)} ms at ${last.size.toLocaleString('en')} vs ${ms(small)} ms at ${first.size} (${(large / small).toFixed(2)}×, limit 2×)`,
    );
  };
  growth('write', (result) => result.writes);
  growth('list (first pages)', (result) => result.lists);
  verdict(
    last.buildSeconds <= TARGETS.buildSeconds,
    `astro build at ${last.size.toLocaleString('en')} in ${last.buildSeconds.toFixed(1)} s, within 2 minutes`,
  );
  const { full, next } = last.repair;
  verdict(
    Math.max(full.longestMs, next.longestMs) <= TARGETS.repairRunSeconds * 1000 && full.drift + next.drift === 0,
    `repair at ${last.size.toLocaleString('en')}: a full pass in ${full.runs} runs, the next in ${next.runs}, the longest ` +
      `${(Math.max(full.longestMs, next.longestMs) / 1000).toFixed(1)} s (limit 30 s), ${full.drift + next.drift} drift`,
  );
  const failures = results
    .flatMap((result) => [...result.writes.values(), ...result.lists.values(), ...result.searches.values()])
    .reduce((sum, timing) => sum + timing.failed, 0);
  verdict(failures === 0, `${failures} requests answered with an error`);
  return ok;
};

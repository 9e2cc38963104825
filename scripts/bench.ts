/**
 * `npm run bench` (`--short` or BENCH_SHORT=1 for CI): how the cost of the API grows with data.
 *
 * Starts the production-like local server in child processes on temporary stores (see
 * scripts/bench/server.ts), one seeded with 10, one with 100 and one with 1,000 records per
 * collection (news, events, skater profiles), and measures with autocannon from this process the
 * median and 95th-percentile latency and the requests per second of the list, detail and create
 * routes; counts the store round-trips of one list request; and times a full `astro build` with
 * 1,000 records per collection (into a temporary folder, so dist/ is left alone; BENCH_BUILD=off
 * leaves it out, as CI does because the scale bench times that build too). Reads are
 * measured in interleaved slices (10, 100, 1,000, then 1,000, 100, 10, …) so that other work on
 * the machine weighs on every size alike. Checks that list latency at 1,000 records stays within
 * 3× of 10 records, and exits non-zero when it does not.
 *
 * `--scale` (scripts/bench/scale.ts) grows every collection to 20,000 records instead and checks
 * the targets of a district's decade: answers, pages, writes and the build.
 *
 * `--certificates` (scripts/bench/certificates.ts) times the certificates of a championship of
 * 2,000 finishers: issuing, verifying, one PDF, and the PDF of all of them in the background.
 *
 * `--championship` (scripts/bench/championship.ts) times a championship of 2,000 skaters and 300
 * races through its routes: the race builder, entries, start lists, results, the team, exports.
 *
 * `--compare <checkout>` (scripts/bench/compare.ts) measures the API's read routes here and in
 * another checkout side by side, and fails when one is more than 10% slower at the median.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  eventBody,
  newsBody,
  seedCollections,
  signIn,
  skaterBody,
  startServerProcess,
  type Seeded,
  type ServerProcess,
} from './bench/harness.ts';
import { buildSite } from './bench/build-site.ts';
import { measure, pooled, type Measurement } from './bench/measure.ts';
import { runCertificates } from './bench/certificates.ts';
import { runChampionship } from './bench/championship.ts';
import { runCompare } from './bench/compare.ts';
import { runScale } from './bench/scale.ts';

const SHORT = process.argv.includes('--short') || process.env['BENCH_SHORT'] === '1';
const SKIP_BUILD = process.env['BENCH_BUILD'] === 'off';
const SIZES = [10, 100, 1000] as const;
// Short mode: 2 s of reads per route and size still makes 1,000 to 2,000 requests for each median.
const READ_SECONDS = SHORT ? 2 : 10;
/** Reads are measured in this many interleaved slices per size. */
const ROUNDS = SHORT ? 3 : 5;
const CREATES = SHORT ? 40 : 200;
const READ_CONNECTIONS = 10;
const CREATE_CONNECTIONS = 4;
const MAX_LIST_GROWTH = 3;

interface Row extends Partial<Measurement> {
  size: number;
  route: string;
  order: number;
  roundTrips?: number;
  note?: string;
}

interface Stack {
  server: ServerProcess;
  seeded: Seeded;
  cookie: string;
}

const pick = (ids: string[]) => ids[Math.floor(Math.random() * ids.length)] ?? '';

const RESOURCES = [
  { list: '/api/news', ids: (seeded: Seeded) => seeded.news, admin: true, body: (label: string) => newsBody(label) },
  { list: '/api/events', ids: (seeded: Seeded) => seeded.events, admin: true, body: (label: string) => eventBody(label) },
  {
    list: '/api/skaterprofiles',
    ids: (seeded: Seeded) => seeded.skaters,
    admin: false,
    body: (label: string, index: number) => skaterBody(label, index),
  },
] as const;

const main = async () => {
  console.log(
    `Bench (${SHORT ? 'short' : 'full'} mode): reads ${READ_SECONDS} s per size in ${ROUNDS} interleaved slices with ${READ_CONNECTIONS} connections, ${CREATES} creates with ${CREATE_CONNECTIONS} connections per route.`,
  );
  const rows: Row[] = [];
  const stacks = new Map<number, Stack>();
  let buildSeconds = Number.NaN;
  let builtPages = 0;
  try {
    for (const size of SIZES) {
      const server = await startServerProcess();
      server.use();
      stacks.set(size, { server, seeded: await seedCollections(size), cookie: await signIn(server.origin, server.admin) });
    }
    const stackOf = (size: number): Stack => {
      const stack = stacks.get(size);
      if (!stack) throw new Error(`no server for ${size}`);
      return stack;
    };

    for (const [index, resource] of RESOURCES.entries()) {
      // Warm every server up, then count the store round-trips of exactly one list request.
      const roundTrips = new Map<number, number>();
      for (const size of SIZES) {
        const { server } = stackOf(size);
        for (let i = 0; i < 20; i += 1) await (await fetch(`${server.origin}${resource.list}`)).arrayBuffer();
        const before = await server.operations();
        await (await fetch(`${server.origin}${resource.list}`)).arrayBuffer();
        roundTrips.set(size, (await server.operations()) - before);
      }

      const first = stackOf(SIZES[0]);
      const probe = await fetch(`${first.server.origin}${resource.list}/${pick(resource.ids(first.seeded))}`);
      await probe.arrayBuffer();
      const reads = [
        { route: `GET ${resource.list}`, order: 0, path: () => resource.list },
        ...(probe.status === 200
          ? [
              {
                route: `GET ${resource.list}/:id`,
                order: 1,
                path: (stack: Stack) => `${resource.list}/${pick(resource.ids(stack.seeded))}`,
              },
            ]
          : []),
      ];
      if (probe.status !== 200) {
        for (const size of SIZES)
          rows.push({ size, route: `GET ${resource.list}/:id`, order: index * 3 + 1, note: `no public detail route (${probe.status})` });
      }
      for (const read of reads) {
        const slices = new Map<number, Measurement[]>(SIZES.map((size) => [size, []]));
        for (let round = 0; round < ROUNDS; round += 1) {
          for (const size of round % 2 === 0 ? SIZES : [...SIZES].reverse()) {
            const stack = stackOf(size);
            const slice = await measure(
              stack.server.origin,
              { method: 'GET', path: () => read.path(stack) },
              { seconds: READ_SECONDS / ROUNDS },
              READ_CONNECTIONS,
            );
            slices.get(size)?.push(slice);
          }
        }
        for (const size of SIZES) {
          rows.push({
            size,
            route: read.route,
            order: index * 3 + read.order,
            ...pooled(slices.get(size) ?? []),
            ...(read.order === 0 ? { roundTrips: roundTrips.get(size) } : {}),
          });
        }
      }

      for (const size of SIZES) {
        const stack = stackOf(size);
        const headers: Record<string, string> = {
          origin: stack.server.origin,
          'content-type': 'application/json',
          ...(resource.admin ? { cookie: stack.cookie } : {}),
        };
        const create = await measure(
          stack.server.origin,
          {
            method: 'POST',
            path: resource.list,
            headers,
            body: (i: number) => JSON.stringify(resource.body(`${size}-${i}`, size * 10_000 + i)),
            distinctClients: !resource.admin,
          },
          { amount: CREATES },
          CREATE_CONNECTIONS,
        );
        rows.push({ size, route: `POST ${resource.list}`, order: index * 3 + 2, ...create, note: `collection grows to ${size + CREATES}` });
        await stack.server.settle();
      }
    }

    // A full build with 1,000 records per collection, into a temporary folder. BENCH_BUILD=off
    // leaves it out when the scale bench runs in the same CI run: it builds and times the site at
    // 1,000 records of every collection and holds that build to its target.
    if (!SKIP_BUILD) {
      stackOf(1000).server.use();
      const work = await mkdtemp(join(tmpdir(), 'bench-build-'));
      try {
        const built = await buildSite(work);
        const outDir = built.outDir;
        buildSeconds = built.buildSeconds;
        builtPages = (await readdir(outDir, { recursive: true })).filter((file) => file.endsWith('.html')).length;
      } finally {
        await rm(work, { recursive: true, force: true });
      }
    }
  } finally {
    await Promise.all([...stacks.values()].map(({ server }) => server.stop()));
  }
  rows.sort((a, b) => a.size - b.size || a.order - b.order);

  const ms = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? '' : value.toFixed(1));
  console.log('\nrecords  route                              median ms   p95 ms     req/s  requests  non-2xx  store round-trips');
  for (const row of rows) {
    console.log(
      [
        String(row.size).padStart(7),
        row.route.padEnd(34),
        ms(row.p50).padStart(9),
        ms(row.p95).padStart(8),
        (row.rps === undefined ? '' : row.rps.toFixed(0)).padStart(9),
        (row.count === undefined ? '' : String(row.count)).padStart(9),
        (row.failed === undefined ? '' : String(row.failed)).padStart(8),
        (row.roundTrips === undefined ? '' : String(row.roundTrips)).padStart(18),
        row.note ? `  ${row.note}` : '',
      ].join(' '),
    );
  }
  console.log(
    SKIP_BUILD
      ? '\nastro build with 1,000 records per collection: left out (BENCH_BUILD=off; the scale bench times it)'
      : `\nastro build with 1,000 records per collection: ${buildSeconds.toFixed(1)} s (${builtPages} pages)`,
  );

  const listMedian = new Map<string, Map<number, number>>();
  for (const row of rows) {
    if (row.order % 3 !== 0 || row.p50 === undefined) continue;
    const medians = listMedian.get(row.route) ?? new Map<number, number>();
    medians.set(row.size, row.p50);
    listMedian.set(row.route, medians);
  }
  let ok = true;
  for (const [route, medians] of listMedian) {
    const small = medians.get(10) ?? Number.NaN;
    const large = medians.get(1000) ?? Number.NaN;
    const pass = large <= MAX_LIST_GROWTH * small;
    ok &&= pass;
    console.log(
      `${pass ? 'PASS' : 'FAIL'} ${route}: median ${ms(large)} ms at 1,000 records vs ${ms(small)} ms at 10 (${(large / small).toFixed(2)}×, limit ${MAX_LIST_GROWTH}×)`,
    );
  }
  const failures = rows.reduce((sum, row) => sum + (row.failed ?? 0), 0);
  if (failures > 0) {
    ok = false;
    console.log(`FAIL ${failures} requests were not answered with 2xx`);
  }
  if (!ok) process.exitCode = 1;
};

const compareAt = process.argv.indexOf('--compare');
if (compareAt !== -1) {
  const checkout = process.argv[compareAt + 1];
  if (!checkout) throw new Error('Name the checkout to compare with: npm run bench -- --compare ../before');
  if (!(await runCompare(checkout))) process.exitCode = 1;
} else if (process.argv.includes('--scale')) {
  if (!(await runScale(SHORT))) process.exitCode = 1;
} else if (process.argv.includes('--certificates')) await runCertificates(SHORT);
else if (process.argv.includes('--championship')) await runChampionship(SHORT);
else await main();

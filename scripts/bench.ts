/**
 * `npm run bench` (`--short` or BENCH_SHORT=1 for CI): how the cost of the API grows with data.
 *
 * Starts the production-like local server in a child process on a temporary store (see
 * scripts/bench/server.ts), seeds 10, 100 and 1,000 records per collection (news, events, skater
 * profiles), and measures with autocannon from this process the median and 95th-percentile latency
 * and the requests per second of the list, detail and create routes; counts the store round-trips
 * of one list request; and times a full `astro build` with 1,000 records per collection (into a
 * temporary folder, so dist/ is left alone). Checks that list latency at 1,000 records stays
 * within 3× of 10 records, and exits non-zero when it does not.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { exportContent } from './lib/content-export.ts';
import {
  CLIENT_HEADER,
  eventBody,
  newsBody,
  percentiles,
  seedCollections,
  signIn,
  skaterBody,
  startServerProcess,
  type Seeded,
} from './bench/harness.ts';

const SHORT = process.argv.includes('--short') || process.env['BENCH_SHORT'] === '1';
const SIZES = [10, 100, 1000] as const;
const READ_SECONDS = SHORT ? 2 : 10;
const CREATES = SHORT ? 40 : 200;
const READ_CONNECTIONS = 10;
const CREATE_CONNECTIONS = 4;
const MAX_LIST_GROWTH = 3;

interface Measurement {
  p50: number;
  p95: number;
  rps: number;
  count: number;
  failed: number;
}

interface Target {
  method: 'GET' | 'POST';
  path: string | (() => string);
  headers?: Record<string, string>;
  body?: (index: number) => string;
  /** Fresh client address per request (public forms have a per-client limit). */
  distinctClients?: boolean;
}

let requestCounter = 0;

/** Runs autocannon against one route and keeps every latency, to take exact percentiles. */
const measure = (
  origin: string,
  target: Target,
  limit: { seconds: number } | { amount: number },
  connections: number,
): Promise<Measurement> =>
  new Promise((resolve, reject) => {
    const latencies: number[] = [];
    let failed = 0;
    let lastAnswer = 0;
    const started = performance.now();
    const instance = autocannon(
      {
        url: origin,
        connections,
        ...('seconds' in limit ? { duration: limit.seconds } : { amount: limit.amount }),
        requests: [
          {
            method: target.method,
            setupRequest: (request) => {
              requestCounter += 1;
              const index = requestCounter;
              const headers: Record<string, string> = { ...target.headers };
              if (target.distinctClients) headers[CLIENT_HEADER] = `bench-${index}`;
              return {
                ...request,
                method: target.method,
                path: typeof target.path === 'function' ? target.path() : target.path,
                headers,
                ...(target.body ? { body: target.body(index) } : {}),
              };
            },
          },
        ],
      },
      (error) => {
        if (error) reject(error);
        // From the first request to the last answer (autocannon's own end is rounded to its 1 s tick).
        const seconds = ((lastAnswer || performance.now()) - started) / 1000;
        resolve({ ...percentiles(latencies), rps: latencies.length / seconds, count: latencies.length, failed });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      lastAnswer = performance.now();
      latencies.push(responseTime);
      if (statusCode >= 300) failed += 1;
    });
    instance.on('reqError', () => {
      failed += 1;
    });
  });

interface Row extends Partial<Measurement> {
  size: number;
  route: string;
  roundTrips?: number;
  note?: string;
}

const main = async () => {
  console.log(
    `Bench (${SHORT ? 'short' : 'full'} mode): reads ${READ_SECONDS} s with ${READ_CONNECTIONS} connections, ${CREATES} creates with ${CREATE_CONNECTIONS} connections per route.`,
  );
  const server = await startServerProcess();
  const rows: Row[] = [];
  const listMedian = new Map<string, Map<number, number>>();
  let buildSeconds = Number.NaN;
  let builtPages = 0;
  try {
    const { origin } = server;
    const cookie = await signIn(origin, server.admin);
    const admin = { cookie, origin, 'content-type': 'application/json' };
    const publicForm = { origin, 'content-type': 'application/json' };

    for (const size of SIZES) {
      const seeded: Seeded = await seedCollections(size);
      const pick = (ids: string[]) => ids[Math.floor(Math.random() * ids.length)] ?? '';
      const resources = [
        {
          name: 'news',
          list: '/api/news',
          detail: () => `/api/news/${pick(seeded.news)}`,
          create: { headers: admin, body: (i: number) => JSON.stringify(newsBody(`${size}-${i}`)) },
        },
        {
          name: 'events',
          list: '/api/events',
          detail: () => `/api/events/${pick(seeded.events)}`,
          create: { headers: admin, body: (i: number) => JSON.stringify(eventBody(`${size}-${i}`)) },
        },
        {
          name: 'skaterprofiles',
          list: '/api/skaterprofiles',
          detail: () => `/api/skaterprofiles/${pick(seeded.skaters)}`,
          create: {
            headers: publicForm,
            body: (i: number) => JSON.stringify(skaterBody(`${size}-${i}`, size * 10_000 + i)),
            distinctClients: true,
          },
        },
      ];

      for (const resource of resources) {
        // Warm up the route, then count the store round-trips of exactly one list request.
        for (let i = 0; i < 20; i += 1) await (await fetch(`${origin}${resource.list}`)).arrayBuffer();
        const before = await server.operations();
        const res = await fetch(`${origin}${resource.list}`);
        await res.arrayBuffer();
        const roundTrips = (await server.operations()) - before;

        const list = await measure(origin, { method: 'GET', path: resource.list }, { seconds: READ_SECONDS }, READ_CONNECTIONS);
        rows.push({ size, route: `GET ${resource.list}`, ...list, roundTrips });
        const medians = listMedian.get(resource.list) ?? new Map<number, number>();
        medians.set(size, list.p50);
        listMedian.set(resource.list, medians);

        const probe = await fetch(`${origin}${resource.detail()}`);
        await probe.arrayBuffer();
        if (probe.status === 200) {
          const detail = await measure(origin, { method: 'GET', path: resource.detail }, { seconds: READ_SECONDS }, READ_CONNECTIONS);
          rows.push({ size, route: `GET ${resource.list}/:id`, ...detail });
        } else {
          rows.push({ size, route: `GET ${resource.list}/:id`, note: `no public detail route (${probe.status})` });
        }

        const create = await measure(
          origin,
          { method: 'POST', path: resource.list, ...resource.create },
          { amount: CREATES },
          CREATE_CONNECTIONS,
        );
        rows.push({ size, route: `POST ${resource.list}`, ...create, note: `collection grows to ${size + CREATES}` });
      }
      await server.settle();
    }

    // A full build with 1,000 records per collection, into a temporary folder.
    await seedCollections(1000);
    const work = await mkdtemp(join(tmpdir(), 'bench-build-'));
    try {
      const exportFile = join(work, 'public-content.json');
      await exportContent(exportFile);
      const outDir = join(work, 'dist');
      const started = performance.now();
      await new Promise<void>((resolve, reject) => {
        const child = spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build', '--outDir', outDir, '--silent'], {
          stdio: 'inherit',
          env: { ...process.env, CONTENT_EXPORT_FILE: exportFile },
        });
        child.on('error', reject);
        child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`astro build exited with ${code}`))));
      });
      buildSeconds = (performance.now() - started) / 1000;
      builtPages = (await readdir(outDir, { recursive: true })).filter((file) => file.endsWith('.html')).length;
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  } finally {
    await server.stop();
  }

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
  console.log(`\nastro build with 1,000 records per collection: ${buildSeconds.toFixed(1)} s (${builtPages} pages)`);

  let ok = true;
  for (const [route, medians] of listMedian) {
    const small = medians.get(10) ?? Number.NaN;
    const large = medians.get(1000) ?? Number.NaN;
    const pass = large <= MAX_LIST_GROWTH * small;
    ok &&= pass;
    console.log(
      `${pass ? 'PASS' : 'FAIL'} GET ${route}: median ${ms(large)} ms at 1,000 records vs ${ms(small)} ms at 10 (${(large / small).toFixed(2)}×, limit ${MAX_LIST_GROWTH}×)`,
    );
  }
  const failures = rows.reduce((sum, row) => sum + (row.failed ?? 0), 0);
  if (failures > 0) {
    ok = false;
    console.log(`FAIL ${failures} requests were not answered with 2xx`);
  }
  if (!ok) process.exitCode = 1;
};

await main();

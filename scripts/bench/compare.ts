/**
 * `npm run bench -- --compare <checkout>`: the API's latency here against another checkout of the
 * project (an older commit, with its own node_modules), in the same run on the same machine.
 *
 * Both checkouts' bench servers start side by side, each on its own store seeded alike (100 news,
 * events and skater profiles). Every GET route of this checkout's OpenAPI document without a path
 * parameter, plus a news item and an event by id, is probed on both with an owner's session; a
 * route both answer with 200 is measured in interleaved slices (before, after, then after, before,
 * …) so that other work on the machine weighs on both alike. Prints each route's median and 95th
 * percentile before and after, and fails when a route's median is more than 10% slower after.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { seedCollections, signIn, startServerProcess, type Seeded, type ServerProcess } from './harness.ts';
import { measure, pooled, type Measurement } from './measure.ts';

const MAX_SLOWER = 1.1;
const RECORDS = 100;
const SLICE_SECONDS = Number(process.env['COMPARE_SLICE_SECONDS'] ?? 1);
const ROUNDS = Number(process.env['COMPARE_ROUNDS'] ?? 6);
const CONNECTIONS = 4;

interface Side {
  label: 'before' | 'after';
  server: ServerProcess;
  seeded: Seeded;
  cookie: string;
}

interface Route {
  name: string;
  path: (side: Side) => string;
}

const start = async (label: Side['label'], checkout?: string): Promise<Side> => {
  const server = await startServerProcess(checkout);
  server.use();
  const seeded = await seedCollections(RECORDS);
  return { label, server, seeded, cookie: await signIn(server.origin, server.admin) };
};

/** The GET routes of this checkout's OpenAPI document that take no path parameter. */
const declaredReads = async (): Promise<Route[]> => {
  const document = JSON.parse(await readFile('docs/openapi.json', 'utf8')) as { paths: Record<string, Record<string, unknown>> };
  const plain = Object.entries(document.paths)
    .filter(([path, methods]) => 'get' in methods && !path.includes('{') && path !== '/api/openapi.json')
    .map(([path]): Route => ({ name: `GET ${path}`, path: () => path }));
  return [
    ...plain,
    { name: 'GET /api/news/{id}', path: (side) => `/api/news/${side.seeded.news[7] ?? ''}` },
    { name: 'GET /api/events/{id}', path: (side) => `/api/events/${side.seeded.events[7] ?? ''}` },
  ];
};

const read = (side: Side, route: Route, limit: { seconds: number } | { amount: number }): Promise<Measurement> =>
  measure(side.server.origin, { method: 'GET', path: route.path(side), headers: { cookie: side.cookie } }, limit, CONNECTIONS);

export const runCompare = async (beforeCheckout: string): Promise<boolean> => {
  const checkout = resolve(beforeCheckout);
  console.log(`Compare: ${checkout} (before) against this checkout (after); ${ROUNDS} interleaved slices of ${SLICE_SECONDS} s per route.`);
  const sides: Side[] = [];
  try {
    sides.push(await start('before', checkout), await start('after'));
    const [before, after] = sides as [Side, Side];
    const measured: { route: Route; before: Measurement; after: Measurement }[] = [];
    for (const route of await declaredReads()) {
      // A route one checkout cannot answer at all (its server closes the connection) is skipped like one it refuses.
      const probes = await Promise.all(
        [before, after].map(async (side) => {
          try {
            const res = await fetch(`${side.server.origin}${route.path(side)}`, { headers: { cookie: side.cookie } });
            await res.arrayBuffer();
            return String(res.status);
          } catch (error) {
            return `no answer (${error instanceof Error ? error.message : String(error)})`;
          }
        }),
      );
      if (probes.some((status) => status !== '200')) {
        console.log(`skipped ${route.name}: answered ${probes.join(' before, ')} after`);
        continue;
      }
      // Warm both up, so that neither pays for its first load of the route's code.
      await Promise.all([before, after].map((side) => read(side, route, { amount: 20 })));
      const slices = { before: [] as Measurement[], after: [] as Measurement[] };
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const side of round % 2 === 0 ? [before, after] : [after, before]) {
          slices[side.label].push(await read(side, route, { seconds: SLICE_SECONDS }));
        }
      }
      measured.push({ route, before: pooled(slices.before), after: pooled(slices.after) });
    }

    const ms = (value: number) => value.toFixed(2).padStart(9);
    console.log('\nroute                                   before p50  after p50   change  before p95  after p95  requests');
    let ok = true;
    for (const row of measured) {
      const change = row.after.p50 / row.before.p50;
      const slower = change > MAX_SLOWER;
      ok &&= !slower && row.before.failed === 0 && row.after.failed === 0;
      console.log(
        [
          row.route.name.padEnd(38),
          ms(row.before.p50).padStart(11),
          ms(row.after.p50).padStart(10),
          `${((change - 1) * 100).toFixed(0).padStart(6)}%`,
          ms(row.before.p95).padStart(11),
          ms(row.after.p95).padStart(10),
          `${row.before.count}/${row.after.count}`.padStart(10),
          slower ? '  SLOWER by more than 10%' : '',
          row.before.failed + row.after.failed > 0 ? `  ${row.before.failed + row.after.failed} non-2xx` : '',
        ].join(' '),
      );
    }
    console.log(`\n${ok ? 'PASS' : 'FAIL'}: ${measured.length} routes measured; none may be more than 10% slower at the median.`);
    return ok;
  } finally {
    await Promise.all(sides.map((side) => side.server.stop()));
  }
};

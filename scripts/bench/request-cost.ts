/**
 * `node scripts/bench/request-cost.ts [--before <checkout>] [--requests N] [--rounds N] [route …]`:
 * the CPU time one request costs, for a few simple reads, in this checkout and (with `--before`) in
 * another one with its own node_modules. CPU time of the process is much steadier than wall time
 * on a machine others are using, so this separates what the API's code costs from what the load
 * costs.
 *
 * Each checkout runs in a process of its own: a throwaway local Blobs store seeded as the
 * latency bench seeds it (100 news, events and skater profiles), the production-like local server
 * in the same process, an owner signed in. A route is called one request after another through the
 * server's own handler (no socket), and the process's CPU time (user + system, the store's server
 * included) is divided by the requests; so are the store's round-trips. The two processes take
 * turns, round by round, so that both meet the same load; the median round and the lowest (the
 * least disturbed) are printed.
 * `--direct` calls the route's function itself (as Netlify does once it has chosen the function)
 * instead of going through the local server, which chooses among the functions as `npm start` does.
 * `--profile <folder>` has each process write a V8 CPU profile there, to see where the time goes.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
// The other checkout's modules are loaded by path at run time; their types are this checkout's.
import type * as LocalBlobs from '#scripts/lib/local-blobs.ts';
import type * as Passwords from '#shared/security/passwords.ts';
import type * as Harness from './harness.ts';
import type * as LocalServer from '#scripts/local-server/server.ts';
import type * as LocalFunctions from '#scripts/local-server/functions.ts';

const ROUTES = ['GET /api/news/{id}', 'GET /api/events/{id}', 'GET /api/updates', 'GET /api/session', 'GET /api/news'];

interface Round {
  cpuMicros: number;
  wallMs: number;
  operations: number;
  status: number;
}

type Message = { type: 'ready' } | { type: 'measured'; round: Round } | { type: 'failed'; message: string };

if (process.argv[2] === '--child') {
  await child(resolve(process.argv[3] ?? '.'));
} else {
  await parent();
}

async function child(checkout: string): Promise<void> {
  const at = (path: string) => pathToFileURL(join(checkout, path)).href;
  const directory = await mkdtemp(join(tmpdir(), 'request-cost-'));
  const { startLocalBlobs } = (await import(at('scripts/lib/local-blobs.ts'))) as typeof LocalBlobs;
  const blobs = await startLocalBlobs({ directory: join(directory, 'blobs') });
  const admin = { name: 'cost-admin', password: 'a request-cost password, long enough' };
  const { hashPassword } = (await import(at('netlify/functions/_shared/security/passwords.ts'))) as typeof Passwords;
  process.env['NETLIFY_BLOBS_CONTEXT'] = blobs.encodedContext;
  process.env['ADMIN_USERS'] = `${admin.name}:${await hashPassword(admin.password)}`;
  process.env['MAIL_OUTBOX_DIR'] = join(directory, 'outbox');
  delete process.env['BUILD_HOOK_URL'];
  delete process.env['SMTP_URL'];
  const { seedCollections } = (await import(at('scripts/bench/harness.ts'))) as typeof Harness;
  const { createLocalServer } = (await import(at('scripts/local-server/server.ts'))) as typeof LocalServer;
  const { matchFunction } = (await import(at('scripts/local-server/functions.ts'))) as typeof LocalFunctions;
  const seeded = await seedCollections(100);
  const server = await createLocalServer({ root: checkout });
  const origin = 'http://127.0.0.1:8888';
  const login = await server.handle(
    new Request(`${origin}/api/login`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify({ admin: admin.name, password: admin.password }),
    }),
  );
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const pathOf = (route: string) =>
    route
      .replace(/^GET /, '')
      .replace('/api/news/{id}', `/api/news/${seeded.news[7] ?? ''}`)
      .replace('/api/events/{id}', `/api/events/${seeded.events[7] ?? ''}`);

  const run = async (route: string, requests: number, direct: boolean): Promise<Round> => {
    const path = pathOf(route);
    const url = `${origin}${path}`;
    const fn = matchFunction(server.routes, path, 'GET');
    if (!fn) throw new Error(`no function serves ${path}`);
    // Straight to the function, as Netlify calls it once it has chosen the function; or through the local server's routing.
    const call = direct
      ? (req: Request) => fn.route.handler(req, { params: fn.params, ip: '127.0.0.1', waitUntil: () => undefined })
      : (req: Request) => server.handle(req);
    let status = 0;
    const operations = blobs.operations();
    const wall = performance.now();
    const cpu = process.cpuUsage();
    for (let index = 0; index < requests; index += 1) {
      const res = await call(new Request(url, { headers: { cookie } }));
      await res.arrayBuffer();
      status = res.status;
    }
    const used = process.cpuUsage(cpu);
    return {
      cpuMicros: (used.user + used.system) / requests,
      wallMs: (performance.now() - wall) / requests,
      operations: (blobs.operations() - operations) / requests,
      status,
    };
  };

  process.on('message', (message: { route: string; requests: number; direct: boolean } | { stop: true }) => {
    if ('stop' in message) {
      void server
        .settle()
        .then(() => blobs.stop())
        .then(() => rm(directory, { recursive: true, force: true }))
        .then(() => process.exit(0));
      return;
    }
    run(message.route, message.requests, message.direct).then(
      (round) => process.send?.({ type: 'measured', round } satisfies Message),
      (error: unknown) => process.send?.({ type: 'failed', message: String(error) } satisfies Message),
    );
  });
  process.send?.({ type: 'ready' } satisfies Message);
}

async function parent(): Promise<void> {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const index = args.indexOf(name);
    if (index < 0) return undefined;
    const [value] = args.splice(index, 2).slice(1);
    return value;
  };
  const before = option('--before');
  const requests = Number(option('--requests') ?? 2000);
  const rounds = Number(option('--rounds') ?? 7);
  // Calls each route's function itself, without the local server's choice of function (Netlify's own work).
  const direct = args.includes('--direct');
  if (direct) args.splice(args.indexOf('--direct'), 1);
  // Each process writes a V8 CPU profile (.cpuprofile) of its whole run into this folder.
  const profile = option('--profile');
  const routes = args.length > 0 ? args : ROUTES;

  const start = async (checkout: string) => {
    const process_ = fork(fileURLToPath(import.meta.url), ['--child', checkout], {
      cwd: checkout,
      execArgv: [...process.execArgv, ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${resolve(profile)}`] : [])],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    await next(process_, 'ready');
    return process_;
  };
  const sides: { label: string; process: ChildProcess }[] = [];
  try {
    if (before) sides.push({ label: 'before', process: await start(resolve(before)) });
    sides.push({ label: before ? 'after' : 'now', process: await start(process.cwd()) });
    console.log(
      `CPU time per request in µs (user + system, the store's server included), of ${rounds} rounds of ${requests} requests each, ` +
        (direct ? 'calling the function itself.' : 'through the local server.'),
    );
    const labels = sides.map(({ label }) => label);
    console.log(
      [
        'route'.padEnd(24),
        ...labels.map((label) => `${label} median`.padStart(14)),
        ...(before ? ['change'.padStart(7)] : []),
        ...labels.map((label) => `${label} lowest`.padStart(14)),
        ...(before ? ['change'.padStart(7)] : []),
        '  store reads',
      ].join(''),
    );
    const change = ([first, second]: number[]) => (before && first ? `${(((second ?? 0) / first - 1) * 100).toFixed(0)}%`.padStart(7) : '');
    for (const route of routes) {
      // Warm up: the first requests load and compile the route's code.
      for (const side of sides) await measureOn(side.process, route, Math.min(500, requests), direct);
      const measured = sides.map(() => [] as Round[]);
      for (let round = 0; round < rounds; round += 1) {
        const order = round % 2 === 0 ? sides.map((_, index) => index) : sides.map((_, index) => index).reverse();
        for (const index of order) measured[index]?.push(await measureOn(sides[index]!.process, route, requests, direct));
      }
      const medians = measured.map((list) => median(list.map((one) => one.cpuMicros)));
      // Other work on the machine only ever adds CPU time (shared caches, frequency): the least disturbed round is the lowest.
      const lowest = measured.map((list) => Math.min(...list.map((one) => one.cpuMicros)));
      const statuses = measured.map((list) => list.at(-1)?.status).join('/');
      const reads = measured.map((list) => (list.at(-1)?.operations ?? 0).toFixed(1)).join('/');
      console.log(
        [
          route.padEnd(24),
          ...medians.map((value) => value.toFixed(0).padStart(14)),
          change(medians),
          ...lowest.map((value) => value.toFixed(0).padStart(14)),
          change(lowest),
          `  ${reads}  (answers ${statuses})`,
        ].join(''),
      );
    }
  } finally {
    for (const side of sides) side.process.send({ stop: true });
  }
}

function next(process_: ChildProcess, type: Message['type']): Promise<Message> {
  return new Promise((resolve, reject) => {
    const exited = (code: number | null) => reject(new Error(`a request-cost process exited with ${code}`));
    const listener = (message: Message) => {
      if (message.type === 'failed') reject(new Error(message.message));
      else if (message.type === type) resolve(message);
      else return;
      process_.off('message', listener);
      process_.off('exit', exited);
    };
    process_.on('message', listener);
    process_.once('exit', exited);
  });
}

async function measureOn(process_: ChildProcess, route: string, requests: number, direct: boolean): Promise<Round> {
  const answer = next(process_, 'measured');
  process_.send({ route, requests, direct });
  return ((await answer) as { round: Round }).round;
}

function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
}

/**
 * `node scripts/bench/cold-start.ts [--before <checkout>] contact session …`: the cold start and
 * bundle size of function files, measured the way Netlify runs them. Each file is bundled with
 * esbuild as zip-it-and-ship-it does (one ESM file, node built-ins and the native sharp left
 * outside), then a fresh Node process imports the bundle and answers one request that needs no
 * store (a POST from another site, refused); the time from before the import to the answer is the
 * cold start, as wall time and as the process's CPU time (which a busy machine disturbs less).
 * With `--before`, the same files of another checkout (main) are measured too, the runs of the two
 * taking turns so that both meet the same load. Prints the medians of several runs per file.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const RUNS = 11;
const args = process.argv.slice(2);
const beforeAt = args.indexOf('--before');
const before = beforeAt >= 0 ? args[beforeAt + 1] : undefined;
const names = beforeAt >= 0 ? args.filter((_arg, index) => index !== beforeAt && index !== beforeAt + 1) : args;
if (names.length === 0)
  throw new Error('Name the function files to measure: node scripts/bench/cold-start.ts [--before ../main] contact session');

/** The child's whole job: import, answer once, print the milliseconds (wall and CPU). */
const CHILD = `
const started = performance.now();
const cpu = process.cpuUsage();
const module = await import(process.argv[1]);
const paths = [module.config?.path].flat().filter(Boolean);
const path = String(paths[0] ?? '/').replace(':id', '0123456789abcdef01234567');
const req = new Request('http://localhost' + path, { method: 'POST', headers: { origin: 'https://elsewhere.example' } });
const res = await module.default(req, { params: {}, ip: '127.0.0.1', waitUntil: () => {} });
await res.arrayBuffer();
const used = process.cpuUsage(cpu);
console.log(JSON.stringify({ ms: performance.now() - started, cpu: (used.user + used.system) / 1000, status: res.status }));
`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

interface Measured {
  label: string;
  outfile: string;
  bytes: number;
  gzipped: number;
  wall: number[];
  cpu: number[];
  status: number;
}

const bundle = async (checkout: string, name: string, label: string, work: string): Promise<Measured> => {
  const outfile = join(work, `${label}-${name}.mjs`);
  await build({
    entryPoints: [resolve(checkout, 'netlify/functions', `${name}.ts`)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    external: ['sharp'],
    // Bundled CommonJS packages call require(): give the ESM bundle one, as zip-it-and-ship-it does.
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    logLevel: 'error',
  });
  return {
    label,
    outfile,
    bytes: (await stat(outfile)).size,
    gzipped: gzipSync(await readFile(outfile)).byteLength,
    wall: [],
    cpu: [],
    status: 0,
  };
};

const runOnce = (measured: Measured) => {
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', CHILD, measured.outfile], {
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const parsed = JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as { ms: number; cpu: number; status: number };
  measured.wall.push(parsed.ms);
  measured.cpu.push(parsed.cpu);
  measured.status = parsed.status;
};

const work = await mkdtemp(join(tmpdir(), 'cold-start-'));
try {
  for (const name of names) {
    const targets = [
      ...(before ? [await bundle(resolve(before), name, 'before', work)] : []),
      await bundle(process.cwd(), name, before ? 'after' : 'now', work),
    ];
    for (let run = 0; run < RUNS; run += 1) for (const target of targets) runOnce(target);
    for (const { label, bytes, gzipped, wall, cpu, status } of targets) {
      console.log(
        `${name.padEnd(14)} ${label.padEnd(6)} bundle ${(bytes / 1024).toFixed(0).padStart(5)} KB (gzip ${(gzipped / 1024).toFixed(0).padStart(4)} KB)` +
          `  cold start median ${median(wall).toFixed(0).padStart(5)} ms wall, ${median(cpu).toFixed(0).padStart(5)} ms CPU, of ${RUNS} (answer ${status})`,
      );
    }
  }
} finally {
  await rm(work, { recursive: true, force: true });
}

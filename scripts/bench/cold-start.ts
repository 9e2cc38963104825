/**
 * `node scripts/bench/cold-start.ts contact session …`: the cold start and bundle size of function
 * files, measured the way Netlify runs them. Each file is bundled with esbuild as zip-it-and-ship-it
 * does (one ESM file, node built-ins and the native sharp left outside), then a fresh Node process
 * imports the bundle and answers one request that needs no store (a POST from another site, refused); the time from
 * before the import to the answer is the cold start. Prints the median of several runs per file.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, stat, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const RUNS = 7;
const names = process.argv.slice(2);
if (names.length === 0) throw new Error('Name the function files to measure: node scripts/bench/cold-start.ts contact session');

/** The child's whole job: import, answer once, print the milliseconds. */
const CHILD = `
const started = performance.now();
const module = await import(process.argv[1]);
const paths = [module.config?.path].flat().filter(Boolean);
const path = String(paths[0] ?? '/').replace(':id', '0123456789abcdef01234567');
const req = new Request('http://localhost' + path, { method: 'POST', headers: { origin: 'https://elsewhere.example' } });
const res = await module.default(req, { params: {}, ip: '127.0.0.1', waitUntil: () => {} });
await res.arrayBuffer();
console.log(JSON.stringify({ ms: performance.now() - started, status: res.status }));
`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const work = await mkdtemp(join(tmpdir(), 'cold-start-'));
try {
  for (const name of names) {
    const outfile = join(work, `${name}.mjs`);
    await build({
      entryPoints: [resolve('netlify/functions', `${name}.ts`)],
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
    const bytes = (await stat(outfile)).size;
    const gzipped = gzipSync(await readFile(outfile)).byteLength;
    const times: number[] = [];
    let status = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const out = execFileSync(process.execPath, ['--input-type=module', '-e', CHILD, outfile], {
        encoding: 'utf8',
        env: { ...process.env, NODE_ENV: 'production' },
      });
      const parsed = JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as { ms: number; status: number };
      times.push(parsed.ms);
      status = parsed.status;
    }
    console.log(
      `${name.padEnd(16)} bundle ${(bytes / 1024).toFixed(0).padStart(5)} KB (gzip ${(gzipped / 1024).toFixed(0).padStart(4)} KB)  cold start median ${median(times).toFixed(1).padStart(6)} ms of ${RUNS} (answer ${status})`,
    );
  }
} finally {
  await rm(work, { recursive: true, force: true });
}

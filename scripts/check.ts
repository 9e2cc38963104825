/**
 * `npm run check`: every static check of the repository, all run to the end, failing when any
 * fails: no citation of outside documents (check-citations.ts), the docs in step with the code
 * (check-docs.ts), every public sentence in the catalogues of both languages (check-i18n.ts), the
 * types of the .astro files and of every .ts/.tsx file of the tsconfig (`astro check`, which
 * reports a type error in any of them: a separate `tsc --noEmit` checked the same files again),
 * lint (`eslint .`) and format (`prettier --check .`).
 *
 * Each check is one process on one core, so they run side by side, as many at once as the machine
 * has cores (CHECK_JOBS overrides it), the longest first: on a 2-core machine the two type checks
 * run together instead of one after the other. Each check's output is printed whole when it ends,
 * with its time, so outputs never interleave.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

interface Check {
  name: string;
  command: string;
  args: string[];
}

/**
 * Longest first (CPU seconds, measured one at a time: astro check 60, prettier 30, eslint 18, the
 * doc checks 3): on two cores, astro check on one, the others one after another on the other.
 */
const CHECKS: Check[] = [
  { name: 'astro check', command: 'astro', args: ['check'] },
  { name: 'prettier --check .', command: 'prettier', args: ['--check', '.'] },
  { name: 'eslint .', command: 'eslint', args: ['.'] },
  { name: 'check-docs', command: 'node', args: ['scripts/check-docs.ts'] },
  { name: 'check-citations', command: 'node', args: ['scripts/check-citations.ts'] },
  { name: 'check-i18n', command: 'node', args: ['scripts/check-i18n.ts'] },
];

const jobs = Math.max(1, Number(process.env['CHECK_JOBS'] ?? availableParallelism()));

interface Outcome {
  check: Check;
  ok: boolean;
  seconds: number;
}

const runCheck = (check: Check): Promise<Outcome> =>
  new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(check.command, check.args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    const finish = (ok: boolean, extra = '') => {
      const seconds = (performance.now() - started) / 1000;
      process.stdout.write(`\n== ${check.name}: ${ok ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s\n`);
      process.stdout.write(Buffer.concat(output));
      if (extra) process.stdout.write(`${extra}\n`);
      resolve({ check, ok, seconds });
    };
    child.on('error', (error) => finish(false, String(error)));
    child.on('close', (code) => finish(code === 0));
  });

const queue = [...CHECKS];
const outcomes: Outcome[] = [];
await Promise.all(
  Array.from({ length: Math.min(jobs, queue.length) }, async () => {
    for (let check = queue.shift(); check; check = queue.shift()) outcomes.push(await runCheck(check));
  }),
);

const failed = outcomes.filter((outcome) => !outcome.ok);
console.log(`\n== npm run check (${jobs} at a time)`);
for (const { check, ok, seconds } of outcomes)
  console.log(`${check.name.padEnd(20)} ${seconds.toFixed(1).padStart(7)} s  ${ok ? 'ok' : 'FAILED'}`);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.map((outcome) => outcome.check.name).join(', ')}`);
  process.exitCode = 1;
}

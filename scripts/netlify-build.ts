/**
 * `npm run build:netlify`: builds the repository the way Netlify builds it, offline, with Netlify's
 * own build tooling (@netlify/build, the engine of Netlify's build servers and of `netlify build`):
 * it reads netlify.toml, runs the local export-content plugin (against a local Blobs store loaded
 * with the sample content, handed over as NETLIFY_BLOBS_CONTEXT as Netlify does for plugins), runs
 * the build command, and bundles every function with zip-it-and-ship-it. Then it checks the
 * result: the exported content is the store's, the pages and dist/_headers were built, every
 * function in netlify/functions has a bundle whose routes are its config.path, and every bundle
 * loads on its own and answers a request against the store without a 5xx, stays within Netlify's
 * size limit, and, when it carries sharp, runs it.
 *
 * Writes what a Netlify build writes: .content/, dist/ and .netlify/functions/. With
 * BUILD_STORE_COPY=<folder> it also keeps a copy of the store the site was built from there (CI
 * hands both to the browser tests, so the site is built once per run).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import build from '@netlify/build';
import { publicContentSchema } from '#domain/content/public-content.schema.ts';
import { CONTENT_EXPORT_FILE } from '#lib/build-content.ts';
import { news } from '#shared/collections/content.ts';
import { startLocalBlobs } from './lib/local-blobs.ts';
import { loadSampleData } from './lib/sample-data.ts';
import { loadFunctions } from './local-server/functions.ts';

const root = process.cwd();
const started = performance.now();
const problems: string[] = [];
const work = await mkdtemp(join(tmpdir(), 'netlify-build-'));
const blobs = await startLocalBlobs({ directory: join(work, 'blobs') });
process.env['NETLIFY_BLOBS_CONTEXT'] = blobs.encodedContext;

interface ManifestFunction {
  name: string;
  path: string;
  runtime: string;
  routes?: { pattern: string }[];
}

/** Unpacks a function bundle (zip) with node-stream-zip (installed with @netlify/build) or unzip. */
const unpack = async (zip: string, into: string) => {
  await mkdir(into, { recursive: true });
  try {
    const { default: StreamZip } = (await import('node-stream-zip')) as unknown as {
      default: {
        async: new (options: { file: string }) => { extract: (entry: null, to: string) => Promise<number>; close: () => Promise<void> };
      };
    };
    const archive = new StreamZip.async({ file: zip });
    await archive.extract(null, into);
    await archive.close();
  } catch (error) {
    if ((error as { code?: string }).code !== 'ERR_MODULE_NOT_FOUND') throw error;
    execFileSync('unzip', ['-q', '-o', zip, '-d', into]);
  }
};

/** Netlify's limit for a zipped function. */
const MAX_BUNDLE_BYTES = 50 * 1024 * 1024;

/**
 * Loads sharp from the unpacked bundle next to `entry` (not the repository's) and encodes a picture
 * with it, in a process of its own: one process should not load several copies of libvips.
 */
const sharpWorks = (entry: string): string => {
  const script = [
    "import { createRequire } from 'node:module';",
    `const sharp = createRequire(${JSON.stringify(entry)})('sharp');`,
    "await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } }).png().toBuffer();",
  ].join('\n');
  try {
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { stdio: 'pipe' });
    return 'works';
  } catch (error) {
    const stderr = ((error as { stderr?: Buffer }).stderr?.toString() ?? String(error)).replace(/\s+/g, ' ').slice(0, 400);
    problems.push(`${entry}: sharp does not work from the bundle: ${stderr}`);
    return 'fails';
  }
};

try {
  await loadSampleData();
  // BUILD_STORE_COPY=<folder>: a copy of the store this build is made from, so that the browser
  // tests can serve this very dist/ over it (CI builds the site once).
  const storeCopy = process.env['BUILD_STORE_COPY'];
  if (storeCopy) {
    await rm(resolve(root, storeCopy), { recursive: true, force: true });
    await cp(join(work, 'blobs'), resolve(root, storeCopy), { recursive: true, preserveTimestamps: true });
  }
  const expectedNews = await news().count('newest');
  // Fresh outputs only: a stale bundle must not pass for a new one.
  await rm(resolve(root, '.netlify/functions'), { recursive: true, force: true });
  await rm(resolve(root, '.content'), { recursive: true, force: true });

  console.log('== @netlify/build (offline): netlify.toml, plugins, build command, functions');
  const result = await build({
    cwd: root,
    repositoryRoot: root,
    offline: true,
    mode: 'cli',
    telemetry: false,
    context: 'production',
    siteId: 'offline',
    deployId: 'offline',
    dry: false,
    buffer: false,
  } as unknown as Parameters<typeof build>[0]);
  if (!result.success) throw new Error(`@netlify/build failed (severity ${result.severityCode})`);

  console.log('\n== checking the build');
  // 1. The plugin exported the store's content, and astro build prerendered it.
  const exported = publicContentSchema.parse(JSON.parse(await readFile(resolve(root, CONTENT_EXPORT_FILE), 'utf8')));
  if (exported.news.total !== expectedNews || expectedNews === 0)
    problems.push(`the export counts ${exported.news.total} news items, the store ${expectedNews}`);
  const home = await readFile(resolve(root, 'dist/index.html'), 'utf8').catch(() => '');
  if (!exported.breakingNews || !home.includes(exported.breakingNews))
    problems.push('dist/index.html does not show the exported breaking news');
  const headers = await readFile(resolve(root, 'dist/_headers'), 'utf8').catch(() => '');
  if (!headers.includes('Content-Security-Policy:')) problems.push('dist/_headers with the page CSP is missing');
  const pages = (await readdir(resolve(root, 'dist'), { recursive: true })).filter((file) => file.endsWith('.html')).length;

  // 2. Every function has a bundle, routed by its config.path.
  const functions = await loadFunctions(resolve(root, 'netlify/functions'));
  const manifest = JSON.parse(await readFile(resolve(root, '.netlify/functions/manifest.json'), 'utf8')) as {
    functions: ManifestFunction[];
  };
  const rows: string[] = [];
  for (const fn of functions) {
    const bundled = manifest.functions.find((entry) => entry.name === fn.name);
    if (!bundled) {
      problems.push(`${fn.name}: no bundle`);
      continue;
    }
    const expected = fn.patterns.map((pattern) => pattern.pathname).sort();
    const routed = (bundled.routes ?? []).map((route) => route.pattern).sort();
    if (JSON.stringify(expected) !== JSON.stringify(routed))
      problems.push(`${fn.name}: bundle routes ${routed.join(', ')} differ from config.path ${expected.join(', ')}`);
    const size = (await stat(bundled.path)).size;

    // 3. The bundle alone (no repository around it) loads and answers a request against the store.
    const dir = join(work, 'bundles', fn.name);
    await unpack(bundled.path, dir);
    const entry = join(dir, 'netlify/functions', `${fn.name}.mjs`);
    let answer = 'not loaded';
    if (!existsSync(entry)) problems.push(`${fn.name}: the bundle has no netlify/functions/${fn.name}.mjs`);
    else {
      const module = (await import(pathToFileURL(entry).href)) as { default: (req: Request, context: unknown) => Promise<Response> };
      const path = (fn.patterns[0]?.pathname ?? '/').replace(/:[A-Za-z]+/g, '0123456789abcdef01234567');
      const res = await module.default(new Request(`http://localhost:8888${path}`), {
        params: {},
        ip: '127.0.0.1',
        waitUntil: () => undefined,
      });
      answer = `GET ${path} → ${res.status}`;
      if (res.status >= 500) problems.push(`${fn.name}: the bundled function answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
      // Functions that clean images load sharp only when they store one: prove its native code came along.
      if (existsSync(join(dir, 'node_modules/sharp'))) answer += `, sharp ${sharpWorks(entry)}`;
    }
    if (size > MAX_BUNDLE_BYTES)
      problems.push(`${fn.name}: the bundle has ${(size / 1024 / 1024).toFixed(0)} MB, Netlify takes at most 50 MB`);
    rows.push(`  ${fn.name.padEnd(18)} ${`${(size / 1024).toFixed(0)} KB`.padStart(8)}  ${bundled.runtime}  ${answer}`);
  }
  for (const extra of manifest.functions.filter((entry) => !functions.some((fn) => fn.name === entry.name)))
    problems.push(`unexpected bundle ${extra.name}`);

  console.log(
    `content export: ${exported.news.total} news, ${exported.events.total} events, ${exported.skaters.total} skaters (from the store, by the plugin)`,
  );
  console.log(`pages: ${pages} HTML files in dist/, dist/_headers ${headers ? 'written' : 'missing'}`);
  console.log(`functions: ${manifest.functions.length} bundled in .netlify/functions, each loaded from its bundle alone:`);
  for (const row of rows) console.log(row);
  console.log(`\nbuild:netlify ${problems.length === 0 ? 'PASS' : 'FAIL'} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  for (const problem of problems) console.log(`  - ${problem}`);
  if (problems.length > 0) process.exitCode = 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await blobs.stop();
  await rm(work, { recursive: true, force: true });
}

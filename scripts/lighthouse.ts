/**
 * `npm run lighthouse`: Lighthouse (mobile preset) with the local Chromium against the built site,
 * for every public page: the home page, /about, /team, /News and a news item's page, /events and
 * one event, /achievements and a level page, /club and a club, /gallery, /skatersprofile, the
 * registration pages, /contactus, /membership and /privacy. Prints a table of performance, accessibility, best practices
 * and SEO, lists what kept a page below target, and fails when a page misses its targets
 * (performance ≥ 95; accessibility, best practices and SEO 100).
 *
 * Without --base it starts the production-like local server itself (`node scripts/start.ts`: fresh
 * store with sample content, content export, `astro build`, serve) on LIGHTHOUSE_PORT + 1, behind a
 * small proxy on LIGHTHOUSE_PORT (8893) that compresses text answers with brotli as Netlify's CDN
 * does (the local server sends them uncompressed, which would make every page look heavier than
 * visitors will get it). It builds into dist/, like the browser tests: run it under the same lock.
 *
 * Then it runs again at scale: a store holding the sample content and 10,000 more skater profiles
 * (`--skaters` changes the number), built and served the same way, where every list page must still
 * score at least 95 for performance. `--base` or `--only` skip that run; `--scale-only` runs it alone.
 *
 *   node scripts/lighthouse.ts [--base http://localhost:8888] [--only /events,/team] [--skaters 10000] [--scale-only] [--no-fail]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { rm } from 'node:fs/promises';
import { CHROMIUM_FLAGS, resolveChromium } from './lib/chromium.ts';
import { startLocalBlobs } from './lib/local-blobs.ts';
import { addManySkaters } from './lib/many-skaters.ts';
import { loadSampleData } from './lib/sample-data.ts';

const argument = (name: string): string | undefined => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
};

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TARGETS: Record<(typeof CATEGORIES)[number], number> = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
/** Every public page; EVENT, NEWS_ITEM and CLUB stand for the first event's, news item's and club's page. */
const PAGES = [
  '/',
  '/about',
  '/team',
  '/News',
  'NEWS_ITEM',
  '/events',
  'EVENT',
  '/achievements',
  '/national',
  '/club',
  'CLUB',
  '/gallery',
  '/skatersprofile',
  '/skaterform',
  '/registration-status',
  '/renew',
  '/contactus',
  '/membership',
  '/privacy',
];

/** The list pages, audited again at scale. */
const LIST_PAGES = ['/skatersprofile', '/achievements', '/national', '/News', '/events', '/gallery', '/club'];
const SCALE_DATA_DIR = '.netlify/lighthouse-scale-blobs';

const port = Number(process.env['LIGHTHOUSE_PORT'] ?? 8893);
let server: ChildProcess | undefined;
let proxy: Server | undefined;

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

/** Forwards to the local server and compresses text answers with brotli, as Netlify's CDN does. */
const startCompressingProxy = (listenPort: number, targetPort: number): Promise<Server> =>
  new Promise((resolve) => {
    const created = createServer((incoming, outgoing) => {
      const upstream = httpRequest(
        {
          host: '127.0.0.1',
          port: targetPort,
          path: incoming.url,
          method: incoming.method,
          headers: { ...incoming.headers, 'accept-encoding': 'identity' },
        },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => {
            const headers = { ...answer.headers };
            let body = Buffer.concat(chunks);
            const type = String(headers['content-type'] ?? '');
            if (COMPRESSIBLE.test(type) && /\bbr\b/.test(String(incoming.headers['accept-encoding'] ?? '')) && body.length > 1024) {
              body = brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } });
              headers['content-encoding'] = 'br';
              headers['vary'] = 'Accept-Encoding';
            }
            headers['content-length'] = String(body.length);
            delete headers['transfer-encoding'];
            outgoing.writeHead(answer.statusCode ?? 502, headers);
            outgoing.end(body);
          });
        },
      );
      upstream.on('error', () => {
        outgoing.writeHead(502);
        outgoing.end();
      });
      incoming.pipe(upstream);
    });
    created.listen(listenPort, '127.0.0.1', () => resolve(created));
  });

const waitFor = async (url: string, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
};

const stopServer = () => {
  proxy?.close();
  proxy = undefined;
  if (server?.pid) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  server = undefined;
};
process.on('exit', stopServer);
process.on('SIGINT', () => process.exit(130));

/** Starts the local site (export, build, serve) on a store of its own behind the compressing proxy. */
const startSite = async (env: Record<string, string>): Promise<string> => {
  const base = `http://localhost:${port}`;
  server = spawn(process.execPath, ['scripts/start.ts'], {
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port + 1),
      MAIL_OUTBOX_DIR: '.netlify/lighthouse-outbox',
      // Canonical URLs and the sitemap name the address Lighthouse visits.
      SITE_URL: base,
      ...env,
    },
  });
  await waitFor(`http://localhost:${port + 1}/api/session`, 600_000);
  proxy = await startCompressingProxy(port, port + 1);
  return base;
};

/** A store with the sample content and `count` more skater profiles (migrated on first use). */
const prepareScaleStore = async (count: number) => {
  await rm(SCALE_DATA_DIR, { recursive: true, force: true });
  const blobs = await startLocalBlobs({ directory: SCALE_DATA_DIR });
  const previous = process.env['NETLIFY_BLOBS_CONTEXT'];
  process.env['NETLIFY_BLOBS_CONTEXT'] = blobs.encodedContext;
  try {
    await addManySkaters(count);
    await loadSampleData();
  } finally {
    await blobs.stop();
    if (previous === undefined) delete process.env['NETLIFY_BLOBS_CONTEXT'];
    else process.env['NETLIFY_BLOBS_CONTEXT'] = previous;
  }
};

interface Result {
  page: string;
  scores: Record<string, number>;
  misses: string[];
}

const audit = async (base: string, paths: readonly string[]): Promise<Result[]> => {
  const chromium = await resolveChromium();
  const chrome = await launch({
    chromePath: chromium.executablePath,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    envVars: { ...process.env, ...chromium.env },
  });
  const results: Result[] = [];
  try {
    for (const path of paths) {
      const runner = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      if (!runner) throw new Error(`Lighthouse gave no result for ${path}`);
      const { lhr } = runner;
      const scores = Object.fromEntries(CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]));
      const misses = CATEGORIES.flatMap((category) =>
        (lhr.categories[category]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0)
          .map((ref) => lhr.audits[ref.id]!)
          .filter((item) => item.score !== null && item.score < (category === 'performance' ? 0.9 : 1))
          .map((item) => `${category}: ${item.id}${item.displayValue ? ` (${item.displayValue})` : ''}`),
      );
      results.push({ page: path, scores, misses });
      console.log(`${path}: ${CATEGORIES.map((category) => `${category} ${scores[category]}`).join(', ')}`);
    }
  } finally {
    chrome.kill();
  }
  return results;
};

/** Prints the table and what kept pages below target; answers whether every page met `targets`. */
const report = (title: string, results: Result[], targets: Partial<typeof TARGETS>): boolean => {
  console.log(`\n${title}`);
  console.table(results.map((result) => ({ page: result.page, ...result.scores })));
  for (const result of results.filter((item) => item.misses.length > 0)) console.log(`${result.page}: ${result.misses.join('; ')}`);
  const failing = results.filter((result) =>
    Object.entries(targets).some(([category, target]) => (result.scores[category] ?? 0) < (target ?? 0)),
  );
  const wanted = Object.entries(targets)
    .map(([category, target]) => `${category} ≥ ${target}`)
    .join(', ');
  if (failing.length > 0) console.error(`Below target (${wanted}): ${failing.map((result) => result.page).join(', ')}`);
  else console.log(`Every page meets its targets (${wanted}).`);
  return failing.length === 0;
};

const only = argument('only')?.split(',');
const givenBase = argument('base');
const skaters = Number(argument('skaters') ?? 10_000);
let ok = true;
try {
  if (!process.argv.includes('--scale-only')) {
    if (!givenBase) console.log(`Starting the site on http://localhost:${port} (build included)...`);
    const base = givenBase ?? (await startSite({ LOCAL_DATA_DIR: '.netlify/lighthouse-blobs', RESET_DATA: '1' }));
    const first = async (api: string, prefix: string, fallback: string) => {
      const [item] = (await (await fetch(`${base}${api}`)).json()) as { _id: string }[];
      return item ? `${prefix}${item._id}` : fallback;
    };
    const details: Record<string, string> = {
      EVENT: await first('/api/events', '/events/', '/events'),
      NEWS_ITEM: await first('/api/news', '/News/', '/News'),
      CLUB: await first('/api/associative-club', '/club/', '/club'),
    };
    // --only names pages as PAGES does (NEWS_ITEM, EVENT and CLUB for the detail pages).
    const paths = PAGES.filter((path) => !only || only.includes(path)).map((path) => details[path] ?? path);
    ok = report('The site with its sample content', await audit(base, paths), TARGETS) && ok;
    stopServer();
  }
  if (!givenBase && !only) {
    console.log(`\nPreparing a store with ${skaters.toLocaleString('en')} more skater profiles, then building and serving it...`);
    await prepareScaleStore(skaters);
    const base = await startSite({ LOCAL_DATA_DIR: SCALE_DATA_DIR });
    const title = `The list pages at ${skaters.toLocaleString('en')} more skater profiles`;
    ok = report(title, await audit(base, LIST_PAGES), { performance: TARGETS.performance }) && ok;
  }
} finally {
  stopServer();
}
if (!ok && !process.argv.includes('--no-fail')) process.exitCode = 1;

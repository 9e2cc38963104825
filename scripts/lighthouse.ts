/**
 * `npm run lighthouse`: Lighthouse (mobile preset) with the local Chromium against the built site,
 * for the pages of the issue: /, /team, /News, /events, one event, /achievements, /gallery,
 * /skatersprofile and /skaterform. Prints a table of performance, accessibility, best practices
 * and SEO, lists what kept a page below target, and fails when a page misses its targets
 * (performance ≥ 95; accessibility, best practices and SEO 100).
 *
 * Without --base it starts the production-like local server itself (`node scripts/start.ts`: fresh
 * store with sample content, content export, `astro build`, serve) on LIGHTHOUSE_PORT + 1, behind a
 * small proxy on LIGHTHOUSE_PORT (8893) that compresses text answers with brotli as Netlify's CDN
 * does (the local server sends them uncompressed, which would make every page look heavier than
 * visitors will get it). It builds into dist/, like the browser tests: run it under the same lock.
 *
 *   node scripts/lighthouse.ts [--base http://localhost:8888] [--only /events,/team] [--no-fail]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, resolveChromium } from './lib/chromium.ts';

const argument = (name: string): string | undefined => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
};

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TARGETS: Record<(typeof CATEGORIES)[number], number> = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const PAGES = ['/', '/team', '/News', '/events', 'EVENT', '/achievements', '/gallery', '/skatersprofile', '/skaterform'];

const port = Number(process.env['LIGHTHOUSE_PORT'] ?? 8893);
let base = argument('base');
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
  if (server?.pid) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
};

if (!base) {
  base = `http://localhost:${port}`;
  console.log(`Starting the site on ${base} (build included)...`);
  server = spawn(process.execPath, ['scripts/start.ts'], {
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port + 1),
      LOCAL_DATA_DIR: '.netlify/lighthouse-blobs',
      RESET_DATA: '1',
      MAIL_OUTBOX_DIR: '.netlify/lighthouse-outbox',
      // Canonical URLs and the sitemap name the address Lighthouse visits.
      SITE_URL: base,
    },
  });
  process.on('exit', stopServer);
  process.on('SIGINT', () => process.exit(130));
  await waitFor(`http://localhost:${port + 1}/api/session`, 240_000);
  proxy = await startCompressingProxy(port, port + 1);
}

const only = argument('only')?.split(',');
const events = (await (await fetch(`${base}/api/events`)).json()) as { _id: string }[];
const paths = PAGES.map((path) => (path === 'EVENT' ? (events[0] ? `/events/${events[0]._id}` : '/events') : path)).filter(
  (path) => !only || only.includes(path),
);

const chromium = await resolveChromium();
const chrome = await launch({
  chromePath: chromium.executablePath,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  envVars: { ...process.env, ...chromium.env },
});

interface Result {
  page: string;
  scores: Record<string, number>;
  misses: string[];
}
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
        .filter((audit) => audit.score !== null && audit.score < (category === 'performance' ? 0.9 : 1))
        .map((audit) => `${category}: ${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`),
    );
    results.push({ page: path, scores, misses });
    console.log(`${path}: ${CATEGORIES.map((category) => `${category} ${scores[category]}`).join(', ')}`);
  }
} finally {
  chrome.kill();
  proxy?.close();
  stopServer();
}

console.table(results.map((result) => ({ page: result.page, ...result.scores })));
const failing = results.filter((result) => CATEGORIES.some((category) => result.scores[category]! < TARGETS[category]));
for (const result of results.filter((item) => item.misses.length > 0)) console.log(`${result.page}: ${result.misses.join('; ')}`);
if (failing.length > 0) {
  console.error(`Below target (performance ≥ ${TARGETS.performance}, others 100): ${failing.map((result) => result.page).join(', ')}`);
  if (!process.argv.includes('--no-fail')) process.exitCode = 1;
} else {
  console.log('Every page meets its targets.');
}

/**
 * `npm run screenshots`: pictures of the product for docs/screenshots/, so a newcomer sees it
 * before running it. Starts the production-like local site (`node scripts/start.ts`: a throwaway
 * store with the sample content, content export, `astro build`, serve) and takes with headless
 * Chromium:
 *
 *   home-laptop.png     the home page at 1366 px (whole page)
 *   home-phone.png      the home page at 390 px (first two screens)
 *   news-laptop.png     a news item's own page at 1366 px
 *   results-phone.png   a championship's results at 390 px (first two screens)
 *   gallery-laptop.png  the gallery at 1366 px (first screen): the sample photographs
 *   skaters-phone.png   the skater profiles at 390 px (first two screens): the sample portraits
 *   certificate.png     a certificate, its PDF rendered to a picture
 *   skaters-review-laptop.png  the admin's skater review table at 1280 px, signed in as an owner
 *                      made for this run (with --base, only when SCREENSHOTS_ADMIN="name:password")
 *
 * The certificate is made by the same code the API uses (certificatePdf) from the sample's
 * facts, then drawn by pdf.js inside the browser, so no PDF tool is needed on the machine.
 *
 *   node scripts/screenshots.ts [--base http://localhost:8888] [--out docs/screenshots]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright';
import sharp from 'sharp';
import type * as PdfJs from 'unpdf/pdfjs';
import { certificatePdf } from '#shared/certificates/certificate-pdf.ts';
import { hashPassword } from '#shared/security/passwords.ts';
import { site } from '#config/site.ts';
import { CHROMIUM_FLAGS, resolveChromium } from './lib/chromium.ts';

const argument = (name: string): string | undefined => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
};

const OUT = argument('out') ?? 'docs/screenshots';
const PORT = Number(process.env['SCREENSHOTS_PORT'] ?? 8897);
const DATA_DIR = '.netlify/screenshots-blobs';
const LAPTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const ADMIN_WIDE = { width: 1280, height: 800 };

/** Who signs in for the admin pictures: an owner made for this run, unless the site is someone else's. */
const [givenName, ...givenPassword] = (process.env['SCREENSHOTS_ADMIN'] ?? '').split(':');
const ADMIN = givenName
  ? { name: givenName, password: givenPassword.join(':') }
  : { name: 'screenshots', password: randomBytes(18).toString('base64url') };

let server: ChildProcess | undefined;
const stopServer = () => {
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

const startSite = async (): Promise<string> => {
  await rm(DATA_DIR, { recursive: true, force: true });
  const base = `http://localhost:${PORT}`;
  server = spawn(process.execPath, ['scripts/start.ts'], {
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      LOCAL_DATA_DIR: DATA_DIR,
      RESET_DATA: '1',
      SITE_URL: base,
      MAIL_OUTBOX_DIR: '.netlify/screenshots-outbox',
      ADMIN_USERS: `${ADMIN.name}:${await hashPassword(ADMIN.password)}`,
    },
  });
  await waitFor(`${base}/api/session`, 600_000);
  return base;
};

const json = async <T>(url: string): Promise<T> => {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return (await res.json()) as T;
};

/** A page with every lazy picture loaded: scrolled through once, then back to the top. */
const shoot = async (browser: Browser, url: string, viewport: { width: number; height: number }, file: string, screens?: number) => {
  const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.evaluate(async () => {
    // Instant, not the page's smooth scrolling: the sticky header must be back at the top for the picture.
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => setTimeout(resolve, 120));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  await page.waitForLoadState('networkidle');
  // The ticker and the page transitions stand still for the picture.
  await page.addStyleTag({
    content:
      '*, *::before, *::after { animation: none !important; transition: none !important; } .marquee-text { padding-left: 0 !important; }',
  });
  await page.screenshot({
    path: join(OUT, file),
    fullPage: true,
    ...(screens ? { clip: { x: 0, y: 0, width: viewport.width, height: viewport.height * screens } } : {}),
  });
  await page.close();
  await compress(file);
  console.log(`${join(OUT, file)}  ${url}`);
};

/** An admin screen, signed in, once its list has been read. */
const shootAdmin = async (browser: Browser, base: string, path: string, viewport: { width: number; height: number }, file: string) => {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const login = await page.request.post(`${base}/api/login`, {
    data: { admin: ADMIN.name, password: ADMIN.password },
    headers: { Origin: base },
  });
  if (!login.ok()) throw new Error(`signing in for the admin pictures: ${login.status()}`);
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  await page.locator('tbody tr').first().waitFor();
  await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: join(OUT, file), fullPage: true });
  await context.close();
  await compress(file);
  console.log(`${join(OUT, file)}  ${path}`);
};

/** Draws the first page of a PDF with pdf.js (the build unpdf ships) on a canvas and photographs it. */
const shootPdf = async (browser: Browser, pdf: Uint8Array, file: string) => {
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 }, deviceScaleFactor: 1 });
  const pdfjs = await readFile('node_modules/unpdf/dist/pdfjs.mjs', 'utf8');
  await page.route('http://screenshots.invalid/**', (route) =>
    route.request().url().endsWith('/pdfjs.mjs')
      ? route.fulfill({ contentType: 'text/javascript', body: pdfjs })
      : route.fulfill({ contentType: 'text/html', body: '<!doctype html><body style="margin:0;background:#e2e8f0"></body>' }),
  );
  await page.goto('http://screenshots.invalid/');
  const size = await page.evaluate(async (bytes) => {
    const { getDocument } = (await import('http://screenshots.invalid/pdfjs.mjs' as string)) as typeof PdfJs;
    const document_ = await getDocument({ data: new Uint8Array(bytes) }).promise;
    const first = await document_.getPage(1);
    const viewport = first.getViewport({ scale: 1.6 });
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(viewport.width);
    canvas.height = Math.round(viewport.height);
    canvas.style.display = 'block';
    document.body.append(canvas);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    await first.render({ canvasContext: context, viewport, canvas } as Parameters<typeof first.render>[0]).promise;
    return { width: canvas.width, height: canvas.height };
  }, Array.from(pdf));
  await page.setViewportSize(size);
  await page.screenshot({ path: join(OUT, file), clip: { x: 0, y: 0, ...size } });
  await page.close();
  await compress(file);
  console.log(`${join(OUT, file)}  (certificate PDF)`);
};

/** Pictures in the repository stay small: a 256-colour palette is plenty for a page. */
const compress = async (file: string) => {
  const path = join(OUT, file);
  await writeFile(
    path,
    await sharp(await readFile(path))
      .png({ palette: true, quality: 90, compressionLevel: 9 })
      .toBuffer(),
  );
};

const givenBase = argument('base');
const base = givenBase ?? (await startSite());
await mkdir(OUT, { recursive: true });
const resolved = await resolveChromium();
const browser = await chromium.launch({
  executablePath: resolved.executablePath,
  env: { ...process.env, ...resolved.env },
  args: CHROMIUM_FLAGS,
});
try {
  await shoot(browser, `${base}/`, LAPTOP, 'home-laptop.png');
  await shoot(browser, `${base}/`, PHONE, 'home-phone.png', 2);
  if (givenBase === undefined || givenName) await shootAdmin(browser, base, '/admin/skaters', ADMIN_WIDE, 'skaters-review-laptop.png');
  else console.warn('An existing site without SCREENSHOTS_ADMIN: the admin pictures skipped.');
  const news = await json<{ _id: string; title: string }[]>(`${base}/api/news`);
  const longest = [...news].sort((a, b) => b.title.length - a.title.length)[0];
  if (longest) await shoot(browser, `${base}/News/${encodeURIComponent(longest._id)}`, LAPTOP, 'news-laptop.png');
  await shoot(browser, `${base}/gallery`, LAPTOP, 'gallery-laptop.png', 1);
  await shoot(browser, `${base}/skatersprofile`, PHONE, 'skaters-phone.png', 2);
  const events = await json<{ _id: string; title: string; date: string }[]>(`${base}/api/events?pageSize=100`);
  let championship: { _id: string; title: string; date: string } | undefined;
  for (const event of events) {
    if ((await fetch(`${base}/api/events/${encodeURIComponent(event._id)}/championship`)).ok) {
      championship = event;
      break;
    }
  }
  if (championship) {
    await shoot(browser, `${base}/events/${encodeURIComponent(championship._id)}/results`, PHONE, 'results-phone.png', 2);
    const pdf = await certificatePdf(
      {
        code: 'K7M2Q9T4WZ8R5N3B6X1C0V2D4F',
        name: 'Aarohi Patil',
        registrationNo: `ADRSA-${championship.date.slice(0, 4)}-0001`,
        club: 'Anandpur Speed Skaters Club',
        award: 'Gold',
        issuedAt: new Date().toISOString(),
        eventTitle: championship.title,
        eventDate: championship.date,
        race: '500 m rink race',
        discipline: 'Speed Quad',
        ageCategory: 'Cadet (5-7)',
        position: 1,
      },
      // The QR code and the address under it name the public site, not this machine.
      site.url,
    );
    await shootPdf(browser, pdf, 'certificate.png');
  } else {
    console.warn('No championship in the sample: results and certificate pictures skipped.');
  }
} finally {
  await browser.close();
  stopServer();
}

/**
 * The kit brands itself: the site is built with a second association's configuration (a copy of
 * the repository whose src/config/site.ts names another association in other colours), and no
 * built file may carry the sample association's name, short name, district or colours. The
 * generated pictures are checked by their size, their colours and the SVG they are drawn from.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { site as sample } from '../../src/config/site.ts';
import { badgeSvg } from '../../src/lib/brand/badge.ts';
import type { BrandIdentity } from '../../src/lib/brand/identity.ts';
import { socialCardSvg } from '../../src/lib/brand/social-card.ts';

const root = process.cwd();

/** The second association: each sample value of site.ts and what replaces it (order matters: the name holds the district). */
const SECOND = {
  name: 'Kaveri Valley District Roller Skating Association',
  shortName: 'KVDRSA',
  district: 'Kaveri Valley',
  tagline: 'Skating together on the banks of the river',
  address: 'Riverside Stadium, Temple Road, Kaveri Valley 571401',
  colors: {
    brand: { 50: '#ecfdf5', 100: '#d1fae5', 600: '#059669', 700: '#047857', 800: '#065f46', 900: '#064e3b' },
    accent: { 500: '#eab308', 600: '#a16207', 700: '#854d0e' },
  },
};

const sampleColours = [...Object.values(sample.colors.brand), ...Object.values(sample.colors.accent)];
const secondColours = [...Object.values(SECOND.colors.brand), ...Object.values(SECOND.colors.accent)];

const replacements: [string, string][] = [
  [sample.name, SECOND.name],
  [sample.address, SECOND.address],
  [sample.tagline, SECOND.tagline],
  [`shortName: '${sample.shortName}'`, `shortName: '${SECOND.shortName}'`],
  [`registrationPrefix: '${sample.registrationPrefix}'`, `registrationPrefix: '${SECOND.shortName}'`],
  [`receiptPrefix: '${sample.shortName}'`, `receiptPrefix: '${SECOND.shortName}'`],
  [`district: '${sample.district}'`, `district: '${SECOND.district}'`],
  ...sampleColours.map((colour, index): [string, string] => [colour, secondColours[index]!]),
];

/** Traces of the sample association: the short name by its exact letters, the rest in any case. */
const traces = (text: string): string[] => {
  const lower = text.toLowerCase();
  return [
    ...(text.includes(sample.shortName) ? [sample.shortName] : []),
    ...[sample.name, sample.district, ...sampleColours].filter((value) => lower.includes(value.toLowerCase())),
  ];
};

const TEXT_FILES = new Set(['.html', '.css', '.js', '.mjs', '.json', '.webmanifest', '.svg', '.xml', '.txt', '']);

const filesUnder = async (folder: string): Promise<string[]> =>
  (await readdir(folder, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

const build = (cwd: string): Promise<void> =>
  new Promise((resolve, reject) => {
    // The copy has no exported content: the pages are built empty, as on a fresh clone.
    const child = spawn(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), 'build', '--silent'], {
      cwd,
      env: { ...process.env, CONTENT_EXPORT_FILE: join(cwd, '.content/none.json') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`astro build failed (${code}):\n${output}`))));
  });

/** The colour of one pixel, as 0–255 channels. */
const pixel = async (file: string, x: number, y: number): Promise<number[]> => {
  const { data, info } = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return [data[offset]!, data[offset + 1]!, data[offset + 2]!];
};
const rgb = (hex: string) => [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
const distance = (a: number[], b: number[]) => Math.max(...a.map((value, index) => Math.abs(value - b[index]!)));

let work: string;
let dist: string;
let second: BrandIdentity;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'brand-build-'));
  for (const entry of ['src', 'public', 'astro.config.mjs', 'tsconfig.json', 'package.json']) {
    if (existsSync(join(root, entry))) await cp(join(root, entry), join(work, entry), { recursive: true });
  }
  await symlink(join(root, 'node_modules'), join(work, 'node_modules'), 'dir');
  const sitePath = join(work, 'src/config/site.ts');
  let config = await readFile(sitePath, 'utf8');
  for (const [from, to] of replacements) {
    expect(config, `src/config/site.ts holds ${from}`).toContain(from);
    config = config.replaceAll(from, to);
  }
  // Sample values that name the district in passing (sponsors, the UPI payee, the office's payment
  // text) are the association's own words: the second association writes its own.
  config = config.replaceAll(sample.district, SECOND.district);
  await writeFile(sitePath, config);
  second = ((await import(pathToFileURL(sitePath).href)) as { site: BrandIdentity }).site;
  await build(work);
  dist = join(work, 'dist');
});

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe('a site built with another association’s configuration', () => {
  test('is that association’s: the copy’s configuration names it', () => {
    expect(second.name).toBe(SECOND.name);
    expect(second.shortName).toBe(SECOND.shortName);
    expect(second.colors).toEqual(SECOND.colors);
  });

  test('no built page, script, style, manifest or SVG carries the sample association’s name, short name, district or colours', async () => {
    const files = await filesUnder(dist);
    const text = files.filter((file) => TEXT_FILES.has(extname(file)));
    expect(text.length).toBeGreaterThan(30);
    const found: string[] = [];
    for (const file of text) {
      for (const trace of traces(await readFile(file, 'utf8'))) found.push(`${relative(dist, file)}: ${trace}`);
    }
    expect(found).toEqual([]);
    const home = await readFile(join(dist, 'index.html'), 'utf8');
    expect(home).toContain(SECOND.name);
    expect(home).toContain(`--site-brand-800:${SECOND.colors.brand[800]}`);
    expect(home).toContain(`<meta name="theme-color" content="${SECOND.colors.brand[900]}">`);
  });

  test('every page links the generated icons and the web manifest, which names the association', async () => {
    const home = await readFile(join(dist, 'index.html'), 'utf8');
    for (const link of [
      '<link rel="icon" href="/favicon.ico" sizes="32x32">',
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
      '<link rel="apple-touch-icon" href="/apple-touch-icon.png">',
      '<link rel="manifest" href="/site.webmanifest">',
    ]) {
      expect(home).toContain(link);
      expect(await readFile(join(dist, 'admin/index.html'), 'utf8')).toContain(link);
    }
    const manifest = JSON.parse(await readFile(join(dist, 'site.webmanifest'), 'utf8')) as {
      name: string;
      short_name: string;
      theme_color: string;
      icons: { src: string; sizes: string }[];
    };
    expect(manifest).toMatchObject({ name: SECOND.name, short_name: SECOND.shortName, theme_color: SECOND.colors.brand[900] });
    for (const icon of manifest.icons) {
      expect(existsSync(join(dist, icon.src)), icon.src).toBe(true);
      if (icon.sizes !== 'any') {
        const { width, height } = await sharp(join(dist, icon.src)).metadata();
        expect(`${width}x${height}`).toBe(icon.sizes);
      }
    }
  });

  test('the pictures have the sizes browsers and social networks ask for, in the new colours', async () => {
    expect(await sharp(join(dist, 'og-image.png')).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
    expect(await sharp(join(dist, 'apple-touch-icon.png')).metadata()).toMatchObject({ format: 'png', width: 180, height: 180 });
    // The card's gradient starts from the darkest shade; the touch icon is square on the main colour.
    const cardCorner = await pixel(join(dist, 'og-image.png'), 0, 0);
    expect(distance(cardCorner, rgb(SECOND.colors.brand[900]))).toBeLessThan(8);
    const iconCorner = await pixel(join(dist, 'apple-touch-icon.png'), 1, 1);
    expect(distance(iconCorner, rgb(SECOND.colors.brand[800]))).toBeLessThan(8);
    expect(distance(iconCorner, rgb(sample.colors.brand[800]))).toBeGreaterThan(40);

    // favicon.ico: an icon directory of PNG images of 16, 32 and 48 pixels.
    const ico = await readFile(join(dist, 'favicon.ico'));
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
    const sizes: number[] = [];
    for (let index = 0; index < ico.readUInt16LE(4); index += 1) {
      const entry = 6 + 16 * index;
      const png = ico.subarray(ico.readUInt32LE(entry + 12), ico.readUInt32LE(entry + 12) + ico.readUInt32LE(entry + 8));
      const { width, format } = await sharp(png).metadata();
      expect(format).toBe('png');
      expect(width).toBe(ico[entry]);
      sizes.push(width);
    }
    expect(sizes).toEqual([16, 32, 48]);
  });

  test('the SVG the pictures are drawn from speaks of the new association only', () => {
    for (const svg of [socialCardSvg(second), badgeSvg(second), badgeSvg(second, { label: true, square: true })]) {
      expect(traces(svg)).toEqual([]);
      expect(svg).toContain(SECOND.shortName);
      expect(svg).toContain(SECOND.colors.brand[800]);
    }
    const card = socialCardSvg(second);
    // Long texts are wrapped into lines (tspan elements), so look for their words.
    for (const word of [...SECOND.name.split(' '), ...SECOND.tagline.split(' ')]) expect(card).toContain(word);
  });
});

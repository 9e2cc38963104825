/**
 * Finds a Chromium for the browser tests and Lighthouse, on a machine that may have none:
 * CHROMIUM_PATH, then the system's /usr/bin/chromium, then the one packed inside the
 * @sparticuz/chromium npm package (unpacked to the temp folder with the libraries it needs).
 *
 * The browser tests ask for the packed one first (`prefer: 'packed'`). It is Chromium's headless
 * shell, the same engine without the desktop browser around it: the whole browser-test run took
 * 832 CPU-seconds with it against 1,963 with the system's full Chromium (its headless mode runs the
 * desktop browser's compositor and services), and every machine, a bare CI machine or one with a
 * browser installed, then tests with the same browser. Lighthouse keeps the system's browser first:
 * it audits as a visitor's browser loads the page.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { woffToTtf } from '#shared/pdf/woff-to-ttf.ts';

export interface ResolvedChromium {
  executablePath: string;
  /** Variables the browser needs in its environment (the packed libraries' folder). */
  env: Record<string, string>;
  source: 'CHROMIUM_PATH' | 'system' | '@sparticuz/chromium';
}

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const systemChromium = (): ResolvedChromium | undefined => {
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (existsSync(candidate)) return { executablePath: candidate, env: {}, source: 'system' };
  }
  return undefined;
};

const packedChromium = async (): Promise<ResolvedChromium> => {
  const { default: Chromium, inflate } = await import('@sparticuz/chromium');
  const binDir = join(process.cwd(), 'node_modules', '@sparticuz', 'chromium', 'bin');
  // The Amazon Linux libraries (nss, nspr, expat) are only unpacked on Lambda by default; Debian lacks them too.
  await inflate(join(binDir, 'al2023.tar.br'));
  const libDir = join(tmpdir(), 'al2023', 'lib');
  const executablePath = await Chromium.executablePath(binDir);
  return {
    executablePath,
    env: {
      LD_LIBRARY_PATH: [libDir, process.env['LD_LIBRARY_PATH']].filter(Boolean).join(':'),
      FONTCONFIG_PATH: process.env['FONTCONFIG_PATH'] ?? (await packedFonts()),
    },
    source: '@sparticuz/chromium',
  };
};

/**
 * The packed browser's fonts: the one face it brings (Open Sans, unpacked beside it) and the site's
 * Tamil face, whose Tamil files also hold the rupee sign, unpacked from @fontsource's WOFF files
 * (the browser reads fonts on disk only as TrueType). With Open Sans alone, "தமிழ்" in the
 * language switch and every ₹ were drawn as nothing in the screenshots. Answers the folder of the
 * fontconfig file naming them (FONTCONFIG_PATH).
 */
const packedFonts = async (): Promise<string> => {
  const folder = join(tmpdir(), 'packed-chromium-fonts');
  const faces = join(folder, 'faces');
  await mkdir(faces, { recursive: true });
  const source = join(process.cwd(), 'node_modules', '@fontsource', 'noto-sans-tamil', 'files');
  for (const weight of [400, 700]) {
    const name = `noto-sans-tamil-tamil-${weight}-normal`;
    await writeFile(join(faces, `${name}.ttf`), woffToTtf(await readFile(join(source, `${name}.woff`))));
  }
  const config = [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
    '<fontconfig>',
    `  <dir>${join(tmpdir(), 'fonts')}</dir>`,
    `  <dir>${faces}</dir>`,
    `  <cachedir>${join(folder, 'cache')}</cachedir>`,
    '</fontconfig>',
    '',
  ].join('\n');
  await writeFile(join(folder, 'fonts.conf'), config);
  return folder;
};

export const resolveChromium = async ({ prefer = 'system' }: { prefer?: 'system' | 'packed' } = {}): Promise<ResolvedChromium> => {
  const configured = process.env['CHROMIUM_PATH'];
  if (configured && existsSync(configured)) return { executablePath: configured, env: {}, source: 'CHROMIUM_PATH' };
  if (prefer === 'system') return systemChromium() ?? (await packedChromium());
  try {
    return await packedChromium();
  } catch (error) {
    // The packed build is for x86-64 Linux; elsewhere the system's browser serves.
    const system = systemChromium();
    if (!system) throw error;
    return system;
  }
};

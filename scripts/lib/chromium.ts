/**
 * Finds a Chromium for the browser tests and Lighthouse, on a machine that may have none:
 * CHROMIUM_PATH, then the system's /usr/bin/chromium, then the one packed inside the
 * @sparticuz/chromium npm package (unpacked to the temp folder with the libraries it needs).
 */
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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

export const resolveChromium = async (): Promise<ResolvedChromium> => {
  const configured = process.env['CHROMIUM_PATH'];
  if (configured && existsSync(configured)) return { executablePath: configured, env: {}, source: 'CHROMIUM_PATH' };
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (existsSync(candidate)) return { executablePath: candidate, env: {}, source: 'system' };
  }
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
      FONTCONFIG_PATH: process.env['FONTCONFIG_PATH'] ?? join(tmpdir(), 'fonts'),
    },
    source: '@sparticuz/chromium',
  };
};

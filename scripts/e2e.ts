/** `npm run test:e2e`: resolves a Chromium (see lib/chromium.ts), then runs Playwright with it. */
import { resolveChromium } from './lib/chromium.ts';
import { run } from './lib/run.ts';

const chromium = await resolveChromium();
console.log(`Browser tests use Chromium from ${chromium.source}: ${chromium.executablePath}`);
try {
  await run('playwright', ['test', ...process.argv.slice(2)], { ...process.env, ...chromium.env, CHROMIUM_PATH: chromium.executablePath });
} catch {
  process.exitCode = 1;
}

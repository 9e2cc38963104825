import { chromium } from 'playwright';
import { resolveChromium, CHROMIUM_FLAGS } from '../scripts/lib/chromium.ts';
const c = await resolveChromium();
const browser = await chromium.launch({ executablePath: c.executablePath, env: { ...process.env, ...c.env }, args: CHROMIUM_FLAGS });
const base = process.env.BASE ?? 'http://localhost:8909';
for (const arg of process.argv.slice(2)) {
  const [path, widthText = '1366', full = 'full'] = arg.split('@');
  const width = Number(widthText);
  const page = await browser.newPage({ viewport: { width, height: width < 800 ? 800 : 900 }, deviceScaleFactor: 1 });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  const name = `.shots/${path.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${width}.png`;
  await page.screenshot({ path: name, fullPage: full === 'full' });
  console.log(name, 'overflow', overflow, page.url());
  await page.close();
}
await browser.close();

/**
 * Security headers as the local server serves them (netlify.toml plus the dist/_headers the build
 * writes, as on Netlify): pages, admin pages, assets and API answers; and the pages still work
 * under the Content-Security-Policy, without a single violation.
 */
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures/worker.ts';
import { signInApi } from './support/admin-api.ts';

const EVERY_FILE = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
};

const directives = (csp: string) =>
  new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...values]) => [name, values]),
  );

test('pages carry the CSP, HSTS, nosniff, framing, referrer and permissions policies', async ({ request }) => {
  for (const path of ['/', '/events/', '/gallery/', '/login/', '/News/', '/this/page/does/not/exist']) {
    const res = await request.get(path);
    const headers = res.headers();
    for (const [name, value] of Object.entries(EVERY_FILE)) expect(headers[name], `${name} on ${path}`).toBe(value);
    expect(headers['strict-transport-security'], path).toMatch(/max-age=\d{8,}; includeSubDomains/);
    expect(headers['permissions-policy'], path).toContain('camera=()');
    const csp = directives(headers['content-security-policy'] ?? '');
    expect(csp.get('frame-ancestors'), path).toEqual(["'none'"]);
    expect(csp.get('object-src'), path).toEqual(["'none'"]);
    expect(csp.get('base-uri'), path).toEqual(["'self'"]);
    const scripts = csp.get('script-src') ?? [];
    expect(scripts[0], path).toBe("'self'");
    // Inline scripts only by hash: no 'unsafe-inline', no 'unsafe-eval', no wildcard or scheme.
    expect(
      scripts.slice(1).every((source) => /^'sha256-[A-Za-z0-9+/]{43}='$/.test(source)),
      `${path}: ${scripts.join(' ')}`,
    ).toBe(true);
  }
});

test('admin pages are never stored by any cache; fingerprinted assets are immutable', async ({ request }) => {
  for (const path of ['/admin/', '/admin/news/', '/admin/skaters/', '/admin/send-messages/', '/admin/registrations/']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['cache-control'], path).toBe('private, no-store');
  }
  expect((await request.get('/')).headers()['cache-control']).not.toContain('immutable');
  const html = await (await request.get('/')).text();
  const asset = /(?:src|href)="(\/_astro\/[^"]+\.(?:js|css))"/.exec(html)?.[1];
  expect(asset).toBeTruthy();
  expect((await request.get(asset ?? '')).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // The header file itself is not served.
  expect((await request.get('/_headers')).status()).toBe(404);
});

test('API answers: locked down, private answers never cached, public lists only briefly', async ({ request, baseURL }) => {
  const check = (headers: Record<string, string>, what: string) => {
    expect(headers['x-content-type-options'], what).toBe('nosniff');
    expect(headers['x-frame-options'], what).toBe('DENY');
    expect(headers['content-security-policy'], what).toContain("default-src 'none'");
    expect(headers['content-security-policy'], what).toContain("frame-ancestors 'none'");
    expect(headers['strict-transport-security'], what).toContain('max-age=');
  };
  const publicList = await request.get('/api/news');
  check(publicList.headers(), 'public list');
  expect(publicList.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');

  const refused = await request.get('/api/registrations');
  expect(refused.status()).toBe(401);
  check(refused.headers(), 'refused admin read');
  expect(refused.headers()['cache-control']).toBe('private, no-store');

  await signInApi(request, baseURL ?? '');
  for (const path of ['/api/registrations', '/api/contact', '/api/skaterprofiles', '/api/session']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    check(res.headers(), path);
    expect(res.headers()['cache-control'], path).toContain('no-store');
    expect(res.headers()['netlify-cdn-cache-control'], path).toBeUndefined();
  }
  // The skater list differs for admins and visitors: caches must key it on the session.
  expect((await request.get('/api/skaterprofiles')).headers()['vary']).toContain('Cookie');
});

/** Records CSP violations (the event and the console message) from before the page's first script. */
const watchCsp = async (page: Page): Promise<string[]> => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (execute|load|apply|connect|frame)/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} in ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return violations;
};

/** Scrolls through the page so every client:visible island loads, then waits for all islands to hydrate. */
const hydrateAll = async (page: Page) => {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
  });
  await expect.poll(() => page.locator('astro-island[ssr]').count(), { timeout: 10_000 }).toBe(0);
};

for (const path of ['/', '/events', '/gallery', '/login', '/News', '/skatersprofile', '/contactus']) {
  test(`${path} works under the CSP without a single violation`, async ({ page }) => {
    const violations = await watchCsp(page);
    const res = await page.goto(path);
    expect(res?.headers()['content-security-policy']).toContain('script-src');
    await page.waitForLoadState('networkidle');
    await hydrateAll(page);
    expect(violations).toEqual([]);
  });
}

test('the admin area works under the CSP without a single violation', async ({ page }) => {
  const violations = await watchCsp(page);
  await page.goto('/login');
  await page.getByLabel('Name').fill('admin');
  await page.getByLabel('Password').fill('e2e-admin-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  for (const path of ['/admin', '/admin/news', '/admin/skaters', '/admin/registrations']) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(violations).toEqual([]);
});

/**
 * The prebuild path end to end (docs/rules.md#fresh-content): content prerendered into the HTML at build time,
 * refreshed from the API after a change without a rebuild, and the fallback page for detail ids
 * newer than the build.
 */
import { expect } from '@playwright/test';
import { test } from './fixtures/worker.ts';
import { breakingNewsMessages } from '../../src/domain/content/breaking-news.ts';
import { adminPost, signInApi } from './support/admin-api.ts';

test('breaking news is prerendered into the home page, then refreshed from the API after a change', async ({ page, request, baseURL }) => {
  const before = (await (await request.get('/api/breaking-news')).json()) as { content: string; link: string };
  const atBuild = before.content;
  expect(atBuild.length).toBeGreaterThan(0);
  const html = await (await request.get('/')).text();
  expect(html).toContain(atBuild);

  await signInApi(request, baseURL!);
  const changed = `Selection trials moved to Sunday ${Date.now()}`;
  await adminPost(request, baseURL!, '/api/breaking-news', { content: changed });

  // The built HTML still holds the old text (no rebuild ran) …
  expect(await (await request.get('/')).text()).toContain(atBuild);
  // … but the page shows the new one at once.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: breakingNewsMessages.title })).toBeVisible();
  await expect(page.locator('[data-breaking-news-text]')).toHaveText(changed);
  // Back as it was, with its link.
  await adminPost(request, baseURL!, '/api/breaking-news', before);
});

test("shows 'No Breaking News' when the API cannot be reached", async ({ page }) => {
  await page.route('**/api/breaking-news', (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.goto('/about');
  await expect(page.locator('[data-breaking-news-text]')).toHaveText(breakingNewsMessages.unavailable);
});

test('serves the fallback page for an event id that was never prerendered', async ({ request }) => {
  const res = await request.get('/events/0123456789abcdef01234567');
  expect(res.status()).toBe(200);
  expect(await res.text()).toContain('data-event-fallback');
});

test('answers unknown pages with the friendly 404 page and status 404', async ({ page }) => {
  const res = await page.goto('/this/page/does/not/exist');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
});

test('pages carry the security headers of netlify.toml', async ({ request }) => {
  const res = await request.get('/');
  expect(res.headers()['x-content-type-options']).toBe('nosniff');
  expect(res.headers()['x-frame-options']).toBe('DENY');
  expect(res.headers()['strict-transport-security']).toContain('max-age=');
});

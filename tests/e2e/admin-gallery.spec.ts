/**
 * /admin/gallery: several images with previews, uploaded one per request with progress, notices that
 * vanish after 3 seconds, delete after confirmation; the public gallery shows the new images.
 */
import { expect } from '@playwright/test';
import { GALLERY_NOTICE_MS } from '../../src/config/rules.ts';
import { galleryMessages } from '../../src/domain/content/gallery.ts';
import {
  apiPost,
  confirmDialog,
  countGets,
  delayApi,
  openAddForm,
  openAdmin,
  pngDataUrl,
  pngFile,
  test,
  useAdminSession,
  watchTextLifetime,
} from './fixtures/admin.ts';
import { listRoute } from './fixtures/public.ts';

test.beforeEach(async ({ page }) => {
  // The worker's session, then the screen itself (openAdmin waits for Logout): no detour through the admin home.
  await useAdminSession(page);
  await openAdmin(page, '/admin/gallery');
});

test('Add shows the upload form; several images with previews, one request each, progress, a 3 s notice, then on the public gallery', async ({
  page,
}) => {
  await openAddForm(page, 'Add Images');
  await expect(page.getByRole('button', { name: 'Upload Images' })).toBeDisabled();
  const input = page.getByLabel('Choose images');
  await input.setInputFiles([pngFile('one.png', [220, 38, 38]), pngFile('two.png', [22, 163, 74]), pngFile('three.png', [234, 179, 8])]);
  await expect(page.getByRole('img', { name: /^Preview of/ })).toHaveCount(3);
  await page.getByRole('button', { name: 'Remove three.png' }).click();
  await expect(page.getByRole('img', { name: /^Preview of/ })).toHaveCount(2);
  await input.setInputFiles([pngFile('three.png', [14, 116, 144])]);
  await expect(page.getByRole('img', { name: 'Preview of three.png' })).toBeVisible();

  const perRequest: number[] = [];
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/gallery'))
      perRequest.push((request.postDataJSON() as { images: string[] }).images.length);
  });
  page.on('response', async (response) => {
    if (response.request().method() === 'POST' && response.url().endsWith('/api/gallery') && response.ok()) {
      for (const image of (await response.json()) as { url: string }[]) urls.push(image.url);
    }
  });
  await delayApi(page, '/api/gallery', 'POST', 400);
  const lifetime = await watchTextLifetime(page, galleryMessages.posted);
  await page.getByRole('button', { name: 'Upload 3 Images' }).click();
  await expect(page.getByRole('progressbar')).toBeVisible();
  await expect(page.getByText(/Uploading image [123] of 3/)).toBeVisible();
  await expect(page.getByText(galleryMessages.posted)).toBeVisible();
  expect(perRequest).toEqual([1, 1, 1]);
  await expect(page.getByRole('img', { name: /^Preview of/ })).toHaveCount(0);
  await expect(page.getByText(galleryMessages.posted)).toBeHidden({ timeout: GALLERY_NOTICE_MS + 2_000 });
  const shownFor = await lifetime();
  expect(shownFor).toBeGreaterThanOrEqual(GALLERY_NOTICE_MS - 100);
  expect(shownFor).toBeLessThan(GALLERY_NOTICE_MS + 600);

  expect(urls).toHaveLength(3);
  await page.goto('/gallery');
  // The public gallery shows each stored picture through the image CDN.
  for (const url of urls) await expect(page.locator(`img[src*="url=${encodeURIComponent(url)}&w="]`)).toHaveCount(1);
});

test('a refused image keeps its preview with the reason and the original failure text; a network failure has its own', async ({ page }) => {
  await openAddForm(page, 'Add Images');
  await page.route(listRoute('/api/gallery'), (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 415, json: { message: 'Image 1 must be a JPEG, PNG, WebP, GIF or AVIF image' } })
      : route.fallback(),
  );
  await page.getByLabel('Choose images').setInputFiles([pngFile('refused.png')]);
  await page.getByRole('button', { name: 'Upload Images' }).click();
  await expect(page.getByRole('alert').getByText(galleryMessages.saveFailed)).toBeVisible();
  await expect(page.locator('[data-picked="failed"]')).toContainText('Failed: Image 1 must be a JPEG, PNG, WebP, GIF or AVIF image');
  await page.unroute(listRoute('/api/gallery'));
  await page.route(listRoute('/api/gallery'), (route) =>
    route.request().method() === 'POST' ? route.abort('connectionfailed') : route.fallback(),
  );
  await page.getByRole('button', { name: 'Upload Images' }).click();
  await expect(page.getByRole('alert').getByText(galleryMessages.saveError)).toBeVisible();
  await expect(page.getByRole('img', { name: 'Preview of refused.png' })).toBeVisible();
});

test('the list: confirmation, the image leaves without a refetch, the notice vanishes after 3 s', async ({ page, baseURL }) => {
  // Delete an image made for this test, not the sample content.
  const [mine] = (await apiPost(page.request, baseURL, '/api/gallery', { images: [pngDataUrl([101, 163, 13])] })) as { _id: string }[];
  // The screen opens on its list: opened again, it lists the image made after the first opening.
  await openAdmin(page, '/admin/gallery');
  await expect(page.getByRole('heading', { level: 2, name: 'All Images' })).toBeVisible();
  const tiles = page.locator('[data-item-id]');
  await expect(tiles.first()).toBeVisible();
  const before = await tiles.count();
  const tile = page.locator(`[data-item-id="${mine!._id}"]`);
  const gets = countGets(page, '/api/gallery');

  await tile.getByRole('button', { name: /^Delete image/ }).click();
  await expect(confirmDialog(page)).toContainText(galleryMessages.confirmDelete);
  await page.keyboard.press('Escape');
  await expect(confirmDialog(page)).toBeHidden();
  await expect(tiles).toHaveCount(before);

  const lifetime = await watchTextLifetime(page, galleryMessages.deleted);
  await tile.getByRole('button', { name: /^Delete image/ }).click();
  await confirmDialog(page).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(galleryMessages.deleted)).toBeVisible();
  await expect(tile).toHaveCount(0);
  await expect(tiles).toHaveCount(before - 1);
  expect(gets()).toBe(0);
  await expect(page.getByText(galleryMessages.deleted)).toBeHidden({ timeout: GALLERY_NOTICE_MS + 2_000 });
  expect(await lifetime()).toBeGreaterThanOrEqual(GALLERY_NOTICE_MS - 100);
});

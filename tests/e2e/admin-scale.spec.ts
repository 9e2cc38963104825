/**
 * Admin lists stay usable with hundreds of items (pages, search, select all: the screens ask the
 * server for a page, a search, everyone matching), and large photos are scaled down in the browser
 * before upload. The lists are answered by servePages, which pages like the API.
 */
import { expect } from '@playwright/test';
import type { AdminSkater } from '../../src/domain/registry/skater-views.schema.ts';
import { openAddForm, openAdmin, servePages, signIn, test } from './fixtures/admin.ts';
import { listRoute } from './fixtures/public.ts';

const CATEGORIES = ['Cadet (5-7)', 'Sub Junior', 'Junior', 'Senior'] as const;

const fakeSkaters = (count: number): AdminSkater[] =>
  Array.from({ length: count }, (_, index) => ({
    _id: `fake${index}`,
    name: `Skater ${String(index + 1).padStart(3, '0')}`,
    gender: index % 2 ? 'Male' : 'Female',
    eventCategory: index % 3 ? 'Speed Inline' : 'Speed Quad',
    representativeClub: `Club ${index % 7}`,
    skaterPhoto: '',
    ageCategory: CATEGORIES[index % CATEGORIES.length]!,
    rsfiNo: '',
    parentName: 'Parent',
    dob: '2012-01-01',
    age: 14,
    aadharNo: 'XXXX XXXX 1234',
    phoneNo: '9876543210',
    email: `skater${index}@example.com`,
    coachName: 'Coach',
    status: 'approved',
    reference: '',
    season: 2026,
    lapsed: false,
    proofType: 'Aadhar',
    fileUrl: `/api/skaterprofiles/fake${index}/proof`,
    createdAt: new Date().toISOString(),
  }));

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test('600 skater profiles: pages of 25, search narrows, the count stays right', async ({ page }) => {
  await servePages(page, '/api/skaterprofiles', fakeSkaters(600), {
    search: (skater) => [skater.name, skater.gender, skater.eventCategory, skater.representativeClub, skater.ageCategory],
    wrap: (profiles) => ({ profiles }),
  });
  const started = Date.now();
  await openAdmin(page, '/admin/skaters');
  await expect(page.getByRole('heading', { level: 1, name: 'All 600 Skater Profiles' })).toBeVisible();
  expect(Date.now() - started).toBeLessThan(5_000);
  await expect(page.locator('tbody tr')).toHaveCount(25);
  await expect(page.getByText('Page 1 of 24')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Showing 26–50 of 600')).toBeVisible();
  await expect(page.locator('tbody tr').first()).toContainText('Skater 026');
  await page.getByLabel('Search Profiles').fill('Skater 59');
  await expect(page.getByText('Page 1 of')).toHaveCount(0);
  await expect(page.locator('tbody tr')).toHaveCount(10);
});

test('600 recipients: select all selects every skater shown by the filters, across pages', async ({ page }) => {
  await servePages(page, '/api/skaterprofiles', fakeSkaters(600), {
    filters: { ageCategory: (skater, value) => skater.ageCategory === value },
    wrap: (profiles) => ({ profiles }),
  });
  await openAdmin(page, '/admin/send-messages');
  await expect(page.getByRole('list', { name: 'Skaters' }).getByRole('checkbox')).toHaveCount(50);
  await page.getByRole('checkbox', { name: 'Select all (600 shown)' }).check();
  await expect(page.locator('[data-selected-count]')).toHaveText('600 recipients selected');
  await page.getByLabel('Age category').selectOption('Junior');
  await expect(page.getByRole('checkbox', { name: 'Select all (150 shown)' })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Select all (150 shown)' }).uncheck();
  await expect(page.locator('[data-selected-count]')).toHaveText('450 recipients selected');
  await page.getByLabel('Age category').selectOption('');
  const selectAll = page.getByRole('checkbox', { name: 'Select all (600 shown)' });
  await expect(selectAll).not.toBeChecked();
  expect(await selectAll.evaluate((input: HTMLInputElement) => input.indeterminate)).toBe(true);
});

test('300 gallery images and 500 achievements are paged', async ({ page }) => {
  await servePages(
    page,
    '/api/gallery',
    Array.from({ length: 300 }, (_, index) => ({ _id: `g${index}`, url: '/logo.svg', createdAt: new Date().toISOString() })),
  );
  await openAdmin(page, '/admin/gallery');
  await expect(page.locator('[data-item-id]')).toHaveCount(24);
  await expect(page.getByText('Page 1 of 13')).toBeVisible();

  await servePages(
    page,
    '/api/achievements',
    Array.from({ length: 500 }, (_, index) => ({
      _id: `a${index}`,
      title: `Medal ${index}`,
      description: '',
      year: String(1995 + (index % 30)),
      level: 'State',
      image: '',
      image2: '',
      createdAt: new Date().toISOString(),
    })),
    { search: (item) => [item.title, item.year, item.level] },
  );
  await openAdmin(page, '/admin/achievements/delete');
  await expect(page.locator('[data-item-id]')).toHaveCount(20);
  await page.getByLabel('Search achievements').fill('Medal 49');
  await expect(page.locator('[data-item-id]')).toHaveCount(11);
});

test('a large photo is scaled down to a JPEG in the browser before upload', async ({ page }) => {
  await openAdmin(page, '/admin/gallery');
  await openAddForm(page, 'Add Images');
  // A 2400×1600 PNG with a noisy patch, well over the size that is sent untouched.
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 2400;
    canvas.height = 1600;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#1e40af';
    context.fillRect(0, 0, 2400, 1600);
    const noise = context.createImageData(600, 600);
    for (let offset = 0; offset < noise.data.length; offset += 65_536) crypto.getRandomValues(noise.data.subarray(offset, offset + 65_536));
    for (let index = 3; index < noise.data.length; index += 4) noise.data[index] = 255;
    context.putImageData(noise, 100, 100);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((result) => resolve(result!), 'image/png'));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (let offset = 0; offset < bytes.length; offset += 32_768) binary += String.fromCharCode(...bytes.subarray(offset, offset + 32_768));
    return btoa(binary);
  });
  const original = Buffer.from(base64, 'base64');
  expect(original.length).toBeGreaterThan(300 * 1024);

  let sent = '';
  await page.route(listRoute('/api/gallery'), async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    sent = (route.request().postDataJSON() as { images: string[] }).images[0] ?? '';
    return route.fulfill({ status: 201, json: [{ _id: 'x', url: '/logo.svg', createdAt: new Date().toISOString() }] });
  });
  await page.getByLabel('Choose images').setInputFiles({ name: 'phone-photo.png', mimeType: 'image/png', buffer: original });
  await page.getByRole('button', { name: 'Upload Images' }).click();
  await expect(page.getByText('Images successfully posted!!!')).toBeVisible();
  expect(sent.startsWith('data:image/jpeg;base64,')).toBe(true);
  const size = await page.evaluate(async (dataUrl) => {
    const image = new Image();
    image.src = dataUrl;
    await image.decode();
    return [image.naturalWidth, image.naturalHeight];
  }, sent);
  expect(size).toEqual([1600, 1067]);
});

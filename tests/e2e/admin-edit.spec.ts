/**
 * Editing in place: each admin list's Edit opens the add form filled in, Cancel returns, saving
 * says so and the list shows the change; the public pages show it at once. Gallery images get an
 * alt text and a caption on upload, the lightbox shows them, and both can be edited.
 */
import { expect, type Page } from '@playwright/test';
import { achievementMessages } from '../../src/domain/content/achievement.ts';
import { eventMessages } from '../../src/domain/events/event.ts';
import { GALLERY_ALT_DEFAULT, galleryMessages } from '../../src/domain/content/gallery.ts';
import type { GalleryImage } from '../../src/domain/content/gallery.schema.ts';
import { newsMessages } from '../../src/domain/content/news.ts';
import { updateMessages } from '../../src/domain/content/update.ts';
import { apiPost, expectNoAxeViolations, openAddForm, openAdmin, pngDataUrl, pngFile, signIn, test, unique } from './fixtures/admin.ts';

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

const item = (page: Page, text: string) => page.locator('[data-item-id]', { hasText: text });

/** Finds the item by search and opens its editor. */
const openEditor = async (page: Page, text: string) => {
  await page.getByLabel(/^Search/).fill(text);
  await expect(page.getByText(/^1 of \d+ shown$/)).toBeVisible();
  await item(page, text).getByRole('button', { name: /^Edit/ }).click();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
};

test('an admin edits a news item: the form opens filled in, Cancel returns, the change shows in the list and on /News', async ({
  page,
  baseURL,
}) => {
  const title = unique('Trials on Satruday');
  const fixed = unique('Trials on Saturday');
  const news = (await apiPost(page.request, baseURL, '/api/news', {
    title,
    description: 'At the district rink.',
    image: pngDataUrl([200, 120, 20]),
  })) as { _id: string; image: string };
  await openAdmin(page, '/admin/news/delete');
  await openEditor(page, title);

  const editor = page.getByRole('form', { name: newsMessages.editHeading(title) });
  await expect(editor.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
  await expect(editor.getByRole('textbox', { name: 'Description', exact: true })).toHaveValue('At the district rink.');
  await expect(editor.getByRole('img', { name: /^Preview of image/ })).toHaveAttribute('src', news.image);
  await expectNoAxeViolations(page);

  await editor.getByRole('textbox', { name: 'Title', exact: true }).fill('x');
  await editor.getByRole('button', { name: 'Cancel' }).click();
  await expect(editor).toBeHidden();
  await expect(item(page, title).getByRole('button', { name: /^Edit/ })).toBeFocused();

  await item(page, title).getByRole('button', { name: /^Edit/ }).click();
  await editor.getByRole('textbox', { name: 'Title', exact: true }).fill('   ');
  await editor.getByRole('button', { name: 'Save Changes' }).click();
  await expect(editor.getByText(newsMessages.titleEmpty)).toBeVisible();
  await editor.getByRole('textbox', { name: 'Title', exact: true }).fill(fixed);
  await editor.getByRole('textbox', { name: 'Description', exact: true }).fill('At the district rink, from 7 am.');
  await editor.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(newsMessages.updated)).toBeVisible();
  await expect(editor).toBeHidden();
  await expect(item(page, fixed)).toHaveCount(1);

  const stored = (await (await page.request.get(`/api/news/${news._id}`)).json()) as { title: string; image: string };
  expect(stored).toMatchObject({ title: fixed, image: news.image });

  await page.goto('/News');
  await expect(page.getByText(fixed)).toBeVisible();
  await expect(page.getByText('At the district rink, from 7 am.')).toBeVisible();
  await expect(page.getByText(title, { exact: true })).toHaveCount(0);
});

test('events, achievements and updates open the same form filled in and save the change', async ({ page, baseURL }) => {
  const event = unique('Spring meet');
  await apiPost(page.request, baseURL, '/api/events', { title: event, date: '2031-03-01', location: 'Old rink', description: '' });
  await openAdmin(page, '/admin/events');
  await openEditor(page, event);
  await expect(page.getByLabel('Location')).toHaveValue('Old rink');
  await expect(page.getByLabel('Date')).toHaveValue('2031-03-01');
  await page.getByLabel('Location').fill('New rink');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(eventMessages.updated)).toBeVisible();
  await expect(item(page, event)).toContainText('New rink');

  const achievement = unique('State gold');
  await apiPost(page.request, baseURL, '/api/achievementspost', { title: achievement, level: 'State', year: '2024' });
  await openAdmin(page, '/admin/achievements/delete');
  await openEditor(page, achievement);
  await expect(page.getByLabel('Level')).toHaveValue('State');
  await page.getByLabel('Level').selectOption('National');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(achievementMessages.updated)).toBeVisible();
  await expect(item(page, achievement)).toContainText('National');

  const update = unique('Rink shut Sundy');
  const fixed = unique('Rink shut Sunday');
  await apiPost(page.request, baseURL, '/api/updates', { text: update });
  await openAdmin(page, '/admin/updates');
  await openEditor(page, update);
  await expect(page.getByLabel('Update text')).toHaveValue(update);
  await page.getByLabel('Update text').fill(fixed);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(updateMessages.updated)).toBeVisible();
  await expect(item(page, fixed)).toHaveCount(1);
});

test('gallery: upload with an alt text and a caption, the lightbox shows them, and an edit changes them', async ({ page }) => {
  const alt = unique('Relay team crossing the line');
  const caption = unique('Relay final, district championship');
  await openAdmin(page, '/admin/gallery');
  await openAddForm(page, galleryMessages.addHeading);
  await page.getByLabel('Choose images').setInputFiles([pngFile('IMG_2041.png', [90, 30, 160], 64)]);
  await page.getByLabel(galleryMessages.altLabel).fill(alt);
  await page.getByLabel(galleryMessages.captionLabel).fill(caption);
  await expectNoAxeViolations(page);
  const uploaded = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/api/gallery'));
  await page.getByRole('button', { name: 'Upload Images' }).click();
  const [image] = (await (await uploaded).json()) as GalleryImage[];
  expect(image).toMatchObject({ alt, caption });
  await expect(page.getByText(galleryMessages.posted)).toBeVisible();

  await page.goto('/gallery');
  const lightbox = page.getByRole('dialog');
  await page.getByRole('button', { name: new RegExp(`^Open image \\d+ of \\d+: ${alt}$`) }).click();
  await expect(lightbox.getByRole('img', { name: alt })).toBeVisible();
  await expect(lightbox.getByTestId('lightbox-caption')).toHaveText(caption);
  await page.keyboard.press('Escape');

  // An edit: the alt text emptied falls back to the default (never the file name), a new caption.
  await openAdmin(page, '/admin/gallery');
  const tile = page.locator(`[data-item-id="${image?._id}"]`);
  await tile.getByRole('button', { name: /^Edit/ }).click();
  const editor = page.getByRole('form', { name: galleryMessages.editHeading });
  await expect(editor.getByLabel(galleryMessages.altLabel)).toHaveValue(alt);
  await expect(editor.getByLabel(galleryMessages.captionLabel)).toHaveValue(caption);
  await expectNoAxeViolations(page);
  await editor.getByLabel(galleryMessages.altLabel).fill('');
  await editor.getByLabel(galleryMessages.captionLabel).fill('Relay final, new record');
  await editor.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(galleryMessages.updated)).toBeVisible();
  await expect(tile).toContainText('Relay final, new record');
  await expect(tile.getByRole('img', { name: GALLERY_ALT_DEFAULT })).toBeVisible();

  await page.goto('/gallery');
  // The newest image, once the page has refreshed from the API.
  await page.getByRole('button', { name: new RegExp(`^Open image 1 of \\d+: ${GALLERY_ALT_DEFAULT}$`) }).click();
  await expect(lightbox.getByTestId('lightbox-caption')).toHaveText('Relay final, new record');
  await expect(lightbox.getByRole('img', { name: GALLERY_ALT_DEFAULT })).toBeVisible();
});

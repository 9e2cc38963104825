/**
 * Admin tables that fit: at 1,280 px the skater table's Review action is on screen with nothing to
 * scroll sideways, and a row opens the review by click or by Enter; content screens open on their
 * list with Edit; at 360 px every table is a column of cards, still without sideways scrolling.
 */
import { expect, type Page } from '@playwright/test';
import { reviewTexts } from '../../src/domain/registry/registry.ts';
import { newsMessages } from '../../src/domain/content/news.ts';
import { apiPost, expectNoAxeViolations, openAdmin, signIn, skaterInput, test, unique } from './fixtures/admin.ts';

const settled = (page: Page) => expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

/** Whether the page, or any box in it, can scroll sideways. */
const sidewaysScrollers = (page: Page) =>
  page.evaluate(() => {
    const wide = (element: Element) => element.scrollWidth > element.clientWidth + 1;
    const found = [...document.querySelectorAll('*')]
      .filter((element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX) && wide(element))
      .map((element) => element.tagName);
    return wide(document.documentElement) ? ['page', ...found] : found;
  });

const reviewDialog = (page: Page, name: string) => page.getByRole('dialog', { name: reviewTexts.title(name) });

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
});

test('1,280 px: the Review action of every skater row is in view, and a row opens the review by click and by Enter', async ({
  page,
  baseURL,
}) => {
  const name = unique('Wide Table Skater');
  await apiPost(page.request, baseURL, '/api/skaterprofiles', skaterInput(name));
  await openAdmin(page, '/admin/skaters');
  await settled(page);
  expect(await sidewaysScrollers(page)).toEqual([]);
  // The table fits inside its box, not just inside the window.
  const [tableWidth, boxWidth] = await page
    .locator('table')
    .evaluate((table) => [table.getBoundingClientRect().width, table.parentElement?.clientWidth ?? 0]);
  expect(tableWidth).toBeLessThanOrEqual(boxWidth ?? 0);
  for (const review of await page
    .locator('tbody tr')
    .getByRole('button', { name: /^Review/ })
    .all()) {
    const box = await review.boundingBox();
    expect(box, 'the Review button has a box').not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(1280);
  }
  await expectNoAxeViolations(page);

  await page.getByLabel('Search Profiles').fill(name);
  await settled(page);
  const row = page.locator('tbody tr', { hasText: name });
  await expect(row).toHaveCount(1);

  // A click anywhere on the row (its club, here) opens the review.
  await row.getByRole('cell').nth(6).click();
  await expect(reviewDialog(page, name)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(reviewDialog(page, name)).toBeHidden();

  // The keyboard: the row is one tab stop (its Review button), with a visible focus; Enter opens.
  const review = row.getByRole('button', { name: `${reviewTexts.open} ${name}` });
  await page.mouse.move(0, 0);
  expect(await row.evaluate((tr) => getComputedStyle(tr).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
  await page.getByLabel('Search Profiles').focus();
  for (let press = 0; press < 40 && !(await review.evaluate((button) => button === document.activeElement)); press++)
    await page.keyboard.press('Tab');
  await expect(review).toBeFocused();
  expect(await row.evaluate((tr) => getComputedStyle(tr).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
  await page.keyboard.press('Tab');
  await expect(row.getByRole('button')).toHaveCount(1);
  await page.keyboard.press('Shift+Tab');
  await expect(review).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(reviewDialog(page, name)).toBeVisible();
  // The fields the row leaves out are in the dialog.
  await expect(reviewDialog(page, name)).toContainText("Parent's name");
  await expect(reviewDialog(page, name)).toContainText('Aadhaar number');
  await page.keyboard.press('Escape');
  await expect(review).toBeFocused();
});

test('1,280 px: a content screen opens on its list with Edit and Delete on every row', async ({ page, baseURL }) => {
  const title = unique('List first news');
  await apiPost(page.request, baseURL, '/api/news', { title, description: 'On the list.', image: '' });
  await openAdmin(page, '/admin/news');
  await settled(page);
  await expect(page.getByRole('heading', { level: 2, name: newsMessages.listHeading })).toBeVisible();
  await expect(page.getByRole('button', { name: newsMessages.addHeading, exact: true })).toBeVisible();
  const items = page.locator('[data-item-id]');
  await expect(items.first()).toBeVisible();
  for (const item of await items.all()) {
    await expect(item.getByRole('button', { name: /^Edit/ })).toBeVisible();
    await expect(item.getByRole('button', { name: /^Delete/ })).toBeVisible();
  }
  await page.getByLabel('Search news').fill(title);
  await page.locator('[data-item-id]', { hasText: title }).getByRole('button', { name: /^Edit/ }).click();
  await expect(
    page.getByRole('form', { name: newsMessages.editHeading(title) }).getByRole('textbox', { name: 'Title', exact: true }),
  ).toHaveValue(title);
  expect(await sidewaysScrollers(page)).toEqual([]);
  await expectNoAxeViolations(page);
});

// The audit screen draws its own narrow layout (tests/e2e/admin-audit.spec.ts).
for (const path of ['/admin/skaters', '/admin/registrations', '/admin/accounts']) {
  test(`360 px: ${path} shows its table as cards, with nothing to scroll sideways`, async ({ page, baseURL }) => {
    await apiPost(page.request, baseURL, '/api/skaterprofiles', skaterInput(unique('Card Skater')));
    const event = (await apiPost(page.request, baseURL, '/api/events', {
      title: unique('Card event'),
      date: '2031-04-04',
      description: '',
      location: '',
      image: '',
    })) as { _id: string };
    await apiPost(page.request, baseURL, '/api/registrations', {
      eventId: event._id,
      name: 'Aaradhya Venkatasubramanian',
      age: 12,
      email: 'aaradhya.venkatasubramanian.family@example.org',
      phone: '9123456789',
    });
    await page.setViewportSize({ width: 360, height: 800 });
    await openAdmin(page, path);
    await settled(page);
    const row = page.locator('tbody tr').first();
    await expect(row).toBeVisible();
    // A card: the headings row is hidden and each cell names its column.
    await expect(page.locator('thead')).toBeHidden();
    expect(await row.evaluate((tr) => getComputedStyle(tr).display)).toBe('block');
    const label = await row
      .locator('td[data-label]')
      .first()
      .evaluate((td) => getComputedStyle(td, '::before').content);
    expect(label).not.toBe('none');
    expect(await sidewaysScrollers(page)).toEqual([]);
    await expectNoAxeViolations(page);
  });
}

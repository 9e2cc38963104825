/**
 * A child's data and the deletion request, in the built site at 360 and 1366 pixels: the readable
 * page shows each kind of data under its heading with labels in words and times in the
 * association's zone (the event registration made with the child's address included), with no
 * sideways scrolling; the deletion request opens a dialog saying what goes and what stays, which
 * Escape closes with the focus back on its button, and only the confirmation sends it. Axe is
 * clean on both; screenshots go to docs/screenshots/.
 */
import { expect, type Page } from '@playwright/test';
import { childDataTexts } from '../../src/domain/family/child-data-texts.ts';
import { deletionTexts } from '../../src/domain/family/family-requests.ts';
import { familyTexts } from '../../src/domain/family/family.ts';
import { today } from '../../src/domain/common/dates.ts';
import { apiPost, expectNoAxeViolations, test, unique, useAdminSession } from './fixtures/admin.ts';
import { approvedSkater } from './fixtures/championship.ts';
import { familyLinkTo } from './fixtures/family-link.ts';
import { hydrated } from './fixtures/public.ts';

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    await page.evaluate(() => document.documentElement.clientWidth),
  );

test('the readable page of a child’s data and the deletion’s confirmation, at 360 and 1366 pixels', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const email = `${unique('data').replace(/\s+/g, '.').toLowerCase()}@example.com`;
  await useAdminSession(page);
  const child = await approvedSkater(page.request, baseURL, { email, gender: 'Female', eventCategory: 'Speed Quad', dob: '2014-06-06' });
  const event = (await apiPost(page.request, baseURL, '/api/events', {
    title: unique('Skating camp'),
    date: today(),
    image: '',
    description: 'A day at the rink.',
    location: 'District rink',
  })) as { _id: string; title: string };
  await page.context().clearCookies();
  // The parent signs the child up for the event with the same address, on the public form's route.
  const registered = await page.request.post('/api/registrations', {
    headers: { Origin: baseURL ?? '' },
    data: { eventId: event._id, name: child.name, age: 12, email, phone: '9123456789', website: '' },
  });
  expect(registered.status(), await registered.text()).toBe(201);

  await page.goto('/my');
  await hydrated(page);
  await page.getByLabel(familyTexts.email).fill(email);
  await page.getByRole('button', { name: familyTexts.send }).click();
  await page.goto(await familyLinkTo(email, 'Your sign-in link'));
  const card = page.locator(`article[data-child="${child.name}"]`);
  await expect(card).toBeVisible();

  // The readable page, from the card's link.
  await card.getByText(familyTexts.download).click();
  await card.getByRole('link', { name: familyTexts.downloadPage }).click();
  await expect(page).toHaveURL(/\/my\/data\?child=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(childDataTexts.title(child.name));
  for (const heading of Object.values(childDataTexts.sections)) {
    await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
  }
  const registrations = page.getByRole('region', { name: childDataTexts.sections.registrations, exact: true });
  await expect(registrations).toContainText(event.title);
  await expect(registrations).toContainText('9123456789');
  await expect(page.getByRole('region', { name: childDataTexts.sections.registration, exact: true })).toContainText(' IST');
  await expect(page.locator('main')).not.toContainText(/\d{4}-\d{2}-\d{2}T|representativeClub|createdAt/);
  await expectNoAxeViolations(page);
  for (const width of [360, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await noSidewaysScroll(page);
    await page.screenshot({ path: `docs/screenshots/family-data-${width}.png`, fullPage: true });
  }

  // The deletion: a dialog first, which says what goes and what stays.
  await page.getByRole('link', { name: childDataTexts.back }).click();
  await expect(card).toBeVisible();
  await card.getByText(familyTexts.deletion, { exact: true }).click();
  const open = card.getByRole('button', { name: deletionTexts.open });
  for (const width of [360, 1366]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await open.click();
    const dialog = page.getByRole('dialog', { name: deletionTexts.title(child.name) });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(deletionTexts.staysTitle);
    // It opens on its title (a phone shows it from the top); the safe choice is the first stop after it.
    await expect(dialog.getByRole('heading', { name: deletionTexts.title(child.name) })).toBeFocused();
    await noSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `docs/screenshots/family-deletion-${width}.png` });
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: deletionTexts.cancel })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  }
  await open.click();
  await page.getByRole('button', { name: deletionTexts.confirm }).click();
  await expect(card.getByRole('status').filter({ hasText: 'Request received' })).toBeVisible();
  await expect(card.getByText(/Deletion, sent .*: answer due by/)).toBeVisible();
  // A second one is refused, saying when the first is due.
  await open.click();
  await page.getByRole('button', { name: deletionTexts.confirm }).click();
  await expect(page.getByRole('dialog').getByRole('alert')).toContainText('already open');
  await expectNoAxeViolations(page);
});

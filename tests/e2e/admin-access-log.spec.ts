/**
 * The access log on the skater's review: an owner opens a skater, reaches "Show the access log"
 * with the keyboard and reads that very opening in it (who, what, when, in the association's time
 * zone); axe finds nothing with it open. A registrar opening the same skater is not offered it.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN } from './fixtures/constants.ts';
import { accessLogTexts, reviewTexts } from '../../src/domain/registry/registry.ts';
import { skaterMessages } from '../../src/domain/registry/skater.ts';
import { apiPost, expectNoAxeViolations, openAdmin, signIn, skaterInput, test, unique } from './fixtures/admin.ts';
import { signInApi } from './support/admin-api.ts';

const PASSWORD = 'a long browser test password for the access log';

// The registrar's password is set and checked with the deliberately slow scrypt hash.
test.describe.configure({ timeout: 120_000 });

/** A registrar account, made through the API as the configured owner, with its password set through its link. */
const registrarByApi = async (request: APIRequestContext, baseURL: string) => {
  await signInApi(request, baseURL);
  const name = unique('Log Registrar');
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.org`;
  const added = await request.post('/api/accounts', { data: { name, email, role: 'registrar' }, headers: { Origin: baseURL } });
  expect(added.status()).toBe(201);
  const { link, account } = (await added.json()) as { link: string; account: { _id: string } };
  const token = new URL(link).searchParams.get('token');
  const set = await request.post('/api/set-password', { data: { token, password: PASSWORD }, headers: { Origin: baseURL } });
  expect(set.status()).toBe(200);
  return { email, id: account._id };
};

/** Opens the review of the skater named `name` from /admin/skaters. */
const openReviewOf = async (page: Page, name: string) => {
  await openAdmin(page, '/admin/skaters');
  await page.getByLabel(skaterMessages.search).fill(name);
  const row = page.locator('tbody tr', { hasText: name });
  await row.getByRole('button', { name: new RegExp(`^${reviewTexts.open}`) }).click();
  const review = page.getByRole('dialog', { name: new RegExp(name) });
  await expect(review.getByRole('button', { name: reviewTexts.edit })).toBeVisible();
  return review;
};

test('an owner opens a skater and reads that opening in its access log, reached with the keyboard', async ({ page, baseURL }) => {
  await signIn(page);
  const name = unique('Logged Skater');
  await apiPost(page.request, baseURL, '/api/skaterprofiles', skaterInput(name));
  const review = await openReviewOf(page, name);

  // From Close (where the review starts), Tab reaches the control; Enter opens the log.
  const show = review.getByRole('button', { name: accessLogTexts.show });
  for (let presses = 0; presses < 30 && !(await show.evaluate((element) => element === document.activeElement)); presses += 1)
    await page.keyboard.press('Tab');
  await expect(show).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(review.getByRole('button', { name: accessLogTexts.hide })).toHaveAttribute('aria-expanded', 'true');

  // The skater is new: the only record opening is this one.
  const opening = review.locator('[data-access-entry="record"]');
  await expect(opening).toHaveCount(1);
  await expect(opening).toContainText(`${E2E_ADMIN.name} ${accessLogTexts.kinds.record}`);
  // The time is the association's, with its zone named.
  await expect(opening.locator('time')).toContainText(/ at \d{1,2}:\d{2} (am|pm) IST$/);
  await expectNoAxeViolations(page);
});

test('a registrar opening the same skater is not offered the access log', async ({ page, browser, baseURL }) => {
  await signIn(page);
  const name = unique('Unlogged Skater');
  await apiPost(page.request, baseURL, '/api/skaterprofiles', skaterInput(name));
  const registrar = await registrarByApi(page.request, baseURL ?? '');
  const context = await browser.newContext({ baseURL: baseURL ?? '' });
  const other = await context.newPage();
  try {
    await other.goto('/login');
    await other.getByLabel('Name').fill(registrar.email);
    await other.getByLabel('Password').fill(PASSWORD);
    await other.getByRole('button', { name: 'Login' }).click();
    await expect(other).toHaveURL(/\/admin\/?$/);
    const review = await openReviewOf(other, name);
    await expect(review.getByRole('heading', { name: accessLogTexts.heading })).toHaveCount(0);
    await expect(review.getByRole('button', { name: accessLogTexts.show })).toHaveCount(0);
  } finally {
    await context.close();
    await signInApi(page.request, baseURL ?? '');
    await page.request.delete(`/api/accounts/${registrar.id}`, { headers: { Origin: baseURL ?? '' } });
  }
});

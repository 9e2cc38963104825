/**
 * A sign-in link sent by someone else, in Chromium: a parent signed in as A opens a stranger's
 * link for B (asked for in the stranger's own browser). The family page names both addresses and
 * the parent stays signed in as A until pressing the button that names them; "stay" leaves the
 * link unused, the other button signs in as B. The question passes axe and fits 360 pixels.
 */
import { expect, type Page } from '@playwright/test';
import { familyTexts } from '../../src/domain/family/family.ts';
import { expectNoAxeViolations, test, unique, useAdminSession } from './fixtures/admin.ts';
import { approvedSkater } from './fixtures/championship.ts';
import { hydrated } from './fixtures/public.ts';
import { familyLinkTo } from './fixtures/family-link.ts';

const addressOf = (prefix: string) => `${unique(prefix).replace(/\s+/g, '.').toLowerCase()}@example.com`;

/** Asks for a sign-in letter on /my in this page's browser and answers its link's path. */
const askOnMyPage = async (page: Page, email: string) => {
  await page.goto('/my');
  await hydrated(page);
  await page.getByLabel(familyTexts.email).fill(email);
  await page.getByRole('button', { name: familyTexts.send }).click();
  await expect(page.getByRole('status').filter({ hasText: 'If this address is on a registration' })).toBeVisible();
  return familyLinkTo(email, 'Your sign-in link');
};

const signedInAs = async (page: Page) =>
  ((await (await page.request.get('/api/family/session')).json()) as { signedIn: boolean; email?: string }).email;

test('a stranger’s sign-in link neither signs the parent out nor in as the stranger until the parent presses the button naming both addresses', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const parent = addressOf('parent');
  const stranger = addressOf('stranger');
  await useAdminSession(page);
  await approvedSkater(page.request, baseURL, { email: parent, gender: 'Female', eventCategory: 'Speed Quad', dob: '2014-02-02' });
  await approvedSkater(page.request, baseURL, { email: stranger, gender: 'Male', eventCategory: 'Speed Quad', dob: '2013-03-03' });
  await page.context().clearCookies();

  // The parent is signed in as A, from a letter asked for in this browser: no question.
  await page.goto(await askOnMyPage(page, parent));
  await expect(page.getByTestId('family-email')).toHaveText(familyTexts.signedInAs(parent));

  // The stranger asks for their own letter in their own browser and sends the link on.
  const strangers = await browser.newContext({ baseURL: baseURL ?? '' });
  const link = await askOnMyPage(await strangers.newPage(), stranger);
  await strangers.close();

  // The parent opens it: the page asks, naming both, and nothing has changed yet.
  await page.goto(link);
  const question = page.getByTestId('family-confirm-link');
  await expect(question).toContainText(familyTexts.switchLead(parent, stranger));
  const swap = page.getByRole('button', { name: familyTexts.confirmSwitch(parent, stranger) });
  await expect(swap).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
  expect(await signedInAs(page)).toBe(parent);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: 'test-results/family-confirm-link-360.png', fullPage: true });

  // "Stay" keeps A.
  await page.getByRole('button', { name: familyTexts.stay(parent) }).click();
  await expect(page.getByTestId('family-email')).toHaveText(familyTexts.signedInAs(parent));
  expect(await signedInAs(page)).toBe(parent);

  // The link was not used: opened again it asks again, and only the press signs in as B.
  await page.goto(link);
  await expect(page.getByTestId('family-confirm-link')).toContainText(familyTexts.switchLead(parent, stranger));
  expect(await signedInAs(page)).toBe(parent);
  await page.getByRole('button', { name: familyTexts.confirmSwitch(parent, stranger) }).click();
  await expect(page.getByTestId('family-email')).toHaveText(familyTexts.signedInAs(stranger));
  expect(await signedInAs(page)).toBe(stranger);
});

test('a link opened in a browser with no family session names the address and signs in only when asked to', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const parent = addressOf('elsewhere');
  await useAdminSession(page);
  await approvedSkater(page.request, baseURL, { email: parent, gender: 'Female', eventCategory: 'Speed Quad', dob: '2015-02-02' });
  await page.context().clearCookies();

  // Asked for on the parent's laptop, opened on their phone.
  const laptop = await browser.newContext({ baseURL: baseURL ?? '' });
  const link = await askOnMyPage(await laptop.newPage(), parent);
  await laptop.close();

  await page.goto(link);
  await expect(page.getByTestId('family-confirm-link')).toContainText(familyTexts.confirmLead(parent));
  expect(await signedInAs(page)).toBeUndefined();
  await page.getByRole('button', { name: familyTexts.dontSignIn }).click();
  await expect(page.getByLabel(familyTexts.email)).toBeVisible();
  expect(await signedInAs(page)).toBeUndefined();

  await page.goto(link);
  await page.getByRole('button', { name: familyTexts.confirmSignIn(parent) }).click();
  await expect(page.getByTestId('family-email')).toHaveText(familyTexts.signedInAs(parent));
});

/**
 * The journeys of the results desk and live results, on a phone (360 px) and a laptop (1,366 px):
 * a results volunteer goes from the admin menu to the desk and back to the admin area; a parent
 * goes from the home page through Events and the championship to its live results. No horizontal
 * scroll, and screenshots for the docs.
 */
import { expect, type Page } from '@playwright/test';
import { venueTexts as texts } from '../../src/domain/venue/venue-texts.ts';
import { championshipTexts } from '../../src/domain/championships/championship-texts.ts';
import { dashboardMessages } from '../../src/domain/committee/dashboard.ts';
import { expectNoAxeViolations, signIn, test } from './fixtures/admin.ts';
import { hydrated } from './fixtures/public.ts';
import { raceDayToday, runningChampionship } from './fixtures/venue.ts';

const noSideScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

for (const width of [360, 1366]) {
  const phone = width < 1024;

  test(`at ${width} px: a results volunteer goes from the admin menu to the desk and back; a parent from the home page to the live results`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: phone ? 780 : 900 });
    await signIn(page);
    const { event } = await runningChampionship(page.request, baseURL);
    await raceDayToday(page.request, baseURL, event);

    // The volunteer: Admin menu → Results desk → the championship → back to the admin area.
    await page.goto('/admin');
    const nav = page.getByRole('navigation', { name: 'Admin' });
    if (phone) await nav.getByRole('button', { name: 'Admin menu' }).click();
    await nav.getByRole('link', { name: 'Results desk' }).click();
    await expect(page.getByRole('heading', { name: texts.pickChampionship })).toBeVisible();
    await page.getByRole('link', { name: new RegExp(event.title) }).click();
    await expect(page.getByRole('heading', { name: `${texts.deskTitle}: ${event.title}` })).toBeVisible();
    await expect(page.getByTestId('outbox-counter')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await noSideScroll(page);
    await page.screenshot({ path: `docs/screenshots/venue-volunteer-desk-${width}.png`, fullPage: true });
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Admin area' }).click();
    await expect(page.getByRole('heading', { name: dashboardMessages.heading, level: 1 })).toBeVisible();

    // The parent, not signed in: home → Events → the championship → its results, following the day.
    await page.context().clearCookies();
    await page.goto('/');
    await hydrated(page);
    if (phone) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.locator('#mobile-menu').getByRole('link', { name: 'Events', exact: true }).click();
    } else {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events', exact: true }).click();
    }
    await expect(page).toHaveURL(/\/events\/?$/);
    await page.getByRole('link', { name: event.title }).first().click();
    await expect(page.getByRole('heading', { name: event.title, level: 1 })).toBeVisible();
    await page.getByRole('link', { name: championshipTexts.resultsLink }).first().click();
    await expect(page.getByTestId('now-racing')).toContainText(texts.nowRacing);
    await noSideScroll(page);
    await page.screenshot({ path: `docs/screenshots/venue-parent-live-${width}.png`, fullPage: !phone });
  });
}

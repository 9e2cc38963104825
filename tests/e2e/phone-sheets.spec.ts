/**
 * Start lists and results on a phone (360 px) and a laptop (1366 px): nothing scrolls sideways,
 * places read "1st" with a medal mark and marks carry their unit, "Find a skater" narrows the
 * races, and printing gives the association's heading and leaves out races with nobody in them.
 * Also /verify without a code, which offers a box to type one.
 */
import { expect, type Page } from '@playwright/test';
import { site } from '../../src/config/site.ts';
import { markText, placeText } from '../../src/domain/championships/championship.ts';
import { championshipTexts as texts } from '../../src/domain/championships/championship-texts.ts';
import type { EventResultsView, StartLists } from '../../src/domain/championships/championship-views.ts';
import { certificateMessages, formatCertificateCode } from '../../src/domain/championships/certificate.ts';
import type { Event } from '../../src/domain/events/event.schema.ts';
import { test } from './fixtures/admin.ts';
import { apiGet, expectNoAxeViolations, open } from './fixtures/public.ts';

const PHONE = { width: 360, height: 780 } as const;
const LAPTOP = { width: 1366, height: 800 } as const;

const sampleEvent = async (page: Page): Promise<Event> => {
  const events = await apiGet<Event[]>(page.request, '/api/events');
  const event = events.find((item) => item.title === 'Road skating marathon');
  expect(event).toBeDefined();
  return event!;
};

/** The page is no wider than the screen: nothing to scroll sideways. */
const expectNoSidewaysScroll = async (page: Page) => {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, `page is ${scroll} px wide on a ${client} px screen`).toBeLessThanOrEqual(client);
};

/** Every element in `selector` lies inside the screen's width. */
const expectInsideScreen = async (page: Page, selector: string) => {
  const width = page.viewportSize()?.width ?? 0;
  const outside = await page
    .locator(selector)
    .evaluateAll(
      (elements, screen) =>
        elements.filter((element) => element.getBoundingClientRect().right > screen + 0.5).map((element) => element.textContent),
      width,
    );
  expect(outside).toEqual([]);
};

for (const size of [PHONE, LAPTOP]) {
  test(`results at ${size.width} px: no sideways scrolling, places as 1st with medals, marks with units`, async ({ page }) => {
    await page.setViewportSize(size);
    const event = await sampleEvent(page);
    const results = await apiGet<EventResultsView>(page.request, `/api/events/${event._id}/results`);
    await open(page, `/events/${event._id}/results`);
    await expect(page.getByTestId('sheet-heading')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectInsideScreen(
      page,
      '[data-race] h2, [data-race] h3, [data-testid="jump-list"] a, [data-testid="medal-table"] th, [data-testid="medal-table"] td',
    );
    // Below the jump list on a phone: scrolled to, its last column is on the screen, not cut off sideways.
    const total = page.getByTestId('medal-table').getByRole('columnheader', { name: texts.columns.total });
    await total.scrollIntoViewIfNeeded();
    await expect(total).toBeInViewport();

    const recorded = results.races.find((race) => race.results.length > 0)!;
    const winner = recorded.results[0]!;
    const row = page.locator(`[data-race="${recorded.name}"] tbody tr`).first();
    await expect(row).toHaveText(`${placeText(winner)}${winner.name}${winner.club}${markText(winner.mark, recorded.discipline)}`);
    expect(placeText(winner)).toBe('1st');
    await expect(row.getByRole('img', { name: 'Gold medal' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test(`start lists at ${size.width} px: no sideways scrolling`, async ({ page }) => {
    await page.setViewportSize(size);
    const event = await sampleEvent(page);
    await open(page, `/events/${event._id}/startlists`);
    await expect(page.getByTestId('sheet-heading')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectInsideScreen(page, '[data-race] h2, [data-race] h3, [data-race] td');
  });
}

test('find a skater: the races narrow to those with the name or club typed, numbers kept', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const event = await sampleEvent(page);
  const lists = await apiGet<StartLists>(page.request, `/api/events/${event._id}/startlists`);
  const race = lists.races.find((item) => item.entrants.length > 1) ?? lists.races.find((item) => item.entrants.length > 0)!;
  const last = race.entrants.length - 1;
  const entrant = race.entrants[last]!;
  const holding = lists.races.filter((item) => item.entrants.some((one) => one.name === entrant.name));
  await open(page, `/events/${event._id}/startlists`);
  const search = page.getByRole('searchbox', { name: texts.findSkater });
  await search.fill(entrant.name.toLowerCase());
  await expect(page.locator('[data-race]')).toHaveCount(holding.length);
  await expect(page.getByRole('status').filter({ hasText: texts.foundRaces(holding.length) })).toBeVisible();
  // The skater keeps the start number of the whole list.
  await expect(page.locator(`[data-race="${race.name}"] tbody tr`)).toHaveText([`${last + 1}${entrant.name}${entrant.club}`]);
  await expectNoSidewaysScroll(page);

  await search.fill('zzzz nobody');
  await expect(page.locator('[data-race]')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: texts.foundRaces(0) })).toBeVisible();
  await search.fill('');
  await expect(page.locator('[data-race]')).toHaveCount(lists.races.length);

  // Results too.
  const results = await apiGet<EventResultsView>(page.request, `/api/events/${event._id}/results`);
  const winner = results.races.find((item) => item.results.length > 0)!.results[0]!;
  const withWinner = results.races.filter((item) => item.results.some((row) => row.name === winner.name || row.club === winner.name));
  await open(page, `/events/${event._id}/results`);
  await page.getByRole('searchbox', { name: texts.findSkater }).fill(winner.name);
  await expect(page.locator('[data-race]')).toHaveCount(withWinner.length);
});

test('printing results gives the association and the championship, and leaves out races with no results', async ({ page }) => {
  const event = await sampleEvent(page);
  const results = await apiGet<EventResultsView>(page.request, `/api/events/${event._id}/results`);
  const empty = results.races.find((race) => race.results.length === 0)!;
  const recorded = results.races.find((race) => race.results.length > 0)!;
  await open(page, `/events/${event._id}/results`);
  // On screen the site's header names the association; on paper the sheet's own heading does.
  await expect(page.locator('[data-print-only]')).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('[data-print-only]')).toHaveText(site.name);
  await expect(page.getByTestId('sheet-heading')).toHaveText(texts.resultsTitle(event.title));
  await expect(page.locator(`[data-race="${empty.name}"]`)).toBeHidden();
  await expect(page.locator(`[data-race="${recorded.name}"]`)).toBeVisible();
  await expect(page.getByRole('searchbox', { name: texts.findSkater })).toBeHidden();
  await expect(page.locator('[data-print-sheet] time').first()).toBeVisible();
});

test('/verify without a code offers a box; the code may be typed in small letters with dashes', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await open(page, '/verify');
  const form = page.getByTestId('verify-form');
  const box = form.getByLabel(certificateMessages.verifyCodeLabel);
  await box.fill('not a code');
  await form.getByRole('button', { name: certificateMessages.verifyButton }).click();
  await expect(form.getByText(certificateMessages.verifyCodeInvalid)).toBeVisible();
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  const code = '0123456789ABCDEFGHJKMNPQRS';
  await box.fill(formatCertificateCode(code).toLowerCase());
  await form.getByRole('button', { name: certificateMessages.verifyButton }).click();
  await expect(page).toHaveURL(new RegExp(`/verify/${code}$`));
  // An unknown code says so, and offers the box again.
  await expect(page.getByText(certificateMessages.notFound)).toBeVisible();
  await expect(page.getByTestId('verify-form')).toBeVisible();
  await expectNoSidewaysScroll(page);
});

/**
 * A visitor's walk, on a phone (360 px) and a laptop (1366 px), from the home page with no address
 * typed: a news item and Back to where they were, a championship's results by category through
 * the jump list, a skater's page and their club's page. Each page is axe clean, does not scroll
 * sideways and is photographed (docs/screenshots/visitor-*.png). Also: a case variant of an
 * address ends on its page.
 */
import { expect, type Page } from '@playwright/test';
import { championshipTexts as texts } from '../../src/domain/championships/championship-texts.ts';
import { test } from './fixtures/worker.ts';
import { expectNoAxeViolations, hydrated, open } from './fixtures/public.ts';

const SIZES = [
  { name: 'phone', width: 360, height: 780 },
  { name: 'laptop', width: 1366, height: 800 },
] as const;

const expectNoSidewaysScroll = async (page: Page) => {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, `page is ${scroll} px wide on a ${client} px screen`).toBeLessThanOrEqual(client);
};

/** axe, no sideways scrolling, and the picture of the step (the whole page when `whole`). */
const checkStep = async (page: Page, step: string, size: string, whole = false) => {
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page, step);
  await page.screenshot({ path: `docs/screenshots/visitor-${step}-${size}.png`, fullPage: whole });
};

for (const size of SIZES) {
  test(`the visitor's walk at ${size.width} px: news and Back, results by category, a skater, their club`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    await open(page, '/');
    await checkStep(page, '1-home', size.name);

    // A news item opens its own page; Back returns to the home page where the visitor was.
    const news = page.locator('[data-latest-news] a').first();
    await news.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    const title = (await news.textContent())?.trim() ?? '';
    await news.click();
    await expect(page).toHaveURL(/\/News\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await checkStep(page, '2-news', size.name);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(Math.max(0, scrolled - 200));

    // The latest results, by category: the jump list comes first and leads to its group.
    await page.locator('[data-latest-results] h3 a').first().click();
    await expect(page).toHaveURL(/\/events\/[^/]+\/results$/);
    await hydrated(page);
    const jump = page.getByTestId('jump-list');
    await expect(jump).toBeVisible();
    await expect(jump.getByRole('heading', { name: texts.jumpTo })).toBeVisible();
    // Only races with results are open; the others are under one line.
    await expect(page.getByTestId('empty-races').locator('summary')).toHaveText(/races? without results yet$/);
    await checkStep(page, '3-results', size.name);
    const chip = jump.getByRole('link').first();
    const target = (await chip.getAttribute('href')) ?? '';
    await chip.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    const group = page.locator(`section:has(> h2${target})`);
    await expect(page.locator(target)).toBeInViewport();
    await page.screenshot({ path: `docs/screenshots/visitor-4-results-group-${size.name}.png` });

    // A skater's page: public fields, results, certificates; nothing personal.
    const skaterLink = group.locator('[data-skater-link]').first();
    const skaterName = (await skaterLink.textContent())?.trim() ?? '';
    await skaterLink.click();
    await expect(page).toHaveURL(/\/skater\/[^/]+$/);
    await expect(page.getByTestId('skater-name')).toHaveText(skaterName);
    await expect(page.getByTestId('skater-results')).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${skaterName}`));
    const text = (await page.getByTestId('skater-page').textContent()) ?? '';
    expect(text).not.toMatch(/@|Aadhaar|date of birth|\b\d{10}\b/i);
    await checkStep(page, '5-skater', size.name, true);

    // Their club's page lists them among its skaters, with its results.
    const club = page.locator('[data-club-link]');
    const clubName = (await club.textContent())?.trim() ?? '';
    await club.click();
    await expect(page).toHaveURL(/\/club\/[^/]+$/);
    await expect(page.getByTestId('club-name')).toHaveText(clubName);
    await expect(page.getByTestId('club-skaters').getByRole('link', { name: skaterName })).toBeVisible();
    await expect(page.getByTestId('club-results')).toContainText(skaterName);
    await checkStep(page, '6-club', size.name, true);
  });
}

test('case variants of the site\u2019s addresses end on their pages (301), other addresses on the 404 page', async ({ page }) => {
  for (const [typed, page_] of [
    ['/EVENTS', '/events'],
    ['/Team', '/team'],
    ['/GALLERY', '/gallery'],
  ] as const) {
    const res = await page.request.get(typed, { maxRedirects: 0 });
    expect(res.status(), typed).toBe(301);
    expect(res.headers()['location']).toBe(page_);
  }
  await page.goto('/Team');
  await expect(page).toHaveURL(/\/team$/);
  const missing = await page.request.get('/no-such-page', { maxRedirects: 0 });
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('We couldn');
  expect(missing.headers()['content-security-policy']).toBeTruthy();
});

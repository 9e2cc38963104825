/** Achievements: filters, previews, states, detail with related achievements, and the level pages. */
import { expect } from '@playwright/test';
import { test } from './fixtures/worker.ts';
import { ACHIEVEMENT_LEVELS, ACHIEVEMENT_PREVIEW_LENGTH, FIRST_ACHIEVEMENT_YEAR, yearOptions } from '../../src/config/rules.ts';
import type { Achievement } from '../../src/domain/content/achievement.schema.ts';
import { achievementMessages } from '../../src/domain/content/achievement.ts';
import { updateMessages } from '../../src/domain/content/update.ts';
import { preview } from '../../src/domain/common/text.ts';
import type { Update } from '../../src/domain/content/update.schema.ts';
import { adminPost, signInApi } from './support/admin-api.ts';
import { apiGet, MOBILE, open, pngDataUrl, unique } from './fixtures/public.ts';

const LONG =
  'A record-breaking season: our speed skaters won gold in the 500 m, 1000 m and relay races, and two of them were selected for the national camp in the same week as the finals.';

test.describe('achievements page', () => {
  test('filters are hidden by default; Show Filters / Hide Filters toggles them; year runs from 1995 to this year', async ({ page }) => {
    await open(page, '/achievements');
    const filters = page.getByTestId('achievement-filters');
    await expect(filters).toBeHidden();
    const toggle = page.getByRole('button', { name: achievementMessages.showFilters });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(filters).toBeVisible();
    await expect(page.getByRole('button', { name: achievementMessages.hideFilters })).toHaveAttribute('aria-expanded', 'true');

    const years = (await filters.getByLabel('Year').locator('option').allTextContents()).slice(1).map(Number);
    expect(years).toEqual(yearOptions());
    expect(years.at(-1)).toBe(FIRST_ACHIEVEMENT_YEAR);
    expect(years[0]).toBe(new Date().getFullYear());
    for (const level of ACHIEVEMENT_LEVELS) await expect(filters.getByRole('checkbox', { name: level, exact: true })).not.toBeChecked();

    await page.getByRole('button', { name: achievementMessages.hideFilters }).click();
    await expect(filters).toBeHidden();
  });

  test('cards show image, title, Year, Level and a 125-character preview; level and year filters narrow the list', async ({
    page,
    request,
    baseURL,
  }) => {
    await signInApi(request, baseURL!);
    const title = unique('Relay gold');
    await adminPost(request, baseURL!, '/api/achievementspost', {
      title,
      description: LONG,
      year: '1999',
      level: 'district',
      image: pngDataUrl(),
      image2: pngDataUrl([200, 0, 0]),
    });
    const all = await apiGet<Achievement[]>(request, '/api/achievements');

    await open(page, '/achievements');
    const cards = page.locator('[data-achievement-card]');
    await expect(cards).toHaveCount(all.length);
    const mine = cards.filter({ hasText: title });
    await expect(mine.locator('[data-achievement-preview]')).toHaveText(preview(LONG, ACHIEVEMENT_PREVIEW_LENGTH));
    expect((await mine.locator('[data-achievement-preview]').textContent())!.length).toBe(ACHIEVEMENT_PREVIEW_LENGTH + 3);
    await expect(mine).toContainText('Year:1999');
    await expect(mine).toContainText('Level:District');
    await expect(mine.locator('img')).toHaveAttribute('width', /\d+/);

    await page.getByRole('button', { name: achievementMessages.showFilters }).click();
    const filters = page.getByTestId('achievement-filters');
    await filters.getByRole('checkbox', { name: 'National', exact: true }).check();
    await expect(cards).toHaveCount(all.filter((item) => item.level === 'National').length);
    await filters.getByRole('checkbox', { name: 'District' }).check();
    await expect(cards).toHaveCount(all.filter((item) => item.level === 'National' || item.level === 'District').length);
    await filters.getByLabel('Year').selectOption('1999');
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText(title);
    await filters.getByRole('checkbox', { name: 'District' }).uncheck();
    await expect(page.getByText(achievementMessages.empty)).toBeVisible();

    // A card opens the detail page.
    await filters.getByRole('checkbox', { name: 'District' }).check();
    await cards.first().click({ position: { x: 20, y: 20 } });
    await expect(page).toHaveURL(/\/achievement\/[\w-]+\/?$/);
    await expect(page.getByTestId('achievement-title')).toHaveText(title);
  });

  test('side column: trophy animation and the Our Achievement tile', async ({ page }) => {
    await open(page, '/achievements');
    await expect(page.locator('.trophy svg')).toBeVisible();
    const tile = page.getByRole('heading', { name: achievementMessages.ourAchievement });
    await expect(tile).toBeVisible();
  });
});

test.describe('achievement detail', () => {
  test('shows level, title, two images, description and two random related achievements, never the current one', async ({
    page,
    request,
  }) => {
    const all = await apiGet<Achievement[]>(request, '/api/achievements');
    expect(all.length).toBeGreaterThan(2);
    // The list carries a preview of the description; the achievement's own route all of it.
    const current = await apiGet<Achievement>(request, `/api/achievements/${all[0]!._id}`);
    const seen = new Set<string>();
    for (let visit = 0; visit < 6; visit += 1) {
      await open(page, `/achievement/${current._id}`);
      await page.waitForLoadState('networkidle');
      await expect(page.getByTestId('achievement-level')).toHaveText(current.level);
      await expect(page.getByTestId('achievement-title')).toHaveText(current.title);
      await expect(page.getByTestId('achievement-images').locator('img')).toHaveCount(2);
      await expect(page.getByTestId('achievement-description')).toHaveText(current.description);
      await expect(page.getByRole('heading', { name: achievementMessages.related })).toBeVisible();
      const links = page.getByTestId('related-achievements').getByRole('link');
      await expect(links).toHaveCount(2);
      const ids = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('data-related-id')!));
      expect(ids).not.toContain(current._id);
      expect(new Set(ids).size).toBe(2);
      for (const id of ids) seen.add(id);
    }
    // Random picks: several visits do not always show the same two.
    if (all.length > 3) expect(seen.size).toBeGreaterThan(2);

    const target = page.getByTestId('related-achievements').getByRole('link').first();
    const id = await target.getAttribute('data-related-id');
    await target.click();
    await expect(page).toHaveURL(new RegExp(`/achievement/${id}/?$`));
    await expect(page.getByTestId('achievement-title')).toHaveText(all.find((item) => item._id === id)!.title);
  });

  test('an achievement created after the build has a working page before any rebuild', async ({ page, request, baseURL }) => {
    await signInApi(request, baseURL!);
    const title = unique('Fresh medal');
    const created = (await adminPost(request, baseURL!, '/api/achievementspost', {
      title,
      description: 'Just in.',
      year: '2026',
      level: 'State',
      image: pngDataUrl(),
      image2: pngDataUrl([0, 0, 200]),
    })) as unknown as Achievement;
    await page.setViewportSize(MOBILE);
    await open(page, `/achievement/${created._id}`);
    await expect(page.getByTestId('achievement-title')).toHaveText(title);
    await expect(page.getByTestId('achievement-level')).toHaveText('State');
    await expect(page.getByTestId('achievement-images').locator('img')).toHaveCount(2);
    // The related list is fetched after the item; read it once it has come.
    await expect(page.getByTestId('related-achievements').getByRole('link')).toHaveCount(2);
    const ids = await page
      .getByTestId('related-achievements')
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('data-related-id')));
    expect(ids).toHaveLength(2);
    expect(ids).not.toContain(created._id);
  });

  test("an unknown achievement shows 'Failed to load achievement details.'", async ({ page }) => {
    await open(page, '/achievement/nosuchachievement000000000');
    await expect(page.getByRole('alert')).toHaveText(achievementMessages.detailFailed);
  });
});

test.describe('level pages', () => {
  for (const level of ACHIEVEMENT_LEVELS) {
    const path = `/${level.toLowerCase()}`;
    test(`${path} lists only ${level} achievements`, async ({ page, request }) => {
      const all = await apiGet<Achievement[]>(request, '/api/achievements');
      const mine = all.filter((item) => item.level.toLowerCase() === level.toLowerCase());
      await open(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${level} Achievements`);
      const cards = page.locator('[data-achievement-card]');
      await expect(cards).toHaveCount(mine.length);
      for (const card of await cards.all()) await expect(card).toContainText(`Level:${level}`);
    });
  }

  test('levels are compared case-insensitively (by the server, which the level page asks for its level)', async ({ page, request }) => {
    const national = await apiGet<Achievement[]>(request, '/api/achievements?level=nAtIoNaL');
    expect(national.length).toBeGreaterThan(0);
    expect(national.every((item) => item.level === 'National')).toBe(true);
    await open(page, '/national');
    await expect(page.locator('[data-achievement-card]')).toHaveCount(national.length);
  });

  test('the national page has the Latest Updates box; the state page a side panel', async ({ page, request }) => {
    const updates = await apiGet<Update[]>(request, '/api/updates');
    await open(page, '/national');
    await expect(page.getByRole('heading', { name: updateMessages.latest })).toBeVisible();
    await page.getByTestId('latest-updates').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('latest-updates').getByRole('listitem')).toHaveText(updates.map((update) => update.text));
    await open(page, '/state');
    await expect(page.getByRole('heading', { name: updateMessages.latest })).toHaveCount(0);
    await expect(page.getByRole('complementary').getByRole('heading', { name: 'On to the state championship' })).toBeVisible();
    await open(page, '/district');
    await expect(page.getByRole('complementary')).toHaveCount(0);
  });
});

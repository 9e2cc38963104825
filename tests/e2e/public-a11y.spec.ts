/** Every public page, its detail pages and its open popups pass an axe-core scan (WCAG 2.1 AA). */
import { expect } from '@playwright/test';
import { test } from './fixtures/worker.ts';
import type { Achievement } from '../../src/domain/content/achievement.schema.ts';
import type { Club } from '../../src/domain/content/club.schema.ts';
import type { Event } from '../../src/domain/events/event.schema.ts';
import { achievementMessages } from '../../src/domain/content/achievement.ts';
import { apiGet, DESKTOP, expectNoAxeViolations, MOBILE, open } from './fixtures/public.ts';

const PAGES = [
  '/',
  '/about',
  '/team',
  '/News',
  '/events',
  '/achievements',
  '/international',
  '/national',
  '/state',
  '/district',
  '/club',
  '/skatersprofile',
  '/skaterform',
  '/registration-status',
  '/renew',
  '/gallery',
  '/contactus',
  '/membership',
  '/privacy',
  '/login',
];

// Read-only scans: each page is a test of its own, so the workers share them out.
test.describe.configure({ mode: 'parallel' });

test('the scan finds what it is there to find: a picture without a text, a nameless button, grey on white', async ({ page }) => {
  await open(page, '/about');
  await page.evaluate(() => {
    const main = document.querySelector('main');
    main?.insertAdjacentHTML(
      'beforeend',
      '<img src="/planted.png"><button type="button"></button><p style="color:#d0d0d0;background:#fff">Faint</p>',
    );
  });
  const failure = await expectNoAxeViolations(page, 'planted').then(
    () => undefined,
    (error: unknown) => String(error),
  );
  for (const rule of ['image-alt', 'button-name', 'color-contrast']) expect(failure).toContain(rule);
});

for (const viewport of [DESKTOP, MOBILE]) {
  test.describe(`${viewport.width}px`, () => {
    test.use({ viewport });

    for (const path of PAGES) {
      test(`the public page ${path}`, async ({ page }) => {
        await open(page, path);
        await page.waitForLoadState('networkidle');
        await expectNoAxeViolations(page, path);
      });
    }

    test('detail pages and fallbacks', async ({ page, request }) => {
      const [event] = await apiGet<Event[]>(request, '/api/events');
      const [achievement] = await apiGet<Achievement[]>(request, '/api/achievements');
      const [club] = await apiGet<Club[]>(request, '/api/associative-club');
      for (const path of [
        `/events/${event!._id}`,
        `/achievement/${achievement!._id}`,
        `/club/${club!._id}`,
        '/events/notprerendered00000000000',
        '/club/notprerendered00000000000',
      ]) {
        await open(page, path);
        await page.waitForLoadState('networkidle');
        await expectNoAxeViolations(page, path);
      }
    });
  });
}

test('open lightbox, filters and menus', async ({ page }) => {
  // Three pages, each opened and scanned: 25–30 s on a busy machine, so the default limit was too close.
  test.setTimeout(60_000);
  await page.setViewportSize(DESKTOP);
  await open(page, '/gallery');
  await page.locator('[data-gallery-item]').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page, 'lightbox');

  await open(page, '/achievements');
  await page.getByRole('button', { name: achievementMessages.showFilters }).click();
  await expectNoAxeViolations(page, 'achievement filters');

  await page.setViewportSize(MOBILE);
  await open(page, '/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.locator('#mobile-menu')).toBeVisible();
  await expectNoAxeViolations(page, 'mobile menu');
});

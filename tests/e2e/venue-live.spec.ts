/**
 * Live results: a parent's phone on the results page sees a result an admin saves appear within
 * 15 seconds, marked provisional, without a reload and without the page moving; the projector view
 * runs 10 simulated minutes of polling and turning screens without its heap growing.
 */
import { expect } from '@playwright/test';
import { venueTexts as texts } from '../../src/domain/venue/venue-texts.ts';
import { expectNoAxeViolations, useAdminSession, test } from './fixtures/admin.ts';
import { raceDayToday, runningChampionship } from './fixtures/venue.ts';

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('a result saved by an admin appears within 15 seconds, without a reload or a layout jump', async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    await useAdminSession(page);
    const { event, races, skaters } = await runningChampionship(page.request, baseURL);
    await raceDayToday(page.request, baseURL, event);
    // The parent is not signed in.
    await page.context().clearCookies();

    await page.goto(`/events/${event._id}/results`);
    const nowRacing = page.getByTestId('now-racing');
    await expect(nowRacing).toContainText(`${texts.nowRacing}: ${races[0]!.name}`);
    await expect(nowRacing).toContainText(`${texts.nextUp}: ${races[1]!.name}`);
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });
    const headingBox = await page.getByTestId('sheet-heading').boundingBox();
    const lineBox = await nowRacing.boundingBox();

    await useAdminSession(page);
    const saved = await page.request.put(`/api/events/${event._id}/results/${races[0]!._id}`, {
      data: { rows: [{ entryId: skaters[1]!.entryId, position: 1, mark: '45.10' }] },
      headers: { Origin: baseURL ?? '' },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const savedAt = Date.now();

    await expect(page.getByText(skaters[1]!.name)).toBeVisible({ timeout: 15_000 });
    expect(Date.now() - savedAt).toBeLessThan(15_000);
    await expect(page.getByText(/provisional/i).first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(await page.getByTestId('sheet-heading').boundingBox()).toEqual(headingBox);
    expect((await nowRacing.boundingBox())?.height).toBe(lineBox?.height);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    await page.screenshot({ path: 'docs/screenshots/venue-live-phone.png', fullPage: true });
    await expectNoAxeViolations(page);
  });
});

test.describe('the projector', () => {
  // A rink's laptop in dark mode: the projector opens dark (and switches to light).
  test.use({ viewport: { width: 1280, height: 720 }, colorScheme: 'dark' });

  test('shows the current race, then its results and the latest official ones, and runs 10 simulated minutes without growing', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    await useAdminSession(page);
    const { event, races, skaters } = await runningChampionship(page.request, baseURL);
    await raceDayToday(page.request, baseURL, event);
    await page.clock.install();
    await page.goto(`/events/${event._id}/live`);
    const slide = page.getByTestId('projector-slide');
    await expect(slide).toContainText(`${texts.startList}: ${races[0]!.name}`);
    await expect(slide).toContainText(skaters[0]!.name);
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.getByTestId('projector')).toHaveAttribute('data-theme', 'dark');
    await page.screenshot({ path: 'docs/screenshots/venue-projector-dark.png' });

    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const heap = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      const { metrics } = await cdp.send('Performance.getMetrics');
      return metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0;
    };
    // A first minute settles what the page loads once.
    for (let second = 0; second < 60; second += 5) {
      await page.clock.runFor(5_000);
      await page.waitForTimeout(50);
    }
    const before = await heap();

    // Ten minutes: a poll every 5 s, a screen every 10 s; results saved and made official on the way.
    for (let second = 0; second < 600; second += 5) {
      if (second === 60) {
        const res = await page.request.put(`/api/events/${event._id}/results/${races[0]!._id}`, {
          data: { rows: skaters.map((skater, index) => ({ entryId: skater.entryId, position: index + 1 })) },
          headers: { Origin: baseURL ?? '' },
        });
        expect(res.status()).toBe(200);
      }
      if (second === 120) {
        const res = await page.request.patch(`/api/events/${event._id}/results/${races[0]!._id}`, {
          data: { status: 'official' },
          headers: { Origin: baseURL ?? '' },
        });
        expect(res.status()).toBe(200);
      }
      await page.clock.runFor(5_000);
      // Real time for the polls' answers to arrive.
      await page.waitForTimeout(60);
    }
    const after = await heap();
    console.log(`projector heap: ${(before / 1e6).toFixed(2)} MB before, ${(after / 1e6).toFixed(2)} MB after 10 simulated minutes`);
    expect(after).toBeLessThan(before * 1.25 + 1_000_000);

    // Race one is official now: race two is on, and race one's results come round (in real time again).
    await page.clock.resume();
    await expect(page.getByTestId('now-racing')).toContainText(`${texts.nowRacing}: ${races[1]!.name}`, { timeout: 15_000 });
    await expect(slide).toContainText(`${texts.latestOfficial}: ${races[0]!.name}`, { timeout: 30_000 });
    await expect(slide).toContainText(texts.official);
    await page.getByRole('button', { name: 'Light' }).click();
    await expect(page.getByTestId('projector')).toHaveAttribute('data-theme', 'light');
    await page.screenshot({ path: 'docs/screenshots/venue-projector-light.png' });
    await expectNoAxeViolations(page);
  });
});

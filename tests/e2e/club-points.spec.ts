/**
 * Club points seen by the public: the championship's table beside its medal table on the built
 * results page, and a club's season on its page; axe clean and no sideways scroll at 360 px.
 */
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures/admin.ts';
import type { EventResultsView } from '../../src/domain/championships/championship-views.ts';
import type { Club } from '../../src/domain/content/club.schema.ts';
import type { Event } from '../../src/domain/events/event.schema.ts';
import { clubStandingsTexts } from '../../src/domain/clubs/standings-texts.ts';
import { apiGet, expectNoAxeViolations, open } from './fixtures/public.ts';

/** The sample championship already raced. */
const RACED_TITLE = 'Road skating marathon';
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const width of [360, 1366]) {
  test(`club points beside the medal table and on the club's page at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const events = await apiGet<Event[]>(request, '/api/events');
    const event = events.find((item) => item.title === RACED_TITLE)!;
    const results = await apiGet<EventResultsView>(request, `/api/events/${event._id}/results`);
    const standings = results.clubPoints ?? [];
    expect(standings.length).toBeGreaterThan(0);

    await open(page, `/events/${event._id}/results`);
    const table = page.getByTestId('club-points');
    await expect(table.getByRole('heading', { name: clubStandingsTexts.heading })).toBeVisible();
    const rank = (index: number) => standings.findIndex((row) => row.points === standings[index]!.points) + 1;
    await expect(table.locator('tbody tr')).toHaveText(standings.map((row, index) => `${rank(index)}${row.club}${row.points}`));
    await page.waitForLoadState('networkidle');
    expect(await sideways(page)).toBe(0);
    await expectNoAxeViolations(page);
    await table.screenshot({ path: `docs/screenshots/club-points-${width}.png` });

    // The leading club's page: its season, with this championship's points in it.
    const clubs = await apiGet<Club[]>(request, '/api/associative-club');
    const leader = clubs.find((club) => standings.some((row) => row.club.trim().toLowerCase() === club.clubName.trim().toLowerCase()));
    test.skip(!leader, 'no club of the sample data scored in the sample championship');
    const points = standings.find((row) => row.club.trim().toLowerCase() === leader!.clubName.trim().toLowerCase())!.points;
    await open(page, `/club/${leader!._id}`);
    const season = page.getByTestId('club-season');
    await expect(season.locator('tbody tr', { hasText: event.title })).toContainText(String(points));
    await expect(season.locator('tfoot')).toContainText(clubStandingsTexts.seasonTotal);
    expect(await sideways(page)).toBe(0);
    await expectNoAxeViolations(page);
    await season.screenshot({ path: `docs/screenshots/club-season-${width}.png` });
  });
}

/**
 * Records in the browser: the public records page as built (the district's record with the one it
 * replaced, the state's, and its Tamil copy), reached from the footer; and the referee's queue,
 * reached from the race director's screen with its count, showing the record a time would replace,
 * accepted. At 1,366 px and 360 px (no sideways scroll), axe clean; screenshots go to docs/screenshots/.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { recordsAdminTexts as texts } from '../../src/domain/race-day/race-records-admin-texts.ts';
import { recordsTexts } from '../../src/domain/race-day/race-records-texts.ts';
import { recordsWords } from '../../src/domain/i18n/words-records.ts';
import { signInApi } from './support/admin-api.ts';
import { apiPost, expectNoAxeViolations, signIn, test } from './fixtures/admin.ts';
import { addGrid, approvedSkater, makeChampionship, newEvent, raceDayPassed } from './fixtures/championship.ts';

const words = recordsWords.base as Record<string, string>;
const tamil = recordsWords.translations['ta'] as Record<string, string> | undefined;

const noSidewaysScroll = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

const send = async (request: APIRequestContext, baseURL: string, method: 'put' | 'patch' | 'post', path: string, data: unknown) => {
  const res = await request[method](path, { data, headers: { Origin: baseURL } });
  if (!res.ok()) throw new Error(`${method.toUpperCase()} ${path} failed: ${res.status()} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
};

for (const width of [1366, 360]) {
  test(`the public records page, from the footer, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/events');
    await page.getByRole('contentinfo').getByRole('link', { name: words['records.link'] }).click();
    await expect(page).toHaveURL(/\/records\/?$/);
    await expect(page.getByRole('heading', { level: 1, name: words['records.title'] })).toBeVisible();
    const district = page.locator('#district-records');
    // The sample district record of the Sub Junior girls' 500 m, with the one it replaced.
    await expect(district.getByText('Record: 51.87 by Nila Suresh')).toBeVisible();
    await expect(district.getByRole('heading', { name: words['records.history'] })).toBeVisible();
    await expect(district.getByText(/52\.40, Kavya Raman/)).toBeVisible();
    await expect(page.locator('#state-records').getByText('Record: 50.12 by Meera Krishnan')).toBeVisible();
    await expectNoAxeViolations(page);
    await noSidewaysScroll(page, width);
    await page.screenshot({ path: `docs/screenshots/records-public-${width}.png`, fullPage: true });
    if (width === 360) {
      await page.goto('/ta/records');
      await expect(page.getByRole('heading', { level: 1, name: tamil?.['records.title'] ?? '' })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });

  test(`the referee's queue, from the race director's screen, at ${width} px`, async ({ page, request, baseURL }) => {
    test.setTimeout(180_000);
    const base = baseURL ?? '';
    await signInApi(request, base);
    const first = await approvedSkater(request, baseURL, { gender: 'Female' });
    const second = await approvedSkater(request, baseURL, { gender: 'Female', dob: first.dob, eventCategory: first.eventCategory });
    const event = await newEvent(request, baseURL);
    await makeChampionship(request, baseURL, event._id);
    const championship = await addGrid(request, baseURL, event._id, {
      disciplines: [first.eventCategory],
      ageCategories: [first.ageCategory],
      genders: ['Open'],
    });
    const raceId = championship.races[0]?._id ?? '';
    for (const skater of [first, second])
      await apiPost(request, baseURL, '/api/entries', {
        eventId: event._id,
        registrationNo: skater.registrationNo,
        dob: skater.dob,
        raceIds: [raceId],
      });
    const race = `/api/events/${event._id}/race-day/${raceId}`;
    // Each width its own kind of race, so that the other's accepted record is not the one to beat.
    const distance = width === 360 ? 200 : 300;
    const kind = { discipline: first.eventCategory, distance, surface: 'track', ageCategory: first.ageCategory, gender: 'Open' };
    // The state's record as the association entered it: the time below beats it.
    await send(request, base, 'post', '/api/records/state', {
      ...kind,
      time: '31.50',
      name: 'Old State Holder',
      club: 'A Club',
      date: '2024-01-14',
    });
    await send(request, base, 'put', `/api/events/${event._id}/race-day`, {
      raceIds: [raceId],
      setup: {
        distance,
        surface: 'track',
        format: 'time-trial',
        seeding: 'drawn',
        lanes: 'fastest-inside',
        rounds: [{ kind: 'final-a', heatSize: 8, byPlace: 0, byTime: 0 }],
      },
    });
    await send(request, base, 'post', `${race}/rounds/1/seed`, { seed: 5 });
    await raceDayPassed(request, baseURL, event);
    const day = (await (await request.get(race)).json()) as { rounds: { heats?: { starts: { entryId: string }[] }[] }[] };
    const starts = day.rounds[0]?.heats?.[0]?.starts ?? [];
    const rows = starts.map((start, index) => ({ entryId: start.entryId, place: index + 1, time: (30.2 + index).toFixed(2) }));
    await send(request, base, 'put', `${race}/rounds/1/heats/1`, { rows });
    await send(request, base, 'patch', `${race}/rounds/1/heats/1`, { status: 'official' });

    await page.setViewportSize({ width, height: 900 });
    await signIn(page);
    await page.goto(`/admin/race-day?event=${event._id}`);
    await page.getByRole('link', { name: texts.raceDayLink(1) }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/records\\?event=${event._id}`));
    await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
    const claim = page.getByTestId('record-claim');
    await expect(claim).toHaveCount(1);
    await expect(claim).toContainText('30.20');
    // The record it would replace is shown beside it.
    await expect(claim).toContainText('Now: 31.50 by Old State Holder');
    await expect(claim).toContainText(texts.noPrevious);
    await expectNoAxeViolations(page);
    await noSidewaysScroll(page, width);
    await page.screenshot({ path: `docs/screenshots/records-queue-${width}.png`, fullPage: true });

    await claim.getByRole('button', { name: texts.accept }).click();
    await expect(page.getByRole('status')).toContainText(recordsTexts.accepted);
    await expect(page.getByTestId('record-claim')).toHaveCount(0);
    await expect(page.getByRole('link', { name: texts.publicLink })).toBeVisible();
    // The public rounds tag the time.
    const rounds = (await (await request.get(`/api/events/${event._id}/rounds?race=${raceId}`)).json()) as {
      races: { rounds: { heats: { results?: { time?: string; records?: string[] }[] }[] }[] }[];
    };
    expect(rounds.races[0]?.rounds[0]?.heats[0]?.results?.find((row) => row.time === '30.20')?.records).toEqual(['MR', 'DR', 'SR']);
  });
}

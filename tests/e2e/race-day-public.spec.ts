/**
 * A championship's heats and rounds on a phone: a race run in two heats and a final, seeded, its
 * heats official and the qualifiers confirmed; the public page shows every round and heat with
 * bibs, PB beside a personal best, Q and q beside who went through, fits 360 px without scrolling sideways, and is axe clean.
 * The screenshot goes to docs/screenshots/.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { publicRoundsTexts as texts } from '../../src/domain/race-day/public-rounds.ts';
import { signInApi } from './support/admin-api.ts';
import { apiPost, test } from './fixtures/admin.ts';
import { addGrid, approvedSkater, makeChampionship, newEvent, raceDayPassed } from './fixtures/championship.ts';
import { expectNoAxeViolations, open } from './fixtures/public.ts';

const send = async (request: APIRequestContext, baseURL: string, method: 'put' | 'patch' | 'post', path: string, data: unknown) => {
  const res = await request[method](path, { data, headers: { Origin: baseURL } });
  if (!res.ok()) throw new Error(`${method.toUpperCase()} ${path} failed: ${res.status()} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
};

interface Heat {
  number: number;
  starts: { entryId: string; position: number }[];
}

test('the public rounds of a race in heats and a final, on a 360 px phone', async ({ page, request, baseURL }) => {
  const base = baseURL ?? '';
  await signInApi(request, base);
  const first = await approvedSkater(request, baseURL, { gender: 'Female' });
  const skaters = [first];
  for (let index = 1; index < 6; index += 1)
    skaters.push(await approvedSkater(request, baseURL, { gender: 'Female', dob: first.dob, eventCategory: first.eventCategory }));
  const event = await newEvent(request, baseURL);
  await makeChampionship(request, baseURL, event._id);
  const championship = await addGrid(request, baseURL, event._id, {
    disciplines: [first.eventCategory],
    ageCategories: [first.ageCategory],
    genders: ['Open'],
  });
  const raceId = championship.races[0]?._id ?? '';
  for (const skater of skaters)
    await apiPost(request, baseURL, '/api/entries', {
      eventId: event._id,
      registrationNo: skater.registrationNo,
      dob: skater.dob,
      raceIds: [raceId],
    });
  const race = `/api/events/${event._id}/race-day/${raceId}`;
  await send(request, base, 'put', `/api/events/${event._id}/race-day`, {
    raceIds: [raceId],
    setup: {
      distance: 500,
      surface: 'track',
      format: 'heats',
      seeding: 'drawn',
      lanes: 'fastest-inside',
      rounds: [
        { kind: 'heats', heats: 2, byPlace: 1, byTime: 1 },
        { kind: 'final-a', heats: 1, byPlace: 0, byTime: 0 },
      ],
    },
  });
  await send(request, base, 'post', `/api/events/${event._id}/bibs`, { mode: 'by-age-category' });
  await send(request, base, 'post', `${race}/rounds/1/seed`, { seed: 11 });
  await raceDayPassed(request, baseURL, event);
  const heatsOf = async (round: number) =>
    ((await (await request.get(race)).json()) as { rounds: { heats?: Heat[] }[] }).rounds[round - 1]?.heats ?? [];
  for (const heat of await heatsOf(1)) {
    const rows = heat.starts.map((start, index) => ({
      entryId: start.entryId,
      place: index + 1,
      time: (44 + index + heat.number / 10 + 0.07).toFixed(2),
    }));
    await send(request, base, 'put', `${race}/rounds/1/heats/${heat.number}`, { rows });
    await send(request, base, 'patch', `${race}/rounds/1/heats/${heat.number}`, { status: 'official' });
  }
  await send(request, base, 'post', `${race}/rounds/1/qualifiers`, {});
  const [final] = await heatsOf(2);
  expect(final?.starts).toHaveLength(3);

  await page.setViewportSize({ width: 360, height: 800 });
  await open(page, `/events/${event._id}/rounds`);
  await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Heats', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Final A' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Heat 1 of 2/ })).toContainText('Official');
  await expect(page.getByRole('heading', { name: /One heat/ })).toContainText(texts.startList);
  // Two winners by place, one by time.
  await expect(page.locator('abbr', { hasText: /^Q$/ })).toHaveCount(2);
  await expect(page.locator('abbr', { hasText: /^q$/ })).toHaveCount(1);
  // Every heat time is a first time, so a personal best: marked PB, spelled out for screen readers.
  await expect(page.locator('abbr', { hasText: /^PB$/ })).toHaveCount(6);
  await expect(page.locator('abbr', { hasText: /^PB$/ }).first()).toHaveAttribute('title', texts.bests.PB);
  await expect(page.locator('.sr-only', { hasText: `, ${texts.bests.PB}` })).toHaveCount(6);
  await expect(page.getByText(skaters[0]?.name ?? '').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'docs/screenshots/race-day-rounds-360.png', fullPage: true });
  // The page of one race asks for that race only.
  const asked = page.waitForRequest((req) => req.url().includes(`/api/events/${event._id}/rounds?race=${raceId}`));
  await open(page, `/events/${event._id}/rounds?race=${raceId}`);
  await asked;
  await expect(page.getByRole('heading', { level: 2, name: championship.races[0]?.name ?? '' })).toBeVisible();
  await expect(page.getByRole('link', { name: texts.allRaces })).toHaveAttribute('href', `/events/${event._id}/rounds`);
});

/**
 * The results desk at a rink with no signal: taken offline, it keeps results of two races on the
 * device, still holds them after the page is closed and opened again (its shell served by the
 * service worker), and once back online stores each once; a second official's change of one race
 * meanwhile comes back as a conflict showing both values, and the official chooses. Check-in ticks
 * who is present by number or name. Screenshots for the docs.
 */
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { venueTexts as texts } from '../../src/domain/venue/venue-texts.ts';
import { championshipAdminTexts, championshipTexts } from '../../src/domain/championships/championship-texts.ts';
import { toZonedWallTime } from '../../src/domain/common/dates.ts';
import { expectNoAxeViolations, signIn, useAdminSession, test } from './fixtures/admin.ts';
import { withAdminSession } from './fixtures/session.ts';
import { raceDayToday, runningChampionship } from './fixtures/venue.ts';

test.use({ viewport: { width: 1280, height: 900 } });

const columns = championshipAdminTexts.resultColumns;
const place = (page: Page, name: string, registrationNo: string) =>
  page.getByLabel(championshipAdminTexts.cellLabel(columns.position, `${name} (${registrationNo})`));

/** Waits until the service worker has kept the page and the files it loaded. */
const keptForOffline = async (page: Page) => {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(
      async () =>
        page.evaluate(async () => {
          const loaded = performance
            .getEntriesByType('resource')
            .map((entry) => new URL(entry.name))
            .filter((url) => url.origin === location.origin && url.pathname.startsWith('/_astro/'));
          const names = await caches.keys();
          const cache = names[0] ? await caches.open(names[0]) : undefined;
          if (!cache) return false;
          const kept = await Promise.all(loaded.map(async (url) => (await cache.match(url.href)) !== undefined));
          return kept.every(Boolean) && (await cache.match('/admin/desk/')) !== undefined;
        }),
      { timeout: 15_000 },
    )
    .toBe(true);
};

const secondOfficial = async (browser: Browser, baseURL: string): Promise<BrowserContext> => {
  const context = await browser.newContext({ baseURL });
  await withAdminSession(context, baseURL);
  return context;
};

test('offline: results of two races survive closing the page, each is stored once online, and a change made meanwhile shows both values', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await useAdminSession(page);
  const { event, races, skaters } = await runningChampionship(page.request, baseURL);
  await raceDayToday(page.request, baseURL, event);
  const [first, second] = skaters as [(typeof skaters)[number], (typeof skaters)[number]];
  const [sprint, relay] = races as [(typeof races)[number], (typeof races)[number]];
  const deskUrl = `/admin/desk/?event=${event._id}`;

  await page.goto(deskUrl);
  await expect(page.getByRole('heading', { name: `${texts.deskTitle}: ${event.title}` })).toBeVisible();
  await keptForOffline(page);

  await context.setOffline(true);
  await expect(page.getByTestId('outbox-counter')).toContainText(texts.offline);
  // Race one: first, then second.
  await page.getByLabel('Race', { exact: true }).selectOption(sprint._id);
  await place(page, first.name, first.registrationNo).fill('1');
  await place(page, second.name, second.registrationNo).fill('2');
  await page.getByRole('button', { name: texts.saveResults }).click();
  await expect(page.getByText(texts.resultsKept)).toBeVisible();
  // Race two: the other way round.
  await page.getByLabel('Race', { exact: true }).selectOption(relay._id);
  await place(page, first.name, first.registrationNo).fill('2');
  await place(page, second.name, second.registrationNo).fill('1');
  await page.getByRole('button', { name: texts.saveResults }).click();
  await expect(page.getByTestId('outbox-counter')).toContainText('2 waiting to send');

  // Meanwhile, online, a second official saves race two their own way.
  const other = await secondOfficial(browser, baseURL ?? '');
  const theirs = await other.request.put(`/api/events/${event._id}/desk/results`, {
    data: {
      raceId: relay._id,
      rows: [
        { entryId: first.entryId, outcome: 'DNF' },
        { entryId: second.entryId, position: 1 },
      ],
      base: null,
      device: 'Start line phone',
    },
    headers: { Origin: baseURL ?? '', 'Idempotency-Key': 'second-official-relay-1' },
  });
  expect(theirs.status(), await theirs.text()).toBe(200);

  // The page is closed (as a browser or a laptop would be) and opened again, still offline.
  await page.close();
  const again = await context.newPage();
  await again.goto(deskUrl);
  await expect(again.getByTestId('outbox-counter')).toContainText('2 waiting to send');
  await again.getByLabel('Race', { exact: true }).selectOption(sprint._id);
  await expect(place(again, first.name, first.registrationNo)).toHaveValue('1');
  await again.screenshot({ path: 'docs/screenshots/venue-desk-offline.png', fullPage: true });

  // Back online: sent in order; race one is stored, race two comes back with both values.
  await context.setOffline(false);
  const conflict = again.getByTestId('desk-conflict');
  await expect(conflict).toBeVisible({ timeout: 15_000 });
  await expect(conflict).toContainText(relay.name);
  const firstRow = conflict.getByRole('row').filter({ hasText: first.name });
  await expect(firstRow.locator('[data-side="theirs"]')).toHaveText('DNF');
  await expect(firstRow.locator('[data-side="mine"]')).toHaveText('2nd');
  await expect(again.getByTestId('outbox-counter')).toContainText('1 waiting to send');
  await again.screenshot({ path: 'docs/screenshots/venue-desk-conflict.png', fullPage: true });

  const day = async () =>
    (await (await other.request.get(`/api/events/${event._id}/desk`)).json()) as {
      races: { raceId: string; results: { rows: { entryId: string; position?: number; outcome?: string }[]; version: number | null } }[];
    };
  const stored = async (raceId: string) => (await day()).races.find((race) => race.raceId === raceId)!.results;
  // Race one stored once (its first version), with the desk's places.
  expect((await stored(sprint._id)).version).toBe(1);
  expect((await stored(sprint._id)).rows).toEqual(
    expect.arrayContaining([expect.objectContaining({ entryId: first.entryId, position: 1 })]),
  );
  // Race two kept the second official's change: nothing overwritten silently.
  expect(await stored(relay._id)).toMatchObject({
    version: 1,
    rows: expect.arrayContaining([expect.objectContaining({ outcome: 'DNF' })]),
  });

  // The official keeps theirs: sent on top of the other change, once.
  await conflict.getByRole('button', { name: texts.keepMine }).click();
  await expect(again.getByTestId('desk-conflict')).toHaveCount(0);
  await expect(again.getByTestId('outbox-counter')).toContainText(/All sent · last sent \d{1,2}:\d{2} [ap]m/, { timeout: 15_000 });
  expect(await stored(relay._id)).toMatchObject({ version: 2 });
  expect((await stored(relay._id)).rows).toEqual(
    expect.arrayContaining([expect.objectContaining({ entryId: first.entryId, position: 2 })]),
  );
  expect((await stored(sprint._id)).version).toBe(1);
  await other.close();
});

test('check-in: find a skater by number or name and tick present, offline too; after the call time the rest are marked DNS with one confirmation', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await useAdminSession(page);
  const { event, races, skaters } = await runningChampionship(page.request, baseURL);
  await raceDayToday(page.request, baseURL, event);
  const [first, second] = skaters as [(typeof skaters)[number], (typeof skaters)[number]];
  await page.goto(`/admin/desk/?event=${event._id}`);
  await keptForOffline(page);
  await page.getByLabel('Race', { exact: true }).selectOption(races[0]!._id);
  await page.getByRole('button', { name: 'Check-in' }).click();

  await context.setOffline(true);
  await page.getByLabel(texts.searchLabel).fill(first.registrationNo.slice(-4));
  await expect(page.getByRole('checkbox')).toHaveCount(1);
  await page.getByRole('checkbox', { name: new RegExp(first.name) }).check();
  await page.getByLabel(texts.searchLabel).fill('');
  await expect(page.getByText(texts.checkedIn(1, 2))).toBeVisible();
  // The call time has passed (a minute ago): the one not checked in can be marked DNS.
  // A minute ago, on the association's clock (the desk's time field is in its zone).
  const called = toZonedWallTime(new Date(Date.now() - 60_000).toISOString()).slice(11);
  await page.getByLabel(texts.callTime).fill(called);
  await page.getByRole('button', { name: texts.markDns(1) }).click();
  await expect(page.getByRole('alertdialog')).toContainText(texts.confirmDns(1, races[0]!.name));
  await page.screenshot({ path: 'docs/screenshots/venue-checkin.png', fullPage: true });
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: texts.markDns(1) })
    .click();
  await expect(page.getByText(texts.dnsMarked(1))).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByTestId('outbox-counter')).toContainText('All sent', { timeout: 15_000 });
  const day = (await (await page.request.get(`/api/events/${event._id}/desk`)).json()) as {
    races: { raceId: string; checkin: { present: string[] }; results: { rows: { entryId: string; outcome?: string }[] } }[];
  };
  const race = day.races.find((one) => one.raceId === races[0]!._id)!;
  expect(race.checkin.present).toEqual([first.entryId]);
  expect(race.results.rows).toEqual([expect.objectContaining({ entryId: second.entryId, outcome: 'DNS' })]);
});

test('journeys: an official finds the desk in the admin menu; a parent finds the live results from the championship’s page', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  const { event } = await runningChampionship(page.request, baseURL);
  await raceDayToday(page.request, baseURL, event);
  await page.goto('/admin');
  const menuLink = page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Results desk' });
  await expect(menuLink).toBeVisible();
  await page.screenshot({ path: 'docs/screenshots/venue-admin-menu.png' });
  await menuLink.click();
  await expect(page.getByRole('heading', { name: texts.pickChampionship })).toBeVisible();
  await page.getByRole('link', { name: new RegExp(event.title) }).click();
  await expect(page.getByRole('heading', { name: `${texts.deskTitle}: ${event.title}` })).toBeVisible();
  await expectNoAxeViolations(page);

  // The parent, on a phone, not signed in: the championship's page links its results, which follow the day.
  await page.context().clearCookies();
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(`/events/${event._id}`);
  await page.getByRole('link', { name: championshipTexts.resultsLink }).first().click();
  await expect(page.getByTestId('now-racing')).toContainText(texts.nowRacing);
  await page.screenshot({ path: 'docs/screenshots/venue-parent-results.png' });
});

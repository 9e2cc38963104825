/**
 * Championships seen by the public: a parent gives the registration number on the event's page,
 * follows the link mailed to the address on the registration to the family page's entry (only the
 * races the skater may run are offered; the confirmation goes to that address), the
 * start lists and results pages (names and clubs only, a medal table, a print layout), and a
 * skater's results on the profiles page.
 */
import { familyLinkTo, lettersTo } from './fixtures/family-link.ts';
import { familyLinkMessages, familyLinkTexts } from '../../src/domain/family/family-links.ts';
import { familyMessages, familyTexts } from '../../src/domain/family/family.ts';
import { expect } from '@playwright/test';
import { markText, placeText } from '../../src/domain/championships/championship.ts';
import { championshipTexts as texts } from '../../src/domain/championships/championship-texts.ts';
import type { EventResultsView, StartLists } from '../../src/domain/championships/championship-views.ts';
import type { Entry } from '../../src/domain/championships/championship.schema.ts';
import type { Event } from '../../src/domain/events/event.schema.ts';
import { formatDateTime } from '../../src/domain/common/dates.ts';
import { registrationMessages } from '../../src/domain/events/registration.ts';
import type { PublicSkater } from '../../src/domain/registry/skater-views.schema.ts';
import { signInApi } from './support/admin-api.ts';
import { test } from './fixtures/admin.ts';
import { addGrid, approvedSkater, makeChampionship, newEvent } from './fixtures/championship.ts';
import { apiGet, DESKTOP, expectNoAxeViolations, MOBILE, open } from './fixtures/public.ts';

const SAMPLE_TITLE = 'District Roller Skating Championship';
/** The sample championship already raced: results are public only from a race's day. */
const RACED_TITLE = 'Road skating marathon';

// A visitor abroad: pages must still write the association's time.
test.use({ timezoneId: 'America/New_York' });

test('a parent gives the number, follows the link mailed to the address on file to the entry on the family page, and enters eligible races', async ({
  page,
  request,
  baseURL,
}) => {
  await signInApi(request, baseURL!);
  const skater = await approvedSkater(request, baseURL);
  const event = await newEvent(request, baseURL);
  const made = await makeChampionship(request, baseURL, event._id, { maxRacesPerSkater: 2 });
  const championship = await addGrid(request, baseURL, event._id, {
    disciplines: [skater.eventCategory, 'Speed Quad'],
    ageCategories: [skater.ageCategory],
    genders: ['Male', 'Female', 'Open'],
  });
  const eligible = championship.races.filter(
    (race) => race.discipline === skater.eventCategory && (race.gender === 'Open' || race.gender === skater.gender),
  );
  expect(eligible).toHaveLength(2);

  const email = `${skater.name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.com`;

  await page.setViewportSize(MOBILE);
  await open(page, `/events/${event._id}`);
  const form = page.getByTestId('entry-form');
  await expect(form.getByRole('heading', { name: texts.entryHeading })).toBeVisible();
  // The close of entries in the association's time zone, whatever the visitor's (this browser is in New York).
  await expect(form).toContainText(texts.entriesCloseOn(formatDateTime(made.entriesClose)));
  expect(formatDateTime(made.entriesClose)).toMatch(/ IST$/);
  await expect(page.getByTestId('registration-form')).toHaveCount(0);
  // The honeypot is there for bots, out of reach for people.
  await expect(form.locator('input[name="website"]')).toHaveAttribute('tabindex', '-1');

  // Only the registration number is asked, and the answer says nothing about the number.
  await expect(form.getByRole('textbox')).toHaveCount(1);
  await form.getByLabel(familyLinkTexts.registrationNo).fill(skater.registrationNo);
  await form.getByLabel(familyLinkTexts.registrationNo).press('Enter');
  await expect(page.getByRole('status').filter({ hasText: familyLinkMessages.sent })).toBeVisible();
  await expect(page.getByText(skater.name)).toHaveCount(0);
  await expectNoAxeViolations(page);
  for (const width of [360, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: `test-results/entry-link-${width}.png`, fullPage: true });
  }

  // The letter to the address on file: its link signs the parent in at this championship's entry.
  const link = await familyLinkTo(email, `Championship entry for ${skater.name}`);
  expect(new URL(link, baseURL).searchParams.get('next')).toBe(`/my#entry-${skater._id}.${event._id}`);
  await page.setViewportSize(MOBILE);
  await page.goto(link);
  const section = page.locator(`section[data-championship="${event.title}"]`);
  await expect(section.getByRole('heading', { name: event.title })).toBeFocused();
  // Only the races the skater may run are offered.
  await expect(section.getByRole('checkbox')).toHaveCount(2);
  for (const race of eligible) await expect(section.getByRole('checkbox', { name: race.name })).toBeVisible();
  await expectNoAxeViolations(page);
  for (const width of [360, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: `test-results/entry-landing-${width}.png` });
  }
  for (const race of eligible) await section.getByRole('checkbox', { name: race.name }).check();
  await section.getByRole('button', { name: familyTexts.review }).click();
  await section.getByRole('button', { name: familyTexts.confirmChange }).click();
  await expect(page.getByRole('status').filter({ hasText: familyMessages.entryChanged })).toBeVisible();

  const entries = await apiGet<Entry[]>(request, `/api/events/${event._id}/entries`);
  expect(entries).toHaveLength(1);
  expect(entries[0]).toMatchObject({ name: skater.name, registrationNo: skater.registrationNo, status: 'entered' });
  expect([...entries[0]!.raceIds].sort()).toEqual(eligible.map((race) => race._id).sort());
  await expect
    .poll(async () => (await lettersTo(email)).map((mail) => mail.subject))
    .toContain(`Entry changed: ${skater.name}, ${event.title}`);

  // The start lists show the skater by name and club only; a championship newer than the build
  // is served by the fallback page, live from the API.
  const fallback = await (await request.get(`/events/${event._id}/startlists`)).text();
  expect(fallback).toContain('name="robots" content="noindex"');
  await page.goto(`/events/${event._id}/startlists`);
  const startList = page.locator(`[data-race="${eligible[0]!.name}"]`);
  await expect(startList.getByRole('row').nth(1)).toHaveText(['1', skater.name, skater.club].join(''));
  await expect(page.locator('main')).not.toContainText(skater.registrationNo);
});

test('a championship whose entries are closed says so; a plain event keeps the registration form', async ({ page, request, baseURL }) => {
  await signInApi(request, baseURL!);
  const closed = await newEvent(request, baseURL);
  await makeChampionship(request, baseURL, closed._id, { closesInDays: -1 });
  await open(page, `/events/${closed._id}`);
  await expect(page.getByTestId('entries-closed')).toHaveText(texts.closedNotice);
  await expect(page.getByTestId('entry-form')).toHaveCount(0);
  await expect(page.getByTestId('registration-form')).toHaveCount(0);
  await expect(page.getByRole('link', { name: texts.startListsLink })).toHaveAttribute('href', `/events/${closed._id}/startlists`);

  const plain = await newEvent(request, baseURL);
  await open(page, `/events/${plain._id}`);
  await expect(page.getByRole('heading', { name: registrationMessages.heading })).toBeVisible();
  await expect(page.getByTestId('entry-form')).toHaveCount(0);
  await page.goto(`/events/${plain._id}/results`);
  await expect(page.getByText(texts.notChampionship)).toBeVisible();
});

test.describe('the sample championship', () => {
  const sample = async (request: Parameters<typeof apiGet>[0], title = SAMPLE_TITLE) => {
    const events = await apiGet<Event[]>(request, '/api/events');
    const event = events.find((item) => item.title === title);
    expect(event).toBeDefined();
    return event!;
  };

  test('start lists: every race with its entrants, axe clean, printable on A4 without the site around it', async ({ page, request }) => {
    const event = await sample(request);
    const lists = await apiGet<StartLists>(request, `/api/events/${event._id}/startlists`);
    // Prerendered by the build: the entrants are in the page itself, which search engines may index.
    const html = await (await request.get(`/events/${event._id}/startlists`)).text();
    expect(html).not.toContain('name="robots" content="noindex"');
    expect(html).toContain(lists.races[0]!.entrants[0]!.name);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`/events/${event._id}/startlists</loc>`);
    expect(sitemap).toContain(`/events/${event._id}/results</loc>`);
    await page.setViewportSize(DESKTOP);
    await open(page, `/events/${event._id}`);
    await page.getByRole('link', { name: texts.startListsLink }).click();
    await expect(page).toHaveURL(new RegExp(`/events/${event._id}/startlists$`));
    await expect(page.getByTestId('sheet-heading')).toHaveText(texts.startListsTitle(event.title));
    await expect(page).toHaveTitle(new RegExp(`^${texts.startListsTitle(event.title)} \\|`));
    await expect(page.locator('[data-race]')).toHaveCount(lists.races.length);
    for (const race of lists.races.slice(0, 3)) {
      const rows = page.locator(`[data-race="${race.name}"] tbody tr`);
      await expect(rows).toHaveText(race.entrants.map((entrant, index) => `${index + 1}${entrant.name}${entrant.club}`));
    }
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);

    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('body > header')).toBeHidden();
    await expect(page.locator('body > footer')).toBeHidden();
    await expect(page.getByRole('button', { name: texts.print })).toBeHidden();
    await expect(page.getByTestId('sheet-heading')).toBeVisible();
    const pdf = await page.pdf({ preferCSSPageSize: true });
    // A4 is 595 × 842 points.
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 59[45](\.\d+)? 84[12](\.\d+)?\]/);
  });

  test('results: races in order and the medal table by club, axe clean', async ({ page, request }) => {
    const event = await sample(request, RACED_TITLE);
    const results = await apiGet<EventResultsView>(request, `/api/events/${event._id}/results`);
    expect(results.medals.length).toBeGreaterThan(0);
    await open(page, `/events/${event._id}/results`);
    await expect(page.getByTestId('sheet-heading')).toHaveText(texts.resultsTitle(event.title));
    const medals = page.getByTestId('medal-table').locator('tbody tr');
    await expect(medals).toHaveText(
      results.medals.map((club) => `${club.club}${club.gold}${club.silver}${club.bronze}${club.gold + club.silver + club.bronze}`),
    );
    const recorded = results.races.find((race) => race.results.length > 0)!;
    const first = recorded.results[0]!;
    await expect(page.locator(`[data-race="${recorded.name}"] tbody tr`).first()).toHaveText(
      `${placeText(first)}${first.name}${first.club}${markText(first.mark, recorded.discipline)}`,
    );
    // The races without results are collapsed under one line, and open under it.
    const unrecorded = results.races.filter((race) => race.results.length === 0);
    const collapsed = page.getByTestId('empty-races');
    await expect(collapsed.locator('summary')).toHaveText(texts.withoutResults(unrecorded.length));
    await expect(collapsed.locator(`[data-race="${unrecorded[0]!.name}"]`)).toBeHidden();
    await collapsed.locator('summary').click();
    await expect(collapsed.locator(`[data-race="${unrecorded[0]!.name}"]`)).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
  });

  test("a skater's results open on the profiles page", async ({ page, request }) => {
    const event = await sample(request, RACED_TITLE);
    const results = await apiGet<EventResultsView>(request, `/api/events/${event._id}/results`);
    const winner = results.races.find((race) => race.results.length > 0)!.results[0]!;
    const { profiles } = await apiGet<{ profiles: PublicSkater[] }>(request, '/api/skaterprofiles');
    expect(profiles.some((profile) => profile.name === winner.name)).toBe(true);
    await page.setViewportSize(DESKTOP);
    await open(page, '/skatersprofile');
    const toggle = page.getByRole('button', { name: `${texts.showResults}: ${winner.name}` });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = page.getByRole('list', { name: texts.resultsOf(winner.name) });
    await expect(list.getByRole('listitem').first()).toContainText(event.title);
    await expect(list.getByRole('listitem').first()).toContainText(': 1');
    await expect(list.getByRole('link', { name: event.title }).first()).toHaveAttribute('href', `/events/${event._id}/results`);
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
    await toggle.click();
    await expect(list).toBeHidden();
  });
});

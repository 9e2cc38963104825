/**
 * The committee's screens at 1,366 px: a registrar (no editor, no treasurer) sets up a championship
 * from the admin menu in three linked steps (the event and its rules, its races, its entry fees)
 * and ends on the championship; the results screen's race picker says of each race its entrants
 * and results, saving before the race's day asks first, and "Mark official" before it is refused
 * without its confirmation. Axe on each step; screenshots for the docs.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { championshipAdminTexts } from '../../src/domain/championships/championship-texts.ts';
import { setupTexts as texts } from '../../src/domain/championships/setup-texts.ts';
import { resultStatusMessages } from '../../src/domain/championships/result-status.ts';
import { feeMessages } from '../../src/domain/fees/fees.ts';
import { addDays, today } from '../../src/domain/common/dates.ts';
import { apiPost, confirmDialog, expectNoAxeViolations, openAdmin, signIn, test, unique } from './fixtures/admin.ts';
import { addGrid, approvedSkater, makeChampionship, newEvent } from './fixtures/championship.ts';
import { signInApi } from './support/admin-api.ts';

test.use({ viewport: { width: 1366, height: 900 } });

const PASSWORD = 'a long browser test password';

/** A registrar added through the API by the worker's owner, with a password set by its link. */
const registrarByApi = async (request: APIRequestContext, baseURL: string) => {
  await signInApi(request, baseURL);
  const name = unique('Test registrar');
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.org`;
  const added = await request.post('/api/accounts', { data: { name, email, role: 'registrar' }, headers: { Origin: baseURL } });
  expect(added.status()).toBe(201);
  const { link, account } = (await added.json()) as { link: string; account: { _id: string } };
  const token = new URL(link).searchParams.get('token');
  const set = await request.post('/api/set-password', { data: { token, password: PASSWORD }, headers: { Origin: baseURL } });
  expect(set.status()).toBe(200);
  await request.clearCookies();
  return { email, id: account._id };
};

const signInAs = async (page: Page, email: string) => {
  await page.goto('/login');
  await page.getByLabel('Name').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
};

/**
 * The whole page in one picture: the window made as tall as the page and scrolled to the top (a
 * full-page capture would draw the sticky admin header across the middle of the picture).
 */
const shoot = async (page: Page, name: string) => {
  const size = page.viewportSize();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: size?.width ?? 1366, height });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `docs/screenshots/${name}.png` });
  if (size) await page.setViewportSize(size);
};

test('a registrar sets up a championship in three linked steps: event and rules, races, entry fees', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const origin = baseURL ?? '';
  const registrar = await registrarByApi(page.request, origin);
  let eventId = '';
  try {
    await page.context().clearCookies();
    await signInAs(page, registrar.email);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'New championship' }).click();
    await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();

    // Step 1: the event and its rules, in one form.
    const title = unique('District Cup');
    const day = addDays(today(), 45);
    const form = page.getByRole('form', { name: texts.steps.event });
    await form.getByLabel(/^Event title/).fill(title);
    await form.getByLabel(/^Date/).fill(day);
    await form.getByLabel(/^Location/).fill('District rink');
    await form.getByLabel(/^Description/).fill('Races for every age category.');
    await form.getByLabel(new RegExp(`^${championshipAdminTexts.entriesClose}`)).fill(`${addDays(today(), 30)}T23:59`);
    await form.getByLabel(new RegExp(`^${championshipAdminTexts.maxRaces}`)).fill('2');
    await form.getByLabel(new RegExp(`^${championshipAdminTexts.selectPerRace}`)).fill('3');
    await expectNoAxeViolations(page);
    await shoot(page, 'committee-setup-event');
    await form.getByRole('button', { name: texts.create }).click();

    // Step 2: the races, with the link on to the fees.
    await expect(page.getByRole('heading', { level: 2, name: texts.steps.races })).toBeVisible();
    await expect(page.getByText('Championship set up. Next: add its races.')).toBeVisible();
    eventId = new URL(page.url()).searchParams.get('event') ?? '';
    expect(eventId).not.toBe('');
    await page.getByRole('group', { name: championshipAdminTexts.disciplines }).getByLabel('Speed Quad').check();
    await page.getByRole('group', { name: championshipAdminTexts.ageCategories }).getByLabel('Sub Junior').check();
    await page.getByRole('group', { name: championshipAdminTexts.genders }).getByLabel('Female', { exact: true }).check();
    await page.getByRole('group', { name: championshipAdminTexts.genders }).getByLabel('Male', { exact: true }).check();
    await page.getByRole('button', { name: championshipAdminTexts.addRaces }).click();
    await expect(page.getByTestId('races-table').locator('tbody tr')).toHaveCount(2);
    await expectNoAxeViolations(page);
    await shoot(page, 'committee-setup-races');
    await page.getByTestId('step-links').getByRole('link', { name: texts.next.races }).click();

    // Step 3: the entry fees, then the end with its links.
    await expect(page.getByRole('heading', { level: 2, name: texts.steps.fees })).toBeVisible();
    const fees = page.getByRole('form', { name: feeMessages.championshipHeading });
    await fees.getByLabel(new RegExp(`^${feeMessages.perSkater}`)).fill('200');
    await fees.getByLabel(new RegExp(`^${feeMessages.perRace}`)).fill('150');
    await fees.getByRole('button', { name: texts.saveFees }).click();
    const done = page.getByTestId('setup-done');
    await expect(done).toBeVisible();
    await expectNoAxeViolations(page);
    await shoot(page, 'committee-setup-fees');

    // What the public and the treasurer now see.
    const shown = (await (await page.request.get(`/api/fees?eventId=${eventId}`)).json()) as { championship: Record<string, unknown> };
    expect(shown.championship).toMatchObject({ perSkater: 200, perRace: 150, lateFee: 0 });
    const championship = (await (await page.request.get(`/api/events/${eventId}/championship`)).json()) as { races: unknown[] };
    expect(championship.races).toHaveLength(2);

    await done.getByRole('link', { name: texts.openChampionship }).click();
    await expect(page.getByLabel(championshipAdminTexts.event)).toHaveValue(eventId);
  } finally {
    await signInApi(page.request, origin);
    if (eventId) await page.request.delete(`/api/events/${eventId}`, { headers: { Origin: origin } });
    await page.request.delete(`/api/accounts/${registrar.id}`, { headers: { Origin: origin } });
  }
});

test('the race picker says who is entered and what is saved; before the race day saving asks first and Mark official is refused at once', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  const event = await newEvent(page.request, baseURL);
  const skaters = [];
  for (const [index, club] of ['Aurora Skaters', 'Bayside Rollers'].entries()) {
    skaters.push(
      await approvedSkater(page.request, baseURL, {
        dob: `2013-0${index + 3}-1${index}`,
        gender: 'Female',
        eventCategory: 'Speed Quad',
        representativeClub: club,
      }),
    );
  }
  await makeChampionship(page.request, baseURL, event._id);
  const { races } = await addGrid(page.request, baseURL, event._id, {
    disciplines: ['Speed Quad'],
    ageCategories: [skaters[0]!.ageCategory],
    genders: ['Female', 'Male'],
  });
  const [girls, boys] = races as [(typeof races)[number], (typeof races)[number]];
  for (const skater of skaters) {
    await apiPost(page.request, baseURL, '/api/entries', {
      eventId: event._id,
      registrationNo: skater.registrationNo,
      dob: skater.dob,
      raceIds: [girls._id],
    });
  }

  await openAdmin(page, `/admin/championships?event=${event._id}&section=results`);
  const picker = page.getByLabel(championshipAdminTexts.race, { exact: true });
  await expect(picker.locator('option')).toHaveText([
    championshipAdminTexts.chooseRace,
    `${girls.name}: 2 entrants · no results yet`,
    `${boys.name}: no entrants · no results yet`,
  ]);
  await picker.selectOption(girls._id);
  await expect(page.getByTestId('before-race-day')).toHaveText(championshipAdminTexts.beforeRaceDay(event.date));
  const grid = page.getByTestId('results-grid');
  const position = (name: string) => grid.getByLabel(championshipAdminTexts.cellLabel(championshipAdminTexts.resultColumns.position, name));
  await position(skaters[0]!.name).fill('1');
  await position(skaters[1]!.name).fill('2');
  await page.getByRole('button', { name: championshipAdminTexts.saveResults }).click();
  await expect(confirmDialog(page)).toContainText(championshipAdminTexts.confirmEarlySave(event.date));
  await confirmDialog(page).getByRole('button', { name: championshipAdminTexts.saveAnyway }).click();
  await expect(page.getByTestId('results-status')).toHaveAttribute('data-status', 'provisional');
  await expect(picker.locator('option:checked')).toHaveText(`${girls.name}: 2 entrants · results saved · provisional`);

  await page.getByRole('button', { name: championshipAdminTexts.markOfficial }).click();
  await expect(page.getByRole('alert').filter({ hasText: resultStatusMessages.beforeRace(event.date) })).toBeVisible();
  await expect(confirmDialog(page)).toHaveCount(0);
  await expect(page.getByTestId('results-status')).toHaveAttribute('data-status', 'provisional');
  await expectNoAxeViolations(page);
  await shoot(page, 'committee-results-picker');
});

/**
 * The race director's screen, walked as on the day: from the championship's races to race day,
 * a template's format for the race, the bibs, the first round seeded into two heats, one heat's
 * results typed and the other's imported from a FinishLynx .lif (its unknown line listed), both
 * marked official, who goes through confirmed into the final; the heat sheets and the timing
 * system's files downloadable. At 1,366 px and at 360 px (no sideways scroll), axe clean;
 * screenshots go to docs/screenshots/.
 */
import { expect, type Page } from '@playwright/test';
import { raceDayAdminTexts as texts } from '../../src/domain/race-day/race-day-admin-texts.ts';
import { raceDayTexts } from '../../src/domain/race-day/race-day-texts.ts';
import { signInApi } from './support/admin-api.ts';
import { apiPost, expectNoAxeViolations, signIn, test } from './fixtures/admin.ts';
import { addGrid, approvedSkater, makeChampionship, newEvent, raceDayPassed } from './fixtures/championship.ts';

interface Heat {
  number: number;
  starts: { entryId: string; position: number; name: string; bib?: number }[];
}

const noSidewaysScroll = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

for (const width of [1366, 360]) {
  test(`the race director runs a race from formats to the final at ${width} px`, async ({ page, request, baseURL }) => {
    test.setTimeout(180_000);
    const base = baseURL ?? '';
    await signInApi(request, base);
    const first = await approvedSkater(request, baseURL, { gender: 'Female' });
    const skaters = [first];
    // Nine skaters: the template's heats of up to 8 make two heats.
    for (let index = 1; index < 9; index += 1)
      skaters.push(await approvedSkater(request, baseURL, { gender: 'Female', dob: first.dob, eventCategory: first.eventCategory }));
    const event = await newEvent(request, baseURL);
    await makeChampionship(request, baseURL, event._id);
    const championship = await addGrid(request, baseURL, event._id, {
      disciplines: [first.eventCategory],
      ageCategories: [first.ageCategory],
      genders: ['Open'],
    });
    const race = championship.races[0];
    const raceId = race?._id ?? '';
    for (const skater of skaters)
      await apiPost(request, baseURL, '/api/entries', {
        eventId: event._id,
        registrationNo: skater.registrationNo,
        dob: skater.dob,
        raceIds: [raceId],
      });
    await raceDayPassed(request, baseURL, event);

    await page.setViewportSize({ width, height: 900 });
    await signIn(page);
    // From the championship's races to race day.
    await page.goto(`/admin/championships?event=${event._id}&section=races`);
    await page.getByRole('link', { name: texts.fromChampionship }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/race-day\\?event=${event._id}`));
    await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();

    // The race's format from a template.
    await page.getByRole('checkbox', { name: texts.chooseRace(race?.name ?? '') }).check();
    await page.getByLabel(texts.template).selectOption('one-lap-heats');
    await page.getByRole('button', { name: texts.setFormats(1) }).click();
    await expect(page.getByRole('status')).toContainText(raceDayTexts.formatsSaved(1));
    await page.getByRole('status').getByRole('link', { name: texts.nextBibs }).click();

    // Bibs, then the timing system's files.
    await page.getByRole('button', { name: texts.numberBibs }).click();
    await expect(page.getByRole('status')).toContainText(raceDayTexts.bibsNumbered(9));
    await expectNoAxeViolations(page);
    await noSidewaysScroll(page, width);
    await page.screenshot({ path: `docs/screenshots/race-day-grid-${width}.png`, fullPage: true });

    // The race: seeded into two heats.
    await page.getByRole('button', { name: texts.openRaceLabel(race?.name ?? '') }).click();
    await expect(page.getByRole('heading', { level: 2, name: race?.name ?? '' })).toBeVisible();
    await expect(page.getByText(texts.notSeeded)).toBeVisible();
    await page.getByLabel(texts.drawNumber).fill('7');
    await page.getByRole('button', { name: texts.seed, exact: true }).click();
    await expect(page.getByRole('status')).toContainText(raceDayTexts.seeded('heats', 2));
    await expect(page.getByRole('status').getByRole('link', { name: texts.nextHeatSheets })).toBeVisible();
    await expect(page.getByText(texts.drawnWith(7))).toBeVisible();

    // The heat sheets and the timing system's files answer.
    const sheets = await page.getByRole('link', { name: texts.heatSheets }).first().getAttribute('href');
    const pdf = await page.request.get(sheets ?? '');
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const day = (await (await page.request.get(`/api/events/${event._id}/race-day/${raceId}`)).json()) as {
      eventNumber: number;
      rounds: { heats?: Heat[] }[];
    };
    const [one, two] = day.rounds[0]?.heats ?? [];
    expect(one?.starts).toHaveLength(5);
    expect(two?.starts).toHaveLength(4);
    const evt = await (await page.request.get(`/api/events/${event._id}/finishlynx/lynx.evt`)).text();
    expect(evt).toContain(`${day.eventNumber},1,2,`);

    // Heat 1 typed by hand: the last one did not start.
    const heat1 = page.getByRole('article').filter({ has: page.getByRole('heading', { name: /^Heat 1 of 2/ }) });
    for (const [index, start] of (one?.starts ?? []).entries()) {
      if (index === 4) await heat1.getByLabel(texts.outcomeLabel(start.name)).selectOption('DNS');
      else {
        await heat1.getByLabel(texts.placeLabel(start.name)).fill(String(index + 1));
        await heat1.getByLabel(texts.timeLabel(start.name)).fill(`${30 + index}.${index}1`);
      }
    }
    await heat1.getByRole('button', { name: texts.saveResults }).click();
    await expect(page.getByRole('status')).toContainText(raceDayTexts.resultsSaved);
    await heat1.getByRole('button', { name: texts.markOfficial }).click();
    await expect(page.getByRole('status')).toContainText(raceDayTexts.markedOfficial);

    // Heat 2 from a FinishLynx file, with a line naming nobody of the heat.
    const lif = [
      `${day.eventNumber},1,2,${race?.name ?? ''}`,
      ...(two?.starts ?? []).map(
        (start, index) => `${index + 1},${start.bib},${start.position},Last,First,Club,${(31 + index * 0.5).toFixed(3)}`,
      ),
      '9,999,9,Nobody,Known,Club,40.000',
    ].join('\r\n');
    const heat2 = page.getByRole('article').filter({ has: page.getByRole('heading', { name: /^Heat 2 of 2/ }) });
    await heat2.getByText(texts.importHeading).click();
    await heat2.getByLabel(texts.file).setInputFiles({ name: 'heat2.lif', mimeType: 'text/plain', buffer: Buffer.from(lif) });
    await heat2.getByRole('button', { name: texts.importButton }).click();
    await expect(page.getByRole('status')).toContainText(raceDayTexts.importSaved(4, 1));
    await expect(page.getByTestId('unmatched-lines')).toContainText('Line 6');
    await expect(heat2.getByLabel(texts.placeLabel(two?.starts[0]?.name ?? ''))).toHaveValue('1');
    await heat2.getByRole('button', { name: texts.markOfficial }).click();
    await expect(page.getByRole('status')).toContainText(raceDayTexts.markedOfficial);

    // Who goes through: 2 by place from each heat and 2 by time; the DNS never.
    const proposal = page.getByTestId('qualifiers-1');
    await expect(proposal.getByRole('row')).toHaveCount(7);
    await expect(proposal).not.toContainText(one?.starts[4]?.name ?? '');
    await expect(proposal).toContainText('1st in heat 1');
    await expectNoAxeViolations(page);
    await noSidewaysScroll(page, width);
    await page.screenshot({ path: `docs/screenshots/race-day-heats-${width}.png`, fullPage: true });
    await page.getByRole('button', { name: texts.confirm }).click();
    await expect(page.getByRole('status')).toContainText(raceDayTexts.confirmed('final-a'));
    await page
      .getByRole('status')
      .getByRole('link', { name: texts.nextRound('final-a') })
      .click();
    const final = page.getByRole('article').filter({ has: page.getByRole('heading', { name: /^One heat/ }) });
    await expect(final.getByRole('row')).toHaveCount(7);
    await expectNoAxeViolations(page);
    await noSidewaysScroll(page, width);
    await page.screenshot({ path: `docs/screenshots/race-day-final-${width}.png`, fullPage: true });

    // Back to the championship's races.
    await page.getByRole('button', { name: texts.backToGrid }).click();
    await expect(page.getByTestId('race-day-grid')).toBeVisible();
  });
}

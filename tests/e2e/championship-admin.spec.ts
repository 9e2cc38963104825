/**
 * The admins' championship screen: turn an event into a championship, build races and prune them,
 * see and withdraw entries (and export them), record results on the keyboard grid, and select the
 * district team with reasons; axe clean in every section.
 */
import { expect, type Page } from '@playwright/test';
import { championshipMessages } from '../../src/domain/championships/championship.ts';
import { championshipAdminTexts as texts } from '../../src/domain/championships/championship-texts.ts';
import type { DistrictTeamView, EventResultsView } from '../../src/domain/championships/championship-views.ts';
import { apiPost, confirmDialog, downloadText, expectNoAxeViolations, openAdmin, signIn, test } from './fixtures/admin.ts';
import { approvedSkater, newEvent, raceDayPassed, type ApprovedSkater } from './fixtures/championship.ts';
import { site } from '../../src/config/site.ts';
import { apiGet } from './fixtures/public.ts';

const section = (page: Page, name: string) => page.getByRole('navigation', { name: texts.sections }).getByRole('button', { name });

/** Three girls of one discipline and age from three clubs, so one race takes them all. */
const threeSkaters = async (page: Page, baseURL: string | undefined): Promise<ApprovedSkater[]> => {
  const skaters: ApprovedSkater[] = [];
  for (const [index, club] of ['Aurora Skaters', 'Bayside Rollers', 'Coastal Wheels'].entries()) {
    skaters.push(
      await approvedSkater(page.request, baseURL, {
        dob: `2013-0${index + 3}-1${index}`,
        gender: 'Female',
        eventCategory: 'Speed Quad',
        representativeClub: club,
      }),
    );
  }
  return skaters;
};

test('an admin makes a championship, builds races, records results on the keyboard and selects the team', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  await signIn(page);
  const event = await newEvent(page.request, baseURL);
  const skaters = await threeSkaters(page, baseURL);
  const category = skaters[0]!.ageCategory;
  expect(skaters.every((skater) => skater.ageCategory === category)).toBe(true);

  await openAdmin(page, `/admin/championships?event=${event._id}`);
  await expect(page.getByText(texts.notYet)).toBeVisible();
  const rules = page.getByTestId('rules-form');
  await rules.getByLabel(texts.entriesClose).fill('2031-01-10T18:00');
  await rules.getByLabel(texts.maxRaces).fill('2');
  await rules.getByLabel(texts.selectPerRace).fill('1');
  await expectNoAxeViolations(page);
  await rules.getByRole('button', { name: texts.makeChampionship }).click();
  await expect(page.getByRole('status').filter({ hasText: championshipMessages.saved })).toBeVisible();

  // The race builder: one discipline × one age category × two genders, then the Open race pruned.
  await section(page, texts.tabs.races).click();
  await expect(page).toHaveURL(/section=races/);
  await page.getByRole('group', { name: texts.disciplines }).getByLabel('Speed Quad', { exact: true }).check();
  await page.getByRole('group', { name: texts.ageCategories }).getByLabel(category, { exact: true }).check();
  const genders = page.getByRole('group', { name: texts.genders });
  await genders.getByLabel('Female', { exact: true }).check();
  await genders.getByLabel('Open', { exact: true }).check();
  await expect(page.getByText(texts.willAdd(2))).toBeVisible();
  await page.getByLabel(texts.raceNamePrefix).fill('500 m');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: texts.addRaces }).click();
  await expect(page.getByRole('status').filter({ hasText: texts.added(2) })).toBeVisible();
  const races = page.getByTestId('races-table').locator('tbody tr');
  await expect(races).toHaveCount(2);
  const girls = `500 m · Speed Quad ${category} Female`;
  const open = `500 m · Speed Quad ${category} Open`;
  await page.getByRole('button', { name: texts.removeRaceLabel(open) }).click();
  await confirmDialog(page).getByRole('button', { name: texts.remove }).click();
  await expect(races).toHaveCount(1);
  await expect(races.first().getByRole('rowheader')).toHaveText(girls);

  // Entries: the three girls entered (by the admin, through the API), one withdrawn and entered again.
  const championship = await apiGet<{ races: { _id: string; name: string }[] }>(page.request, `/api/events/${event._id}/championship`);
  const raceId = championship.races[0]!._id;
  for (const skater of skaters) {
    await apiPost(page.request, baseURL, '/api/entries', {
      eventId: event._id,
      registrationNo: skater.registrationNo,
      dob: skater.dob,
      raceIds: [raceId],
    });
  }
  await section(page, texts.tabs.entries).click();
  const entries = page.getByTestId('entries-table').locator('tbody tr');
  await expect(entries).toHaveCount(3);
  await expect(page.locator(`[data-entry="${skaters[2]!.name}"]`)).toContainText(girls);
  await expectNoAxeViolations(page);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: texts.exportCsv }).click();
  const csv = await downloadText(await download);
  for (const skater of skaters) expect(csv).toContain(`${skater.name},${skater.registrationNo},${skater.club}`);
  await page.getByRole('button', { name: texts.withdrawLabel(skaters[2]!.name) }).click();
  await confirmDialog(page).getByRole('button', { name: texts.withdraw }).click();
  await expect(page.locator(`[data-entry="${skaters[2]!.name}"]`)).toContainText(texts.statusNames.withdrawn);
  await page.getByLabel(texts.status).selectOption('entered');
  await expect(entries).toHaveCount(2);
  await apiPost(page.request, baseURL, '/api/entries', {
    eventId: event._id,
    registrationNo: skaters[2]!.registrationNo,
    dob: skaters[2]!.dob,
    raceIds: [raceId],
  });

  // Results, typed from the keyboard: arrows move between cells like a spreadsheet.
  await section(page, texts.tabs.results).click();
  await page.getByLabel(texts.race).selectOption(raceId);
  const grid = page.getByTestId('results-grid');
  await expect(grid.locator('tbody tr')).toHaveCount(3);
  const [first, second, third] = skaters.map((skater) => skater.name) as [string, string, string];
  const cell = (column: string, name: string) => grid.getByLabel(texts.cellLabel(column, name));
  await cell(texts.resultColumns.position, first).click();
  await page.keyboard.type('1');
  await page.keyboard.press('ArrowRight');
  await expect(cell(texts.resultColumns.mark, first)).toBeFocused();
  await page.keyboard.type('45.12');
  await page.keyboard.press('ArrowDown');
  await expect(cell(texts.resultColumns.mark, second)).toBeFocused();
  await page.keyboard.type('47.90');
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowLeft');
  await expect(cell(texts.resultColumns.position, second)).toBeFocused();
  await page.keyboard.type('2');
  await page.keyboard.press('Enter');
  await expect(cell(texts.resultColumns.position, third)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(cell(texts.resultColumns.outcome, third)).toBeFocused();
  await cell(texts.resultColumns.outcome, third).selectOption('DNF');
  await page.keyboard.press('ArrowUp');
  await expect(cell(texts.resultColumns.outcome, second)).toBeFocused();
  await expect(cell(texts.resultColumns.outcome, second)).toHaveValue('');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: texts.saveResults }).click();
  // Before the race's day: saving asks first, and the answer says the results stay hidden until then.
  await confirmDialog(page).getByRole('button', { name: texts.saveAnyway }).click();
  await expect(page.getByRole('status').filter({ hasText: championshipMessages.resultsSavedEarly(event.date) })).toBeVisible();
  await expect(page.getByTestId('results-status')).toHaveAttribute('data-status', 'provisional');
  // Saved before the race's day: provisional, and nothing of them is public yet.
  const early = await apiGet<EventResultsView>(page.request, `/api/events/${event._id}/results`);
  expect([early.races[0]!.status, early.races[0]!.results]).toEqual([undefined, []]);

  // The race's day has come: public, marked provisional; then made official from the grid.
  await raceDayPassed(page.request, baseURL, event);
  const provisional = await apiGet<EventResultsView>(page.request, `/api/events/${event._id}/results`);
  expect(provisional.races[0]!.status).toBe('provisional');
  // A skater of this season's championship is named with the id of their public page.
  expect(provisional.races[0]!.results).toEqual([
    { position: 1, mark: '45.12', name: first, club: skaters[0]!.club, skaterId: skaters[0]!._id },
    { position: 2, mark: '47.90', name: second, club: skaters[1]!.club, skaterId: skaters[1]!._id },
    { outcome: 'DNF', name: third, club: skaters[2]!.club, skaterId: skaters[2]!._id },
  ]);
  await page.goto(`/events/${event._id}/results`);
  await expect(page.locator(`[data-race="${girls}"] [data-result-status="provisional"]`)).toBeVisible();
  await expect(page.getByTestId('provisional-note')).toBeVisible();
  await expectNoAxeViolations(page);
  await openAdmin(page, `/admin/championships?event=${event._id}&section=results`);
  await page.getByLabel(texts.race).selectOption(raceId);
  await expect(cell(texts.resultColumns.position, first)).toHaveValue('1');
  await expect(cell(texts.resultColumns.outcome, third)).toHaveValue('DNF');
  await page.getByRole('button', { name: texts.markOfficial }).click();
  await confirmDialog(page).getByRole('button', { name: texts.markOfficial }).click();
  await expect(page.getByTestId('results-status')).toHaveAttribute('data-status', 'official');
  await expect(page.getByLabel(texts.correctionReason)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(`/events/${event._id}/results`);
  await expect(page.locator(`[data-race="${girls}"] [data-result-status="official"]`)).toBeVisible();
  await expect(page.getByTestId('provisional-note')).toBeHidden();

  // The district team, one line per skater: the winner (one per race), then taken out and another
  // added through the one "Change" action, each with a reason.
  await openAdmin(page, `/admin/championships?event=${event._id}&section=team`);
  const sheet = page.getByTestId('district-team');
  await expect(sheet.locator(`[data-member="${first}"]`)).toContainText(`${girls}: 1st`);
  await expectNoAxeViolations(page);
  await sheet.getByRole('button', { name: texts.changeFor(first) }).click();
  const form = page.getByTestId('team-change');
  await expect(form.getByTestId('team-change-effect')).toHaveText(texts.changeWillRemove(first, girls));
  await form.getByLabel(texts.reason).fill('Injured');
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: texts.saveChange }).click();
  await expect(page.getByRole('status').filter({ hasText: championshipMessages.selectionSaved })).toBeVisible();
  await expect(sheet.getByText(texts.noneSelected)).toBeVisible();
  await expect(sheet.locator(`[data-member="${first}"]`)).toContainText(texts.removedBecause('Injured'));
  await sheet.getByRole('button', { name: texts.changeTeam, exact: true }).click();
  await form.getByLabel(texts.race).selectOption({ label: girls });
  await form.getByLabel(texts.skater).selectOption({ label: `${second} (${skaters[1]!.club}): ${texts.notInTeam}` });
  await expect(form.getByTestId('team-change-effect')).toHaveText(texts.changeWillAdd(second, girls));
  await form.getByLabel(texts.reason).fill('Next best time');
  await form.getByRole('button', { name: texts.saveChange }).click();
  await expect(sheet.locator(`[data-member="${second}"]`)).toContainText(texts.addedBecause('Next best time'));
  const team = await apiGet<DistrictTeamView>(page.request, `/api/events/${event._id}/selection`);
  expect(team.races[0]!.selected.map((member) => [member.name, member.basis, member.reason])).toEqual([
    [second, 'added', 'Next best time'],
  ]);
  expect(team.races[0]!.removed.map((member) => [member.name, member.reason])).toEqual([[first, 'Injured']]);
  const teamCsv = page.waitForEvent('download');
  await page.getByRole('link', { name: texts.exportCsv }).click();
  expect(await downloadText(await teamCsv)).toContain(
    `${second},${skaters[1]!.registrationNo},${skaters[1]!.club},2,47.90,Added by the association,Next best time`,
  );
  // Printed, the team stands alone under the association's name: no admin menu, no buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: texts.print })).toBeHidden();
  await expect(page.getByRole('button', { name: texts.changeFor(second) })).toBeHidden();
  await expect(sheet.getByText(site.name)).toBeVisible();
  await expect(sheet.getByRole('rowheader', { name: second })).toBeVisible();
});

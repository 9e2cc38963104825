/**
 * The results grid at 1,280 px cannot corrupt what is typed: ArrowLeft inside a cell moves the
 * caret (typing then edits at the caret), marks take one written form when their cell is left,
 * a mark without a position is told exactly that, two skaters in one place are warned of as a tie
 * before saving; axe clean; a screenshot for the docs.
 */
import { expect } from '@playwright/test';
import { championshipAdminTexts as texts } from '../../src/domain/championships/championship-texts.ts';
import { apiPost, confirmDialog, expectNoAxeViolations, openAdmin, signIn, test } from './fixtures/admin.ts';
import { addGrid, approvedSkater, makeChampionship, newEvent } from './fixtures/championship.ts';

test.use({ viewport: { width: 1280, height: 900 } });

test('typing after ArrowLeft edits at the caret; a mark without position and a shared place are told before saving', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  const event = await newEvent(page.request, baseURL);
  const skaters = [];
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
  await makeChampionship(page.request, baseURL, event._id);
  const { races } = await addGrid(page.request, baseURL, event._id, {
    disciplines: ['Speed Quad'],
    ageCategories: [skaters[0]!.ageCategory],
    genders: ['Female'],
  });
  const race = races[0]!;
  for (const skater of skaters) {
    await apiPost(page.request, baseURL, '/api/entries', {
      eventId: event._id,
      registrationNo: skater.registrationNo,
      dob: skater.dob,
      raceIds: [race._id],
    });
  }

  await openAdmin(page, `/admin/championships?event=${event._id}&section=results`);
  await page.getByLabel(texts.race).selectOption(race._id);
  const grid = page.getByTestId('results-grid');
  await expect(grid.locator('tbody tr')).toHaveCount(3);
  const [first, second, third] = skaters.map((skater) => skater.name) as [string, string, string];
  const cell = (column: string, name: string) => grid.getByLabel(texts.cellLabel(column, name));
  const mark = (name: string) => cell(texts.resultColumns.mark, name);
  const position = (name: string) => cell(texts.resultColumns.position, name);

  // Typed, then ArrowLeft: the caret moves inside the text and "3" goes in at the caret.
  await mark(first).click();
  await page.keyboard.type('1:02.10');
  await page.keyboard.press('ArrowLeft');
  await expect(mark(first)).toBeFocused();
  await page.keyboard.type('3');
  await expect(mark(first)).toHaveValue('1:02.130');
  // A chosen cell (reached by the arrows) is left by the arrows at once; Enter edits it, Escape stops.
  await page.keyboard.press('ArrowDown');
  await expect(mark(second)).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.type('62.1');
  await page.keyboard.press('Escape');
  await page.keyboard.press('ArrowLeft');
  await expect(position(second)).toBeFocused();
  // Left, the marks take their one written form.
  await expect(mark(second)).toHaveValue('1:02.10');
  await expect(mark(first)).toHaveValue('1:02.130');

  // A mark without a position is told exactly that, on its row.
  await expect(position(second)).toHaveAttribute('aria-invalid', 'true');
  await expect(grid.getByText(texts.markNoPosition(second, 'a time'))).toBeVisible();
  await expect(page.getByText(texts.rowError(second))).toHaveCount(0);
  // An unreadable time is marked at once, with its message.
  await mark(third).click();
  await page.keyboard.type('1:75');
  await expect(mark(third)).toHaveAttribute('aria-invalid', 'true');
  await expect(grid.getByText('This time cannot be read', { exact: false })).toBeVisible();
  await mark(third).fill('61.5');

  // Rank by time fills the places from the marks: the fastest first.
  await page.getByRole('button', { name: texts.rankByMark }).click();
  await expect(position(third)).toHaveValue('1');
  await expect(position(second)).toHaveValue('2');
  await expect(position(first)).toHaveValue('3');
  await expect(position(second)).not.toHaveAttribute('aria-invalid', 'true');

  // Two skaters in 2nd and nobody 3rd: a tie, warned of plainly before saving.
  await position(first).fill('2');
  const warnings = page.getByTestId('result-warnings');
  await expect(warnings).toContainText('share 2nd place: a tie, which is allowed');
  for (const name of [first, second]) await expect(warnings).toContainText(name);
  await expectNoAxeViolations(page);
  // A window tall enough for the whole grid, scrolled to the top: a full-page capture would draw
  // the sticky admin header across the middle of the picture.
  const size = page.viewportSize();
  await page.setViewportSize({ width: 1280, height: 1300 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: 'docs/screenshots/results-grid-laptop.png' });
  if (size) await page.setViewportSize(size);
  await page.getByRole('button', { name: texts.saveResults }).click();
  // The race is still to come: saving asks first.
  await confirmDialog(page).getByRole('button', { name: texts.saveAnyway }).click();
  await expect(page.getByTestId('results-status')).toHaveAttribute('data-status', 'provisional');
});

/**
 * A coach's journey at the club desk, in Chromium: from the home page to the club desk (the
 * footer's link), signed in with the link from the letter, the squad on the roster, two races
 * ticked on the grid and checked, then a CSV uploaded with a duplicate and a refused line, checked
 * line by line and confirmed. Every step passes axe and fits 360 pixels; screenshots at 1366 and
 * 360 pixels go to docs/screenshots/.
 */
import { expect, type Page } from '@playwright/test';
import { clubDeskTexts } from '../../src/domain/clubs/club-desk.ts';
import { apiPost, expectNoAxeViolations, test, unique, useAdminSession } from './fixtures/admin.ts';
import { addGrid, approvedSkater, makeChampionship, newEvent } from './fixtures/championship.ts';
import { hydrated } from './fixtures/public.ts';
import { lettersTo } from './fixtures/family-link.ts';

const coachLink = async (address: string): Promise<string> => {
  let link = '';
  await expect
    .poll(
      async () => {
        const letter = (await lettersTo(address)).filter((mail) => mail.subject.startsWith('Your club desk sign-in link')).at(-1);
        link = /(https?:\/\/\S+\/club-desk\?token=\S+)/.exec(letter?.text ?? '')?.[1] ?? '';
        return link;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  const { pathname, search } = new URL(link);
  return `${pathname}${search}`;
};

const fits360 = async (page: Page, name: string) => {
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: `docs/screenshots/${name}-360.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
};

test('a coach finds the club desk from the home page, signs in, and enters the squad from the grid and a CSV', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const clubName = unique('Riverside Academy');
  const coach = `${unique('coach').replace(/\s+/g, '.').toLowerCase()}@example.com`;
  await useAdminSession(page);
  const club = (await apiPost(page.request, baseURL, '/api/associative-club', {
    clubName,
    district: 'Anandpur',
    members: [{ memberName: 'Farah Khan', role: 'President' }],
  })) as { _id: string };
  await apiPost(page.request, baseURL, '/api/club-coaches', { clubId: club._id, email: coach });
  const girl = { gender: 'Female', eventCategory: 'Speed Quad', dob: '2014-02-02', representativeClub: clubName, clubMayEnter: true };
  const asha = await approvedSkater(page.request, baseURL, girl);
  const bela = await approvedSkater(page.request, baseURL, { ...girl, dob: '2014-05-05' });
  const event = await newEvent(page.request, baseURL);
  await makeChampionship(page.request, baseURL, event._id);
  const { races } = await addGrid(page.request, baseURL, event._id, {
    disciplines: ['Speed Quad'],
    ageCategories: [asha.ageCategory],
    genders: ['Female', 'Open'],
  });
  const [sprint] = races;
  await page.context().clearCookies();

  // From the home page: the footer's link leads to the desk.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  await page.getByRole('link', { name: 'Club desk for coaches' }).click();
  await expect(page).toHaveURL(/\/club-desk$/);
  await hydrated(page);
  await page.getByLabel(clubDeskTexts.email).fill(coach);
  await page.getByRole('button', { name: clubDeskTexts.send }).click();
  await expect(page.getByRole('status').filter({ hasText: "If this address is a club's coach address" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'docs/screenshots/club-desk-sign-in-1366.png', fullPage: true });
  await fits360(page, 'club-desk-sign-in');

  // The letter's link, in the browser that asked: signed in at once.
  await page.goto(await coachLink(coach));
  await expect(page.getByTestId('desk-email')).toHaveText(clubDeskTexts.signedInAs(coach, clubName));
  const roster = page.getByTestId('roster');
  await expect(roster.getByRole('row', { name: new RegExp(asha.name) })).toContainText(clubDeskTexts.mayEnter);
  await expect(roster).not.toContainText(asha.dob);

  // The grid: Asha's sprint ticked and checked; nothing is entered yet.
  await page.getByLabel('Championship').selectOption(event._id);
  const grid = page.getByTestId('entry-grid');
  await grid.getByRole('checkbox', { name: `${asha.name}: ${sprint?.name ?? ''}` }).check();
  await page.getByRole('button', { name: 'Check the 1 ticked race' }).click();
  await expect(page.getByTestId('batch-check')).toContainText(`${asha.name} (${asha.registrationNo}), ${sprint?.name ?? ''}`);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'docs/screenshots/club-desk-grid-1366.png', fullPage: true });
  await fits360(page, 'club-desk-grid');

  // Or a CSV: a duplicate and an unknown number are reported by line, the rest confirmed.
  const csv = [
    'registrationNo,race',
    `${bela.registrationNo},${sprint?.name ?? ''}`,
    `${bela.registrationNo},${sprint?.name ?? ''}`,
    'ADRSA-1999-0001,Relay',
  ].join('\n');
  await page
    .getByLabel('Or upload a CSV file (registrationNo,race)')
    .setInputFiles({ name: 'squad.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const check = page.getByTestId('batch-check');
  await expect(check).toContainText(`Line 2: ${bela.name}`);
  await expect(check).toContainText('Line 3: The same skater and race as line 2: skipped.');
  await expect(page.getByTestId('batch-refused')).toContainText("Line 4 (ADRSA-1999-0001, Relay): Not on your club's roster");
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'docs/screenshots/club-desk-csv-1366.png', fullPage: true });
  await fits360(page, 'club-desk-csv');

  await page.getByRole('button', { name: 'Confirm and enter 1 race' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 race entered for 1 skater' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See your squad' })).toBeVisible();
  await expect(roster.getByRole('row', { name: new RegExp(bela.name) })).toContainText('(by the club)');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'docs/screenshots/club-desk-entered-1366.png', fullPage: true });
  await fits360(page, 'club-desk-entered');
});

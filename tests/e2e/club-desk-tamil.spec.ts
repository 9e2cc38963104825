/**
 * The club desk in Tamil: signed out (the sign-in form in the desk's words) and signed in (the
 * squad, the entry grid, the payments and the invitation), every heading and label from the
 * catalogue, axe clean and no sideways scrolling at 360 and 1366 px; screenshots in
 * docs/screenshots/club-desk-ta-*.png.
 */
import { expect, type Page } from '@playwright/test';
import { clubDeskTexts } from '../../src/domain/clubs/club-desk.ts';
import { messagesFor } from '../../src/domain/i18n/translate.ts';
import { allWords } from '../../src/domain/i18n/words-all.ts';
import { apiPost, test, unique, useAdminSession } from './fixtures/admin.ts';
import { addGrid, approvedSkater, makeChampionship, newEvent } from './fixtures/championship.ts';
import { expectNoAxeViolations, open } from './fixtures/public.ts';
import { lettersTo } from './fixtures/family-link.ts';

const ta = messagesFor('ta', ...allWords);

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

const atBothWidths = async (page: Page, name: string) => {
  for (const width of [360, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width}px`).toBeLessThanOrEqual(
      await page.evaluate(() => document.documentElement.clientWidth),
    );
    await expectNoAxeViolations(page, `${name} at ${width}px`);
    await page.screenshot({ path: `docs/screenshots/${name}-${width}.png`, fullPage: true });
  }
};

test('the club desk in Tamil, signed out and signed in', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const clubName = unique('Lakeview Club');
  const coach = `${unique('coach.ta').replace(/\s+/g, '.').toLowerCase()}@example.com`;
  await useAdminSession(page);
  const club = (await apiPost(page.request, baseURL, '/api/associative-club', {
    clubName,
    district: 'Anandpur',
    members: [{ memberName: 'Farah Khan', role: 'President' }],
  })) as { _id: string };
  await apiPost(page.request, baseURL, '/api/club-coaches', { clubId: club._id, email: coach });
  const skater = await approvedSkater(page.request, baseURL, {
    gender: 'Female',
    eventCategory: 'Speed Quad',
    dob: '2014-03-03',
    representativeClub: clubName,
    clubMayEnter: true,
  });
  const event = await newEvent(page.request, baseURL);
  await makeChampionship(page.request, baseURL, event._id);
  await addGrid(page.request, baseURL, event._id, {
    disciplines: ['Speed Quad'],
    ageCategories: [skater.ageCategory],
    genders: ['Female'],
  });
  await page.context().clearCookies();

  await page.setViewportSize({ width: 1366, height: 900 });
  await open(page, '/ta/club-desk');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta-IN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ta.t('clubDesk.title'));
  await expect(page.getByLabel(ta.t('clubDesk.email'))).toBeVisible();
  await expect(page.getByRole('link', { name: ta.t('clubDesk.goToFamily') })).toHaveAttribute('href', '/ta/my');
  await atBothWidths(page, 'club-desk-ta-sign-in');

  // Signed in through the English desk's letter, then the desk in Tamil.
  await open(page, '/club-desk');
  await page.getByLabel(clubDeskTexts.email).fill(coach);
  await page.getByRole('button', { name: clubDeskTexts.send }).click();
  await expect(page.getByRole('status').first()).toBeVisible();
  await page.goto(await coachLink(coach));
  await expect(page.getByTestId('desk-email')).toBeVisible();
  await open(page, '/ta/club-desk');
  await expect(page.getByTestId('desk-email')).toHaveText(ta.t('clubDesk.signedInAs', { email: coach, club: clubName }));
  for (const heading of ['clubDesk.rosterHeading', 'clubDesk.enterHeading', 'clubDesk.paymentsHeading', 'clubDesk.inviteHeading'] as const)
    await expect(page.getByRole('heading', { level: 2, name: ta.t(heading) })).toBeVisible();
  await expect(page.getByTestId('roster').getByRole('row', { name: new RegExp(skater.name) })).toContainText(ta.t('clubDesk.mayEnter'));
  await expect(page.getByRole('columnheader', { name: ta.t('clubDesk.skater') })).toBeVisible();
  await expect(page.getByText(ta.t('clubDesk.paymentsNone'))).toBeVisible();
  await expect(page.getByLabel(ta.t('clubDesk.inviteChild'))).toBeVisible();
  await atBothWidths(page, 'club-desk-ta');
});

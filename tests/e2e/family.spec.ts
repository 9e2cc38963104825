/**
 * The family page end to end, on the built site with its real SMTP server: a parent asks for a
 * sign-in link at /my, opens the link from the letter, sees two children, renews the one approved
 * last season, enters the other in a championship keeping the race entered earlier, downloads a
 * certificate and the child's data; a parent signed in registers another child with the contact
 * they chose to use (offered, never filled in unasked) and no confirmation link. The page passes axe signed out, signed in and with its
 * disclosures open; screenshots at 360 and 1366 pixels go to test-results/.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { familyTexts } from '../../src/domain/family/family.ts';
import type { AdminSkater } from '../../src/domain/registry/skater-views.schema.ts';
import { mailDir } from './fixtures/worker.ts';
import { apiPost, expectNoAxeViolations, test, unique, useAdminSession } from './fixtures/admin.ts';
import { addGrid, approvedSkater, makeChampionship } from './fixtures/championship.ts';
import { today } from '../../src/domain/common/dates.ts';
import { ageCategory, championshipAgeDay, dayAsDate } from '../../src/domain/registry/age-category.ts';
import { hydrated, pngFile } from './fixtures/public.ts';
import { familyLinkTo, lettersTo } from './fixtures/family-link.ts';
import { clubChoiceTexts, submissionTexts } from '../../src/domain/registry/registry.ts';
import { withCheckDigit } from '../../src/domain/registry/aadhaar.ts';
import { skaterFormTexts, skaterMessages } from '../../src/domain/registry/skater.ts';

interface Received {
  envelopeTo: string[];
  subject: string;
  text: string;
}

const mailTo = async (address: string): Promise<Received[]> => {
  const files = (await readdir(mailDir())).filter((name) => name.endsWith('.json')).sort();
  const all = await Promise.all(files.map(async (name) => JSON.parse(await readFile(join(mailDir(), name), 'utf8')) as Received));
  return all.filter((mail) => mail.envelopeTo.includes(address));
};

const card = (page: Page, name: string) => page.locator(`article[data-child="${name}"]`);

test('a parent signs in with the link from the letter, renews one child, enters the other keeping an earlier race, downloads a certificate and the data', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const headers = { Origin: baseURL ?? '' };
  const call = async (method: 'get' | 'post' | 'put' | 'patch', path: string, data?: unknown) => {
    const res = await page.request[method](path, { headers, ...(data === undefined ? {} : { data }) });
    expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
    return res;
  };
  const email = `${unique('family').replace(/\s+/g, '.').toLowerCase()}@example.com`;

  // The association's side, through the admin API: a child approved last season given this
  // family's address, a child approved this season, a championship she is entered in with a result.
  await useAdminSession(page);
  const lapsed = ((await (await call('get', '/api/skaterprofiles?status=lapsed')).json()) as { profiles: AdminSkater[] }).profiles;
  const older = lapsed.at(-1);
  expect(older, 'the sample data holds a lapsed profile for this test').toBeDefined();
  await call('patch', `/api/skaterprofiles/${older?._id}`, { email });
  const younger = await approvedSkater(page.request, baseURL, { email, gender: 'Female', eventCategory: 'Speed Quad', dob: '2015-03-03' });
  // Raced today, entries open a while longer: certificates come from official results from the race's day on.
  // Made with apiPost, so the clean-up deletes it after the test: an event of today would otherwise
  // be the next one on the home page and the events list for every later test of this worker.
  const event = (await apiPost(page.request, baseURL, '/api/events', {
    title: unique('Championship'),
    date: today(),
    image: '',
    description: 'Races.',
    location: 'District rink',
  })) as { _id: string; title: string };
  await makeChampionship(page.request, baseURL, event._id, { maxRacesPerSkater: 2, closesInDays: 0.1 });
  const { races } = await addGrid(page.request, baseURL, event._id, {
    disciplines: ['Speed Quad'],
    // The championship counts ages on its own day, not on the registration's.
    ageCategories: [ageCategory(younger.dob, dayAsDate(championshipAgeDay(today())))],
    genders: ['Female', 'Open'],
  });
  const [first, second] = races;
  await call('post', '/api/entries', {
    eventId: event._id,
    registrationNo: younger.registrationNo,
    dob: younger.dob,
    raceIds: [first?._id],
  });
  await call('put', `/api/events/${event._id}/results/${first?._id}`, { rows: [{ registrationNo: younger.registrationNo, position: 2 }] });
  await call('patch', `/api/events/${event._id}/results/${first?._id}`, { status: 'official' });
  await call('post', `/api/events/${event._id}/certificates`, {});
  await page.context().clearCookies();

  // The parent asks for a link, and opens it from the letter.
  await page.goto('/my');
  await hydrated(page);
  await expectNoAxeViolations(page);
  await page.getByLabel(familyTexts.email).fill(email);
  await page.getByRole('button', { name: familyTexts.send }).click();
  await expect(page.getByRole('status').filter({ hasText: 'If this address is on a registration' })).toBeVisible();
  await expect.poll(async () => (await mailTo(email)).filter((mail) => mail.subject.startsWith('Your sign-in link')).length).toBe(1);
  const letter = (await mailTo(email)).find((mail) => mail.subject.startsWith('Your sign-in link'));
  const link = /(https?:\/\/\S+\/my\?token=\S+)/.exec(letter?.text ?? '')?.[1] ?? '';
  const { pathname, search } = new URL(link);
  await page.goto(`${pathname}${search}`);
  await expect(page.getByTestId('family-email')).toHaveText(familyTexts.signedInAs(email));
  // The token is taken out of the address bar once used.
  expect(new URL(page.url()).search).toBe('');
  await expect(page.locator('article[data-child]')).toHaveCount(2);
  await expect(card(page, older?.name ?? '').locator('[data-status]')).toHaveText(familyTexts.status.lapsed);
  await expect(card(page, younger.name)).toContainText(younger.registrationNo);
  await expect(card(page, younger.name)).toContainText(/age on 1 January \d{4}: \d+/);
  await expectNoAxeViolations(page);
  for (const width of [360, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/family-my-${width}.png`, fullPage: true });
  }

  // Renewing the older child in one step.
  const olderCard = card(page, older?.name ?? '');
  await olderCard.getByText(/^Renew for the \d{4} season$/).click();
  await olderCard.getByRole('checkbox', { name: /I consent/ }).check();
  await olderCard.getByRole('button', { name: familyTexts.renew }).click();
  await expect(olderCard.locator('[data-status]')).toHaveText(familyTexts.status.pending);
  await expect(olderCard.getByRole('status').filter({ hasText: 'Renewal received' })).toBeVisible();

  // Entering the younger child in the second race keeps the first.
  const youngerCard = card(page, younger.name);
  await youngerCard.getByText(familyTexts.championships).click();
  const championship = youngerCard.locator(`[data-championship="${event.title}"]`);
  await expect(championship.getByRole('checkbox', { name: first?.name ?? '' })).toBeChecked();
  await championship.getByRole('checkbox', { name: second?.name ?? '' }).check();
  await championship.getByRole('button', { name: familyTexts.review }).click();
  await expect(championship.getByTestId('entry-review')).toContainText(`${familyTexts.adding}: ${second?.name}`);
  await expectNoAxeViolations(page);
  await championship.getByRole('button', { name: familyTexts.confirmChange }).click();
  await expect(youngerCard.getByRole('status').filter({ hasText: 'Entry saved' })).toBeVisible();
  await expect(
    youngerCard.locator(`[data-championship="${event.title}"]`).getByRole('checkbox', { name: first?.name ?? '' }),
  ).toBeChecked();
  await expect(
    youngerCard.locator(`[data-championship="${event.title}"]`).getByRole('checkbox', { name: second?.name ?? '' }),
  ).toBeChecked();
  await expect.poll(async () => (await mailTo(email)).some((mail) => mail.text.includes(`Added: ${second?.name}`))).toBe(true);

  // A certificate's PDF and the child's data.
  await youngerCard.getByText(familyTexts.results).click();
  const certificateLink = youngerCard.getByRole('link', { name: familyTexts.certificate(first?.name ?? '') });
  const [pdf] = await Promise.all([page.waitForEvent('download'), certificateLink.click()]);
  expect((await readFile((await pdf.path()) ?? '')).subarray(0, 5).toString()).toBe('%PDF-');
  await youngerCard.getByText(familyTexts.download).click();
  const [data] = await Promise.all([
    page.waitForEvent('download'),
    youngerCard.getByRole('link', { name: familyTexts.downloadJson }).click(),
  ]);
  const downloaded = JSON.parse(await readFile((await data.path()) ?? '', 'utf8')) as {
    record: { name: string };
    entries: { raceIds: string[] }[];
  };
  expect(downloaded.record.name).toBe(younger.name);
  expect(downloaded.entries[0]?.raceIds).toEqual([first?._id, second?._id]);
  await expectNoAxeViolations(page);
});

test('a parent signed in registers another child: the contact is used once the parent chooses it, no confirmation link is needed, and the registration waits for the registrar at once', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const email = `${unique('sibling').replace(/\s+/g, '.').toLowerCase()}@example.com`;
  await useAdminSession(page);
  const first = await approvedSkater(page.request, baseURL, { email, gender: 'Male', eventCategory: 'Speed Quad', dob: '2013-05-05' });
  await page.context().clearCookies();

  // Signed in from the letter, as in the walk above.
  await page.goto('/my');
  await hydrated(page);
  await page.getByLabel(familyTexts.email).fill(email);
  await page.getByRole('button', { name: familyTexts.send }).click();
  await page.goto(await familyLinkTo(email, 'Your sign-in link'));
  await expect(page.getByTestId('family-email')).toHaveText(familyTexts.signedInAs(email));
  await expect(card(page, first.name)).toBeVisible();

  // The form starts from the family's contact details, and says why no link will follow.
  await page.goto('/skaterform');
  await hydrated(page);
  const form = page.getByTestId('skater-form');
  await expect(page.locator('[data-family-signed-in]')).toHaveText(submissionTexts.signedIn(email));
  // Offered, never filled in unasked: the address is used once the parent says so on this page.
  await expect(form.getByLabel('Email')).toHaveValue('');
  await expect(page.getByTestId('form-address')).toHaveText(submissionTexts.addressMissing);
  await page.getByRole('button', { name: submissionTexts.useFamilyAddress(email) }).click();
  await expect(form.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByTestId('form-address')).toContainText(email);
  await expect(page.getByTestId('form-address')).toContainText(submissionTexts.addressIsFamily);
  await expect(form.getByLabel('Phone Number')).not.toHaveValue('');
  await expect(form.getByLabel("Parent's Name")).not.toHaveValue('');
  await expectNoAxeViolations(page);
  const name = unique('Sibling Kale');
  await form.getByLabel(/^Skater's Name/).fill(name);
  await form.getByLabel('Date of Birth').fill('2016-08-08');
  await form.getByLabel('Gender', { exact: true }).selectOption('Female');
  const digits = String(20_000_000_000 + Math.floor(Math.random() * 70_000_000_000));
  await form.getByLabel('Aadhaar Number').fill(withCheckDigit(digits));
  await form.getByLabel(skaterFormTexts.eventCategory).selectOption('Speed Quad');
  await form.getByLabel(clubChoiceTexts.label).selectOption({ label: clubChoiceTexts.other });
  await form.getByLabel(clubChoiceTexts.otherName).fill('Riverside Roller Academy');
  await form.getByLabel("Coach's Name").fill('Coach Prakash');
  await form.getByLabel('Proof Type').selectOption('Birth Certificate');
  await form.getByLabel('Skater Photo').setInputFiles(pngFile('photo.png'));
  await form.getByLabel('Identity Proof').setInputFiles(pngFile('proof.png'));
  await form.getByRole('checkbox', { name: skaterMessages.consent }).check();
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(submissionTexts.referenceLabel)).toBeVisible();

  // Pending at once on the family page, and no confirmation letter was sent for it.
  await page.goto('/my');
  await expect(card(page, name).locator('[data-status]')).toHaveText(familyTexts.status.pending);
  await expectNoAxeViolations(page);
  expect((await lettersTo(email)).filter((mail) => mail.subject === 'Please confirm the skater registration')).toEqual([]);
});

/**
 * A visitor checks a certificate the way a school would: reads the QR code on the PDF, opens the
 * address it holds, and sees what the certificate states; a revoked one shows the clear not-found
 * text. The verify page passes axe and is kept out of search engines. An admin issues a
 * championship's certificates, prepares the PDF of all of them and revokes one on the admin screen.
 */
import { expect, type Page } from '@playwright/test';
import { ageCategory, championshipAgeDay, dayAsDate } from '../../src/domain/registry/age-category.ts';
import { certificateMessages, formatCertificateCode } from '../../src/domain/championships/certificate.ts';
import { readPdf } from '../support/pdf.ts';
import { resultStatusMessages } from '../../src/domain/championships/result-status.ts';
import { raceDayPassed } from './fixtures/championship.ts';
import { apiPost, confirmDialog, expectNoAxeViolations, openAdmin, skaterInput, test, unique } from './fixtures/admin.ts';
import { E2E_ADMIN } from './fixtures/constants.ts';
import { DESKTOP, hydrated, MOBILE } from './fixtures/public.ts';

const DOB = '2014-03-03';

/** A championship with one race and one placed finisher, made through the API as an admin; its certificate issued when asked. */
const seedChampionship = async (page: Page, baseURL: string | undefined, { issue = true, raced = true } = {}) => {
  const headers = { Origin: baseURL ?? '' };
  const call = async (method: 'put' | 'post' | 'delete' | 'get' | 'patch', path: string, data?: unknown) => {
    const res = await page.request[method](path, { headers, ...(data === undefined ? {} : { data }) });
    expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
    return res;
  };
  await call('post', '/api/login', { admin: E2E_ADMIN.name, password: E2E_ADMIN.password });

  const title = unique('Verify cup');
  const { _id: eventId } = (await apiPost(page.request, baseURL, '/api/events', {
    title,
    date: '2031-06-01',
    description: '',
    location: '',
    image: '',
  })) as { _id: string };
  // Counted on the championship's day for ages: 1 January of its event's season.
  const category = ageCategory(DOB, dayAsDate(championshipAgeDay('2031-06-01')));
  const championship = (await (
    await call('put', `/api/events/${eventId}/championship`, {
      entriesClose: '2031-05-01T00:00:00Z',
      maxRacesPerSkater: 1,
      selectPerRace: 1,
      races: [{ name: '1000 m rink race', discipline: 'Speed Quad', ageCategory: category, gender: 'Female' }],
    })
  ).json()) as { championship: { races: { _id: string }[] } };
  const raceId = championship.championship.races[0]?._id ?? '';

  const name = unique('Meera Verify');
  const { _id: skaterId } = (await apiPost(
    page.request,
    baseURL,
    '/api/skaterprofiles',
    skaterInput(name, { dob: DOB, gender: 'Female', eventCategory: 'Speed Quad', representativeClub: 'Lakeside Wheels' }),
  )) as { _id: string };
  const { registrationNo } = (await (await call('get', `/api/skaterprofiles/${skaterId}`)).json()) as { registrationNo: string };
  await call('post', '/api/entries', { eventId, registrationNo, dob: DOB, raceIds: [raceId] });
  await call('put', `/api/events/${eventId}/results/${raceId}`, { rows: [{ registrationNo, position: 1, mark: '1:45.3' }] });
  /** The championship raced yesterday, its results made official: certificates can be issued. */
  const race = async () => {
    await raceDayPassed(page.request, baseURL, { _id: eventId, title });
    await call('patch', `/api/events/${eventId}/results/${raceId}`, { status: 'official' });
  };
  if (raced) await race();
  let code = '';
  if (issue) {
    await call('post', `/api/events/${eventId}/certificates`);
    const [certificate] = (await (await call('get', `/api/events/${eventId}/certificates`)).json()) as { _id: string }[];
    code = certificate?._id ?? '';
  }

  return { call, eventId, title, name, registrationNo, code, race };
};

test('a visitor opens the address of the QR code on a certificate and sees its facts; a revoked one is not found', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { call, title, name, registrationNo, code } = await seedChampionship(page, baseURL);
  // From here on a visitor: no admin session.
  await page.context().clearCookies();

  // The visitor: the PDF's QR code holds the verify page's address, which shows the facts.
  const pdf = await page.request.get(`/api/certificates/${code}.pdf`);
  const { qrs } = await readPdf(new Uint8Array(await pdf.body()));
  const address = qrs[0] ?? '';
  expect(address).toBe(`${baseURL}/verify/${code}`);
  const verified = await page.request.get(address);
  expect(verified.headers()['x-robots-tag']).toMatch(/noindex/);

  for (const viewport of [DESKTOP, MOBILE]) {
    await page.setViewportSize(viewport);
    await page.goto(address);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: certificateMessages.verifyHeading })).toBeVisible();
    await expect(page.getByTestId('certificate-valid')).toHaveText(certificateMessages.verifyValid);
    const facts = page.getByTestId('certificate-facts');
    // The code as printed on the certificate, in groups.
    for (const fact of [name, registrationNo, 'Lakeside Wheels', title, '1000 m rink race', '1st place', formatCertificateCode(code)])
      await expect(facts).toContainText(fact);
    await expect(facts).not.toContainText(DOB);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByRole('link', { name: certificateMessages.verifyPdf })).toHaveAttribute('href', `/api/certificates/${code}.pdf`);
    await expectNoAxeViolations(page);
  }

  // Revoked: the same address now says so, in the one clear text.
  await call('post', '/api/login', { admin: E2E_ADMIN.name, password: E2E_ADMIN.password });
  await call('delete', `/api/certificates/${code}`);
  await page.context().clearCookies();
  await page.goto(address);
  await hydrated(page);
  await expect(page.getByText(certificateMessages.notFound)).toBeVisible();
  await expect(page.getByTestId('certificate-facts')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The sitemap never lists a verify page.
  expect(await (await page.request.get('/sitemap.xml')).text()).not.toContain('/verify');
});

test('an admin issues the certificates, prepares the PDF of all of them watching its progress, and revokes one', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // Seeding signed the page's browser in (the API and the pages share its cookies).
  const { eventId, title, name, race } = await seedChampionship(page, baseURL, { issue: false, raced: false });
  const camp = (await apiPost(page.request, baseURL, '/api/events', {
    title: unique('Skating camp'),
    date: '2031-06-02',
    description: '',
    location: '',
    image: '',
  })) as { _id: string };
  await openAdmin(page, '/admin/certificates');
  await expect(page.getByRole('heading', { level: 1, name: certificateMessages.adminHeading })).toBeVisible();
  // The picker lists championships only: a camp has no certificates.
  const picker = page.getByLabel(certificateMessages.eventLabel);
  await expect(picker.locator(`option[value="${eventId}"]`)).toHaveCount(1);
  await expect(picker.locator(`option[value="${camp._id}"]`)).toHaveCount(0);
  await picker.selectOption(eventId);
  await expect(page.getByText(certificateMessages.empty)).toBeVisible();
  await expectNoAxeViolations(page);

  // The championship is in 2031: no certificate before its race.
  await page.getByRole('button', { name: certificateMessages.issueButton }).click();
  await expect(page.getByText(resultStatusMessages.certificatesBeforeRace('2031-06-01'))).toBeVisible();
  await race();
  await page.getByRole('button', { name: certificateMessages.issueButton }).click();
  await expect(page.getByText(certificateMessages.issued(1, 0, 0))).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('1st place');
  await expect(row).toContainText('1000 m rink race');

  const watched: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith(`/api/events/${eventId}/certificates/bundle`)) watched.push(response.request().method());
  });
  await page.getByRole('button', { name: certificateMessages.bundleButton }).click();
  const download = page.getByTestId('bundle-download');
  await expect(download).toHaveText(certificateMessages.bundleDownload(1), { timeout: 20_000 });
  expect(watched[0]).toBe('POST');
  const pdf = await page.request.get((await download.getAttribute('href')) ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const { pages, text } = await readPdf(new Uint8Array(await pdf.body()));
  expect(pages).toBe(1);
  expect(text[0]).toContain(title);
  await expectNoAxeViolations(page);

  const code = (await row.getByRole('link').first().textContent()) ?? '';
  await row.getByRole('button', { name: /Delete/ }).click();
  await expect(confirmDialog(page)).toContainText(certificateMessages.confirmRevoke);
  await confirmDialog(page).getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText(certificateMessages.revoked)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
  expect((await page.request.get(`/api/certificates/${code}`)).status()).toBe(404);
});

/**
 * People screens: add a skater (/admin/skaters/add), the skater table (/admin/skaters), event
 * registrations (/admin/registrations) and contact messages (/admin/contact-messages).
 */
import { expect, type Page } from '@playwright/test';
import { AGE_CATEGORIES, ageCategory, ageInYears } from '../../src/domain/registry/age-category.ts';
import { formatDate, today } from '../../src/domain/common/dates.ts';
import { contactMessages } from '../../src/domain/messages/contact.ts';
import { registrationMessages } from '../../src/domain/events/registration.ts';
import { skaterFormTexts, skaterMessages } from '../../src/domain/registry/skater.ts';
import { clubChoiceTexts } from '../../src/domain/registry/registry.ts';
import { withCheckDigit } from '../../src/domain/registry/aadhaar.ts';
import {
  apiPost,
  confirmDialog,
  countGets,
  downloadText,
  openAdmin,
  pngFile,
  signIn,
  skaterInput,
  test,
  unique,
} from './fixtures/admin.ts';
import { listRoute } from './fixtures/public.ts';

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

/** Waits until the list shows the server's answer to the current search and filters. */
const settled = (page: Page) => expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

const row = (page: Page, text: string) => page.locator('tbody tr', { hasText: text });

/** "All 12 Skater Profiles" → 12 */
const profileCount = async (page: Page): Promise<number> => {
  const heading = page.getByRole('heading', { level: 1, name: /^All \d+ Skater Profiles$/ });
  await expect(heading).toBeVisible();
  return Number(/\d+/.exec((await heading.textContent()) ?? '')?.[0]);
};

const parseCsv = (text: string): string[][] =>
  text
    .trim()
    .split('\r\n')
    .map((line) =>
      [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)]
        .map((match) => (match[1] ?? '').replace(/^"|"$/g, '').replace(/""/g, '"'))
        .slice(0, -1),
    );

test.describe('skaters', () => {
  test('/admin/skaters/add: the skater form adds a profile; the list, its count and the public profiles show it', async ({ page }) => {
    const name = unique('Meher Anand');
    const aadhaar = withCheckDigit('34567890123');
    await openAdmin(page, '/admin/skaters');
    const before = await profileCount(page);

    await openAdmin(page, '/admin/skaters/add');
    await expect(page.getByRole('heading', { level: 1, name: skaterMessages.formTitle })).toBeVisible();
    await page.getByLabel(/^Skater's Name/).fill(name);
    await page.getByLabel("Parent's Name").fill('Kiran Anand');
    await page.getByLabel('Date of Birth').fill('2012-03-09');
    await page.getByLabel('Gender', { exact: true }).selectOption('Female');
    await page.getByLabel('Aadhaar Number').fill(`${aadhaar.slice(0, 4)} ${aadhaar.slice(4, 8)} ${aadhaar.slice(8)}`);
    await page.getByLabel('Phone Number').fill('9876512345');
    await page.getByLabel('Email').fill('meher.anand@example.com');
    await page.getByLabel(skaterFormTexts.eventCategory).selectOption('Speed Quad');
    await page.getByLabel(clubChoiceTexts.label).selectOption({ label: clubChoiceTexts.other });
    await page.getByLabel(clubChoiceTexts.otherName).fill('Riverside Roller Academy');
    await page.getByLabel("Coach's Name").fill('Arjun Nair');
    await page.getByLabel('Skater Photo').setInputFiles(pngFile('photo.png', [234, 88, 12]));
    await page.getByLabel('Proof Type').selectOption('Aadhar');
    await page.getByLabel('Identity Proof').setInputFiles(pngFile('proof.png', [71, 85, 105]));
    // The admin is not the parent: a note of their own, not the parents' consent box.
    await expect(page.getByText(skaterMessages.adminConsentNote)).toBeVisible();
    await expect(page.getByRole('checkbox', { name: skaterMessages.consent })).toHaveCount(0);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(skaterMessages.added)).toBeVisible();

    await openAdmin(page, '/admin/skaters');
    expect(await profileCount(page)).toBe(before + 1);
    await page.getByLabel(skaterMessages.search).fill(name);
    const cells = row(page, name).locator('td');
    await expect(row(page, name)).toHaveCount(1);
    const age = ageInYears('2012-03-09');
    // Added by an admin: approved at once, with its registration number.
    await expect(cells.nth(3)).toHaveText(/^[A-Z]+-\d{4}-\d{4,}$/);
    await expect(cells.nth(4)).toHaveText('Approved');
    await expect(cells.nth(5)).toHaveText(`${ageCategory('2012-03-09')}Speed Quad`);
    await expect(cells.nth(6)).toHaveText('Riverside Roller Academy');
    // The rest is in the review dialog, the Aadhaar number masked.
    await row(page, name).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`age ${age}, ${ageCategory('2012-03-09')}`);
    await expect(dialog).toContainText(`XXXX XXXX ${aadhaar.slice(-4)}`);
    await expect(page.getByText(aadhaar)).toHaveCount(0);
    await page.keyboard.press('Escape');

    await page.goto('/skatersprofile');
    await expect(page.getByText(name).first()).toBeVisible();
  });

  test('search also matches the age category; filters; masked Aadhaar; CSV of the filtered list', async ({ page }) => {
    await openAdmin(page, '/admin/skaters');
    const total = await profileCount(page);
    const search = page.getByLabel(skaterMessages.search);
    await search.fill('cadet (7-9)');
    const rows = page.locator('tbody tr');
    await settled(page);
    await expect(rows.first()).toBeVisible();
    for (const cell of await rows.locator('td:nth-child(6) span:first-child').allTextContents()) expect(cell).toBe('Cadet (7-9)');
    await expect(page.getByText(new RegExp(`^\\d+ of ${total} profiles shown$`))).toBeVisible();

    await search.fill('');
    await page.getByLabel('Age category').selectOption('Junior');
    await settled(page);
    for (const cell of await rows.locator('td:nth-child(6) span:first-child').allTextContents()) expect(cell).toBe('Junior');
    await page.getByLabel('Age category').selectOption('');
    await page.getByLabel('Event category').selectOption('Speed Quad');
    await settled(page);
    for (const cell of await rows.locator('td:nth-child(6) span:last-child').allTextContents()) expect(cell).toBe('Speed Quad');
    await page.getByLabel('Event category').selectOption('');
    await settled(page);

    await search.fill('junior');
    await settled(page);
    const shown = await rows.count();
    expect(shown).toBeGreaterThan(0);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^skater-profiles-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = parseCsv(await downloadText(download));
    expect(csv[0]).toEqual(
      expect.arrayContaining(['Name', 'Age', 'Age category', 'Aadhaar (masked)', 'Event category', 'Representative club']),
    );
    expect(csv).toHaveLength(shown + 1);
    const categoryColumn = csv[0]!.indexOf('Age category');
    const aadhaarColumn = csv[0]!.indexOf('Aadhaar (masked)');
    for (const line of csv.slice(1)) {
      expect(['Junior', 'Sub Junior']).toContain(line[categoryColumn]);
      expect(AGE_CATEGORIES).toContain(line[categoryColumn]);
      expect(line[aadhaarColumn]).toMatch(/^XXXX XXXX \d{4}$/);
    }
  });

  test('the identity proof shows in the review and downloads only for a signed-in admin', async ({ page, browser, baseURL }) => {
    await openAdmin(page, '/admin/skaters');
    await page
      .locator('tbody tr')
      .first()
      .getByRole('button', { name: /^Review/ })
      .click();
    const dialog = page.getByRole('dialog');
    const link = dialog.getByRole('link', { name: 'Download the proof' });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/api\/skaterprofiles\/[A-Za-z0-9_-]+\/proof$/);
    // The picture shows in the review; the link saves the file under a name with nothing personal in it.
    await expect(dialog.locator(`img[src="${href}"]`)).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^identity-proof\.(png|jpg|webp)$/);
    const answer = await page.request.get(href!);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['cache-control']).toContain('no-store');
    expect(answer.headers()['content-disposition']).toMatch(/^attachment;/);
    expect(answer.headers()['content-security-policy']).toContain('sandbox');
    const stranger = await browser.newContext({ baseURL: baseURL ?? '' });
    expect((await stranger.request.get(href!)).status()).toBe(401);
    await stranger.close();
  });

  test('delete after confirmation: the row leaves without a refetch and the count drops', async ({ page, baseURL }) => {
    const name = unique('Leaving Skater');
    await apiPost(page.request, baseURL, '/api/skaterprofiles', skaterInput(name));
    await openAdmin(page, '/admin/skaters');
    const before = await profileCount(page);
    await page.getByLabel(skaterMessages.search).fill(name);
    await settled(page);
    const gets = countGets(page, '/api/skaterprofiles');
    // Delete is in the review dialog, after the review's own actions.
    await row(page, name)
      .getByRole('button', { name: /^Review/ })
      .click();
    const review = page.getByRole('dialog', { name: new RegExp(name) });
    await review.getByRole('button', { name: `Delete ${name}` }).click();
    await expect(confirmDialog(page)).toContainText(skaterMessages.confirmDelete);
    await confirmDialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(review).toBeVisible();
    await review.getByRole('button', { name: `Delete ${name}` }).click();
    await confirmDialog(page).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(skaterMessages.deleted)).toBeVisible();
    await expect(row(page, name)).toHaveCount(0);
    expect(await profileCount(page)).toBe(before - 1);
    expect(gets()).toBe(0);
    await page.goto('/skatersprofile');
    await expect(page.getByText(name)).toHaveCount(0);
  });

  test('deleting a skater who raced: the confirmation counts the entry, result and certificate; the code stops verifying', async ({
    page,
    baseURL,
  }) => {
    const headers = { Origin: baseURL ?? '' };
    const send = async (method: 'put' | 'post' | 'get', path: string, data?: unknown) => {
      const res = await page.request[method](path, { headers, ...(data === undefined ? {} : { data }) });
      expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
      return res.json() as Promise<Record<string, unknown>>;
    };
    const dob = '2014-03-03';
    const name = unique('Raced Skater');
    // Raced today, entries open a little longer: certificates come from official results from the race's day on.
    const { _id: eventId } = (await apiPost(page.request, baseURL, '/api/events', {
      title: unique('Deletion cup'),
      date: today(),
      description: '',
      location: '',
      image: '',
    })) as { _id: string };
    const { championship } = (await send('put', `/api/events/${eventId}/championship`, {
      entriesClose: new Date(Date.now() + 3_600_000).toISOString(),
      maxRacesPerSkater: 1,
      selectPerRace: 1,
      races: [{ name: '1000 m rink race', discipline: 'Speed Quad', ageCategory: ageCategory(dob), gender: 'Female' }],
    })) as { championship: { races: { _id: string }[] } };
    const raceId = championship.races[0]?._id ?? '';
    const { _id: skaterId } = (await apiPost(
      page.request,
      baseURL,
      '/api/skaterprofiles',
      skaterInput(name, { dob, gender: 'Female', eventCategory: 'Speed Quad' }),
    )) as { _id: string };
    const { registrationNo } = (await send('get', `/api/skaterprofiles/${skaterId}`)) as { registrationNo: string };
    await send('post', '/api/entries', { eventId, registrationNo, dob, raceIds: [raceId] });
    await send('put', `/api/events/${eventId}/results/${raceId}`, { rows: [{ registrationNo, position: 1 }] });
    const official = await page.request.patch(`/api/events/${eventId}/results/${raceId}`, { headers, data: { status: 'official' } });
    expect(official.ok(), await official.text()).toBe(true);
    await send('post', `/api/events/${eventId}/certificates`);
    const [certificate] = (await (await page.request.get(`/api/events/${eventId}/certificates`)).json()) as { _id: string }[];
    expect((await page.request.get(`/api/certificates/${certificate?._id}`)).status()).toBe(200);

    await openAdmin(page, '/admin/skaters');
    await page.getByLabel(skaterMessages.search).fill(name);
    await settled(page);
    await row(page, name)
      .getByRole('button', { name: /^Review/ })
      .click();
    await page
      .getByRole('dialog', { name: new RegExp(name) })
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    const question = skaterMessages.confirmDeleteWith({ entries: 1, results: 1, certificates: 1 });
    expect(question).toContain('Its 1 championship entry, 1 result, 1 certificate will be deleted with it');
    await expect(confirmDialog(page)).toContainText(question);
    await confirmDialog(page).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(skaterMessages.deleted)).toBeVisible();
    await expect(row(page, name)).toHaveCount(0);
    expect((await page.request.get(`/api/certificates/${certificate?._id}`)).status()).toBe(404);
    expect(JSON.stringify(await (await page.request.get(`/api/events/${eventId}/results`)).json())).not.toContain(name);
  });
});

test.describe('registrations', () => {
  test('table, filters by event and age range, Unknown Event, CSV of the filtered list, delete after confirmation', async ({
    page,
    baseURL,
  }) => {
    const tag = unique('Reg');
    const event = async (title: string) =>
      (
        (await apiPost(page.request, baseURL, '/api/events', { title, date: '2031-06-01', description: '', location: '', image: '' })) as {
          _id: string;
        }
      )._id;
    const first = await event(`${tag} Sprint`);
    const second = await event(`${tag} Marathon`);
    const gone = await event(`${tag} Cancelled`);
    const register = (eventId: string, name: string, age: number) =>
      apiPost(page.request, baseURL, '/api/registrations', {
        eventId,
        name: `${tag} ${name}`,
        age,
        email: `${name.toLowerCase()}.${tag.split(' ')[1]}@example.com`,
        phone: '9876543210',
      });
    await register(first, 'Young', 12);
    await register(first, 'Adult', 25);
    await register(second, 'Middle', 40);
    const senior = (await register(gone, 'Senior', 60)) as { _id: string };
    const res = await page.request.delete(`/api/events/${gone}`, { headers: { Origin: baseURL ?? '' } });
    expect(res.ok()).toBe(true);
    // Deleting an event deletes its registrations; the list still names the event of a registration
    // left over from before that rule (it would otherwise point at nothing) 'Unknown Event'.
    expect(((await res.json()) as { registrationsDeleted: number }).registrationsDeleted).toBe(1);
    const leftOver = {
      _id: senior._id,
      eventId: gone,
      name: `${tag} Senior`,
      age: 60,
      email: `senior.${tag.split(' ')[1]}@example.com`,
      phone: '9876543210',
      createdAt: new Date().toISOString(),
    };
    // The server lists a registration like it under the event filter 'unknown' (tests/api/registrations.test.ts);
    // here it is added to the server's answers wherever the request's filters take it in.
    await page.route(listRoute('/api/registrations'), async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const query = new URL(route.request().url()).searchParams;
      const answer = await route.fetch();
      const event = query.get('event') ?? '';
      const listed = event === 'unknown' ? [] : ((await answer.json()) as unknown[]);
      const age = (name: string, fallback: number) => Number(query.get(name) ?? fallback);
      const search = (query.get('q') ?? '').toLowerCase();
      const takesLeftOver =
        (event === '' || event === 'unknown') &&
        leftOver.age >= age('minAge', 0) &&
        leftOver.age <= age('maxAge', 100) &&
        [leftOver.name, leftOver.email, leftOver.phone].some((field) => field.toLowerCase().includes(search));
      const total = (event === 'unknown' ? 0 : Number(answer.headers()['x-total-count'] ?? listed.length)) + (takesLeftOver ? 1 : 0);
      return route.fulfill({
        response: answer,
        headers: { ...answer.headers(), 'x-total-count': String(total) },
        json: takesLeftOver ? [...listed, leftOver] : listed,
      });
    });

    await openAdmin(page, '/admin/registrations');
    await page.getByLabel('Search by name, e-mail or phone').fill(tag);
    await expect(page.locator('tbody tr')).toHaveCount(4);
    await expect(row(page, `${tag} Senior`)).toContainText(registrationMessages.unknownEvent);
    await expect(row(page, `${tag} Young`)).toContainText(`${tag} Sprint`);

    const eventSelect = page.getByLabel('Event', { exact: true });
    await eventSelect.selectOption({ label: `${tag} Sprint (${formatDate('2031-06-01')})` });
    await expect(page.locator('tbody tr')).toHaveCount(2);
    await page.getByLabel('Age range').selectOption('19-30');
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(row(page, `${tag} Adult`)).toHaveCount(1);
    await page.getByLabel('Age range').selectOption('All Ages');
    await expect(page.locator('tbody tr')).toHaveCount(2);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^registrations-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = parseCsv(await downloadText(download));
    expect(csv[0]).toEqual(['Event', 'Name', 'Age', 'Email', 'Phone', 'Registered on']);
    expect(
      csv
        .slice(1)
        .map((line) => line[1])
        .sort(),
    ).toEqual([`${tag} Adult`, `${tag} Young`]);
    expect(csv.slice(1).every((line) => line[0] === `${tag} Sprint`)).toBe(true);

    await eventSelect.selectOption({ label: registrationMessages.unknownEvent });
    await page.getByLabel('Age range').selectOption('51-100');
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(row(page, `${tag} Senior`)).toHaveCount(1);

    await eventSelect.selectOption({ label: 'All Events' });
    await page.getByLabel('Age range').selectOption('0-18');
    await expect(row(page, `${tag} Young`)).toHaveCount(1);
    await expect(page.locator('tbody tr')).toHaveCount(1);
    const gets = countGets(page, '/api/registrations');
    await row(page, `${tag} Young`)
      .getByRole('button', { name: /^Delete/ })
      .click();
    await expect(confirmDialog(page)).toContainText(registrationMessages.confirmDelete);
    await confirmDialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(row(page, `${tag} Young`)).toHaveCount(1);
    await row(page, `${tag} Young`)
      .getByRole('button', { name: /^Delete/ })
      .click();
    await confirmDialog(page).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(registrationMessages.deleted)).toBeVisible();
    await expect(row(page, `${tag} Young`)).toHaveCount(0);
    expect(gets()).toBe(0);
  });
});

test.describe('contact messages', () => {
  test('list, read and delete after confirmation', async ({ page, baseURL }) => {
    const subject = unique('Coaching question');
    await apiPost(page.request, baseURL, '/api/contact', {
      email: 'parent@example.com',
      subject,
      content: 'When does the beginners batch start?\nThank you.',
    });
    await openAdmin(page, '/admin/contact-messages');
    await page.getByLabel('Search messages').fill(subject);
    const message = page.locator('[data-item-id]', { hasText: subject });
    await expect(message).toHaveCount(1);
    await expect(message.getByRole('link', { name: 'parent@example.com' })).toHaveAttribute('href', /^mailto:parent@example\.com/);
    const read = message.getByRole('button', { name: /^Read/ });
    await expect(read).toHaveAttribute('aria-expanded', 'false');
    await read.click();
    await expect(message.getByRole('button', { name: /^Close/ })).toHaveAttribute('aria-expanded', 'true');
    await expect(message.getByText('Thank you.')).toBeVisible();

    await message.getByRole('button', { name: /^Delete/ }).click();
    await expect(confirmDialog(page)).toContainText(contactMessages.confirmDelete);
    await confirmDialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(message).toHaveCount(1);
    await message.getByRole('button', { name: /^Delete/ }).click();
    await confirmDialog(page).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(contactMessages.deleted)).toBeVisible();
    await expect(message).toHaveCount(0);
  });
});

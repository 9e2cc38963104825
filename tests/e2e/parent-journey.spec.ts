/**
 * A parent's season walked end to end on the built site, from the home page with no address typed,
 * on a phone (360 px) and on a laptop (1366 px): find "register", fill in the form, read the
 * waiting screen (nothing has reached the association; the address named), confirm from the letter
 * at the SMTP capture, reach the family page by clicking (the header on a laptop, the menu's first
 * item on a phone), see what is owed and pay it by UPI, enter a championship with the fees in the
 * review, see the new charge at once and pay it, download the receipts and the certificate. The
 * treasurer's and the registrar's part goes through the admin API. Every screen passes axe and has
 * no sideways scrolling on the phone; screenshots go to docs/screenshots/parent-*.png. The letters
 * are read at the SMTP capture for the fee and the family page's address.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { familyEntry } from '../../src/config/navigation.ts';
import { authMessages } from '../../src/domain/committee/auth.ts';
import { today } from '../../src/domain/common/dates.ts';
import { familyTexts } from '../../src/domain/family/family.ts';
import { FAMILY_PAGE_URL } from '../../src/domain/family/letter-end.ts';
import { feeMessages, rupees } from '../../src/domain/fees/fees.ts';
import { withCheckDigit } from '../../src/domain/registry/aadhaar.ts';
import { ageCategory, championshipAgeDay, dayAsDate } from '../../src/domain/registry/age-category.ts';
import { clubChoiceTexts, confirmRegistrationTexts, pendingConfirmationTexts } from '../../src/domain/registry/registry.ts';
import { skaterFormTexts, skaterMessages } from '../../src/domain/registry/skater.ts';
import { apiPost, expectNoAxeViolations, test, unique, useAdminSession } from './fixtures/admin.ts';
import { addGrid, makeChampionship } from './fixtures/championship.ts';
import { homeToFamilyPage, hydrated, pngFile } from './fixtures/public.ts';
import { mailDir } from './fixtures/worker.ts';

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

/** The latest letter to `address` whose subject starts so, once it has arrived. */
const letter = async (address: string, subject: string): Promise<Received> => {
  await expect.poll(async () => (await mailTo(address)).some((mail) => mail.subject.startsWith(subject)), { timeout: 15_000 }).toBe(true);
  return (await mailTo(address)).filter((mail) => mail.subject.startsWith(subject)).at(-1) as Received;
};

/** The path and query of the first address in a letter that leads to `path`. */
const linkIn = (text: string, path: string): string => {
  const found = new RegExp(`(https?://\\S+${path.replace(/[/?]/g, '\\$&')}\\S*)`).exec(text)?.[1] ?? '';
  expect(found, `a link to ${path} in the letter`).not.toBe('');
  const url = new URL(found);
  return `${url.pathname}${url.search}`;
};

for (const width of [360, 1366] as const) {
  const phone = width === 360;

  test(`a parent's season at ${width} px: register, confirm, find the family page, pay, enter, pay, receipt, certificate`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const headers = { Origin: baseURL ?? '' };
    const call = async (method: 'get' | 'post' | 'put' | 'patch', path: string, data?: unknown) => {
      const res = await page.request[method](path, { headers, ...(data === undefined ? {} : { data }) });
      expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
      return res;
    };
    /** Axe, no sideways scrolling on a phone, and the screenshot kept in docs/screenshots/. */
    const look = async (name: string, { fullPage = true } = {}) => {
      await expectNoAxeViolations(page);
      if (phone) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      // From the top, so the sticky header is photographed where it belongs.
      if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `docs/screenshots/parent-${name}-${phone ? 'phone' : 'laptop'}.png`, fullPage });
    };
    const email = `${unique('walk').replace(/\s+/g, '.').toLowerCase()}@example.com`;
    const dob = '2015-04-04';

    // The association's side: this season's fees, and a championship racing today with entries open
    // a while longer, whose fees are set (results and certificates come from the race's day on).
    await useAdminSession(page);
    const { season } = (await (await call('get', '/api/fees')).json()) as { season: { season: number } };
    await call('put', `/api/fees/season-${season.season}`, { newFee: 300, renewalFee: 200 });
    const event = (await apiPost(page.request, baseURL, '/api/events', {
      title: unique('Season Championship'),
      date: today(),
      image: '',
      description: 'Races for every age category.',
      location: 'District rink',
    })) as { _id: string; title: string };
    await makeChampionship(page.request, baseURL, event._id, { maxRacesPerSkater: 2, closesInDays: 0.1 });
    const { races } = await addGrid(page.request, baseURL, event._id, {
      disciplines: ['Speed Quad'],
      ageCategories: [ageCategory(dob, dayAsDate(championshipAgeDay(today())))],
      genders: ['Female'],
    });
    await call('put', `/api/fees/event-${event._id}`, { perSkater: 200, perRace: 150, lateFee: 0 });
    await page.context().clearCookies();

    // Home, with no address typed: the parent's way in is there, and "register" is found.
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await hydrated(page);
    if (phone) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.locator('#mobile-menu');
      // The family page comes first in the menu, before the association's pages.
      await expect(menu.getByRole('link').first()).toHaveText(familyEntry.label);
      await expect(menu.getByRole('link', { name: authMessages.loginTitle })).toBeVisible();
      // The open menu as the phone shows it (the page behind is not the point).
      await look('menu', { fullPage: false });
      await menu.getByRole('link', { name: 'Register a skater' }).click();
    } else {
      await expect(page.locator('[data-family-entry="header"]')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: authMessages.loginTitle })).toBeVisible();
      await look('home', { fullPage: false });
      await page.getByRole('link', { name: 'Register a skater' }).first().click();
    }
    await expect(page).toHaveURL(/\/skaterform$/);
    await hydrated(page);

    // The form, in a parent's words.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(skaterMessages.formTitle);
    const form = page.getByTestId('skater-form');
    const name = unique('Walk Kale');
    await form.getByLabel(/^Skater's Name/).fill(name);
    await form.getByLabel("Parent's Name").fill('Sunita Kale');
    await form.getByLabel('Date of Birth').fill(dob);
    await form.getByLabel('Gender', { exact: true }).selectOption('Female');
    // Twelve digits with a wrong check digit: "not a valid Aadhaar number", not "12 digits".
    const digits = String(20_000_000_000 + Math.floor(Math.random() * 70_000_000_000));
    const valid = withCheckDigit(digits);
    const aadhaar = form.getByLabel(skaterFormTexts.aadhaar);
    await aadhaar.fill(`${digits}${(Number(valid.at(-1)) + 1) % 10}`);
    await expect(form.getByText(skaterMessages.aadhaarInvalid)).toBeVisible();
    await aadhaar.fill(valid);
    await form.getByLabel('Phone Number').fill('9822012345');
    await form.getByLabel('Email').fill(email);
    await expect(page.getByTestId('form-address')).toContainText(email);
    await form.getByLabel(skaterFormTexts.eventCategory).selectOption('Speed Quad');
    await form.getByLabel(clubChoiceTexts.label).selectOption({ label: clubChoiceTexts.other });
    await form.getByLabel(clubChoiceTexts.otherName).fill('Riverside Roller Academy');
    await form.getByLabel("Coach's Name").fill('Coach Prakash');
    await form.getByLabel('Proof Type').selectOption({ label: 'Aadhaar card' });
    await form.getByLabel('Skater Photo').setInputFiles(pngFile('photo.png'));
    await form.getByLabel('Identity Proof').setInputFiles(pngFile('proof.png'));
    await expect(form.getByText('Photo ready.')).toHaveCount(2);
    await form.getByRole('checkbox', { name: skaterMessages.consent }).check();
    await expect(page.getByTestId('fee-note')).toContainText(rupees(300));
    await look('form');
    const answered = page.waitForResponse((res) => res.url().endsWith('/api/skaterprofiles') && res.request().method() === 'POST');
    await form.getByRole('button', { name: 'Submit' }).click();
    const { _id } = (await (await answered).json()) as { _id: string };

    // The waiting screen: nothing has reached the association; the address is named; what comes next.
    const waiting = page.locator('[data-awaiting-confirmation]');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pendingConfirmationTexts.title);
    await expect(waiting).toContainText(pendingConfirmationTexts.nothingYet);
    await expect(waiting.getByTestId('sent-to')).toHaveText(email);
    await expect(waiting.getByRole('button', { name: pendingConfirmationTexts.sendAgain })).toBeVisible();
    await look('waiting');

    // The letter at the SMTP capture: its link confirms; the page it opens leads on to the family page.
    const confirmLetter = await letter(email, 'Please confirm the skater registration');
    expect(confirmLetter.text).toContain(FAMILY_PAGE_URL);
    await page.goto(linkIn(confirmLetter.text, '/confirm-registration?token='));
    await hydrated(page);
    await page.getByRole('button', { name: confirmRegistrationTexts.confirm }).click();
    await expect(page.locator('[data-family-link]')).toBeVisible();
    await look('confirmed');
    const received = await letter(email, 'Registration received');
    expect(received.text).toContain(`To pay: ${rupees(300)}`);
    expect(received.text).toContain(FAMILY_PAGE_URL);

    // The registrar approves it (admin API), so the child can be entered.
    await useAdminSession(page);
    await call('patch', `/api/skaterprofiles/${_id}`, { status: 'approved' });
    await page.context().clearCookies();

    // The family page, reached by clicking: the header on a laptop, the menu's first item on a phone.
    await homeToFamilyPage(page, { phone });
    await page.getByLabel(familyTexts.email).fill(email);
    await page.getByRole('button', { name: familyTexts.send }).click();
    const signIn = await letter(email, 'Your sign-in link');
    await page.goto(linkIn(signIn.text, '/my?token='));
    await expect(page.getByTestId('family-email')).toHaveText(familyTexts.signedInAs(email));

    // What is owed, said at the top, and paid by UPI.
    await expect(page.getByTestId('owed-summary')).toContainText(rupees(300));
    const fees = page.getByTestId('family-fees');
    await expect(fees.getByTestId('family-charge')).toContainText(rupees(300));
    await expect(fees.getByTestId('charge-due-by')).toBeVisible();
    await look('family');
    const pay = async (amount: number, utr: string) => {
      await fees.getByRole('button', { name: feeMessages.payAll(amount) }).click();
      const payment = page.getByTestId('upi-payment');
      await expect(payment.getByTestId('pay-amount')).toHaveText(rupees(amount));
      const reference = (await payment.getByTestId('pay-reference').textContent()) ?? '';
      await look(`pay-${amount}`);
      await payment.getByLabel(feeMessages.utrLabel).fill(utr);
      await payment.getByRole('button', { name: feeMessages.utrSubmit }).click();
      await expect(fees.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible();
      // The treasurer confirms it from the bank statement (admin API), in another browser.
      const treasurer = await page
        .context()
        .browser()!
        .newContext({ baseURL: baseURL ?? '' });
      const desk = await treasurer.newPage();
      await useAdminSession(desk);
      const confirmed = await desk.request.post('/api/statements/confirm', {
        headers,
        data: { matches: [{ payRef: reference, utr, bankReference: utr }] },
      });
      expect(confirmed.status(), await confirmed.text()).toBe(201);
      await treasurer.close();
    };
    const utr = (offset: number) =>
      String(Date.now() + offset)
        .slice(-12)
        .padStart(12, '7');
    await pay(300, utr(width));

    // Entering the championship: the review lists each race's fee and the total.
    await page.reload();
    await hydrated(page);
    await expect(fees.getByRole('link', { name: /^Receipt / })).toHaveCount(1);
    const child = page.locator(`article[data-child="${name}"]`);
    await child.getByText(familyTexts.championships).click();
    const championship = child.locator(`[data-championship="${event.title}"]`);
    const [race] = races;
    await championship.getByRole('checkbox', { name: race?.name ?? '' }).check();
    await championship.getByRole('button', { name: familyTexts.review }).click();
    const quote = championship.getByTestId('entry-quote');
    await expect(quote).toContainText(feeMessages.quotePerSkater);
    await expect(quote).toContainText(race?.name ?? '');
    await expect(quote.getByTestId('entry-quote-total')).toHaveText(rupees(350));
    await look('review');
    await championship.getByRole('button', { name: familyTexts.confirmChange }).click();
    await expect(child.getByRole('status').filter({ hasText: 'Entry saved' })).toBeVisible();
    // The new charge and its Pay button, at once, without a reload.
    await expect(fees.getByRole('button', { name: feeMessages.payAll(350) })).toBeVisible();
    await expect(page.getByTestId('owed-summary')).toContainText(rupees(350));
    const entryLetter = await letter(email, 'Entry changed');
    expect(entryLetter.text).toContain(`To pay: ${rupees(350)}`);
    expect(entryLetter.text).toContain(FAMILY_PAGE_URL);
    await pay(350, utr(width + 7));

    // The receipts, mailed and on the page.
    await page.reload();
    await hydrated(page);
    await expect(fees.getByRole('link', { name: /^Receipt / })).toHaveCount(2);
    await expect(page.getByTestId('owed-summary')).toHaveCount(0);
    const receipt = await letter(email, 'Receipt ');
    expect(receipt.text).toContain(FAMILY_PAGE_URL);
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      fees
        .getByRole('link', { name: /^Receipt / })
        .first()
        .click(),
    ]);
    expect((await readFile((await pdf.path()) ?? '')).subarray(0, 5).toString()).toBe('%PDF-');
    await look('receipts');

    // Raced today: the registrar's official results give the certificate on the family page.
    await useAdminSession(page);
    const { registrationNo } = (await (await call('get', `/api/skaterprofiles/${_id}`)).json()) as { registrationNo: string };
    await call('put', `/api/events/${event._id}/results/${race?._id}`, { rows: [{ registrationNo, position: 1 }] });
    await call('patch', `/api/events/${event._id}/results/${race?._id}`, { status: 'official' });
    await call('post', `/api/events/${event._id}/certificates`, {});
    await page.context().clearCookies();
    await page.goto(linkIn((await letter(email, 'Receipt ')).text, '/my'));
    await page.getByLabel(familyTexts.email).fill(email);
    await page.getByRole('button', { name: familyTexts.send }).click();
    await expect.poll(async () => (await mailTo(email)).filter((mail) => mail.subject.startsWith('Your sign-in link')).length).toBe(2);
    await page.goto(linkIn((await letter(email, 'Your sign-in link')).text, '/my?token='));
    await child.getByText(familyTexts.results).click();
    const certificate = child.getByRole('link', { name: familyTexts.certificate(race?.name ?? '') });
    const [certificatePdf] = await Promise.all([page.waitForEvent('download'), certificate.click()]);
    expect((await readFile((await certificatePdf.path()) ?? '')).subarray(0, 5).toString()).toBe('%PDF-');
    await look('certificate');
  });
}

/**
 * One payment for a club's batch, in Chromium: a coach confirms two skaters' entries and sees the
 * club's one payment (the amount, the reference, the UPI QR code); the treasurer matches the bank
 * statement's line naming that reference and confirms it; the coach sees it paid and downloads the
 * club's receipt (its PDF read back). axe clean, no sideways scroll at 360 px; screenshots at 360
 * and 1366 px go to docs/screenshots/club-pay-*.png.
 */
import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { clubDeskTexts } from '../../src/domain/clubs/club-desk.ts';
import { clubFeeMessages } from '../../src/domain/fees/club-fees.ts';
import { feeMessages, rupees } from '../../src/domain/fees/fees.ts';
import { readPdf } from '../support/pdf.ts';
import { apiPost, expectNoAxeViolations, openAdmin, test, unique, useAdminSession } from './fixtures/admin.ts';
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

/** The payments section at both widths: axe clean, no sideways scroll on a phone. */
const shoot = async (page: Page, name: string) => {
  for (const width of [1366, 360]) {
    await page.setViewportSize({ width, height: 900 });
    if (width === 360) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);
    await page.locator('#club-payments').screenshot({ path: `docs/screenshots/club-pay-${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
};

test("a coach's batch is one payment: the treasurer matches it on the statement, the coach downloads the receipt", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const headers = { Origin: baseURL ?? '' };
  const call = async (method: 'get' | 'post' | 'put', path: string, data?: unknown) => {
    const res = await page.request[method](path, { headers, ...(data === undefined ? {} : { data }) });
    expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
    return res;
  };
  const clubName = unique('Lakeside Academy');
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
    genders: ['Female'],
  });
  const [sprint] = races;
  await call('put', `/api/fees/event-${event._id}`, { perSkater: 300, perRace: 200, lateFee: 0 });
  const treasurerEmail = `${unique('treasurer').replace(/\s+/g, '.').toLowerCase()}@example.org`;
  const { link } = (await (
    await call('post', '/api/accounts', { name: 'Tara Treasurer', email: treasurerEmail, role: 'treasurer' })
  ).json()) as { link: string };
  const password = 'a long enough treasurer password';
  await call('post', '/api/set-password', { token: new URL(link).searchParams.get('token'), password });
  await page.context().clearCookies();

  // The coach signs in and enters both skaters for the sprint.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/club-desk');
  await hydrated(page);
  await page.getByLabel(clubDeskTexts.email).fill(coach);
  await page.getByRole('button', { name: clubDeskTexts.send }).click();
  await expect(page.getByRole('status').filter({ hasText: "If this address is a club's coach address" })).toBeVisible();
  await page.goto(await coachLink(coach));
  await expect(page.getByTestId('desk-email')).toHaveText(clubDeskTexts.signedInAs(coach, clubName));
  const payments = page.locator('#club-payments');
  await expect(payments).toContainText(clubFeeMessages.none);
  await page.getByLabel('Championship').selectOption(event._id);
  const grid = page.getByTestId('entry-grid');
  for (const skater of [asha, bela]) await grid.getByRole('checkbox', { name: `${skater.name}: ${sprint?.name ?? ''}` }).check();
  await page.getByRole('button', { name: 'Check the 2 ticked races' }).click();
  await page.getByRole('button', { name: 'Confirm and enter 2 races' }).click();
  // Two skaters, each 300 + 200: one payment of 1,000 for the club.
  const entered = page.getByRole('status').filter({ hasText: '2 races entered for 2 skaters' });
  await expect(entered).toContainText(`The club owes ${rupees(1000)}`);
  await entered.getByRole('link', { name: 'See what to pay' }).click();

  const payment = payments.getByTestId('club-payment');
  await expect(payment).toHaveCount(1);
  await expect(payment.getByTestId('club-payment-state')).toHaveText(clubFeeMessages.owed(1000));
  await expect(payment.getByTestId('pay-amount')).toHaveText(rupees(1000));
  const reference = (await payment.getByTestId('club-payment-reference').textContent()) ?? '';
  expect(reference).toMatch(/^FEE-[A-Z0-9]{6}$/);
  await expect(payment.getByRole('img', { name: new RegExp(`UPI QR code: pay ${rupees(1000)}.*${reference}`) })).toBeVisible();
  await payment.getByText(clubFeeMessages.linesHeading).click();
  await expect(payment).toContainText(asha.name);
  await expect(payment).toContainText(bela.name);
  await shoot(page, 'due');

  // The treasurer: the statement's line naming the reference is matched to the club's payment and confirmed.
  await call('post', '/api/login', { admin: treasurerEmail, password });
  await openAdmin(page, '/admin/statements');
  const narration = unique('Narration').replace(/\s+/g, '-');
  const statement = [
    `Value Date,${narration},Ref No,Deposit`,
    `2026-06-01,UPI/${clubName.toUpperCase()}/${reference},UPI000000042,1000.00`,
  ].join('\n');
  await page.getByLabel('Statement (CSV)').setInputFiles({ name: 'statement.csv', mimeType: 'text/csv', buffer: Buffer.from(statement) });
  await page.getByLabel('Date').selectOption('Value Date');
  await page.getByLabel('Description (narration)').selectOption(narration);
  await page.getByLabel(/^Reference/).selectOption('Ref No');
  await page.getByLabel('Credit (money in)').selectOption('Deposit');
  await page.getByRole('button', { name: 'Match the statement' }).click();
  const matched = page.getByTestId('statement-lines').locator('tr[data-status="matched"]');
  await expect(matched).toHaveCount(1);
  // The line is the club's one payment: every skater of the batch under its reference.
  await expect(matched).toContainText(reference);
  for (const skater of [asha, bela]) await expect(matched).toContainText(skater.name);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Confirm the 1 matched payment' }).click();
  await expect(page.getByRole('status').filter({ hasText: feeMessages.matchesConfirmed(1) })).toBeVisible();

  // The coach: paid, with the receipt to download.
  await page.goto('/club-desk');
  await expect(payment.getByTestId('club-payment-state')).toHaveText(clubFeeMessages.paid);
  await expect(payment.getByTestId('upi-payment')).toHaveCount(0);
  const receiptLink = payment.getByTestId('club-receipt');
  await expect(receiptLink).toHaveText(/^Receipt ADRSA\/\d{4}-\d{2}\/\d{4} \(PDF\)$/);
  const [download] = await Promise.all([page.waitForEvent('download'), receiptLink.click()]);
  const pdf = await readPdf(new Uint8Array(await readFile((await download.path()) ?? '')));
  // A long line wraps on the page: read as one text.
  const text = pdf.text.join('\n').replace(/\s+/g, ' ');
  expect(text).toContain(`Received from: ${clubName}`);
  expect(text).toContain(asha.name);
  expect(text).toContain(bela.name);
  expect(text).toContain('Rupees One Thousand only');
  await shoot(page, 'paid');
});

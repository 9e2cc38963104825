/**
 * Fees end to end on the built site: a parent on a phone sees the registration fee on the family
 * page, opens the UPI QR code (and the "Pay with a UPI app" link) and enters the UTR; the
 * treasurer uploads the bank's statement, says once which column is which, and confirms the
 * match, and the same statement again says the line is already confirmed; a cash payment at the
 * office shows the amount and the payer and asks before its receipt is issued; the day's receipts
 * and every charge of the season are exported as CSV and read back; the parent downloads the
 * receipt, whose PDF is read back. Every screen passes axe;
 * screenshots at 360 and 1366 pixels go to test-results/.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { familyTexts } from '../../src/domain/family/family.ts';
import { feeMessages, rupees } from '../../src/domain/fees/fees.ts';
import { formatDate, today } from '../../src/domain/common/dates.ts';
import { readPdf } from '../support/pdf.ts';
import { expectNoAxeViolations, openAdmin, test, unique, useAdminSession } from './fixtures/admin.ts';
import { mailDir } from './fixtures/worker.ts';
import { approvedSkater } from './fixtures/championship.ts';
import { hydrated } from './fixtures/public.ts';

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

const shoot = async (page: Page, name: string) => {
  for (const width of [360, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/fees-${name}-${width}.png`, fullPage: true });
    // No sideways scrolling on a phone.
    if (width === 360) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  }
};

test('a parent pays by UPI on a phone, the treasurer matches the bank statement, the parent downloads the receipt', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const headers = { Origin: baseURL ?? '' };
  const call = async (method: 'get' | 'post' | 'put' | 'patch', path: string, data?: unknown) => {
    const res = await page.request[method](path, { headers, ...(data === undefined ? {} : { data }) });
    expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
    return res;
  };
  const email = `${unique('payer').replace(/\s+/g, '.').toLowerCase()}@example.com`;

  // The association: this season's fees, a treasurer's account, a child registered with this family's address.
  await useAdminSession(page);
  const { season } = (await (await call('get', '/api/fees')).json()) as { season: { season: number } };
  await call('put', `/api/fees/season-${season.season}`, { newFee: 1500, renewalFee: 1000 });
  const treasurerEmail = `${unique('treasurer').replace(/\s+/g, '.').toLowerCase()}@example.org`;
  const { link } = (await (
    await call('post', '/api/accounts', { name: 'Tara Treasurer', email: treasurerEmail, role: 'treasurer' })
  ).json()) as { link: string };
  const password = 'a long enough treasurer password';
  await call('post', '/api/set-password', { token: new URL(link).searchParams.get('token'), password });
  const child = await approvedSkater(page.request, baseURL, { email });
  // Another family pays at the office, in cash.
  const cashPayer = unique('Vimala Cash');
  const cashChild = await approvedSkater(page.request, baseURL, {
    email: `${unique('cash').replace(/\s+/g, '.').toLowerCase()}@example.com`,
    parentName: cashPayer,
  });
  // Leaves the worker's admin session open for its other tests: only this page forgets it.
  await page.context().clearCookies();

  // The parent, on a phone.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/my');
  await hydrated(page);
  await page.getByLabel(familyTexts.email).fill(email);
  await page.getByRole('button', { name: familyTexts.send }).click();
  await expect.poll(async () => (await mailTo(email)).filter((mail) => mail.subject.startsWith('Your sign-in link')).length).toBe(1);
  const letter = (await mailTo(email)).find((mail) => mail.subject.startsWith('Your sign-in link'));
  const signInLink = new URL(/(https?:\/\/\S+\/my\?token=\S+)/.exec(letter?.text ?? '')?.[1] ?? '');
  await page.goto(`${signInLink.pathname}${signInLink.search}`);
  const fees = page.getByTestId('family-fees');
  await expect(fees.getByTestId('family-charge')).toContainText(child.name);
  await expect(fees.getByTestId('family-charge')).toContainText(rupees(1500));
  await expect(fees.getByTestId('family-charge')).toContainText('Due');
  await fees.getByRole('button', { name: feeMessages.payAll(1500) }).click();
  const payment = page.getByTestId('upi-payment');
  await expect(payment.getByRole('img', { name: /UPI QR code/ })).toBeVisible();
  await expect(payment.getByTestId('pay-amount')).toHaveText(rupees(1500));
  const reference = (await payment.getByTestId('pay-reference').textContent()) ?? '';
  expect(reference).toMatch(/^FEE-[A-Z0-9]{6}$/);
  const appLink = payment.getByRole('link', { name: feeMessages.payWithApp });
  await expect(appLink).toBeVisible();
  const upi = new URL((await appLink.getAttribute('href')) ?? '');
  expect(upi.protocol).toBe('upi:');
  expect(upi.searchParams.get('am')).toBe('1500.00');
  expect(upi.searchParams.get('tn')).toBe(reference);
  await expectNoAxeViolations(page);
  await shoot(page, 'family-pay');
  await page.setViewportSize({ width: 360, height: 780 });

  // A UTR of eleven digits is refused with a clear message; twelve are taken.
  const utrField = payment.getByLabel(feeMessages.utrLabel);
  await utrField.fill('12345678901');
  await payment.getByRole('button', { name: feeMessages.utrSubmit }).click();
  await expect(payment).toContainText(feeMessages.utrInvalid);
  await expectNoAxeViolations(page);
  const utr = String(Date.now()).slice(-12).padStart(12, '7');
  await utrField.fill(utr);
  await payment.getByRole('button', { name: feeMessages.utrSubmit }).click();
  await expect(fees.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible();
  await expect(fees.getByTestId('family-charge')).toContainText('waiting for the treasurer');

  // The treasurer uploads the statement (a layout this site has not seen: it asks for the columns once).
  await page.setViewportSize({ width: 1366, height: 900 });
  await call('post', '/api/login', { admin: treasurerEmail, password });
  await openAdmin(page, '/admin');
  await expect(page.locator('[data-figure="claimed-waiting"] [data-figure-value]')).toHaveText(/^[1-9]\d*$/);
  await openAdmin(page, '/admin/statements');
  const statement = [
    'Tran Date,Particulars,Ref No./Cheque No.,Debit,Credit,Balance',
    `${new Date().toISOString().slice(0, 10)},UPI/${reference}/PARENT,${utr},,1500.00,91500.00`,
    `${new Date().toISOString().slice(0, 10)},NEFT/SUPPLIER,N77,2000.00,,89500.00`,
  ].join('\n');
  await page.getByLabel('Statement (CSV)').setInputFiles({ name: 'statement.csv', mimeType: 'text/csv', buffer: Buffer.from(statement) });
  await page.getByLabel('Date').selectOption('Tran Date');
  await page.getByLabel('Description (narration)').selectOption('Particulars');
  await page.getByLabel(/^Reference/).selectOption('Ref No./Cheque No.');
  await page.getByLabel('Credit (money in)').selectOption('Credit');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Match the statement' }).click();
  const matched = page.getByTestId('statement-lines').locator('tr[data-status="matched"]');
  await expect(matched).toHaveCount(1);
  await expect(matched).toContainText(child.name);
  await expectNoAxeViolations(page);
  await shoot(page, 'statement');
  await page.getByRole('button', { name: 'Confirm the 1 matched payment' }).click();
  await expect(page.getByRole('status').filter({ hasText: feeMessages.matchesConfirmed(1) })).toBeVisible();
  // The same statement again (the next one overlaps it): the paid line says it is already confirmed.
  await expect(page.getByTestId('statement-lines').locator('tr[data-status="confirmed"]')).toContainText('Already confirmed');
  await expect(page.getByTestId('statement-lines').locator('tr[data-status="unmatched"]')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // A cash payment at the office: the amount and the payer are shown, and asked about, before a receipt number is taken.
  await openAdmin(page, '/admin/payments');
  const charges = page.getByTestId('charges');
  await charges.getByRole('checkbox', { name: new RegExp(`, ${cashChild.name}$`) }).check();
  await page.getByRole('button', { name: 'Record the payment…' }).click();
  const check = page.getByTestId('payment-check');
  await expect(check).toHaveText(`${rupees(1500)} received in cash from ${cashPayer}`);
  await expectNoAxeViolations(page);
  await shoot(page, 'cash-check');
  await page.getByRole('button', { name: `Yes, record ${rupees(1500)} and issue the receipt` }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /^Payment recorded\. Receipt ADRSA\/\d{4}-\d{2}\/\d{4} issued\.$/ }),
  ).toBeVisible();
  const cashNumber =
    /ADRSA\/\d{4}-\d{2}\/\d{4}/.exec((await page.getByRole('status').filter({ hasText: 'Payment recorded' }).textContent()) ?? '')?.[0] ??
    '';

  // The receipts of today, shown and exported for the accounts.
  const day = today();
  await page.getByLabel('From').fill(day);
  await page.getByLabel('To').fill(day);
  await page.getByRole('button', { name: 'Show receipts' }).click();
  await expect(page.getByText(new RegExp(`^\\d+ receipts? issued on ${formatDate(day)}\\.$`))).toBeVisible();
  await expect(page.getByTestId('receipts')).toContainText(cashNumber);
  await expectNoAxeViolations(page);
  await shoot(page, 'payments');
  const [paymentsFile] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export these payments (CSV)' }).click(),
  ]);
  const payments = await readFile((await paymentsFile.path()) ?? '', 'utf8');
  expect(payments.split('\r\n')[0]).toContain('Receipt number,Payer,What for,Amount (rupees),Method,UTR');
  expect(payments).toContain(`${cashNumber},${cashPayer},`);
  expect(payments).toContain(utr);

  await openAdmin(page, '/admin/fees');
  await expect(page.getByTestId('ledger')).toContainText('Received: UPI');
  await expectNoAxeViolations(page);
  await shoot(page, 'fees');
  const [ledgerFile] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export every charge (CSV)' }).click(),
  ]);
  const ledger = await readFile((await ledgerFile.path()) ?? '', 'utf8');
  expect(ledger).toContain(`${child.name},${child.registrationNo},`);
  expect(ledger).toContain(`Paid,UPI,${utr},`);
  expect(ledger).toContain(`Paid,Cash,,${cashNumber}`);
  expect(ledger).not.toContain(child.dob);

  // The parent downloads the receipt, and has it by e-mail.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/my');
  const receiptLink = page.getByTestId('family-fees').getByRole('link', { name: /^Receipt ADRSA\// });
  await expect(receiptLink).toBeVisible();
  await expectNoAxeViolations(page);
  const [download] = await Promise.all([page.waitForEvent('download'), receiptLink.click()]);
  const pdf = await readPdf(new Uint8Array(await readFile((await download.path()) ?? '')));
  expect(pdf.text[0]).toContain('Rupees One Thousand Five Hundred only');
  expect(pdf.text[0]).toContain(utr);
  expect(pdf.text[0]).toContain(child.name);
  await expect.poll(async () => (await mailTo(email)).some((mail) => mail.subject.startsWith('Receipt ADRSA/'))).toBe(true);
});

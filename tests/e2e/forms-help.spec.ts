/**
 * The skater form helps before and after sending: a PDF identity proof is offered and accepted
 * (and shown to the association's people only), the browser marks a phone number or an e-mail
 * address the server would refuse, and once sent the receipt takes the form's place.
 */
import { expect } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { withCheckDigit as aadhaar } from '../../src/domain/registry/aadhaar.ts';
import { clubChoiceTexts, reviewTexts } from '../../src/domain/registry/registry.ts';
import { skaterFormTexts, skaterMessages } from '../../src/domain/registry/skater.ts';
import { pdfMessages, PROOF_ACCEPT } from '../../src/domain/common/documents.ts';
import { expectNoAxeViolations, openAdmin, pngFile, signIn, test, unique } from './fixtures/admin.ts';
import { open } from './fixtures/public.ts';
import { confirmByMailedLink } from './fixtures/address-confirmation.ts';

const scannedPdf = async (): Promise<Buffer> => {
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]).drawText('Birth certificate', { x: 72, y: 760, size: 24, font: await doc.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await doc.save());
};

test('a PDF proof is accepted, the receipt replaces the form, and only the association can open the proof', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const name = unique('Pdf Proof');
  await open(page, '/skaterform');
  const form = page.getByTestId('skater-form');
  // The phone's picker is told to offer PDFs beside photos.
  await expect(form.getByLabel('Identity Proof')).toHaveAttribute('accept', PROOF_ACCEPT);
  await form.getByLabel(/^Skater's Name/).fill(name);
  await form.getByLabel("Parent's Name").fill('Anil Joshi');
  await form.getByLabel('Date of Birth').fill('2015-03-10');
  await form.getByLabel('Aadhaar Number').fill(aadhaar('56789012399'));
  await form.getByLabel('Phone Number').fill('9811122233');
  const email = `pdf.${Date.now()}@example.com`;
  await form.getByLabel('Email').fill(email);
  await form.getByLabel(skaterFormTexts.eventCategory).selectOption('Speed Quad');
  await form.getByLabel(clubChoiceTexts.label).selectOption({ label: clubChoiceTexts.other });
  await form.getByLabel(clubChoiceTexts.otherName).fill('Hilltop Wheelers');
  await form.getByLabel("Coach's Name").fill('Coach Rekha');
  await form.getByLabel('Skater Photo').setInputFiles(pngFile('photo.png'));
  await form.getByLabel('Proof Type').selectOption('Birth Certificate');
  await form
    .getByLabel('Identity Proof')
    .setInputFiles({ name: 'birth-certificate.pdf', mimeType: 'application/pdf', buffer: await scannedPdf() });
  await expect(form.getByText(pdfMessages.ready)).toBeVisible();
  await form.getByRole('checkbox', { name: skaterMessages.consent }).check();
  const answered = page.waitForResponse((res) => res.url().endsWith('/api/skaterprofiles') && res.request().method() === 'POST');
  await form.getByRole('button', { name: 'Submit' }).click();
  const response = await answered;
  expect(response.status()).toBe(201);
  const { _id } = (await response.json()) as { _id: string };

  // The answer in the form's place (what is still to do, with the focus): no emptied form with a live Submit button above it.
  await expect(page.locator('[data-awaiting-confirmation]')).toBeFocused();
  await expect(page.locator('[data-submitted]')).toBeVisible();
  await expect(page.getByTestId('skater-form')).toHaveCount(0);
  await expect(page.getByRole('button', { name: skaterMessages.registerAnother })).toBeVisible();

  // Nobody without a session reaches the proof.
  expect((await page.request.get(`/api/skaterprofiles/${_id}/proof`)).status()).toBe(401);

  // The registrar sees it once the parent has followed the link mailed to the address typed.
  await confirmByMailedLink(page.request, baseURL, email, _id);
  await signIn(page);
  const proof = await page.request.get(`/api/skaterprofiles/${_id}/proof`);
  expect(proof.status()).toBe(200);
  expect(proof.headers()['content-type']).toBe('application/pdf');
  await openAdmin(page, '/admin/skaters');
  await page.getByLabel(skaterMessages.search).fill(name);
  const row = page.locator('tbody tr', { hasText: name });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `${reviewTexts.open} ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: reviewTexts.title(name) });
  const pdfLink = dialog.getByRole('link', { name: reviewTexts.openProofPdf });
  await expect(pdfLink).toHaveAttribute('href', `/api/skaterprofiles/${_id}/proof`);
  // Saved as a file, never opened as a page of the site.
  const [download] = await Promise.all([page.waitForEvent('download'), pdfLink.click()]);
  expect(download.suggestedFilename()).toBe('identity-proof.pdf');
  const removed = await page.request.delete(`/api/skaterprofiles/${_id}`, { headers: { Origin: baseURL ?? '' } });
  expect(removed.ok()).toBe(true);
});

test('the browser marks a phone number or an e-mail address the server would refuse, before sending', async ({ page }) => {
  await open(page, '/skaterform');
  const form = page.getByTestId('skater-form');
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/skaterprofiles') && request.method() === 'POST') sent += 1;
  });
  const phone = form.getByLabel('Phone Number');
  await phone.fill('12345');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Phone number must be a 10-digit Indian mobile number')).toBeVisible();
  const email = form.getByLabel('Email');
  await email.fill('rohit@gmail');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('E-mail must be a valid e-mail address')).toBeVisible();
  expect(await email.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(false);
  await form.getByRole('button', { name: 'Submit' }).click();
  expect(sent).toBe(0);
  await phone.fill('98111 22233');
  await email.fill('rohit@gmail.com');
  await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
});

test('the date of birth says on which day the age is counted, and the category in words', async ({ page }) => {
  await open(page, '/skaterform');
  const form = page.getByTestId('skater-form');
  await expect(form.getByText(/The age and age category are counted on 1 January \d{4}/)).toBeVisible();
  const season = new Date().getFullYear();
  // 11 on 1 January of the season: Sub Junior, in words.
  await form.getByLabel('Date of Birth').fill(`${season - 11}-01-01`);
  await expect(form.getByText(`Age 11 on 1 January ${season} · Sub Junior: 11, 12 or 13 on 1 January ${season}`)).toBeVisible();
});

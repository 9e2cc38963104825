/** The public forms end to end: skater registration (/skaterform) and contact (/contactus). */
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures/worker.ts';
import { PROOF_ACCEPT } from '../../src/domain/common/documents.ts';
import { makeNoisePng } from '../../scripts/lib/png.ts';
import { EVENT_CATEGORIES } from '../../src/config/rules.ts';
import { withCheckDigit as aadhaar } from '../../src/domain/registry/aadhaar.ts';
import type { ContactMessage } from '../../src/domain/messages/contact.schema.ts';
import type { AdminSkater, PublicSkater } from '../../src/domain/registry/skater-views.schema.ts';
import { contactMessages } from '../../src/domain/messages/contact.ts';
import { skaterFormTexts, skaterMessages } from '../../src/domain/registry/skater.ts';
import { clubChoiceTexts, pendingConfirmationTexts, submissionTexts } from '../../src/domain/registry/registry.ts';
import { signInApi } from './support/admin-api.ts';
import { answerJson, apiGet, DESKTOP, MOBILE, open, pngFile, unique } from './fixtures/public.ts';
import { confirmByMailedLink } from './fixtures/address-confirmation.ts';

/** Width and height of a JPEG, from its start-of-frame marker. */
const jpegSize = (bytes: Buffer): { width: number; height: number } => {
  let offset = 2;
  while (offset < bytes.length) {
    const marker = bytes[offset + 1]!;
    const length = bytes.readUInt16BE(offset + 2);
    if (marker >= 0xc0 && marker <= 0xc3) return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    offset += 2 + length;
  }
  throw new Error('no SOF marker');
};

const fillSkaterForm = async (page: Page, name: string, email: string) => {
  const form = page.getByTestId('skater-form');
  await form.getByLabel(skaterFormTexts.rsfiNo).fill('RSFI-2026-77');
  await form.getByLabel(/^Skater's Name/).fill(name);
  await form.getByLabel("Parent's Name").fill('Sunita Kale');
  await form.getByLabel('Date of Birth').fill('2014-06-15');
  await form.getByLabel('Gender', { exact: true }).selectOption('Female');
  await form.getByLabel('Aadhaar Number').fill(aadhaar('49876543210').replace(/(\d{4})(?=\d)/g, '$1 '));
  await form.getByLabel('Phone Number').fill('9822012345');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel(skaterFormTexts.eventCategory).selectOption('Speed Inline');
  await form.getByLabel(clubChoiceTexts.label).selectOption({ label: clubChoiceTexts.other });
  await form.getByLabel(clubChoiceTexts.otherName).fill('Riverside Roller Academy');
  await form.getByLabel("Coach's Name").fill('Coach Prakash');
  await form.getByLabel('Proof Type').selectOption('Birth Certificate');
  return form;
};

test.describe('skater form', () => {
  test("'Add Skater Profile' has every field of the original form with its required marks, and the consent linking to the privacy notice", async ({
    page,
  }) => {
    await page.setViewportSize(MOBILE);
    await open(page, '/skaterform');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(skaterMessages.formTitle);
    const form = page.getByTestId('skater-form');
    const required = [
      "Skater's Name",
      "Parent's Name",
      'Date of Birth',
      'Aadhaar Number',
      'Phone Number',
      'Email',
      skaterFormTexts.eventCategory,
      clubChoiceTexts.label,
      "Coach's Name",
      'Skater Photo',
      'Proof Type',
      'Identity Proof',
    ];
    for (const label of required) {
      const field = form.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      await expect(field, label).toHaveAttribute('required', '');
      await expect(form.locator(`label[for="${await field.getAttribute('id')}"]`)).toContainText('*');
    }
    for (const label of [skaterFormTexts.rsfiNo, 'Gender']) {
      const field = form.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      await expect(field, label).not.toHaveAttribute('required', '');
      await expect(form.locator(`label[for="${await field.getAttribute('id')}"]`)).not.toContainText('*');
    }
    await expect(form.getByLabel(/^Email/)).toHaveAttribute('type', 'email');
    await expect(form.getByLabel('Skater Photo')).toHaveAttribute('accept', 'image/*');
    // The proof may be a PDF: the phone's picker offers documents too.
    await expect(form.getByLabel('Identity Proof')).toHaveAttribute('accept', PROOF_ACCEPT);
    const categories = await form.getByLabel(skaterFormTexts.eventCategory).locator('option:not([disabled])').allTextContents();
    expect(categories).toEqual([...EVENT_CATEGORIES]);
    await expect(form.getByLabel('Gender', { exact: true }).locator('option')).toHaveText(['Select gender', 'Male', 'Female', 'Other']);
    await expect(form.getByLabel('Proof Type').locator('option:not([disabled])')).toHaveText(['Aadhaar card', 'Birth certificate']);

    const consent = form.getByRole('checkbox', { name: skaterMessages.consent });
    await expect(consent).toHaveAttribute('required', '');
    await expect(form.getByRole('link', { name: 'Read our privacy notice' })).toHaveAttribute('href', '/privacy');

    // The age category is derived from the date of birth as it is typed.
    await form.getByLabel('Date of Birth').fill('2014-06-15');
    await expect(form.getByText(/Age \d+ on 1 January \d{4} · /)).toBeVisible();
  });

  test('a registration is stored, with the photos scaled down in the browser before upload', async ({ page, request, baseURL }) => {
    await page.setViewportSize(DESKTOP);
    await open(page, '/skaterform');
    const name = unique('Meera Kale');
    const email = `skater${Date.now()}@example.com`;
    const form = await fillSkaterForm(page, name, email);
    const big = makeNoisePng(2400, 1200);
    expect(big.length).toBeGreaterThan(1_000_000);
    await form.getByLabel('Skater Photo').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: big });
    await form.getByLabel('Identity Proof').setInputFiles(pngFile('proof.png'));
    await expect(form.getByText('Photo ready.')).toHaveCount(2);
    await form.getByRole('checkbox', { name: skaterMessages.consent }).check();

    const posted = page.waitForRequest((req) => req.url().endsWith('/api/skaterprofiles') && req.method() === 'POST');
    const answered = page.waitForResponse((res) => res.url().endsWith('/api/skaterprofiles') && res.request().method() === 'POST');
    await form.getByRole('button', { name: 'Submit' }).click();
    const body = (await posted).postDataJSON() as Record<string, unknown>;
    expect(body['website']).toBe('');
    expect(body['consent']).toBe(true);
    const photo = String(body['skaterPhoto']);
    expect(photo.startsWith('data:image/jpeg;base64,')).toBe(true);
    const bytes = Buffer.from(photo.slice(photo.indexOf(',') + 1), 'base64');
    expect(bytes.length).toBeLessThan(big.length);
    expect(jpegSize(bytes)).toEqual({ width: 1600, height: 800 });
    expect(String(body['fileUrl']).startsWith('data:image/png;base64,')).toBe(true);

    // Nothing has reached the association until the address is confirmed: the screen says so and names the address.
    const success = page.locator('[data-awaiting-confirmation]');
    await expect(success).toContainText(pendingConfirmationTexts.nothingYet);
    await expect(success.getByTestId('sent-to')).toHaveText(email);
    await expect(page.locator('[data-submitted]')).toContainText(submissionTexts.referenceLabel);
    // The receipt takes the form's place: nothing invites a second submission.
    await expect(page.getByTestId('skater-form')).toHaveCount(0);

    // Stored, but not public until an admin approves it …
    const { profiles } = await apiGet<{ profiles: PublicSkater[] }>(request, '/api/skaterprofiles');
    expect(profiles.find((profile) => profile.name === name)).toBeUndefined();
    // … and the registrar's only once the parent has followed the link mailed to the address typed.
    const { _id } = (await (await answered).json()) as { _id: string };
    await confirmByMailedLink(request, baseURL, email, _id);
    // … and the admin sees everything, the Aadhaar number masked.
    await signInApi(request, baseURL!);
    const admin = (await apiGet<{ profiles: AdminSkater[] }>(request, '/api/skaterprofiles')).profiles.find(
      (profile) => profile.name === name,
    )!;
    expect(admin).toMatchObject({
      email,
      parentName: 'Sunita Kale',
      dob: '2014-06-15',
      phoneNo: '9822012345',
      coachName: 'Coach Prakash',
      proofType: 'Birth Certificate',
      rsfiNo: 'RSFI-2026-77',
      representativeClub: 'Riverside Roller Academy',
      status: 'pending',
    });
    expect(admin.skaterPhoto).toMatch(/^\/api\/photos\//);
    expect(admin.aadharNo).toBe(`XXXX XXXX ${aadhaar('49876543210').slice(-4)}`);

    await open(page, '/skatersprofile');
    await page.getByLabel(skaterMessages.search).fill(name);
    await expect(page.getByText('No profiles found')).toBeVisible();
  });

  test("server errors are shown joined by commas, else the server's message, else the original texts", async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await open(page, '/skaterform');
    const form = await fillSkaterForm(page, 'Test Skater', 'test@example.com');
    await form.getByLabel('Skater Photo').setInputFiles(pngFile('photo.png'));
    await form.getByLabel('Identity Proof').setInputFiles(pngFile('proof.png'));
    await expect(form.getByText('Photo ready.')).toHaveCount(2);
    await form.getByRole('checkbox', { name: skaterMessages.consent }).check();
    const submit = form.getByRole('button', { name: 'Submit' });
    const alert = page.getByRole('alert').filter({ hasNotText: 'Photo' });

    await page.route(
      '**/api/skaterprofiles',
      answerJson({ message: 'Invalid input', errors: ['Name is required', "Coach's name is required"] }, 400),
    );
    await submit.click();
    await expect(alert).toHaveText("Name is required, Coach's name is required");

    await page.unroute('**/api/skaterprofiles');
    await page.route(
      '**/api/skaterprofiles',
      answerJson({ message: 'Too many registrations from this connection. Please try again later.' }, 429),
    );
    await submit.click();
    await expect(alert).toHaveText('Too many registrations from this connection. Please try again later.');

    await page.unroute('**/api/skaterprofiles');
    await page.route('**/api/skaterprofiles', (route) => route.fulfill({ status: 500, body: '' }));
    await submit.click();
    await expect(alert).toHaveText(skaterMessages.saveFailed);

    await page.unroute('**/api/skaterprofiles');
    await page.route('**/api/skaterprofiles', (route) => route.abort('connectionrefused'));
    await submit.click();
    await expect(alert).toHaveText(skaterMessages.saveError);
  });

  test('the browser refuses an invalid Aadhaar number before sending', async ({ page }) => {
    await open(page, '/skaterform');
    const field = page.getByLabel('Aadhaar Number');
    await field.fill('123456789012');
    expect(await field.evaluate((input: HTMLInputElement) => input.validationMessage)).toContain('Aadhaar');
    await field.fill(aadhaar('23456789012'));
    expect(await field.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(true);
  });
});

test.describe('contact form', () => {
  test('sends the message, which is stored for the admins', async ({ page, request, baseURL }) => {
    await page.setViewportSize(MOBILE);
    await open(page, '/contactus');
    const subject = unique('Coaching for beginners');
    await page.getByLabel(/^Email/).fill('parent@example.com');
    await page.getByLabel(/^Subject/).fill(subject);
    await page.getByLabel(/^Message/).fill('Is there a beginners batch on weekends?');
    await page.getByRole('button', { name: contactMessages.send }).click();
    await expect(page.getByRole('status')).toHaveText(contactMessages.sent);
    await expect(page.getByLabel(/^Subject/)).toHaveValue('');

    await signInApi(request, baseURL!);
    const stored = await apiGet<ContactMessage[]>(request, '/api/contact');
    expect(stored).toContainEqual(
      expect.objectContaining({ email: 'parent@example.com', subject, content: 'Is there a beginners batch on weekends?' }),
    );
  });

  test("shows the server's error when the message is refused", async ({ page }) => {
    await page.route(
      '**/api/contact',
      answerJson({ message: 'Subject must be at most 150 characters', errors: ['Subject must be at most 150 characters'] }, 400),
    );
    await open(page, '/contactus');
    await page.getByLabel(/^Email/).fill('parent@example.com');
    await page.getByLabel(/^Subject/).fill('Hello');
    await page.getByLabel(/^Message/).fill('Hi');
    await page.getByRole('button', { name: contactMessages.send }).click();
    await expect(page.getByRole('alert')).toHaveText('Subject must be at most 150 characters');
  });
});

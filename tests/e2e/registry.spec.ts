/**
 * The skater registry end to end, on the built site with its real SMTP server: a parent registers
 * and looks the status up with the reference; an admin approves from the review view and the
 * profile appears publicly with its number; a rejected parent receives the reason by e-mail;
 * corrections of an approved skater's date of birth need a reason; a lapsed skater is renewed.
 * Every new page and the review dialog pass axe.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { withCheckDigit as aadhaar } from '../../src/domain/registry/aadhaar.ts';
import { currentSeason } from '../../src/config/rules.ts';
import {
  clubChoiceTexts,
  registryListTexts,
  reviewTexts,
  statusLabels,
  statusTexts,
  submissionTexts,
  confirmRegistrationTexts,
} from '../../src/domain/registry/registry.ts';
import { skaterLetter } from '../../src/domain/registry/skater-letters.ts';
import { registryMessages } from '../../src/domain/registry/skater-registry.ts';
import { proofTypeLabel, skaterFormTexts, skaterMessages } from '../../src/domain/registry/skater.ts';
import type { AdminSkater } from '../../src/domain/registry/skater-views.schema.ts';
import { mailDir } from './fixtures/worker.ts';
import { familyLinkTo } from './fixtures/family-link.ts';
import { familyLinkMessages, familyLinkTexts } from '../../src/domain/family/family-links.ts';
import { familyMessages, familyTexts } from '../../src/domain/family/family.ts';
import { expectNoAxeViolations, openAdmin, pngFile, signIn, skaterInput, test, unique } from './fixtures/admin.ts';
import { open } from './fixtures/public.ts';

const REFERENCE = /^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/;
const REGISTRATION_NO = /^[A-Z]+-\d{4}-\d{4,}$/;

/** A message as the test SMTP server wrote it (tests/e2e/support/serve-with-smtp.ts). */
interface Received {
  envelopeTo: string[];
  subject: string;
  text: string;
}

const mailTo = async (address: string): Promise<Received[]> => {
  const files = (await readdir(mailDir())).filter((name) => name.endsWith('.json'));
  const all = await Promise.all(files.map(async (name) => JSON.parse(await readFile(join(mailDir(), name), 'utf8')) as Received));
  return all.filter((mail) => mail.envelopeTo.includes(address));
};

/** The link mailed to confirm the registration `id` (its token names the profile). */
const confirmationLink = async (email: string, id: string): Promise<string> => {
  let link = '';
  await expect
    .poll(
      async () => {
        const texts = (await mailTo(email)).map((mail) => mail.text).join('\n');
        link =
          [...texts.matchAll(/(https?:\/\/\S+\/confirm-registration\?token=(\S+))/g)].find((match) =>
            decodeURIComponent(match[2] ?? '').startsWith(`${id}.`),
          )?.[1] ?? '';
        return link;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  return link;
};

/** A pending profile sent as a parent would (no session), its e-mail made from the name, confirmed by the link mailed. */
const submitAsParent = async (request: APIRequestContext, baseURL: string | undefined, name: string) => {
  const input = skaterInput(name, { website: '' });
  const res = await request.post('/api/skaterprofiles', { data: input, headers: { Origin: baseURL ?? '' } });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as { _id: string; reference: string };
  const token = decodeURIComponent(new URL(await confirmationLink(input.email, body._id)).searchParams.get('token') ?? '');
  const confirmed = await request.post('/api/skaterprofiles/confirm', { data: { token }, headers: { Origin: baseURL ?? '' } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return { ...body, input };
};

const deleteProfile = async (page: Page, baseURL: string | undefined, id: string) => {
  await page.request.delete(`/api/skaterprofiles/${id}`, { headers: { Origin: baseURL ?? '' } });
};

const row = (page: Page, text: string) => page.locator('tbody tr', { hasText: text });
const reviewDialog = (page: Page, name: string) => page.getByRole('dialog', { name: reviewTexts.title(name) });

/** Opens the admin skater screen searched to one name and the review of that profile. */
const openReview = async (page: Page, name: string) => {
  await openAdmin(page, '/admin/skaters');
  await page.getByLabel(skaterMessages.search).fill(name);
  await expect(row(page, name)).toHaveCount(1);
  await row(page, name)
    .getByRole('button', { name: `${reviewTexts.open} ${name}` })
    .click();
  const dialog = reviewDialog(page, name);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(skaterMessages.added)).toHaveCount(0);
  await expect(dialog.locator('[data-review-summary]')).toBeVisible();
  return dialog;
};

const lookUp = async (page: Page, reference: string, dob: string) => {
  const form = page.getByTestId('status-form');
  await form.getByLabel(statusTexts.reference).fill(reference);
  await form.getByLabel(statusTexts.dob).fill(dob);
  await form.getByRole('button', { name: statusTexts.submit }).click();
};

test('a parent registers, is shown the reference, and looks the status up with it', async ({ page, baseURL }) => {
  const name = unique('Tara Joshi');
  const email = `tara.${Date.now()}@example.com`;
  await open(page, '/skaterform');
  const form = page.getByTestId('skater-form');
  await form.getByLabel(/^Skater's Name/).fill(name);
  await form.getByLabel("Parent's Name").fill('Anil Joshi');
  await form.getByLabel('Date of Birth').fill('2013-08-21');
  await form.getByLabel('Aadhaar Number').fill(aadhaar('56789012345'));
  await form.getByLabel('Phone Number').fill('9811122233');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel(skaterFormTexts.eventCategory).selectOption('Speed Quad');
  // A club that is not affiliated is named under "Other".
  await form.getByLabel(clubChoiceTexts.label).selectOption({ label: clubChoiceTexts.other });
  await form.getByLabel(clubChoiceTexts.otherName).fill('Hilltop Wheelers');
  await form.getByLabel("Coach's Name").fill('Coach Rekha');
  await form.getByLabel('Skater Photo').setInputFiles(pngFile('photo.png'));
  await form.getByLabel('Proof Type').selectOption('Aadhar');
  await form.getByLabel('Identity Proof').setInputFiles(pngFile('proof.png'));
  await expect(form.getByText('Photo ready.')).toHaveCount(2);
  await form.getByRole('checkbox', { name: skaterMessages.consent }).check();
  const answered = page.waitForResponse((res) => res.url().endsWith('/api/skaterprofiles') && res.request().method() === 'POST');
  await form.getByRole('button', { name: 'Submit' }).click();
  const { _id, reference } = (await (await answered).json()) as { _id: string; reference: string };

  // The focus is on what is still to do (follow the link mailed to the address typed, named), and the reference is shown large.
  await expect(page.locator('[data-awaiting-confirmation]')).toBeFocused();
  await expect(page.getByTestId('sent-to')).toHaveText(email);
  const submitted = page.locator('[data-submitted]');
  await expect(submitted.locator('[data-reference]')).toHaveText(reference);
  expect(reference).toMatch(REFERENCE);
  await expectNoAxeViolations(page);

  // The parent follows the link from the letter and confirms on the page it opens.
  // In a tab of its own, as a mail program opens it; the form's receipt stays where it was.
  const link = await confirmationLink(email, _id);
  const mailTab = await page.context().newPage();
  await open(mailTab, new URL(link).pathname + new URL(link).search);
  await mailTab.getByRole('button', { name: confirmRegistrationTexts.confirm }).click();
  await expect(mailTab.getByText(registryMessages.registrationConfirmed)).toBeVisible();
  await expectNoAxeViolations(mailTab);
  await mailTab.close();

  // The receipt with the reference follows by e-mail.
  await expect.poll(async () => (await mailTo(email)).map((mail) => mail.text).join('\n'), { timeout: 15_000 }).toContain(reference);

  // Not public while pending.
  const listed = (await (await page.request.get(`/api/skaterprofiles?q=${encodeURIComponent(name)}`)).json()) as { profiles: unknown[] };
  expect(listed.profiles).toEqual([]);

  await submitted.getByRole('link', { name: submissionTexts.checkStatus }).click();
  await expect(page).toHaveURL(/\/registration-status\?reference=/);
  await expect(page.getByLabel(statusTexts.reference)).toHaveValue(reference);

  // A wrong date of birth gets the same answer as an unknown reference.
  await lookUp(page, reference, '2013-08-22');
  await expect(page.getByRole('alert')).toHaveText(registryMessages.statusNotFound);
  await lookUp(page, reference.toLowerCase().replace('-', ' '), '2013-08-21');
  const answer = page.locator('[data-status-answer]');
  await expect(answer).toHaveAttribute('data-status-answer', 'pending');
  await expect(answer).toContainText(statusTexts.explain.pending);
  await expect(answer).toBeFocused();
  await expectNoAxeViolations(page);

  await signIn(page);
  await deleteProfile(page, baseURL, _id);
});

test('an admin approves from the review view; the profile then appears publicly with its number', async ({ page, request, baseURL }) => {
  const name = unique('Kabir Rao');
  const { _id, reference, input } = await submitAsParent(request, baseURL, name);
  await signIn(page);

  // The menu counts the profiles waiting for review.
  const badge = page.locator('[data-pending-skaters]');
  await expect(badge).toHaveText(/^\d+ pending$/);

  await openAdmin(page, '/admin/skaters');
  await expect(page.getByRole('button', { name: /^Pending \(\d+\)$/ })).toBeVisible();
  const pendingBefore = Number(/\d+/.exec((await badge.textContent()) ?? '')?.[0]);
  const dialog = await openReview(page, name);
  // Focus starts inside the dialog, on Close.
  await expect(dialog.getByRole('button', { name: reviewTexts.close })).toBeFocused();
  await expect(dialog.locator('[data-status="pending"]')).toBeVisible();
  await expect(dialog.getByRole('img', { name: `Photo of ${name}` })).toBeVisible();
  await expect(dialog.getByRole('img', { name: `${proofTypeLabel('Aadhar')} of ${name}` })).toBeVisible();
  for (const value of [input.parentName, input.email, input.coachName, reference])
    await expect(dialog.getByText(value).first()).toBeVisible();
  await expectNoAxeViolations(page);

  await dialog.getByRole('button', { name: reviewTexts.approve }).click();
  await expect(dialog.getByRole('status').getByText(registryMessages.approved)).toBeVisible();
  await expect(dialog.locator('[data-review-summary]')).toBeFocused();
  await expect(dialog.locator('[data-status="approved"]')).toBeVisible();
  const number = (await dialog.locator('[data-review-summary] .font-mono').textContent()) ?? '';
  expect(number).toMatch(REGISTRATION_NO);
  await expect(badge).toHaveText(pendingBefore - 1 > 0 ? `${pendingBefore - 1} pending` : '');

  // Escape closes the dialog and the focus returns to the Review button; the row shows the number.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(row(page, name).getByRole('button', { name: `${reviewTexts.open} ${name}` })).toBeFocused();
  await expect(row(page, name)).toContainText(number);

  // Public now, with the number.
  await open(page, '/skatersprofile');
  await page.getByLabel(skaterMessages.search).fill(name);
  const publicRow = page.locator('[data-profile-row]', { hasText: name });
  await expect(publicRow).toHaveCount(1);
  await expect(publicRow.locator('[data-registration-no]')).toHaveText(number);

  // The parent's look-up shows the number too.
  await open(page, '/registration-status');
  await lookUp(page, reference, input.dob);
  await expect(page.locator('[data-status-answer="approved"]')).toContainText(number);

  await deleteProfile(page, baseURL, _id);
});

test('a rejection needs a reason, and the parent receives it by e-mail and on the status page', async ({ page, request, baseURL }) => {
  const name = unique('Ira Menon');
  const { _id, reference, input } = await submitAsParent(request, baseURL, name);
  const reason = 'The photo of the birth certificate is too blurred to read: please send a sharper one.';
  await signIn(page);
  const dialog = await openReview(page, name);

  await dialog.getByRole('button', { name: reviewTexts.reject }).click();
  const reasonField = dialog.getByLabel(reviewTexts.rejectReason);
  await expect(reasonField).toBeFocused();
  await dialog.getByRole('button', { name: reviewTexts.confirmReject }).click();
  await expect(dialog.getByText(reviewTexts.reasonRequired)).toBeVisible();
  await expect(reasonField).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  await reasonField.fill(reason);
  await dialog.getByRole('button', { name: reviewTexts.confirmReject }).click();
  await expect(dialog.getByRole('status').getByText(registryMessages.rejected)).toBeVisible();
  await expect(dialog.locator('[data-status="rejected"]')).toBeVisible();
  await expect(dialog.getByText(reason)).toBeVisible();

  const letter = skaterLetter('rejected', { name, reason, season: 0 });
  await expect
    .poll(async () => (await mailTo(input.email)).find((mail) => mail.subject === letter.subject)?.text ?? '', { timeout: 15_000 })
    .toContain(reason);

  await open(page, '/registration-status');
  await lookUp(page, reference, input.dob);
  const answer = page.locator('[data-status-answer="rejected"]');
  await expect(answer).toContainText(reason);
  await expect(answer.getByRole('link', { name: statusTexts.registerAgain })).toHaveAttribute('href', '/skaterform');

  await deleteProfile(page, baseURL, _id);
});

test("after approval, a correction of the date of birth needs a reason; other corrections don't; the Aadhaar number and proof type are corrected too", async ({
  page,
  request,
  baseURL,
}) => {
  const name = unique('Neel Shah');
  const { _id } = await submitAsParent(request, baseURL, name);
  await signIn(page);
  const dialog = await openReview(page, name);
  await dialog.getByRole('button', { name: reviewTexts.approve }).click();
  await expect(dialog.locator('[data-status="approved"]')).toBeVisible();

  await dialog.getByRole('button', { name: reviewTexts.edit }).click();
  const form = dialog.getByTestId('correction-form');
  await expect(form.getByLabel(/^Skater's Name/)).toBeFocused();
  await form.getByLabel(/^Coach's Name/).fill('Coach Vinay');
  await form.getByLabel(/^Date of Birth/).fill('2014-01-02');
  await form.getByRole('button', { name: reviewTexts.save }).click();
  await expect(form.getByText(reviewTexts.dobReasonRequired)).toBeVisible();
  await expect(form.getByLabel(new RegExp(`^${reviewTexts.dobReason}`))).toBeFocused();
  await expectNoAxeViolations(page);
  // The form's own rules apply too.
  await form.getByLabel(/^Phone Number/).fill('12345');
  await form.getByLabel(new RegExp(`^${reviewTexts.dobReason}`)).fill('The birth certificate shows 2 January.');
  await form.getByRole('button', { name: reviewTexts.save }).click();
  await expect(form.getByLabel(/^Phone Number/)).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel(/^Phone Number/).fill('9822098220');
  await form.getByRole('button', { name: reviewTexts.save }).click();
  await expect(dialog.getByRole('status').getByText(registryMessages.updated)).toBeVisible();
  await expect(dialog.getByText('Coach Vinay')).toBeVisible();
  await expect(dialog.getByText(/2 January 2014/)).toBeVisible();

  const detail = (await (await page.request.get(`/api/skaterprofiles/${_id}`)).json()) as AdminSkater;
  expect(detail).toMatchObject({ dob: '2014-01-02', coachName: 'Coach Vinay', phoneNo: '9822098220' });

  // The Aadhaar number is shown masked and corrected by typing a new one; the proof type is a choice.
  await dialog.getByRole('button', { name: reviewTexts.edit }).click();
  const newAadhaar = form.getByLabel(new RegExp(`^${reviewTexts.newAadhaar}`));
  await expect(newAadhaar).toHaveValue('');
  await expect(form.getByText(reviewTexts.newAadhaarHint(detail.aadharNo))).toBeVisible();
  await newAadhaar.fill('1234 5678 9012');
  await form.getByRole('button', { name: reviewTexts.save }).click();
  await expect(newAadhaar).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText(skaterMessages.aadhaarInvalid)).toBeVisible();
  const corrected = aadhaar('34567890123');
  await newAadhaar.fill(corrected);
  await form.getByLabel(/^Proof Type/).selectOption('Birth Certificate');
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: reviewTexts.save }).click();
  await expect(dialog.getByRole('status').getByText(registryMessages.updated)).toBeVisible();
  const after = (await (await page.request.get(`/api/skaterprofiles/${_id}`)).json()) as AdminSkater;
  expect(after).toMatchObject({ aadharNo: `XXXX XXXX ${corrected.slice(-4)}`, proofType: 'Birth Certificate', coachName: 'Coach Vinay' });

  await deleteProfile(page, baseURL, _id);
});

test('bulk e-mail recipients can be chosen by registry status and by season', async ({ page }) => {
  await signIn(page);
  await openAdmin(page, '/admin/send-messages');
  const items = page.getByRole('list', { name: 'Skaters' }).getByRole('listitem');
  const allShow = (text: string) =>
    expect
      .poll(async () => {
        const lines = await items.allTextContents();
        return lines.length > 0 && lines.every((line) => line.includes(text));
      })
      .toBe(true);

  await page.getByLabel('Status', { exact: true }).selectOption('rejected');
  await allShow(`${statusLabels.rejected} `);
  await page.getByLabel('Status', { exact: true }).selectOption('');
  const lastSeason = currentSeason() - 1;
  await page.getByLabel(registryListTexts.season, { exact: true }).selectOption(String(lastSeason));
  // The sample data's profile approved last season, lapsed now.
  await allShow(`${statusLabels.lapsed} ${lastSeason}`);
  await expectNoAxeViolations(page);
});

test('a lapsed skater is renewed by the link mailed to the address on file, landing on the renewal, and is pending again', async ({
  page,
  baseURL,
}) => {
  await signIn(page);
  const lapsed = ((await (await page.request.get('/api/skaterprofiles?status=lapsed')).json()) as { profiles: AdminSkater[] }).profiles;
  const skater = lapsed[0];
  expect(skater, 'the sample data holds a lapsed profile').toBeDefined();
  const { registrationNo, name, _id } = skater!;
  // An address of this test's own on the registration, so its letters are this test's to read.
  const email = `${unique('renewal').replace(/\s+/g, '.').toLowerCase()}@example.com`;
  const patched = await page.request.patch(`/api/skaterprofiles/${_id}`, { data: { email }, headers: { Origin: baseURL ?? '' } });
  expect(patched.status(), await patched.text()).toBe(200);
  await page.context().clearCookies();

  await open(page, '/renew');
  await expectNoAxeViolations(page);
  const form = page.getByTestId('renew-link-form');
  // Only the registration number is asked; nothing about the skater is shown.
  await expect(form.getByRole('textbox')).toHaveCount(1);
  await form.getByLabel(familyLinkTexts.registrationNo).fill(registrationNo!.toLowerCase());
  await form.getByRole('button', { name: familyLinkTexts.send }).click();
  await expect(page.getByRole('status').filter({ hasText: familyLinkMessages.sent })).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);
  await expectNoAxeViolations(page);
  for (const width of [360, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: `test-results/renew-link-${width}.png`, fullPage: true });
  }

  // The parent opens the letter's link: signed in, the child's renewal open and in focus.
  const link = await familyLinkTo(email, `Renew ${name}`);
  expect(new URL(link, baseURL).searchParams.get('next')).toBe(`/my#renew-${_id}`);
  await page.goto(link);
  await expect(page.getByTestId('family-email')).toHaveText(familyTexts.signedInAs(email));
  expect(new URL(page.url()).search).toBe('');
  const card = page.locator(`article[data-child="${name}"]`);
  const renewal = card.locator('summary', { hasText: /^Renew for the/ });
  await expect(renewal).toBeFocused();
  await card.getByRole('checkbox', { name: /I consent/ }).check();
  await expectNoAxeViolations(page);
  for (const width of [360, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: `test-results/renew-landing-${width}.png` });
  }
  await card.getByRole('button', { name: familyTexts.renew }).click();
  await expect(card.getByText(familyMessages.renewed)).toBeVisible();

  await page.context().clearCookies();
  await signIn(page);
  const after = (await (await page.request.get(`/api/skaterprofiles/${_id}`)).json()) as AdminSkater;
  expect(after).toMatchObject({ status: 'pending', registrationNo, season: currentSeason(), email });
});

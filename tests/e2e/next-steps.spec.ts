/**
 * A parent who registered and is not signed in finds the way on from the home page, without a
 * typed address: the family page's link in the header (or the phone's menu), the help under its
 * sign-in form, the status look-up it links to, and from the status of a registration waiting for
 * the association back to the family page, where any fee is paid; and, for a registration whose
 * confirmation letter never came, what to do and the form again. At 360 and 1366 px, axe clean,
 * nothing to scroll sideways; screenshots go to docs/screenshots/next-steps-*.png.
 */
import { expect, type Page } from '@playwright/test';
import { familyTexts } from '../../src/domain/family/family.ts';
import { confirmRegistrationTexts, statusTexts } from '../../src/domain/registry/registry.ts';
import { confirmByMailedLink } from './fixtures/address-confirmation.ts';
import { expectNoAxeViolations, skaterInput, test, unique } from './fixtures/admin.ts';
import { homeToFamilyPage, hydrated } from './fixtures/public.ts';

/** The status look-up, filled in and sent. */
const lookUpStatus = async (page: Page, reference: string, dob: string) => {
  const form = page.getByTestId('status-form');
  await form.getByLabel(statusTexts.reference).fill(reference);
  await form.getByLabel(statusTexts.dob).fill(dob);
  await form.getByRole('button', { name: statusTexts.submit }).click();
};

for (const width of [360, 1366] as const) {
  const phone = width === 360;

  test(`at ${width} px: from the home page to the family page's help, the status look-up and back to the family page`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: phone ? 800 : 900 });
    const look = async (name: string) => {
      await expectNoAxeViolations(page);
      if (phone) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `docs/screenshots/next-steps-${name}-${width}.png`, fullPage: true });
    };
    // A registration confirmed from its letter, waiting for the association.
    const input = skaterInput(unique('Nila Das'), { website: '' });
    const res = await page.request.post('/api/skaterprofiles', { data: input, headers: { Origin: baseURL ?? '' } });
    expect(res.status(), await res.text()).toBe(201);
    const { _id, reference } = (await res.json()) as { _id: string; reference: string };
    await confirmByMailedLink(page.request, baseURL, input.email, _id);

    await homeToFamilyPage(page, { phone });
    const help = page.getByTestId('family-signed-out-help');
    await expect(help).toContainText(familyTexts.noLetter);
    await expect(help.getByRole('link', { name: familyTexts.registerSkater })).toHaveAttribute('href', '/skaterform');
    await look('signed-out');

    await help.getByRole('link', { name: confirmRegistrationTexts.checkStatus }).click();
    await expect(page).toHaveURL(/\/registration-status$/);
    await hydrated(page);
    await lookUpStatus(page, reference, input.dob);
    const answer = page.locator('[data-status-answer="pending"]');
    await expect(answer).toContainText(statusTexts.familyNext);
    await look('status');

    await answer.getByRole('link', { name: confirmRegistrationTexts.familyPage }).click();
    await expect(page).toHaveURL(/\/my$/);
    await expect(page.getByTestId('family-sign-in')).toBeVisible();

    await page.request.delete(`/api/skaterprofiles/${_id}`, { headers: { Origin: baseURL ?? '' } });
  });

  test(`at ${width} px: a parent whose confirmation letter never came finds, from the home page, what to do and the form`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: phone ? 800 : 900 });
    // Registered, and the letter with the confirmation link never arrived (a mistyped address, the spam folder).
    const input = skaterInput(unique('Tara Das'), { website: '' });
    const res = await page.request.post('/api/skaterprofiles', { data: input, headers: { Origin: baseURL ?? '' } });
    expect(res.status(), await res.text()).toBe(201);
    const { _id, reference } = (await res.json()) as { _id: string; reference: string };

    await homeToFamilyPage(page, { phone });
    await page.getByTestId('family-signed-out-help').getByRole('link', { name: confirmRegistrationTexts.checkStatus }).click();
    await expect(page).toHaveURL(/\/registration-status$/);
    await hydrated(page);
    await lookUpStatus(page, reference, input.dob);
    const answer = page.locator('[data-status-answer="unverified"]');
    await expect(answer).toContainText(statusTexts.unverifiedNext);
    await expect(answer.getByRole('link', { name: statusTexts.contactAssociation })).toHaveAttribute('href', '/contactus');
    await expectNoAxeViolations(page);
    if (phone) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `docs/screenshots/next-steps-unconfirmed-${width}.png`, fullPage: true });

    await answer.getByRole('link', { name: statusTexts.fillInAgain }).click();
    await expect(page).toHaveURL(/\/skaterform$/);
    await page.request.delete(`/api/skaterprofiles/${_id}`, { headers: { Origin: baseURL ?? '' } });
  });
}

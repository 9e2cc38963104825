/**
 * The audit log as people read it (/admin/audit): an admin-added skater leaves an "added" and an
 * "approved" sentence naming the skater and their registration number, filtered by kind; the
 * entry's ids open in a detail dialog by keyboard, which Escape closes; the screen fits 1,280 px
 * and 360 px without scrolling sideways; axe on the list and the dialog.
 */
import { expect, type Page } from '@playwright/test';
import { auditMessages } from '../../src/domain/committee/audit.ts';
import { apiPost, expectNoAxeViolations, openAdmin, signIn, skaterInput, test, unique } from './fixtures/admin.ts';

test.describe.configure({ timeout: 90_000 });

/** The elements reaching past the screen's right edge (none when nothing scrolls sideways). */
const pastTheEdge = (page: Page) =>
  page.evaluate(() => {
    const screen = document.documentElement.clientWidth;
    return [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > screen + 0.5 && element.getClientRects().length > 0)
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className)}`.slice(0, 120));
  });

test('an admin-added skater is in the log as added and approved, by name; the ids are in the detail dialog', async ({
  page,
  baseURL,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  const name = unique('Aarav Audit');
  const added = (await apiPost(page.request, baseURL, '/api/skaterprofiles', skaterInput(name))) as { _id: string };
  const detail = (await (await page.request.get(`/api/skaterprofiles/${added._id}`)).json()) as { registrationNo: string };

  await openAdmin(page, '/admin/audit');
  await page.getByLabel('Kind').selectOption('approve');
  await page.getByLabel('Area').selectOption('skaterprofiles');
  const row = page.locator('[data-audit-entry]').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`admin (owner) approved ${name} (${detail.registrationNo})`);
  await expect(row).toContainText('Skaters');
  // The list reads as sentences: no raw ids in it.
  await expect(page.locator('[data-audit-entry]').filter({ hasText: added._id })).toHaveCount(0);
  expect(await pastTheEdge(page)).toEqual([]);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('audit-1280.png'), fullPage: true });

  // The detail, by keyboard: Enter opens it, its ids are there, Escape closes it and focus comes back.
  const details = row.getByRole('button', { name: new RegExp(`^${auditMessages.details}`) });
  await details.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: auditMessages.detailHeading });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(added._id);
  await expect(dialog).toContainText('Approved');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('audit-dialog-1280.png') });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(details).toBeFocused();

  // Its "added" entry too, and on a phone nothing scrolls sideways.
  await page.getByLabel('Kind').selectOption('create');
  await expect(
    page.locator('[data-audit-entry]').filter({ hasText: `admin (owner) added ${name} (${detail.registrationNo})` }),
  ).toHaveCount(1);
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await pastTheEdge(page)).toEqual([]);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('audit-360.png'), fullPage: true });
});

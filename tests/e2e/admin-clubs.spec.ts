/**
 * /admin/clubs: the club form with members (name and role required, at least one stays),
 * create, inline edit that closes and reloads, delete after confirmation; the public Clubs page.
 */
import { expect, type Page } from '@playwright/test';
import { clubMessages } from '../../src/domain/content/club.ts';
import { apiPost, confirmDialog, countGets, openAddForm, openAdmin, test, unique, useAdminSession } from './fixtures/admin.ts';

const member = (page: Page, index: number) => page.getByRole('group', { name: `Member ${index}` });
const club = (page: Page, name: string) => page.locator('[data-item-id]', { hasText: name });

const createClub = (page: Page, baseURL: string | undefined, clubName: string) =>
  apiPost(page.request, baseURL, '/api/associative-club', {
    clubName,
    district: 'Anandpur',
    stateName: '',
    members: [{ memberName: 'Asha Rao', role: 'President', profileImage: '', mobileNumber: '' }],
  });

const openManage = async (page: Page, name: string) => {
  await page.getByLabel('Search clubs').fill(name);
  // The server's answer to the search: the list holds this club alone.
  await expect(page.getByText(/^1 of \d+ shown$/)).toBeVisible();
  await expect(club(page, name)).toHaveCount(1);
};

test.beforeEach(async ({ page }) => {
  // The worker's session, then the screen itself (openAdmin waits for Logout): no detour through the admin home.
  await useAdminSession(page);
  await openAdmin(page, '/admin/clubs');
});

test('required fields, adding and removing members (at least one stays), field checks', async ({ page }) => {
  await openAddForm(page, 'Add New Club');
  await expect(page.getByRole('button', { name: /^Remove Member/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Create Club' }).click();
  for (const text of ['Club name is required', 'District is required', 'Member name is required', 'Member role is required']) {
    await expect(page.getByText(text)).toBeVisible();
  }
  await expect(page.getByLabel('Club name')).toBeFocused();

  await page.getByRole('button', { name: 'Add Member' }).click();
  await expect(member(page, 2)).toBeVisible();
  await expect(member(page, 2).getByLabel('Member name')).toBeFocused();
  await expect(page.getByRole('button', { name: /^Remove Member/ })).toHaveCount(2);
  await member(page, 2).getByLabel('Member name').fill('Second person');
  await member(page, 1)
    .getByRole('button', { name: /^Remove Member/ })
    .click();
  await expect(member(page, 2)).toHaveCount(0);
  await expect(member(page, 1).getByLabel('Member name')).toHaveValue('Second person');
  await expect(page.getByRole('button', { name: /^Remove Member/ })).toHaveCount(0);

  await member(page, 1).getByLabel('Mobile number (optional)').fill('12345');
  await member(page, 1).getByLabel('Profile image URL (optional)').fill('ftp://example.org/x.png');
  await page.getByRole('button', { name: 'Create Club' }).click();
  await expect(page.getByText('Mobile number must be a 10-digit Indian mobile number')).toBeVisible();
  await expect(page.getByText('Profile image URL must be an https:// address')).toBeVisible();
});

test('creating a club clears the form; the public Clubs page lists it with its members', async ({ page }) => {
  await openAddForm(page, 'Add New Club');
  const name = unique('Lakeside Skaters');
  await page.getByLabel('Club name').fill(name);
  await page.getByLabel('District').fill('Anandpur');
  await member(page, 1).getByLabel('Member name').fill('Nisha Kapoor');
  await member(page, 1).getByLabel('Role').fill('President');
  await member(page, 1).getByLabel('Mobile number (optional)').fill('98765 43210');
  await page.getByRole('button', { name: 'Add Member' }).click();
  await member(page, 2).getByLabel('Member name').fill('Dev Malhotra');
  await member(page, 2).getByLabel('Role').fill('Coach');
  await page.getByRole('button', { name: 'Create Club' }).click();
  await expect(page.getByText(clubMessages.created)).toBeVisible();
  await expect(page.getByLabel('Club name')).toHaveValue('');
  await expect(page.getByLabel('District')).toHaveValue('');
  await expect(member(page, 2)).toHaveCount(0);
  await expect(member(page, 1).getByLabel('Member name')).toHaveValue('');

  await page.goto('/club');
  await page
    .getByRole('link', { name: new RegExp(name) })
    .first()
    .click();
  await expect(page.getByText('Nisha Kapoor')).toBeVisible();
  await expect(page.getByText('Dev Malhotra')).toBeVisible();
});

test('inline Edit: prefilled, Cancel closes, Save closes and reloads the list', async ({ page, baseURL }) => {
  const name = unique('Hilltop Rollers');
  await createClub(page, baseURL, name);
  await openManage(page, name);

  await club(page, name)
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  const form = page.getByRole('form', { name: `Edit ${name}` });
  await expect(form.getByLabel('Club name')).toHaveValue(name);
  await expect(form.getByLabel('District')).toHaveValue('Anandpur');
  await expect(member(page, 1).getByLabel('Member name')).toHaveValue('Asha Rao');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toHaveCount(0);

  await club(page, name)
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  await form.getByLabel('District').fill('Newtown');
  await form.getByRole('button', { name: 'Add Member' }).click();
  await member(page, 2).getByLabel('Member name').fill('Ravi Shetty');
  await member(page, 2).getByLabel('Role').fill('Treasurer');
  const gets = countGets(page, '/api/associative-club');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(clubMessages.updated)).toBeVisible();
  await expect(form).toHaveCount(0);
  await expect(club(page, name)).toContainText('Newtown');
  await expect(club(page, name)).toContainText('2 members');
  await expect(club(page, name)).toContainText('Ravi Shetty (Treasurer)');
  expect(gets()).toBe(1);
});

test('delete after confirmation: Cancel keeps the club, Delete removes it without a refetch', async ({ page, baseURL }) => {
  const name = unique('Closing Club');
  await createClub(page, baseURL, name);
  await openManage(page, name);
  const gets = countGets(page, '/api/associative-club');
  await club(page, name)
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  await expect(confirmDialog(page)).toContainText(clubMessages.confirmDelete);
  await confirmDialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(club(page, name)).toHaveCount(1);
  await club(page, name)
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  await confirmDialog(page).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(clubMessages.deleted)).toBeVisible();
  await expect(club(page, name)).toHaveCount(0);
  expect(gets()).toBe(0);
  await page.goto('/club');
  await expect(page.getByText(name)).toHaveCount(0);
});

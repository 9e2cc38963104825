/** axe-core (WCAG 2.1 A/AA and best practices) on every admin screen, in each of its modes and states. */
import { expect, type Page } from '@playwright/test';
import { adminRoutes } from '../../src/components/admin/shell/navigation.ts';
import { apiPost, confirmDialog, expectNoAxeViolations, openAddForm, openAdmin, test, useAdminSession } from './fixtures/admin.ts';

/** Waits until a screen has finished loading (no spinner or "Loading" line left). */
const settled = async (page: Page) => {
  await expect(page.getByText(/^(Loading|Checking)/)).toHaveCount(0);
};

// Each test scans its own screen in its own state: the workers share them out.
test.describe.configure({ mode: 'parallel' });

test('the login page and the login form of a guarded screen', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/admin/skaters');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Name').fill('admin');
  await page.getByLabel('Password').fill('wrong password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).not.toBeEmpty();
  await expectNoAxeViolations(page);
});

test.describe('signed in', () => {
  // The worker's session only: every test opens its own screen first (openAdmin waits for the
  // Logout button, so a session that did not take fails there), and /admin is scanned by its own
  // test, so loading the admin home before each screen would only cost a page load.
  test.beforeEach(async ({ page }) => {
    await useAdminSession(page);
  });

  for (const route of adminRoutes) {
    test(`${route}`, async ({ page }) => {
      await openAdmin(page, route);
      await settled(page);
      await expectNoAxeViolations(page);
    });
  }

  const addLabels: [string, string][] = [
    ['/admin/achievements', 'Post Your Achievement'],
    ['/admin/updates', 'Add New Update'],
    ['/admin/news', 'Add News'],
    ['/admin/events', 'Add New Event'],
    ['/admin/gallery', 'Add Images'],
    ['/admin/clubs', 'Add New Club'],
  ];
  for (const [route, add] of addLabels) {
    // The list as it opens is scanned by the route's own test above; this one opens its confirmation and add form.
    test(`${route}: its list with the confirmation open, and its add form`, async ({ page }) => {
      await openAdmin(page, route);
      await settled(page);
      await page
        .locator('[data-item-id]')
        .first()
        .getByRole('button', { name: /^Delete/ })
        .click();
      await expect(confirmDialog(page)).toBeVisible();
      await expectNoAxeViolations(page);
      await confirmDialog(page).getByRole('button', { name: 'Cancel' }).click();
      await openAddForm(page, add);
      await expectNoAxeViolations(page);
    });
  }

  test('forms showing their validation errors', async ({ page }) => {
    await openAdmin(page, '/admin/achievements');
    await openAddForm(page, 'Post Your Achievement');
    await page.getByRole('button', { name: 'Post Achievement' }).click();
    await expect(page.getByText('Title is required')).toBeVisible();
    await expectNoAxeViolations(page);
    await openAdmin(page, '/admin/clubs');
    await openAddForm(page, 'Add New Club');
    await page.getByRole('button', { name: 'Add Member' }).click();
    await page.getByRole('button', { name: 'Create Club' }).click();
    await expect(page.getByText('Club name is required')).toBeVisible();
    await expectNoAxeViolations(page);
    await openAdmin(page, '/admin/send-messages');
    await settled(page);
    await page.getByRole('checkbox', { name: /^Select all/ }).check();
    await page.getByRole('button', { name: 'Send Messages' }).click();
    await expect(page.getByText('Subject is required')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the inline club editor and a success notice', async ({ page, baseURL }) => {
    await openAdmin(page, '/admin/clubs');
    await page
      .getByRole('button', { name: /^Edit / })
      .first()
      .click();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
    await expectNoAxeViolations(page);

    await apiPost(page.request, baseURL, '/api/updates', { text: 'Axe check update' });
    await openAdmin(page, '/admin/updates');
    await openAddForm(page, 'Add New Update');
    await page.getByLabel(/^Update text/).fill('Another axe check');
    await page.getByRole('button', { name: 'Add Update' }).click();
    await expect(page.getByRole('status').getByText('Update added successfully!')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the small-screen admin menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await openAdmin(page, '/admin/registrations');
    await page.getByRole('button', { name: 'Admin menu' }).click();
    await settled(page);
    await expectNoAxeViolations(page);
  });
});

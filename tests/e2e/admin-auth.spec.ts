/**
 * The admin area's door (docs/rules.md#admin-sign-in): every admin route shows the login form without a server
 * session, a browser flag alone grants nothing, login leads to /admin, Logout ends the session.
 */
import { expect, type Page } from '@playwright/test';
import { adminNavigation, adminRoutes } from '../../src/components/admin/shell/navigation.ts';
import { achievementMessages } from '../../src/domain/content/achievement.ts';
import { authMessages } from '../../src/domain/committee/auth.ts';
import { breakingNewsMessages } from '../../src/domain/content/breaking-news.ts';
import { bulkMessageTexts } from '../../src/domain/messages/bulk-message.ts';
import { clubMessages } from '../../src/domain/content/club.ts';
import { contactMessages } from '../../src/domain/messages/contact.ts';
import { dashboardMessages } from '../../src/domain/committee/dashboard.ts';
import { eventMessages } from '../../src/domain/events/event.ts';
import { galleryMessages } from '../../src/domain/content/gallery.ts';
import { newsMessages } from '../../src/domain/content/news.ts';
import { registrationMessages } from '../../src/domain/events/registration.ts';
import { skaterMessages } from '../../src/domain/registry/skater.ts';
import { updateMessages } from '../../src/domain/content/update.ts';
import { E2E_ADMIN } from './fixtures/constants.ts';
import { openAddForm, signIn, signInThroughForm, test, useAdminSession } from './fixtures/admin.ts';

const expectLoginForm = async (page: Page) => {
  await expect(page.getByRole('heading', { name: authMessages.loginTitle })).toBeVisible();
  await expect(page.getByLabel('Name')).toBeVisible();
  await expect(page.getByLabel('Password')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
};

test.describe('without a session', () => {
  for (const route of adminRoutes) {
    test(`${route} shows the login form and nothing of the screen`, async ({ page }) => {
      const adminCalls: string[] = [];
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (path.startsWith('/api/') && path !== '/api/session') adminCalls.push(path);
      });
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expectLoginForm(page);
      await expect(page.getByRole('button', { name: 'Logout' })).toBeHidden();
      await expect(page.getByRole('navigation', { name: 'Admin' })).toBeHidden();
      await expect(page.locator('main [data-admin-only]')).toBeHidden();
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
      // The screen did not even try to load its data.
      expect(adminCalls.filter((path) => path !== '/api/breaking-news')).toEqual([]);
    });
  }

  test('a browser flag alone grants nothing', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('authenticated', 'true'));
    await page.goto('/admin/skaters');
    await expectLoginForm(page);
    await expect(page.getByRole('table')).toHaveCount(0);
  });

  test('the admin API refuses every call without a session', async ({ request, baseURL }) => {
    for (const path of ['/api/registrations', '/api/contact']) expect((await request.get(path)).status()).toBe(401);
    const post = await request.post('/api/updates', { data: { text: 'Sneaky update' }, headers: { Origin: baseURL ?? '' } });
    expect(post.status()).toBe(401);
  });
});

test('a wrong password shows the original alert and stays on the login page', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Name').fill(E2E_ADMIN.name);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText(authMessages.loginFailed);
  await expect(page).toHaveURL(/\/login\/?$/);
  expect(await page.evaluate(() => localStorage.getItem('authenticated'))).toBeNull();
});

test('login leads to /admin: the dashboard with the admin header linking every screen', async ({ page }) => {
  await signInThroughForm(page);
  await expect(page.getByText('Signed in as')).toContainText(E2E_ADMIN.name);
  await expect(page.getByRole('heading', { name: dashboardMessages.heading, level: 1 })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Admin' });
  // Found by address: a link may carry a count after its label (Skater profiles, '1 pending').
  for (const link of adminNavigation.flatMap((group) => group.links)) {
    await expect(nav.locator(`a[href="${link.href}"]`)).toContainText(link.label);
  }
  await expect(nav.getByRole('link', { name: 'Admin home' })).toHaveAttribute('aria-current', 'page');
  expect(await page.evaluate(() => localStorage.getItem('authenticated'))).toBe('true');
  // /admin/adminabout is the same page.
  await page.goto('/admin/adminabout');
  await expect(page.getByRole('heading', { name: dashboardMessages.heading, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
});

test('signing in on a guarded screen opens that screen', async ({ page }) => {
  await page.goto('/admin/updates');
  await page.getByLabel('Name').fill(E2E_ADMIN.name);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: updateMessages.listHeading })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/updates\/?$/);
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Updates' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('the login page, when already signed in, offers the way in', async ({ page }) => {
  await signIn(page);
  await page.goto('/login');
  await expect(page.getByText('You are signed in as admin.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to the admin area' }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);
});

test('Logout ends the server session and goes to /login', async ({ page }) => {
  await signInThroughForm(page);
  await page.goto('/admin/registrations');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login\/?$/);
  await expectLoginForm(page);
  expect(await page.evaluate(() => localStorage.getItem('authenticated'))).toBeNull();
  const session = (await (await page.request.get('/api/session')).json()) as { authenticated: boolean };
  expect(session.authenticated).toBe(false);
  expect((await page.request.get('/api/registrations')).status()).toBe(401);
  await page.goto('/admin');
  await expectLoginForm(page);
});

test('a session that ends while a screen is open brings the login form back', async ({ page, baseURL }) => {
  await signInThroughForm(page);
  await page.goto('/admin/updates');
  await openAddForm(page, updateMessages.addHeading);
  // Logged out elsewhere (another tab): the next call answers 401.
  await page.request.post('/api/logout', { data: {}, headers: { Origin: baseURL ?? '' } });
  await page.getByLabel('Update text').fill('Written after the session ended');
  await page.getByRole('button', { name: 'Add Update' }).click();
  await expectLoginForm(page);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeHidden();
  // Signing in again brings the screen back as it was, with what the admin had typed.
  await page.getByLabel('Name').fill(E2E_ADMIN.name);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Updates', exact: true })).toBeVisible();
  await expect(page.getByLabel('Update text')).toHaveValue('Written after the session ended');
  await page.getByRole('button', { name: 'Add Update' }).click();
  await expect(page.getByText(updateMessages.added)).toBeVisible();
});

test('the admin menu opens and closes on a small screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signIn(page);
  const toggle = page.getByRole('button', { name: 'Admin menu' });
  // The menu's link (the admin home has a card that links to the same screen).
  const menuLink = page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Registrations', exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(menuLink).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await menuLink.click();
  await expect(page).toHaveURL(/\/admin\/registrations\/?$/);
});

test.describe('the original admin addresses', () => {
  /** Each original address, where it now lives, and the heading that shows there (a content screen's list). */
  const SEED_ADDRESSES: readonly { from: string; to: string; heading: string | RegExp }[] = [
    { from: '/achievementspost', to: '/admin/achievements', heading: achievementMessages.listHeading },
    { from: '/deleteachi', to: '/admin/achievements/delete', heading: achievementMessages.listHeading },
    { from: '/addupdates', to: '/admin/updates', heading: updateMessages.listHeading },
    { from: '/addnews', to: '/admin/news', heading: newsMessages.listHeading },
    { from: '/deletenews', to: '/admin/news/delete', heading: newsMessages.listHeading },
    { from: '/admin-add-news', to: '/admin/breaking-news', heading: breakingNewsMessages.title },
    { from: '/addevents', to: '/admin/events', heading: eventMessages.listHeading },
    { from: '/addimage', to: '/admin/gallery', heading: galleryMessages.listHeading },
    { from: '/admin-associativeclub', to: '/admin/clubs', heading: clubMessages.listHeading },
    { from: '/addskaters', to: '/admin/skaters/add', heading: skaterMessages.formTitle },
    { from: '/deleteskaters', to: '/admin/skaters', heading: /Skater Profiles$/ },
    { from: '/registrations', to: '/admin/registrations', heading: registrationMessages.adminHeading },
    { from: '/message', to: '/admin/send-messages', heading: bulkMessageTexts.heading },
    { from: '/admin/adminabout', to: '/admin', heading: dashboardMessages.heading },
    { from: '/admin/messages', to: '/admin/contact-messages', heading: contactMessages.heading },
  ];

  /** Screens the original site did not have, so no old address leads to them. */
  const SCREENS_WITHOUT_OLD_ADDRESS = new Set([
    '/admin/accounts',
    '/admin/audit',
    '/admin/password',
    '/admin/championships',
    '/admin/championships/setup',
    '/admin/certificates',
    '/admin/requests',
    '/admin/fees',
    '/admin/payments',
    '/admin/statements',
    '/admin/club-coaches',
    '/admin/desk',
    '/admin/race-day',
    '/admin/records',
  ]);

  test('every admin screen of the menu is one of their new homes', () => {
    const targets = new Set(SEED_ADDRESSES.map((address) => address.to));
    for (const route of adminRoutes) if (!SCREENS_WITHOUT_OLD_ADDRESS.has(route)) expect(targets, route).toContain(route);
  });

  for (const { from, to, heading } of SEED_ADDRESSES) {
    test(`${from} redirects (301) to ${to}`, async ({ page }) => {
      // The session only: the address itself is the first page opened (the Logout button below shows it took).
      await useAdminSession(page);
      const response = await page.goto(from);
      const redirect = await response?.request().redirectedFrom()?.response();
      expect(redirect?.status()).toBe(301);
      await expect(page).toHaveURL(new RegExp(`${to.replace(/\//g, '\\/')}\\/?$`));
      await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    });
  }
});

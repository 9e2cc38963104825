/**
 * The admin home (/admin): its counts move when work arrives (a parent's skater profile, a
 * contact message, a registration; opening the message takes it off the unread count), each card
 * opens its screen by keyboard, the loading and error views, and axe on each state.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { dashboardMessages } from '../../src/domain/committee/dashboard.ts';
import { apiPost, delayApi, expectNoAxeViolations, openAdmin, signIn, skaterInput, test, unique } from './fixtures/admin.ts';
import { confirmByMailedLink } from './fixtures/address-confirmation.ts';
import { addDays, today } from '../../src/domain/common/dates.ts';

test.describe.configure({ timeout: 90_000 });

const figure = (page: Page, name: string) => page.locator(`[data-figure="${name}"]`);
const valueOf = async (page: Page, name: string) => Number(await figure(page, name).locator('[data-figure-value]').innerText());
const expectValue = (page: Page, name: string, value: number) =>
  expect(figure(page, name).locator('[data-figure-value]')).toHaveText(String(value));

const openDashboard = async (page: Page) => {
  await openAdmin(page, '/admin');
  await expect(page.getByRole('heading', { name: dashboardMessages.heading, level: 1 })).toBeVisible();
  await expect(figure(page, 'pending-skaters')).toBeVisible();
};

/** A visitor's submission: no session, the site's own origin. */
const publicPost = async (request: APIRequestContext, baseURL: string | undefined, path: string, data: unknown) => {
  const res = await request.post(path, { data, headers: { Origin: baseURL ?? '' } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { _id?: string };
};

test('the dashboard counts move when work arrives', async ({ page, request, baseURL }) => {
  await signIn(page);
  await openDashboard(page);
  await expectNoAxeViolations(page);
  const before = {
    pending: await valueOf(page, 'pending-skaters'),
    unread: await valueOf(page, 'unread-messages'),
    registrations: await valueOf(page, 'registrations-this-week'),
  };

  const skaterName = unique('Dashboard Skater');
  const input = skaterInput(skaterName);
  const skater = await publicPost(request, baseURL, '/api/skaterprofiles', input);
  // Pending for the registrar once the parent has followed the link mailed to the address typed.
  await confirmByMailedLink(request, baseURL, input.email, skater._id ?? '');
  const subject = unique('Dashboard question');
  await publicPost(request, baseURL, '/api/contact', {
    email: 'dashboard.visitor@example.com',
    subject,
    content: 'When are the next trials?',
    website: '',
  });
  const soon = addDays(today(), 5);
  const event = (await apiPost(page.request, baseURL, '/api/events', {
    title: unique('Dashboard Meet'),
    date: soon,
    image: '',
    description: '',
    location: 'City Rink',
  })) as { _id: string; title: string };
  await publicPost(request, baseURL, '/api/registrations', {
    eventId: event._id,
    name: 'Kabir Gupta',
    age: 12,
    email: `${unique('kabir').replace(/\W+/g, '.')}@example.com`,
    phone: '9123456789',
    website: '',
  });

  try {
    await page.reload();
    await expect(figure(page, 'pending-skaters')).toBeVisible();
    await expectValue(page, 'pending-skaters', before.pending + 1);
    await expectValue(page, 'unread-messages', before.unread + 1);
    await expectValue(page, 'registrations-this-week', before.registrations + 1);
    await expect(page.getByRole('link', { name: event.title })).toHaveAttribute('href', `/events/${event._id}`);

    // The unread card opens the messages by keyboard; reading the message takes it off the count.
    await figure(page, 'unread-messages').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/contact-messages\/?$/);
    const message = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: subject }) });
    const opened = page.waitForResponse((response) => /\/api\/contact\/[^/]+$/.test(new URL(response.url()).pathname));
    await message.getByRole('button', { name: /^Read/ }).click();
    expect((await opened).status()).toBe(200);

    await openDashboard(page);
    await expectValue(page, 'unread-messages', before.unread);
    await expectValue(page, 'pending-skaters', before.pending + 1);
    await expectNoAxeViolations(page);
  } finally {
    await page.request.delete(`/api/skaterprofiles/${skater._id}`, { headers: { Origin: baseURL ?? '' } });
    const messages = (await (await page.request.get(`/api/contact?q=${encodeURIComponent(subject)}`)).json()) as { _id: string }[];
    for (const { _id } of messages) await page.request.delete(`/api/contact/${_id}`, { headers: { Origin: baseURL ?? '' } });
  }
});

test('the dashboard shows its loading and error views, and tries again', async ({ page }) => {
  await signIn(page);
  let fail = true;
  await page.route('**/api/dashboard', (route) =>
    fail ? route.fulfill({ status: 500, json: { message: 'Store unavailable' } }) : route.fallback(),
  );
  await delayApi(page, '/api/dashboard', 'GET', 800);
  await page.goto('/admin');
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: dashboardMessages.loadFailed('500 Store unavailable') })).toBeVisible();
  await expectNoAxeViolations(page);
  fail = false;
  await page.getByRole('button', { name: dashboardMessages.retry }).click();
  await expect(figure(page, 'pending-skaters')).toBeVisible();
});

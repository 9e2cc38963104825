/**
 * /message, 'Send Messages to Skaters' (decision 20): recipients from the skater profiles with
 * select all and filters, subject and message required, 'Sending...' while sending, the result
 * for 5 seconds. The test server has no SMTP, so the letters go to the local outbox.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { MESSAGE_NOTICE_MS } from '../../src/config/rules.ts';
import { bulkMessageTexts } from '../../src/domain/bulk-message.ts';
import type { AdminSkater } from '../../src/domain/skater.ts';
import { delayApi, openAdmin, signIn, test, unique, watchTextLifetime } from './fixtures/admin.ts';

const OUTBOX = join(process.cwd(), '.netlify/e2e-outbox');

const skaters = async (page: Page): Promise<AdminSkater[]> =>
  ((await (await page.request.get('/api/skaterprofiles')).json()) as { profiles: AdminSkater[] }).profiles;

const selectedCount = (page: Page) => page.locator('[data-selected-count]');
const sendButton = (page: Page) => page.getByRole('button', { name: /^(Send Messages|Sending\.\.\.)$/ });

const pick = async (page: Page, skater: AdminSkater) => {
  await page.getByLabel('Search by name or e-mail').fill(skater.email);
  await page.getByRole('checkbox', { name: new RegExp(skater.name) }).check();
  await page.getByLabel('Search by name or e-mail').fill('');
};

test.beforeEach(async ({ page }) => {
  await signIn(page);
  await openAdmin(page, '/message');
  await expect(page.getByRole('heading', { level: 1, name: bulkMessageTexts.heading })).toBeVisible();
});

test('recipients: filters by club, event category and age category; select all; the button needs a recipient', async ({ page }) => {
  const all = await skaters(page);
  await expect(sendButton(page)).toBeDisabled();
  await expect(page.getByText('Select at least one recipient')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /^Select all/ })).toHaveAccessibleName(`Select all (${all.length} shown)`);

  const club = all[0]!.representativeClub;
  const inClub = all.filter((skater) => skater.representativeClub === club);
  await page.getByLabel('Club', { exact: true }).selectOption(club);
  await expect(page.getByRole('list', { name: 'Skaters' }).getByRole('checkbox')).toHaveCount(Math.min(inClub.length, 50));
  await page.getByRole('checkbox', { name: /^Select all/ }).check();
  const clubEmails = new Set(inClub.map((skater) => skater.email));
  await expect(selectedCount(page)).toHaveText(`${clubEmails.size} ${clubEmails.size === 1 ? 'recipient' : 'recipients'} selected`);
  await expect(sendButton(page)).toBeEnabled();

  // Another filter keeps the selection made under the first.
  await page.getByLabel('Club', { exact: true }).selectOption('');
  const category = all[0]!.eventCategory;
  await page.getByLabel('Event category').selectOption(category);
  const inCategory = all.filter((skater) => skater.eventCategory === category);
  await expect(page.getByRole('list', { name: 'Skaters' }).getByRole('checkbox')).toHaveCount(inCategory.length);
  await expect(selectedCount(page)).toHaveText(new RegExp(`^${clubEmails.size} recipients? selected$`));
  await page.getByLabel('Event category').selectOption('');

  const ageCategory = all[0]!.ageCategory;
  await page.getByLabel('Age category').selectOption(ageCategory);
  const inAge = all.filter((skater) => skater.ageCategory === ageCategory);
  await expect(page.getByRole('list', { name: 'Skaters' }).getByRole('checkbox')).toHaveCount(inAge.length);
  for (const skater of inAge) await expect(page.getByText(skater.email, { exact: false }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Clear selection' }).click();
  await expect(selectedCount(page)).toHaveText('0 recipients selected');
  await expect(sendButton(page)).toBeDisabled();
});

test('subject and message are required', async ({ page }) => {
  await pick(page, (await skaters(page))[0]!);
  await sendButton(page).click();
  await expect(page.getByText('Subject is required')).toBeVisible();
  await expect(page.getByText('Message is required')).toBeVisible();
  await expect(page.getByLabel(/^Subject/)).toBeFocused();
});

test("sending: 'Sending...' and disabled, then the result with the outbox notice for 5 seconds; the letters are in the outbox", async ({
  page,
}) => {
  const [first, second] = await skaters(page);
  const subject = unique('Training schedule');
  const text = 'Training moves to 6 am from Monday.\nBring your helmets.';
  await pick(page, first!);
  await pick(page, second!);
  await expect(selectedCount(page)).toHaveText('2 recipients selected');
  await page.getByLabel(/^Subject/).fill(subject);
  await page.getByLabel(/^Message/).fill(text);
  await expect(page.getByText(`${text.length}/10000`)).toBeVisible();

  await delayApi(page, '/api/send', 'POST', 1_000);
  const lifetime = await watchTextLifetime(page, bulkMessageTexts.sent);
  await sendButton(page).click();
  await expect(page.getByRole('button', { name: bulkMessageTexts.sending })).toBeDisabled();
  const notice = page.getByRole('status').filter({ hasText: bulkMessageTexts.sent });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Sent: 2. Failed: 0.');
  await expect(notice).toContainText(bulkMessageTexts.outboxNotice);
  await expect(page.getByLabel(/^Subject/)).toHaveValue('');
  await expect(page.getByLabel(/^Message/)).toHaveValue('');
  await expect(selectedCount(page)).toHaveText('0 recipients selected');
  await expect(notice).toBeHidden({ timeout: MESSAGE_NOTICE_MS + 2_000 });
  const shownFor = await lifetime();
  expect(shownFor).toBeGreaterThanOrEqual(MESSAGE_NOTICE_MS - 100);
  expect(shownFor).toBeLessThan(MESSAGE_NOTICE_MS + 600);

  const letters: { to: string; subject: string; text: string }[] = [];
  for (const file of (await readdir(OUTBOX)).filter((name) => name.endsWith('.json'))) {
    letters.push(JSON.parse(await readFile(join(OUTBOX, file), 'utf8')) as { to: string; subject: string; text: string });
  }
  const ours = letters.filter((letter) => letter.subject === subject);
  expect(ours.map((letter) => letter.to).sort()).toEqual([first!.email, second!.email].sort());
  expect(ours.every((letter) => letter.text === text)).toBe(true);
});

test('failures: the server message, the fallback text, and the failed recipients', async ({ page }) => {
  const [first, second] = await skaters(page);
  await pick(page, first!);
  await pick(page, second!);
  await page.getByLabel(/^Subject/).fill('Hello');
  await page.getByLabel(/^Message/).fill('Body');

  await page.route('**/api/send', (route) => route.fulfill({ status: 500, json: { message: 'Mail server unavailable' } }));
  await sendButton(page).click();
  await expect(page.getByRole('alert')).toContainText('Mail server unavailable');

  await page.unroute('**/api/send');
  await page.route('**/api/send', (route) => route.fulfill({ status: 500, body: 'oops' }));
  await sendButton(page).click();
  await expect(page.getByRole('alert')).toContainText(bulkMessageTexts.failed);

  await page.unroute('**/api/send');
  await page.route('**/api/send', (route) =>
    route.fulfill({
      status: 200,
      json: { message: '1 message sent; 1 failed.', sent: 1, failed: [{ email: second!.email, reason: 'Mailbox full' }], outbox: false },
    }),
  );
  await sendButton(page).click();
  await expect(page.getByRole('status')).toContainText('Sent 1 of 2 messages.');
  await expect(page.getByRole('status')).toContainText('Sent: 1. Failed: 1.');
  await expect(page.getByRole('status')).toContainText(`${second!.email}: Mailbox full`);
  // Only the failed recipient stays selected, ready to try again.
  await expect(selectedCount(page)).toHaveText('1 recipient selected');

  await page.unroute('**/api/send');
  await page.route('**/api/send', (route) =>
    route.fulfill({
      status: 502,
      json: { message: bulkMessageTexts.failed, sent: 0, failed: [{ email: second!.email, reason: 'Connection refused' }], outbox: false },
    }),
  );
  await sendButton(page).click();
  await expect(page.getByRole('alert')).toContainText(bulkMessageTexts.failed);
  await expect(page.getByRole('alert')).toContainText(`${second!.email}: Connection refused`);
});

test('a failed recipient list shows the seed text', async ({ page }) => {
  await page.route('**/api/skaterprofiles', (route) => route.fulfill({ status: 500, json: { message: 'x' } }));
  await page.reload();
  await expect(page.getByText(bulkMessageTexts.fetchUsersFailed)).toBeVisible();
});

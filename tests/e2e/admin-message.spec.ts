/**
 * /admin/send-messages, 'Send Messages to Skaters': recipients from the skater profiles with
 * select all and filters, subject and message required, 'Sending...' while sending, the result
 * for 5 seconds. The test server really sends over SMTP, to the capturing server of
 * tests/e2e/support/serve-with-smtp.ts, which writes what it accepts to its worker's mail folder and refuses
 * every recipient at REFUSED_MAIL_DOMAIN. Outbox mode (no SMTP) is tested against the API in
 * tests/api/send.test.ts; its notice, the failure texts and a recipient list that cannot be read in
 * tests/component/admin-message.test.tsx.
 */
import { mailDir } from './fixtures/worker.ts';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { MESSAGE_NOTICE_MS } from '../../src/config/rules.ts';
import { bulkMessageTexts } from '../../src/domain/messages/bulk-message.ts';
import type { AdminSkater } from '../../src/domain/registry/skater-views.schema.ts';
import { apiPost, delayApi, openAdmin, skaterInput, test, unique, useAdminSession, watchTextLifetime } from './fixtures/admin.ts';
import { E2E_MAIL_FROM, REFUSED_MAIL_DOMAIN } from './fixtures/constants.ts';

/** A message as the SMTP server received it (see serve-with-smtp.ts). */
interface Received {
  envelopeFrom: string;
  envelopeTo: string[];
  from: string;
  to: string;
  subject: string;
  text: string;
}

/** The messages with this subject that reached the SMTP server. */
const received = async (subject: string): Promise<Received[]> => {
  const files = (await readdir(mailDir())).filter((name) => name.endsWith('.json'));
  const all = await Promise.all(files.map(async (name) => JSON.parse(await readFile(join(mailDir(), name), 'utf8')) as Received));
  return all.filter((mail) => mail.subject === subject);
};

const skaters = async (page: Page): Promise<AdminSkater[]> =>
  ((await (await page.request.get('/api/skaterprofiles')).json()) as { profiles: AdminSkater[] }).profiles;

const selectedCount = (page: Page) => page.locator('[data-selected-count]');
const sendButton = (page: Page) => page.getByRole('button', { name: /^(Send Messages|Sending\.\.\.)$/ });

const pick = async (page: Page, skater: Pick<AdminSkater, 'name' | 'email'>) => {
  await page.getByLabel('Search by name or e-mail').fill(skater.email);
  await page.getByRole('checkbox', { name: new RegExp(skater.name) }).check();
  await page.getByLabel('Search by name or e-mail').fill('');
};

test.beforeEach(async ({ page }) => {
  // The worker's session, then the screen itself (openAdmin waits for Logout): no detour through the admin home.
  await useAdminSession(page);
  await openAdmin(page, '/admin/send-messages');
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

test("sending: 'Sending...' and disabled, then the result for 5 seconds; each recipient gets a plain-text letter over SMTP", async ({
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
  await expect(notice).not.toContainText(bulkMessageTexts.outboxNotice);
  await expect(page.getByLabel(/^Subject/)).toHaveValue('');
  await expect(page.getByLabel(/^Message/)).toHaveValue('');
  await expect(selectedCount(page)).toHaveText('0 recipients selected');
  await expect(notice).toBeHidden({ timeout: MESSAGE_NOTICE_MS + 2_000 });
  const shownFor = await lifetime();
  expect(shownFor).toBeGreaterThanOrEqual(MESSAGE_NOTICE_MS - 100);
  expect(shownFor).toBeLessThan(MESSAGE_NOTICE_MS + 600);

  // One letter per recipient, addressed to that recipient alone, from MAIL_FROM, the text as typed.
  const letters = await received(subject);
  expect(letters.map((mail) => mail.envelopeTo).sort()).toEqual([[first!.email], [second!.email]].sort());
  for (const mail of letters) {
    expect(mail.to).toBe(mail.envelopeTo[0]);
    expect(mail.from).toBe(E2E_MAIL_FROM);
    expect(mail.text).toBe(text);
  }
});

test('a recipient the mail server refuses is listed as failed while the others are sent; sent again alone, it fails', async ({
  page,
  baseURL,
}) => {
  const name = unique('Refused Mailbox');
  const refused = { name, email: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@${REFUSED_MAIL_DOMAIN}` };
  await apiPost(page.request, baseURL, '/api/skaterprofiles', skaterInput(name, { email: refused.email }));
  const other = (await skaters(page)).find((skater) => !skater.email.endsWith(`@${REFUSED_MAIL_DOMAIN}`))!;
  await page.reload();
  await pick(page, refused);
  await pick(page, other);
  await expect(selectedCount(page)).toHaveText('2 recipients selected');
  const subject = unique('Camp kit list');
  await page.getByLabel(/^Subject/).fill(subject);
  await page.getByLabel(/^Message/).fill('Bring knee pads.');

  await sendButton(page).click();
  const notice = page.getByRole('status').filter({ hasText: 'Sent 1 of 2 messages.' });
  await expect(notice).toContainText('Sent: 1. Failed: 1.');
  await expect(notice.getByRole('listitem')).toHaveCount(1);
  await expect(notice.getByRole('listitem')).toContainText(`${refused.email}:`);
  await expect(notice.getByRole('listitem')).toContainText('Mailbox unavailable');
  expect((await received(subject)).map((mail) => mail.envelopeTo)).toEqual([[other.email]]);
  // Only the refused recipient stays selected, with the message kept, ready to try again.
  await expect(selectedCount(page)).toHaveText('1 recipient selected');
  await expect(page.getByLabel(/^Subject/)).toHaveValue(subject);

  await sendButton(page).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(bulkMessageTexts.failed);
  await expect(alert).toContainText(`${refused.email}:`);
  expect(await received(subject)).toHaveLength(1);
});

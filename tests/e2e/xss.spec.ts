/**
 * Stored content is rendered as text everywhere. Script and HTML payloads go into every free-text
 * field of every resource (through the admin API and the public forms), then every public page,
 * detail page, popup, admin table and confirmation is opened: no payload may run
 * (`window.__xss` stays undefined, no injected element exists) and the payloads show as literal
 * text. The e-mails the site sends with them (contact notice, bulk e-mail), as the test SMTP
 * server received them, are plain text.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { mailDir, test } from './fixtures/worker.ts';
import { withCheckDigit as aadhaar } from '../../src/domain/registry/aadhaar.ts';
import { pngDataUrl } from '../../scripts/lib/png.ts';
import { withAdminSession } from './fixtures/session.ts';

/** The worker's site (set before the payloads are stored). */
let BASE = '';
const RUN = Math.random().toString(36).slice(2, 6);

// Each payload would set window.__xss if it were ever parsed as HTML or run as script.
const IMG = '<img src=x onerror=__xss=1>';
const SCRIPT = '<script>__xss=1</script>';
const ATTRIBUTE = '"><svg onload=__xss=1>';
/** Fits the 45-character titles. */
const short = (label: string) => `${label}${RUN}${IMG}`;
const long = (label: string) => `${label}${RUN} ${ATTRIBUTE}${IMG}${SCRIPT}`;

const text = {
  newsTitle: short('XN'),
  newsDescription: long('XND'),
  eventTitle: short('XE'),
  eventDescription: long('XED'),
  eventLocation: long('XEL'),
  achievementTitle: short('XA'),
  achievementDescription: long('XAD'),
  update: short('XU'),
  breakingNews: long('XB'),
  clubName: short('XC'),
  clubDistrict: short('XCD'),
  clubState: short('XCS'),
  memberName: short('XCM'),
  memberRole: short('XCR'),
  skaterName: short('XS'),
  skaterParent: long('XSP'),
  skaterClub: short('XSC'),
  skaterCoach: short('XSK'),
  skaterRsfi: `R${RUN}"><b>`,
  registrationName: short('XR'),
  contactSubject: short('XM'),
  contactContent: long('XMC'),
  mailSubject: long('XBS'),
  mailMessage: long('XBM'),
};

const ids: Record<string, string> = {};

const post = async (request: APIRequestContext, path: string, data: unknown): Promise<Record<string, unknown>> => {
  const res = await request.post(path, { data, headers: { Origin: BASE } });
  const body = (await res.json()) as Record<string, unknown> | Record<string, unknown>[];
  if (!res.ok()) throw new Error(`POST ${path} was refused (${res.status()}): ${JSON.stringify(body)}`);
  return Array.isArray(body) ? (body[0] ?? {}) : body;
};

test.beforeAll(async ({ playwright, worker }) => {
  BASE = worker.baseURL;
  const request = await playwright.request.newContext({ baseURL: BASE });
  await withAdminSession(request, BASE);
  const event = await post(request, '/api/events', {
    title: text.eventTitle,
    date: '2031-03-01',
    image: pngDataUrl([10, 10, 200]),
    description: text.eventDescription,
    location: text.eventLocation,
  });
  ids['event'] = String(event['_id']);
  ids['news'] = String(
    (await post(request, '/api/news', { title: text.newsTitle, description: text.newsDescription, image: pngDataUrl([90, 90, 20]) }))[
      '_id'
    ],
  );
  ids['achievement'] = String(
    (
      await post(request, '/api/achievementspost', {
        title: text.achievementTitle,
        description: text.achievementDescription,
        year: `"><i>${RUN}`,
        level: 'District',
        image: pngDataUrl([200, 10, 10]),
        image2: '',
      })
    )['_id'],
  );
  await post(request, '/api/updates', { text: text.update });
  await post(request, '/api/breaking-news', { content: text.breakingNews });
  ids['club'] = String(
    (
      await post(request, '/api/associative-club', {
        clubName: text.clubName,
        district: text.clubDistrict,
        stateName: text.clubState,
        members: [{ memberName: text.memberName, role: text.memberRole }],
      })
    )['_id'],
  );
  await post(request, '/api/gallery', { images: [pngDataUrl([1, 200, 1])] });
  ids['skater'] = String(
    (
      await post(request, '/api/skaterprofiles', {
        rsfiNo: text.skaterRsfi,
        name: text.skaterName,
        parentName: text.skaterParent,
        dob: '2014-02-03',
        gender: 'Female',
        aadharNo: aadhaar('29876543210'),
        phoneNo: '9876500011',
        email: `xss-${RUN}@example.com`,
        eventCategory: 'Fancy Inline',
        representativeClub: text.skaterClub,
        coachName: text.skaterCoach,
        skaterPhoto: pngDataUrl([3, 3, 3]),
        proofType: 'Aadhar',
        fileUrl: pngDataUrl([4, 4, 4]),
        consent: true,
      })
    )['_id'],
  );
  // The public forms (the session does not matter to them).
  await post(request, '/api/registrations', {
    eventId: ids['event'],
    name: text.registrationName,
    age: 11,
    email: `reg-${RUN}@example.com`,
    phone: '9876500012',
  });
  await post(request, '/api/contact', { email: `contact-${RUN}@example.com`, subject: text.contactSubject, content: text.contactContent });
  await post(request, '/api/send', { selectedUsers: [`xss-${RUN}@example.com`], subject: text.mailSubject, message: text.mailMessage });
  await request.dispose();
});

/** Nothing ran, nothing was parsed into the page. */
const expectInert = async (page: Page, where: string) => {
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss), `${where}: a payload ran`).toBeUndefined();
  const injected = await page.evaluate(
    () =>
      document.querySelectorAll('img[src="x"], svg[onload], [onerror*="__xss"], [onload*="__xss"]').length +
      [...document.scripts].filter((script) => script.type !== 'application/ld+json' && (script.textContent ?? '').includes('__xss=1'))
        .length,
  );
  expect(injected, `${where}: a payload became markup`).toBe(0);
};

/** Shows every lazy island (client:visible), then checks. */
const visit = async (page: Page, path: string, literal: string[] = []) => {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  });
  for (const value of literal)
    await expect(page.locator('body'), `${path} shows ${value} as text`).toContainText(value, { useInnerText: true });
  await expectInert(page, path);
};

// Each test visits every page and screen (about twenty), far more than one ordinary test.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test('public pages, detail pages and popups show the payloads as text and run none', async ({ page }) => {
  page.on('dialog', (dialog) => {
    throw new Error(`a payload opened a ${dialog.type()} dialog`);
  });
  await visit(page, '/');
  await visit(page, '/about', [text.breakingNews]);
  await visit(page, '/News', [text.newsTitle]);
  // A news card leads to the item's own page.
  await page.getByRole('link', { name: text.newsTitle }).first().click();
  await expect(page).toHaveURL(new RegExp(`/News/${ids['news']}$`));
  await expect(page.locator('main')).toContainText(text.newsDescription, { useInnerText: true });
  await expectInert(page, '/News item');

  await visit(page, '/events', [text.eventTitle]);
  await visit(page, `/events/${ids['event']}`, [text.eventTitle, text.eventDescription, text.eventLocation]);
  await visit(page, '/achievements', [text.achievementTitle]);
  await visit(page, `/achievement/${ids['achievement']}`, [text.achievementTitle, text.achievementDescription]);
  await visit(page, '/district', [text.achievementTitle]);
  // The latest updates are shown beside the national achievements.
  await visit(page, '/national', [text.update]);
  for (const path of ['/state', '/international']) await visit(page, path);
  await visit(page, '/club', [text.clubName]);
  await visit(page, `/club/${ids['club']}`, [text.clubName, text.memberName, text.memberRole]);
  await visit(page, '/skatersprofile', [text.skaterName, text.skaterClub]);
  await visit(page, '/gallery');
  // The lightbox.
  await page.locator('main button').last().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectInert(page, '/gallery lightbox');
  await page.keyboard.press('Escape');
  for (const path of ['/team', '/membership', '/contactus', '/skaterform', '/privacy', `/fallback/event/`]) await visit(page, path);
});

test('admin tables, forms and confirmations show the payloads as text and run none', async ({ page, request }) => {
  // Visits every admin screen, each loading its first page from the server: more than the default time on a busy machine.
  test.slow();
  page.on('dialog', (dialog) => {
    throw new Error(`a payload opened a ${dialog.type()} dialog`);
  });
  await withAdminSession(page.context(), BASE);
  await page.goto('/admin');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

  const admin = async (path: string, literal: string[] = []) => {
    await visit(page, path);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    for (const value of literal)
      await expect(page.locator('body'), `${path} shows ${value} as text`).toContainText(value, { useInnerText: true });
    await expectInert(page, path);
  };
  await admin('/admin');
  await admin('/admin/news/delete', [text.newsTitle]);
  await admin('/admin/news');
  await admin('/admin/events', [text.eventTitle]);
  await admin('/admin/achievements/delete', [text.achievementTitle]);
  await admin('/admin/achievements');
  await admin('/admin/updates', [text.update]);
  await admin('/admin/breaking-news');
  await admin('/admin/clubs', [text.clubName]);
  await admin('/admin/gallery');
  await admin('/admin/skaters/add');
  await admin('/admin/skaters', [text.skaterName, text.skaterClub]);
  // The rest of a profile is in its review dialog.
  await page
    .locator('tr')
    .filter({ hasText: text.skaterName })
    .first()
    .getByRole('button', { name: /^Review/ })
    .click();
  for (const value of [text.skaterParent, text.skaterCoach])
    await expect(page.getByRole('dialog'), `the review shows ${value} as text`).toContainText(value, { useInnerText: true });
  await expectInert(page, '/admin/skaters review');
  await admin('/admin/registrations', [text.registrationName]);
  await admin('/admin/contact-messages', [text.contactSubject]);
  await admin('/admin/adminabout');
  await admin('/admin/send-messages');

  // A confirmation popup names what it deletes: open it on the news item, then cancel.
  await page.goto('/admin/news/delete');
  const row = page.locator('li, tr').filter({ hasText: text.newsTitle }).first();
  await row.getByRole('button', { name: /delete/i }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectInert(page, '/admin/news/delete confirmation');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /cancel|no/i })
    .click();
  await expect(page.getByRole('dialog')).toBeHidden();
  expect((await request.get(`/api/news/${ids['news']}`)).status()).toBe(200);

  // The contact message, opened.
  await page.goto('/admin/contact-messages');
  const message = page.locator('li, tr').filter({ hasText: text.contactSubject }).first();
  const toggle = message
    .getByRole('button')
    .filter({ hasNotText: /delete/i })
    .first();
  if (await toggle.count()) await toggle.click();
  await expect(page.locator('body')).toContainText(text.contactContent, { useInnerText: true });
  await expectInert(page, '/admin/contact-messages opened');
});

test('the e-mails carrying the payloads are plain text', async () => {
  const files = (await readdir(mailDir())).filter((file) => file.endsWith('.json'));
  const letters = await Promise.all(
    files.map(async (file) => ({ file, letter: JSON.parse(await readFile(join(mailDir(), file), 'utf8')) as Record<string, unknown> })),
  );
  const mine = letters.filter(({ letter }) => JSON.stringify(letter).includes(RUN));
  // The secretary's contact notice and the bulk e-mail.
  expect(mine.length).toBeGreaterThanOrEqual(2);
  for (const { file, letter } of mine) {
    expect(letter['html'], file).toBeUndefined();
    const eml = await readFile(join(mailDir(), file.replace(/\.json$/, '.eml')), 'utf8');
    expect(eml, file).toMatch(/^Content-Type: text\/plain/im);
    expect(eml, file).not.toMatch(/text\/html/i);
  }
  const texts = mine.map(({ letter }) => String(letter['text']));
  expect(texts.some((body) => body.includes(text.contactContent))).toBe(true);
  expect(texts.some((body) => body.includes(text.mailMessage))).toBe(true);
});

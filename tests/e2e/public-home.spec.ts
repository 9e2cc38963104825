/**
 * The home page that leads with the season, dated news with pages of their own, friendly
 * addresses and their case variants, and the richer public pages, at a phone's width (360 px)
 * and a laptop's (1366 px): every section present and linked, nothing wider than the screen.
 */
import { feeMessages } from '../../src/domain/fees/fees.ts';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures/worker.ts';
import { site } from '../../src/config/site.ts';
import type { News } from '../../src/domain/content/news.schema.ts';
import { paragraphs } from '../../src/domain/content/news.ts';
import { formatDate } from '../../src/domain/common/dates.ts';
import type { Club } from '../../src/domain/content/club.schema.ts';
import type { RegisteredSkater } from '../../src/domain/registry/registry-types.ts';
import { FRIENDLY_REDIRECTS } from '../../src/domain/common/known-paths.ts';
import { adminDelete, adminPost, signInApi } from './support/admin-api.ts';
import { apiGet, expectNoAxeViolations, open, unique } from './fixtures/public.ts';

const PHONE = { width: 360, height: 800 } as const;
const LAPTOP = { width: 1366, height: 900 } as const;

const overflowOf = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const viewport of [PHONE, LAPTOP]) {
  test.describe(`${viewport.width}px`, () => {
    test.use({ viewport });

    test('the home page leads with the season: every section present and linked, nothing wider than the screen', async ({
      page,
      request,
    }) => {
      // The whole home page is walked and scanned by axe at the end: over 30 s on a busy machine.
      test.slow();
      await open(page, '/');
      expect(await overflowOf(page)).toBeLessThanOrEqual(0);
      // The menu no longer marks "About" on the home page: /about is its own page.
      await expect(page.locator('nav [aria-current=page]')).toHaveCount(0);

      // A clear call to register, in the first screen.
      const register = page.locator('[data-register-call]');
      await expect(register).toHaveAttribute('href', '/skaterform');
      await expect(register).toBeInViewport();

      // The next championship with "Enter" while its entries are open, and the countdown to the close.
      const next = page.locator('[data-next-event]');
      await expect(next).toBeVisible();
      const eventLink = next.getByRole('link', { name: 'Event details' });
      const eventPath = (await eventLink.getAttribute('href')) ?? '';
      expect(eventPath).toMatch(/^\/events\/[A-Za-z0-9_-]+$/);
      await expect(next.getByRole('link', { name: 'Enter skaters' })).toHaveAttribute('href', `${eventPath}#enter`);
      await expect(next.locator('[data-countdown-text]')).toHaveText(/^Entries close in \d+ (day|hour)/);
      const championship = await request.get(`/api${eventPath}/championship`);
      expect(championship.ok()).toBe(true);

      // The latest results, linked to the championship's results page.
      const results = page.locator('[data-latest-results]');
      await expect(results.getByRole('link', { name: /^All results of / })).toHaveAttribute('href', /^\/events\/[A-Za-z0-9_-]+\/results$/);

      // The latest news, dated, each leading to its own page.
      const news = await apiGet<News[]>(request, '/api/news');
      const cards = page.locator('[data-latest-news] li');
      await expect(cards).toHaveCount(Math.min(3, news.length));
      for (const [index, item] of news.slice(0, 3).entries()) {
        await expect(cards.nth(index).locator('[data-news-date]')).toHaveText(formatDate(item.createdAt));
        await expect(cards.nth(index).getByRole('link', { name: item.title })).toHaveAttribute('href', `/News/${item._id}`);
      }

      // Recent photos lead to the gallery; the affiliation and sponsors come from the configuration.
      await expect(page.locator('[data-photo-strip] a').first()).toHaveAttribute('href', '/gallery');
      for (const body of site.affiliations) await expect(page.locator('[data-affiliation]')).toContainText(body.name);
      for (const sponsor of site.sponsors) await expect(page.locator('[data-affiliation]')).toContainText(sponsor.name);
      await expect(page.getByRole('link', { name: 'Our vision, mission and objectives' })).toHaveAttribute('href', '/about');

      // The ticker can be tapped: it leads to the championship.
      await expect(page.locator('[data-breaking-news-link]')).toHaveAttribute('href', eventPath);
      await expectNoAxeViolations(page, '/');

      await eventLink.click();
      await expect(page).toHaveURL(new RegExp(`${eventPath}$`));
    });

    test("news are dated, each card leads to the item's own page with its Open Graph card", async ({ page, request }) => {
      const news = await apiGet<News[]>(request, '/api/news');
      const item = news.find((entry) => paragraphs(entry.description).length > 1) ?? news[0]!;
      await open(page, '/News');
      expect(await overflowOf(page)).toBeLessThanOrEqual(0);
      const cards = page.locator('[data-news-card]');
      for (const [index, entry] of news.entries())
        await expect(cards.nth(index).locator('[data-news-date]')).toHaveText(formatDate(entry.createdAt));

      await cards.nth(news.indexOf(item)).click();

      await expect(page).toHaveURL(new RegExp(`/News/${item._id}$`));
      await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible();
      await expect(page.getByTestId('news-article').locator('[data-news-date]')).toHaveText(formatDate(item.createdAt));
      await expect(page.getByTestId('news-article').locator('[data-news-full] p')).toHaveCount(paragraphs(item.description).length);
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
        'content',
        new RegExp(`^${item.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
      );
      if (item.image) await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', new RegExp(`${item.image}$`));
      await expect(page.getByTestId('news-share')).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);
      expect(await overflowOf(page)).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page, `/News/${item._id}`);
      // Prerendered: the item is in the built HTML, not only loaded by script.
      expect(await (await request.get(`/News/${item._id}`)).text()).toContain(item.title);
    });

    test('the club, contact, membership, team, achievements and profiles pages fit the screen', async ({ page, request }) => {
      const [club] = await apiGet<Club[]>(request, '/api/associative-club');
      for (const path of ['/about', `/club/${club!._id}`, '/contactus', '/membership', '/team', '/achievements', '/skatersprofile']) {
        await open(page, path);
        expect(await overflowOf(page), path).toBeLessThanOrEqual(0);
      }
    });
  });
}

test('a news item newer than the build has its page too (the fallback loads it)', async ({ page, request, baseURL }) => {
  const title = unique('Late entries accepted');
  const description = 'First paragraph.\n\nSecond paragraph.';
  await signInApi(request, baseURL!);
  const created = (await adminPost(request, baseURL!, '/api/news', { title, description, image: '' })) as unknown as News;
  try {
    await open(page, `/News/${created._id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId('news-article').locator('[data-news-full] p')).toHaveText(['First paragraph.', 'Second paragraph.']);
    await expect(page.getByTestId('news-article').locator('[data-news-date]')).toHaveText(formatDate(created.createdAt));
    await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', 'noindex');
  } finally {
    await adminDelete(request, baseURL!, `/api/news/${created._id}`);
  }
});

test('friendly addresses and any case variant of a known address land on the page', async ({ page }) => {
  const expected = (target: string) => new URL(target, 'http://x').pathname;
  for (const [from, to] of Object.entries(FRIENDLY_REDIRECTS)) {
    await page.goto(from);
    expect(new URL(page.url()).pathname, from).toBe(expected(to));
  }
  for (const [typed, target] of [
    ['/NEWS', '/News'],
    ['/news/', '/News'],
    ['/Events', '/events'],
    ['/ContactUs', '/contactus'],
    ['/SKATERSPROFILE', '/skatersprofile'],
    ['/About', '/about'],
    ['/Clubs', '/club'],
  ] as const) {
    await page.goto(typed);
    await expect(page, typed).toHaveURL(new RegExp(`${target}$`));
  }
});

test('skater profiles are found by registration number (whole or its last digits), category and club, with filters', async ({
  page,
  request,
}) => {
  const { profiles } = await apiGet<{ profiles: RegisteredSkater[] }>(request, '/api/skaterprofiles');
  const skater = profiles.find((profile) => profile.registrationNo)!;
  const number = skater.registrationNo!;
  await open(page, '/skatersprofile');
  await expect(page.getByRole('link', { name: 'Skater profiles' }).first()).toHaveAttribute('href', '/skatersprofile');
  const search = page.getByLabel('Search Profiles');
  const names = page.locator('[data-profile-row] th, [data-profile-card] p.font-bold');
  for (const query of [number, number.slice(-4)]) {
    await search.fill(query);
    await expect(names.filter({ visible: true })).toHaveText([new RegExp(skater.name)]);
  }
  await search.fill(skater.ageCategory.split(' ')[0]!.toLowerCase());
  await expect(names.filter({ visible: true }).filter({ hasText: skater.name })).toHaveCount(1);
  await search.fill('');
  await page.getByLabel('Club').selectOption(skater.representativeClub);
  const ofClub = profiles.filter((profile) => profile.representativeClub === skater.representativeClub);
  expect(ofClub.length).toBeLessThan(profiles.length);
  await expect(names.filter({ visible: true })).toHaveText(ofClub.map((profile) => new RegExp(profile.name)));
  await page.getByLabel('Event category').selectOption(skater.eventCategory);
  await expect(names.filter({ visible: true }).filter({ hasText: skater.name })).toHaveCount(1);
});

test('contact has name, phone and WhatsApp; membership shows the fees and an unbroken address', async ({ page }) => {
  await open(page, '/contactus');
  await expect(page.getByLabel('Name')).toBeVisible();
  await expect(page.getByLabel('Phone')).toHaveAttribute('type', 'tel');
  await expect(page.getByTestId('whatsapp-link')).toHaveAttribute('href', `https://wa.me/${site.whatsapp.replace(/\D/g, '')}`);
  await open(page, '/membership');
  // The fees are the fee settings as exported for the build (none in the sample store): no amount written in content.
  await expect(page.getByTestId('fees')).toHaveText(feeMessages.membershipNoFees);
  await expect(page.getByTestId('entry-fees')).toHaveText(feeMessages.membershipEntryFees);
  await expect(page.locator('main')).toContainText(`write to ${site.email}`);
});

test('a club page shows its venue, training times, contact and map link', async ({ page, request }) => {
  const clubs = await apiGet<Club[]>(request, '/api/associative-club');
  const club = (await apiGet<Club>(request, `/api/associative-club/${clubs[0]!._id}`)) as Club;
  await open(page, `/club/${club._id}`);
  const facts = page.getByTestId('club-facts');
  await expect(facts).toContainText(club.venue!);
  await expect(facts).toContainText(club.trainingTimes!);
  await expect(page.getByTestId('club-map')).toHaveAttribute('href', club.mapUrl!);
  await expect(facts.getByRole('link', { name: club.contactEmail! })).toHaveAttribute('href', `mailto:${club.contactEmail}`);
});

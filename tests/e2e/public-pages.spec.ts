/**
 * The text pages (about, team, contact, membership, privacy) and what search engines see:
 * titles, descriptions, canonical URLs, Open Graph, structured data, sitemap.xml and robots.txt.
 */
import { expect, test } from '@playwright/test';
import about from '../../src/content/about.json' with { type: 'json' };
import { publicNavigation } from '../../src/config/navigation.ts';
import { site } from '../../src/config/site.ts';
import { breakingNewsMessages } from '../../src/domain/content/breaking-news.ts';
import { PROOF_RETENTION_DAYS } from '../../src/config/rules.ts';
import { proofTexts } from '../../src/domain/registry/registry.ts';
import { skaterMessages } from '../../src/domain/registry/skater.ts';
import { officeBearers, OFFICE_BEARER_DESIGNATIONS } from '../../src/lib/office-bearers.ts';
import { apiGet, DESKTOP, jsonLd, MOBILE, open } from './fixtures/public.ts';

test.describe('about', () => {
  test('/about shows breaking news, vision, mission and objectives; /newabout leads there; the home page has the SportsOrganization data', async ({
    page,
  }) => {
    for (const path of ['/about', '/newabout']) {
      await open(page, path);
      expect(new URL(page.url()).pathname).toBe('/about');
      await expect(page.getByRole('heading', { name: breakingNewsMessages.title })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: site.name })).toBeVisible();
      await expect(page.getByText(about.vision)).toBeVisible();
      await expect(page.getByText(about.mission)).toBeVisible();
      for (const objective of about.objectives) await expect(page.getByText(objective)).toBeVisible();
      expect(new URL((await page.locator('link[rel=canonical]').getAttribute('href')) ?? '').pathname).toBe('/about');
    }
    await open(page, '/');
    const data = await jsonLd(page);
    expect(data).toContainEqual(expect.objectContaining({ '@type': 'SportsOrganization', name: site.name, foundingDate: '2006' }));
  });
});

test.describe('team', () => {
  test('lists the 16 office bearers from the content file with call and e-mail links', async ({ page }) => {
    await open(page, '/team');
    await expect(page.getByRole('heading', { level: 1, name: 'Office Bearers' })).toBeVisible();
    const cards = page.locator('[data-office-bearer]');
    await expect(cards).toHaveCount(16);
    expect(officeBearers).toHaveLength(16);
    const count = (designation: string) => officeBearers.filter((person) => person.designation === designation).length;
    expect(OFFICE_BEARER_DESIGNATIONS.map(count)).toEqual([1, 1, 2, 1, 2, 1, 7, 1]);
    for (const [index, person] of officeBearers.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { name: person.name })).toBeVisible();
      await expect(card.getByText(person.designation, { exact: true })).toBeVisible();
      await expect(card.getByRole('link', { name: new RegExp(`Call ${person.name}`) })).toHaveAttribute(
        'href',
        `tel:${person.phone.replace(/[^\d+]/g, '')}`,
      );
      await expect(card.getByRole('link', { name: new RegExp(`E-mail ${person.name}`) })).toHaveAttribute('href', `mailto:${person.email}`);
      // No photo in the sample file: a generated initials avatar, width and height set.
      const image = card.locator('img');
      await expect(image).toHaveAttribute('src', /^data:image\/svg\+xml/);
      await expect(image).toHaveAttribute('width', '112');
      if (person.sample) await expect(card.getByText('Sample entry')).toBeVisible();
    }
    // The avatars below the fold load lazily.
    await expect(cards.nth(15).locator('img')).toHaveAttribute('loading', 'lazy');
  });
});

test.describe('contact, membership and privacy', () => {
  test("contact shows the secretary's phone and e-mail from the site configuration", async ({ page }) => {
    await open(page, '/contactus');
    await expect(page.getByTestId('secretary-phone')).toHaveText(site.phone);
    await expect(page.getByTestId('secretary-phone')).toHaveAttribute('href', `tel:${site.phone.replace(/[^\d+]/g, '')}`);
    await expect(page.getByTestId('secretary-email')).toHaveAttribute('href', `mailto:${site.email}`);
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();
  });

  test('membership speaks about joining the association, with the sign-up action and a call-now link', async ({ page }) => {
    await open(page, '/membership');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const heading of ['Who can join', 'Why become a member', 'How to register a skater']) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(page.getByTestId('add-membership')).toHaveAttribute('href', '/skaterform');
    await expect(page.getByTestId('call-now')).toHaveAttribute('href', `tel:${site.phone.replace(/[^\d+]/g, '')}`);
    // The original's leftover legal pitch and its placeholder cards are gone.
    await expect(page.getByText('Sport Counsellor')).toHaveCount(0);
    await expect(page.getByText(/legal|consult/i)).toHaveCount(0);
  });

  test('privacy notice states the consent text, how long identity proofs are kept, how to use each right from the family page, the grievance contact and its version', async ({
    page,
  }) => {
    await open(page, '/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
    await expect(page.getByText(skaterMessages.consent)).toBeVisible();
    await expect(page.locator('[data-proof-retention]')).toHaveText(proofTexts.retention);
    expect(proofTexts.retention).toContain(`${PROOF_RETENTION_DAYS} days`);
    const rights = page.getByRole('heading', { name: 'Your rights, and how to use them' }).locator('xpath=..');
    await expect(rights.getByRole('link', { name: 'family page' })).toHaveAttribute('href', '/my');
    await expect(rights).toContainText('Ask for deletion');
    const href = await rights.getByRole('link', { name: site.email }).first().getAttribute('href');
    expect(href?.startsWith(`mailto:${site.email}?`)).toBe(true);
    // The grievance contact from the site configuration, and the notice's version and date.
    await expect(page.locator('[data-grievance]')).toContainText(site.grievance.name);
    await expect(page.locator('[data-grievance]')).toContainText(site.grievance.phone);
    await expect(page.locator('[data-notice-version]')).toHaveText(/^Version \d+ of this notice, of \d{1,2} \w+ \d{4}\.$/);
  });

  test('text-only pages ship no framework JavaScript', async ({ request }) => {
    for (const path of ['/', '/about', '/team', '/contactus', '/membership', '/privacy']) {
      const html = await (await request.get(path)).text();
      expect(html, path).not.toContain('<astro-island');
      expect(html, path).not.toMatch(/renderer-url|client\.[\w-]+\.js/);
    }
  });
});

test.describe('search engines', () => {
  const pages = [
    '/',
    '/about',
    '/team',
    '/News',
    '/events',
    '/achievements',
    '/national',
    '/club',
    '/skatersprofile',
    '/skaterform',
    '/gallery',
    '/contactus',
    '/membership',
    '/privacy',
  ];

  test('every public page has its own title, a description, a canonical URL and an Open Graph image', async ({ page }) => {
    const titles = new Set<string>();
    for (const path of pages) {
      await page.goto(path);
      const title = await page.title();
      expect(title, path).toContain(site.name);
      titles.add(title);
      const description = await page.locator('meta[name=description]').getAttribute('content');
      expect(description?.length ?? 0, path).toBeGreaterThan(50);
      const canonical = await page.locator('link[rel=canonical]').getAttribute('href');
      expect(canonical, path).toMatch(/^https?:\/\//);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/og-image\.png$/);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
      await expect(page.locator('h1')).toHaveCount(1);
    }
    expect(titles.size).toBe(pages.length);
  });

  test('sitemap.xml lists every public page and each prerendered detail page; robots.txt points to it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    for (const item of publicNavigation.filter((entry) => entry.href !== '/login')) expect(locs).toContain(item.href);
    for (const level of ['/international', '/national', '/state', '/district', '/privacy']) expect(locs).toContain(level);
    expect(locs).not.toContain('/login');
    // Every detail page that was prerendered (not served by a fallback) is listed.
    for (const [api, prefix] of [
      ['/api/events', '/events/'],
      ['/api/achievements', '/achievement/'],
      ['/api/associative-club', '/club/'],
      ['/api/news', '/News/'],
    ] as const) {
      const items = await apiGet<{ _id: string }[]>(request, api);
      let prerendered = 0;
      for (const item of items) {
        const html = await (await request.get(`${prefix}${item._id}`)).text();
        const isFallback = html.includes('name="robots" content="noindex"');
        if (!isFallback) prerendered += 1;
        expect(locs.includes(`${prefix}${item._id}`), `${prefix}${item._id}`).toBe(!isFallback);
      }
      expect(prerendered, prefix).toBeGreaterThan(0);
    }

    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Disallow: /admin');
  });
});

test.describe('widths', () => {
  for (const viewport of [MOBILE, DESKTOP]) {
    test(`text pages fit a ${viewport.width}px screen without sideways scrolling`, async ({ page }) => {
      await page.setViewportSize(viewport);
      for (const path of ['/', '/about', '/team', '/contactus', '/membership', '/privacy']) {
        await open(page, path);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, path).toBeLessThanOrEqual(0);
      }
    });
  }
});

/**
 * The site in its two languages: every page has its copy under /ta/ with `lang`, hreflang
 * alternates and a switch in the header that leads to the same page (the same item) in the other
 * language; both languages are in the sitemap; every public kind of page in Tamil passes axe and
 * has no sideways scrolling at 360 and 1366 px.
 */
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures/worker.ts';
import type { Event } from '../../src/domain/events/event.schema.ts';
import type { News } from '../../src/domain/content/news.schema.ts';
import { apiGet, expectNoAxeViolations, open, unique } from './fixtures/public.ts';
import { approvedSkater } from './fixtures/championship.ts';
import { useAdminSession } from './fixtures/admin.ts';
import { lettersTo } from './fixtures/family-link.ts';
import { messagesFor } from '../../src/domain/i18n/translate.ts';
import { allWords } from '../../src/domain/i18n/words-all.ts';
import { site } from '../../src/config/site.ts';

const ta = messagesFor('ta', ...allWords);

/**
 * The Tamil pages scanned here: the ones tamil-public.spec.ts does not open. That spec scans every
 * public kind of page (home, about, team, news and a news item, events and an event, achievements,
 * the level pages, clubs and a club, skater profiles, a skater, gallery, contact, the sheets, the
 * live view, 404) at both widths; privacy.spec.ts scans the privacy notice in both languages.
 */
const TAMIL_PAGES = [
  '/ta/skaterform',
  '/ta/registration-status',
  '/ta/renew',
  '/ta/membership',
  '/ta/my',
  '/ta/verify',
  '/ta/events/notprerendered00000000000',
];

const noSidewaysScrolling = async (page: Page, label: string) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth), label).toBeLessThanOrEqual(
    await page.evaluate(() => window.innerWidth),
  );

test.describe('two languages', () => {
  test('a Tamil page says its language, names its alternates and links back to the same page', async ({ page }) => {
    await open(page, '/ta/News');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta-IN');
    await expect(page.locator('link[rel=alternate][hreflang="en-IN"]')).toHaveAttribute('href', /\/News\/?$/);
    await expect(page.locator('link[rel=alternate][hreflang="ta-IN"]')).toHaveAttribute('href', /\/ta\/News\/?$/);
    await expect(page.getByRole('navigation', { name: 'முதன்மை' }).first()).toBeAttached();
    await page.locator('header a[data-language-switch]').click();
    await expect(page).toHaveURL(/\/News\/?$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await page.locator('header a[data-language-switch]').click();
    await expect(page).toHaveURL(/\/ta\/News\/?$/);
  });

  test('the home page in English keeps its address and language', async ({ page }) => {
    await open(page, '/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await expect(page.locator('header a[data-language-switch]')).toHaveText('தமிழ்');
    await expect(page.locator('header a[data-language-switch]')).toHaveAttribute('href', '/ta/');
  });

  test('the sitemap lists each page in both languages', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    for (const path of ['/News', '/ta/News', '/privacy', '/ta/privacy', '/events', '/ta/events']) expect(locs).toContain(path);
  });

  test('switching language on a news item, an event and the family page keeps the item', async ({ page, request }) => {
    // Eight page loads: given three times the usual time on a busy machine.
    test.slow();
    const [item] = await apiGet<News[]>(request, '/api/news');
    const [event] = await apiGet<Event[]>(request, '/api/events');
    for (const path of [`/News/${item!._id}`, `/events/${event!._id}`, '/events/notprerendered00000000000', '/my']) {
      await open(page, path);
      await page.locator('header a[data-language-switch]').click();
      await expect(page).toHaveURL(new RegExp(`/ta${path.replace(/[/.]/g, '\\$&')}/?$`));
      await expect(page.locator('html')).toHaveAttribute('lang', 'ta-IN');
      await page.locator('header a[data-language-switch]').click();
      await expect(page).toHaveURL(new RegExp(`${path.replace(/[/.]/g, '\\$&')}/?$`));
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    }
  });
});

test('a sign-in letter asked for from the Tamil family page arrives in Tamil and signs in on the Tamil page', async ({ page, baseURL }) => {
  const parent = `${unique('tamil').replace(/\W/g, '')}@example.com`;
  test.setTimeout(90_000);
  await useAdminSession(page);
  await approvedSkater(page.request, baseURL, { email: parent, gender: 'Female', eventCategory: 'Speed Quad', dob: '2014-02-02' });
  await page.context().clearCookies();
  await open(page, '/ta/my');
  await page.getByLabel(ta.t('family.email')).fill(parent);
  await page.getByRole('button', { name: ta.t('family.send') }).click();
  await expect(page.getByText(ta.t('api.signInSent'))).toBeVisible();
  // The sign-in letter comes after the registration's own letters, once the answer has gone.
  const signInLetter = async () =>
    (await lettersTo(parent)).find((letter) => letter.subject.includes(ta.t('letter.signIn.subject', { short: site.shortName })));
  await expect.poll(async () => (await signInLetter())?.text ?? '', { timeout: 30_000 }).toContain(ta.t('letter.dear'));
  const text = (await signInLetter())!.text;
  const link = /https?:\/\/\S+(\/ta\/my\?token=\S+)/.exec(text)?.[1];
  expect(link, text).toBeDefined();
  await open(page, link!);
  await expect(page.getByTestId('family-email')).toHaveText(ta.t('family.signedInAs', { email: parent }));
});

test.describe('the Tamil font', () => {
  /** The fonts a page fetched: address and size. */
  const fontsOf = async (page: Page, path: string) => {
    const fonts: { url: string; bytes: number }[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'font') return;
      void response.body().then((body) => fonts.push({ url: response.url(), bytes: body.length }));
    });
    await open(page, path);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
    return fonts;
  };

  test('a Tamil page loads Noto Sans Tamil from the site itself, under 60 KB of fonts, with font-display: swap', async ({
    page,
    baseURL,
  }) => {
    const fonts = await fontsOf(page, '/ta/');
    expect(fonts.some((font) => /noto-sans-tamil-tamil-400/.test(font.url))).toBe(true);
    for (const font of fonts) expect(font.url.startsWith(baseURL!), font.url).toBe(true);
    expect(fonts.reduce((sum, font) => sum + font.bytes, 0)).toBeLessThan(60 * 1024);
    const display = await page.evaluate(() =>
      [...document.fonts].filter((face) => face.family.includes('Tamil')).map((face) => face.display),
    );
    expect(display.length).toBeGreaterThan(0);
    expect(new Set(display)).toEqual(new Set(['swap']));
  });

  test('an English page does not load it', async ({ page }) => {
    const fonts = await fontsOf(page, '/');
    expect(fonts.filter((font) => /tamil/.test(font.url))).toEqual([]);
  });
});

test.describe('Tamil pages, axe and no sideways scrolling', () => {
  test.describe.configure({ mode: 'parallel' });
  // An axe scan of a full page takes seconds on a loaded machine.
  test.setTimeout(120_000);
  for (const viewport of [
    { width: 360, height: 780 },
    { width: 1366, height: 900 },
  ]) {
    test.describe(`${viewport.width}px`, () => {
      test.use({ viewport });
      for (const path of TAMIL_PAGES) {
        test(`the Tamil page ${path}`, async ({ page }) => {
          await open(page, path);
          await page.waitForLoadState('networkidle');
          await noSidewaysScrolling(page, path);
          await expectNoAxeViolations(page, path);
        });
      }
    });
  }
});

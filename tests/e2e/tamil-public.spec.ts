/**
 * Every kind of public page a visitor reads, in Tamil, at 360 and 1366 px: the page says its
 * language, passes axe, does not scroll sideways (Tamil words are long), and shows none of the
 * English sentences its catalogues translate (the words come from the catalogues, not the
 * components). Switching language on a news item and an event keeps the item. A few pages are
 * kept as screenshots (docs/screenshots/ta-*.png).
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test, useAdminSession } from './fixtures/admin.ts';
import { apiGet, expectNoAxeViolations, hydrated } from './fixtures/public.ts';
import { approvedSkater, makeChampionship, newEvent, raceDayPassed } from './fixtures/championship.ts';
import type { News } from '../../src/domain/content/news.schema.ts';
import type { Achievement } from '../../src/domain/content/achievement.schema.ts';
import type { Club } from '../../src/domain/content/club.schema.ts';
import { isPlural, type Words } from '../../src/domain/i18n/catalogue.ts';
import { clubsPublicWords } from '../../src/domain/i18n/words-clubs-public.ts';
import { contentWords } from '../../src/domain/i18n/words-content.ts';
import { eventsWords } from '../../src/domain/i18n/words-events.ts';
import { homeWords } from '../../src/domain/i18n/words-home.ts';
import { sheetsWords } from '../../src/domain/i18n/words-sheets.ts';

/**
 * The English sentences of the visitor's areas that Tamil says in its own words: two or more words,
 * no placeholder (a filled one reads differently every time). A Tamil page showing one of them
 * took it from a component, not from the catalogue.
 */
const englishSentences = ([homeWords, contentWords, clubsPublicWords, eventsWords, sheetsWords] as Words<string>[]).flatMap((area) =>
  Object.entries(area.base).flatMap(([key, english]) => {
    const tamil = area.translations['ta']?.[key];
    if (isPlural(english) || typeof tamil !== 'string' || tamil === english) return [];
    return !english.includes('{') && english.trim().split(/\s+/).length >= 2 ? [english] : [];
  }),
);

/** The records the pages show, made for this test (the clean-up deletes them) or read from the store. */
interface Records {
  news: string;
  achievement: string;
  club: string;
  plainEvent: string;
  championship: string;
  pastEvent: string;
  skater: string;
}

const records = async (page: Page, request: APIRequestContext, baseURL: string | undefined): Promise<Records> => {
  const [news] = await apiGet<News[]>(request, '/api/news');
  const [achievement] = await apiGet<Achievement[]>(request, '/api/achievements');
  const [club] = await apiGet<Club[]>(request, '/api/associative-club');
  await useAdminSession(page);
  const plainEvent = await newEvent(page.request, baseURL);
  const championship = await newEvent(page.request, baseURL);
  await makeChampionship(page.request, baseURL, championship._id);
  const pastEvent = await newEvent(page.request, baseURL);
  await raceDayPassed(page.request, baseURL, pastEvent);
  const skater = await approvedSkater(page.request, baseURL);
  await page.context().clearCookies();
  return {
    news: news!._id,
    achievement: achievement!._id,
    club: club!._id,
    plainEvent: plainEvent._id,
    championship: championship._id,
    pastEvent: pastEvent._id,
    skater: skater._id,
  };
};

/** Every public kind of page in Tamil; `own`: its words are all the visitor's areas' (the check for English applies). */
const tamilPages = (ids: Records): { path: string; own: boolean; shot?: string }[] => [
  { path: '/ta/', own: true, shot: 'ta-home' },
  { path: '/ta/about', own: true },
  { path: '/ta/team', own: true },
  { path: '/ta/News', own: true },
  { path: `/ta/News/${ids.news}`, own: true },
  { path: '/ta/News/notprerendered00000000000', own: true },
  { path: '/ta/events', own: true },
  { path: `/ta/events/${ids.plainEvent}`, own: true, shot: 'ta-event' },
  { path: `/ta/events/${ids.championship}`, own: false },
  { path: `/ta/events/${ids.pastEvent}`, own: true },
  { path: `/ta/events/${ids.championship}/startlists`, own: true },
  { path: `/ta/events/${ids.championship}/results`, own: true },
  { path: `/ta/events/${ids.championship}/rounds`, own: true },
  { path: `/ta/events/${ids.championship}/live`, own: false },
  { path: '/ta/achievements', own: true, shot: 'ta-achievements' },
  { path: `/ta/achievement/${ids.achievement}`, own: true },
  { path: '/ta/achievement/notprerendered00000000000', own: true },
  { path: '/ta/international', own: true },
  { path: '/ta/national', own: true },
  { path: '/ta/state', own: true },
  { path: '/ta/district', own: true },
  { path: '/ta/club', own: true },
  { path: `/ta/club/${ids.club}`, own: false, shot: 'ta-club' },
  { path: '/ta/club/notprerendered00000000000', own: true },
  { path: '/ta/skatersprofile', own: false },
  { path: `/ta/skater/${ids.skater}`, own: false },
  { path: '/ta/gallery', own: true },
  { path: '/ta/contactus', own: true, shot: 'ta-contact' },
  { path: '/ta/verify/NOSUCHCODE', own: true },
  { path: '/ta/no-such-page', own: true },
];

const check = async (page: Page, path: string, own: boolean) => {
  await page.goto(path);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html'), path).toHaveAttribute('lang', 'ta-IN');
  const widths = await page.evaluate(() => ({ scroll: document.scrollingElement?.scrollWidth ?? 0, inner: window.innerWidth }));
  expect(widths.scroll, `${path} scrolls sideways`).toBeLessThanOrEqual(widths.inner);
  if (own) {
    const text = await page.locator('body').innerText();
    const lines = new Set(text.split('\n').map((line) => line.trim()));
    // A sentence anywhere in the text; a fragment in lower case ("affiliated clubs") only as a line of its own, since the
    // association's own English texts (the about page's) may hold the same words.
    const shown = (english: string) => (/^\p{Lu}/u.test(english) ? text.includes(english) : lines.has(english));
    expect(englishSentences.filter(shown), `${path} shows English words`).toEqual([]);
  }
  await expectNoAxeViolations(page, path);
};

test.describe('the public pages in Tamil', () => {
  // About thirty pages, each scanned by axe: minutes on a loaded machine.
  test.setTimeout(600_000);
  for (const viewport of [
    { width: 360, height: 780 },
    { width: 1366, height: 900 },
  ]) {
    test(`every kind of public page at ${viewport.width} px: Tamil, axe clean, no sideways scrolling`, async ({
      page,
      request,
      baseURL,
    }) => {
      await page.setViewportSize(viewport);
      const ids = await records(page, request, baseURL);
      const failures: string[] = [];
      for (const { path, own, shot } of tamilPages(ids)) {
        // Every page is checked, and all that fail are named at once.
        await test.step(path, async () => {
          try {
            await check(page, path, own);
          } catch (error) {
            failures.push(`${path}: ${error instanceof Error ? error.message : String(error)}`);
          }
          if (shot && viewport.width === 360) await page.screenshot({ path: `docs/screenshots/${shot}.png`, fullPage: true });
        });
      }
      expect(failures, failures.join('\n\n')).toEqual([]);
    });
  }

  test('switching language on a news item and an event keeps the item', async ({ page, request, baseURL }) => {
    const [news] = await apiGet<News[]>(request, '/api/news');
    await useAdminSession(page);
    const event = await newEvent(page.request, baseURL);
    await page.context().clearCookies();
    for (const path of [`/News/${news!._id}`, `/events/${event._id}`]) {
      await page.goto(`/ta${path}`);
      await hydrated(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ta-IN');
      await page.locator('header a[data-language-switch]').click();
      await expect(page).toHaveURL(new RegExp(`${path.replace(/[/.]/g, '\\$&')}/?$`));
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
      await hydrated(page);
      await page.locator('header a[data-language-switch]').click();
      await expect(page).toHaveURL(new RegExp(`/ta${path.replace(/[/.]/g, '\\$&')}/?$`));
      await expect(page.locator('html')).toHaveAttribute('lang', 'ta-IN');
    }
  });
});

/**
 * News (popup), events (Register Now!, sorting, View Event) and event detail with registration. The
 * lists' loading, error and empty texts are component tests (tests/component/public-news-events.test.tsx).
 */
import { expect } from '@playwright/test';
import { test } from './fixtures/worker.ts';
import { NEWS_PREVIEW_LENGTH } from '../../src/config/rules.ts';
import type { Event } from '../../src/domain/events/event.schema.ts';
import type { News } from '../../src/domain/content/news.schema.ts';
import type { Registration } from '../../src/domain/events/registration.schema.ts';
import { eventMessages, sortEvents } from '../../src/domain/events/event.ts';
import { newsMessages } from '../../src/domain/content/news.ts';
import { registrationMessages } from '../../src/domain/events/registration.ts';
import { longUsDate, preview } from '../../src/domain/common/text.ts';
import { adminPost, signInApi } from './support/admin-api.ts';
import { apiGet, DESKTOP, jsonLd, MOBILE, open, pngDataUrl, unique } from './fixtures/public.ts';
import { today as todayInZone } from '../../src/domain/common/dates.ts';

const LONG =
  'Skaters from every club of the district gathered for a full day of racing, with cadet, sub junior, junior and senior heats on the new track and a prize giving in the evening.';

test.describe('news', () => {
  test("cards show the title and the description cut to 120 characters; a card opens the item's own page, and Back returns to the list", async ({
    page,
    request,
  }) => {
    const news = await apiGet<News[]>(request, '/api/news');
    expect(news.length).toBeGreaterThan(0);
    await open(page, '/News');
    await expect(page.getByRole('heading', { name: newsMessages.heading })).toBeVisible();
    const cards = page.locator('[data-news-card]');
    await expect(cards).toHaveCount(news.length);
    for (const [index, item] of news.entries()) {
      await expect(cards.nth(index)).toContainText(item.title);
      await expect(cards.nth(index).locator('[data-news-preview]')).toHaveText(preview(item.description, NEWS_PREVIEW_LENGTH));
      await expect(cards.nth(index)).toHaveAttribute('href', `/News/${item._id}`);
    }

    const long = news.find((item) => item.description.length > NEWS_PREVIEW_LENGTH);
    if (long) {
      const text = await cards.nth(news.indexOf(long)).locator('[data-news-preview]').textContent();
      expect(text).toHaveLength(NEWS_PREVIEW_LENGTH + 3);
      expect(text!.endsWith('...')).toBe(true);
    }

    // A link, not a popup: the address is the item's, its full text in paragraphs, and Back leads to the list.
    await cards.first().press('Enter');
    await expect(page).toHaveURL(new RegExp(`/News/${news[0]!._id}$`));
    await expect(page.getByRole('heading', { level: 1, name: news[0]!.title })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/News$/);
    await expect(cards.first()).toBeVisible();
  });

  test('news articles are described as NewsArticle structured data', async ({ page, request }) => {
    const news = await apiGet<News[]>(request, '/api/news');
    await page.goto('/News');
    const [data] = await jsonLd(page);
    const graph = (data?.['@graph'] ?? []) as Record<string, unknown>[];
    expect(graph.length).toBe(news.length);
    expect(graph[0]).toMatchObject({ '@type': 'NewsArticle', headline: news[0]!.title });
  });
});

test.describe('events', () => {
  test('Register Now! takes the visitor to the upcoming events, sorted soonest first with long US dates', async ({ page, request }) => {
    const events = await apiGet<Event[]>(request, '/api/events');
    const today = todayInZone();
    const upcoming = sortEvents(events, today).filter((event) => event.date >= today);
    expect(upcoming.length).toBeGreaterThan(1);

    await page.setViewportSize(MOBILE);
    await open(page, '/events');
    const list = page.getByTestId('upcoming-events');
    const heading = page.getByRole('heading', { name: eventMessages.upcoming });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole('link', { name: eventMessages.registerNow }).click();
    await expect(page).toHaveURL(/#upcoming-events$/);
    // The list's heading is brought to the top of the screen (below the sticky header).
    await expect.poll(async () => (await heading.boundingBox())?.y ?? 999).toBeLessThan(160);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    const cards = list.locator('[data-event-card]');
    await expect(cards).toHaveCount(upcoming.length);
    for (const [index, event] of upcoming.entries()) {
      await expect(cards.nth(index).getByRole('heading')).toHaveText(event.title);
      await expect(cards.nth(index).locator('time')).toHaveText(longUsDate(event.date));
    }
    const dates = upcoming.map((event) => event.date);
    expect(dates).toEqual([...dates].sort());
    // Past events stay reachable below.
    const past = events.filter((event) => event.date < today);
    await expect(page.getByTestId('past-events').locator('[data-event-card]')).toHaveCount(past.length);
  });

  test('View Event scrolls to the top and opens the event page', async ({ page, request }) => {
    const [first] = sortEvents(await apiGet<Event[]>(request, '/api/events'));
    await open(page, '/events');
    const button = page.getByRole('link', { name: `${eventMessages.viewEvent}: ${first!.title}` });
    await button.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await button.click();
    await expect(page).toHaveURL(new RegExp(`/events/${first!._id}/?$`));
    await expect(page.getByTestId('event-title')).toHaveText(first!.title);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('event detail', () => {
  test('shows image, title, description, location and long US date, with Event structured data', async ({ page, request }) => {
    const [event] = sortEvents(await apiGet<Event[]>(request, '/api/events'));
    await open(page, `/events/${event!._id}`);
    await expect(page).toHaveTitle(new RegExp(`^${event!.title} \\|`));
    await expect(page.getByTestId('event-title')).toHaveText(event!.title);
    await expect(page.getByText(longUsDate(event!.date))).toBeVisible();
    await expect(page.getByTestId('event-description')).toHaveText(event!.description || eventMessages.noDescription);
    await expect(page.getByTestId('event-location')).toHaveText(event!.location || eventMessages.noLocation);
    await expect(page.getByRole('img', { name: event!.title })).toBeVisible();
    const data = await jsonLd(page);
    expect(data).toContainEqual(expect.objectContaining({ '@type': 'SportsEvent', name: event!.title, startDate: event!.date }));
  });

  test('the registration form stores the registration; the same e-mail twice is refused', async ({ page, request, baseURL }) => {
    const [event] = sortEvents(await apiGet<Event[]>(request, '/api/events'));
    await page.setViewportSize(MOBILE);
    await open(page, `/events/${event!._id}`);
    const form = page.getByTestId('registration-form');
    await expect(page.getByRole('heading', { name: registrationMessages.heading })).toBeVisible();
    // The honeypot is there for bots, out of reach for people.
    const honeypot = form.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(await honeypot.evaluate((input) => input.getBoundingClientRect().right)).toBeLessThan(0);

    const email = `${Date.now()}@example.com`;
    const name = unique('Rider');
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Age').fill('12');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone').fill('98765 12345');
    await form.getByRole('button', { name: registrationMessages.submit }).click();
    await expect(page.getByRole('status').filter({ hasText: registrationMessages.registered })).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue('');

    await signInApi(request, baseURL!);
    const stored = await apiGet<Registration[]>(request, '/api/registrations');
    expect(stored).toContainEqual(expect.objectContaining({ eventId: event!._id, name, age: 12, email, phone: '9876512345' }));

    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Age').fill('12');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Phone').fill('9876512345');
    await form.getByRole('button', { name: registrationMessages.submit }).click();
    await expect(page.getByRole('alert')).toHaveText(registrationMessages.duplicate);
  });

  test('an event created after the build has a working page before any rebuild', async ({ page, request, baseURL }) => {
    await signInApi(request, baseURL!);
    const title = unique('Night race');
    const created = (await adminPost(request, baseURL!, '/api/events', {
      title,
      date: '2031-03-04',
      image: pngDataUrl(),
      description: '',
      location: '',
    })) as unknown as Event;
    const html = await (await request.get(`/events/${created._id}`)).text();
    expect(html).toContain('data-event-fallback');
    await open(page, `/events/${created._id}`);
    await expect(page.getByTestId('event-title')).toHaveText(title);
    await expect(page.getByText(longUsDate('2031-03-04'))).toBeVisible();
    await expect(page.getByTestId('event-description')).toHaveText(eventMessages.noDescription);
    await expect(page.getByTestId('event-location')).toHaveText(eventMessages.noLocation);
    await expect(page).toHaveTitle(new RegExp(`^${title} \\|`));
    await expect(page.getByTestId('registration-form')).toBeVisible();
  });

  test("an unknown event shows 'No event details available.'", async ({ page }) => {
    await open(page, '/events/doesnotexist0000000000000');
    await expect(page.getByText(eventMessages.detailEmpty)).toBeVisible();
  });

  test('long descriptions keep their line breaks on desktop', async ({ page, request, baseURL }) => {
    await page.setViewportSize(DESKTOP);
    await signInApi(request, baseURL!);
    const created = (await adminPost(request, baseURL!, '/api/events', {
      title: unique('Camp'),
      date: '2031-05-06',
      image: '',
      description: LONG,
      location: 'Riverside rink',
    })) as unknown as Event;
    await open(page, `/events/${created._id}`);
    await expect(page.getByTestId('event-description')).toHaveText(LONG);
    await expect(page.getByTestId('event-location')).toHaveText('Riverside rink');
  });
});
